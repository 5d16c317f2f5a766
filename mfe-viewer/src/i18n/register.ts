import { addMessages } from '@ciao/shared';
import en from './en.json';
import ja from './ja.json';

/** The viewer namespace; every exposed module imports this first so its texts exist before render. */
export const NAMESPACE = 'viewer';

addMessages(NAMESPACE, { ja, en });
