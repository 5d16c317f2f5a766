import { defineEndpoint } from '../endpoint';
import { advertisementEventParams, advertisementEventResponse } from './advertisement-schemas';

/** GET /advertisement/click: records a click on an ad (visitor or reader). Unknown ad: 1001; unknown title_id: 3000. */
export const advertisementClick = defineEndpoint({
  method: 'GET',
  path: '/advertisement/click',
  auth: 'optional',
  params: () => advertisementEventParams,
  response: () => advertisementEventResponse,
});
