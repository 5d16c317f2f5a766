import { z } from 'zod';
import { commonParams, defineEndpoint, idParam } from '../endpoint';

/** GET /recommend/click: records a click on a recommended title (visitor or reader). Unknown title: 3000. */
export const recommendClick = defineEndpoint({
  method: 'GET',
  path: '/recommend/click',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id: idParam() }),
  response: () => z.object({ title_id: z.number().int(), recorded: z.literal(true) }),
});
