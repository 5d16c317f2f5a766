import { addMessages } from '@ciao/shared';
import { NAMESPACE } from './register';
import contentEn from './content.en.json';
import contentJa from './content.ja.json';

// The content screens' long texts (guide, topics, authors, latest updates), same namespace:
// registered by those screens only (ContentPages), so the top, title and search pages do not
// download them (about 24 KB of the remote's shared chunk before).
addMessages(NAMESPACE, { ja: contentJa, en: contentEn });
