import { intParam } from '../endpoint';
import { lazySchema } from '../lazy-schema';

/** Paging of the wallet lists: limit 1..100 (default 20), offset up to a million rows. */
export const pagingParams = lazySchema(() => ({
  limit: intParam(1, 100).default(20),
  offset: intParam(0, 1_000_000).default(0),
}));
