import { addMessages } from '@ciao/shared';
import contentEn from './content.en.json';
import contentJa from './content.ja.json';
import en from './en.json';
import ja from './ja.json';

/** The catalog namespace; every exposed module imports this first so its texts exist before render. */
export const NAMESPACE = 'catalog';

addMessages(NAMESPACE, { ja, en });
// The content screens' long texts (guide, articles) live in files of their own, same namespace.
addMessages(NAMESPACE, { ja: contentJa, en: contentEn });
