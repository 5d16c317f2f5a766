import { addMessages } from '@ciao/shared';
import en from './en.json';
import ja from './ja.json';

/** The catalog namespace; every exposed module imports this first so its texts exist before render. */
export const NAMESPACE = 'catalog';

addMessages(NAMESPACE, { ja, en });
// The content screens' long texts are in register-content.ts, loaded with those screens.
