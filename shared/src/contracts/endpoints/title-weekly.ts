import { z } from 'zod';
import { commonParams, defineEndpoint } from '../endpoint';
import { titleSummarySchema } from '../entities';

export const WEEKLY_KEYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'finished',
  'oneshot',
  'magazine',
] as const;

/**
 * GET /title/weekly: the series list of one day (or finished, oneshot, or magazine: the
 * titles running in the printed magazine). Unknown key or no titles: 3200.
 */
export const titleWeekly = defineEndpoint({
  method: 'GET',
  path: '/title/weekly',
  auth: 'optional',
  // A plain word on the wire, so an unknown day is "weekly title not found" (3200), not a malformed call.
  params: () => z.object({ ...commonParams, weekday: z.string().regex(/^[a-z]{1,20}$/) }),
  response: () => z.object({ weekday: z.enum(WEEKLY_KEYS), title_list: z.array(titleSummarySchema) }),
});
