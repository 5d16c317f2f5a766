import { addMessages } from '@ciao/shared';
import ja from './ja.json';
import en from './en.json';

/** The host's own namespace; components use `useTranslation('host')`. */
export const HOST_NAMESPACE = 'host';

addMessages(HOST_NAMESPACE, { ja, en });
