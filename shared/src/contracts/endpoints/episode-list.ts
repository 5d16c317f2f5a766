import { z } from 'zod';
import { commonParams, defineEndpoint, flagParam, idListParam } from '../endpoint';
import { episodeSchema } from '../entities';

/** POST /episode/list: episodes by id with their state for the current reader. */
export const episodeList = defineEndpoint({
  method: 'POST',
  path: '/episode/list',
  auth: 'optional',
  params: () => z.object({ ...commonParams, episode_id_list: idListParam(500), force_master: flagParam().optional() }),
  response: () => z.object({ episode_list: z.array(episodeSchema) }),
});
