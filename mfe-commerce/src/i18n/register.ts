import { addMessages } from '@ciao/shared';
import ja from './ja.json';
import en from './en.json';

/** The commerce remote's own namespace; every exposed module imports this first. */
export const NAMESPACE = 'commerce';

addMessages(NAMESPACE, { ja, en });
