import { z } from 'zod';
import { commonParams, defineEndpoint, idListParam } from '../endpoint';
import { titleSchema } from '../entities';

/** GET /title/list: titles by id, in the order asked; unknown ids are left out. */
export const titleList = defineEndpoint({
  method: 'GET',
  path: '/title/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, title_id_list: idListParam(100) }),
  response: () => z.object({ title_list: z.array(titleSchema) }),
});
