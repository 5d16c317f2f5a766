import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';

/** GET /web/status: the daily status check; answers during maintenance too. */
export const webStatus = defineEndpoint({
  method: 'GET',
  path: '/web/status',
  auth: 'optional',
  maintenanceOptOut: true,
  params: () => z.object({ ...commonParams }),
  response: () => z.object({ maintenance: z.boolean(), server_time: z.string() }),
});
