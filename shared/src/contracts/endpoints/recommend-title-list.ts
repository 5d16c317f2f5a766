import { z } from 'zod';
import { commonParams, defineEndpoint, intParam } from '../endpoint';
import { titleSummarySchema } from '../entities';

/** GET /recommend/title/list: the titles recommended at one place (1 top page, 2 title page, 3 end of the viewer). */
export const recommendTitleList = defineEndpoint({
  method: 'GET',
  path: '/recommend/title/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, position: intParam(1, 3) }),
  response: () => z.object({ title_list: z.array(titleSummarySchema) }),
});
