import { RESPONSE_CODES } from '@ciao/shared/contracts';
import { ApiFailure } from './api-failure';

/** The failures of a title, episode or magazine that does not exist (or is not public), for handlers and queries alike. */
export const titleNotFound = () => new ApiFailure(RESPONSE_CODES.TITLE_NOT_FOUND, 'title not found');
export const episodeNotFound = () => new ApiFailure(RESPONSE_CODES.EPISODE_NOT_FOUND, 'episode not found');
/** No docs/product-rules.md §8 code names magazines: an issue is a readable title-like item, so 3000. */
export const magazineNotFound = () => new ApiFailure(RESPONSE_CODES.TITLE_NOT_FOUND, 'magazine not found');
