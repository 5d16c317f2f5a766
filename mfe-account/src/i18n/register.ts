import { addMessages } from '@ciao/shared';
import ja from './ja.json';
import en from './en.json';

/** The account remote's own namespace; every exposed module imports this first. */
export const NAMESPACE = 'account';

addMessages(NAMESPACE, { ja, en });
