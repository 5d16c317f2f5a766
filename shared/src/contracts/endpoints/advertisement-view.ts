import { defineEndpoint } from '../endpoint';
import { advertisementEventParams, advertisementEventResponse } from './advertisement-schemas';

/** GET /advertisement/view: records that an ad was shown (visitor or reader). Unknown ad: 1001; unknown title_id: 3000. */
export const advertisementView = defineEndpoint({
  method: 'GET',
  path: '/advertisement/view',
  auth: 'optional',
  params: () => advertisementEventParams,
  response: () => advertisementEventResponse,
});
