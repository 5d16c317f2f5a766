import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { magazineSchema } from './catalogue-schemas';

/** GET /magazine/first: the newest released issue (the /magazine route redirects to it). */
export const magazineFirst = defineEndpoint({
  method: 'GET',
  path: '/magazine/first',
  auth: 'optional',
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ magazine: magazineSchema }),
});
