import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule, type LimitedPagesProps } from '@ciao/shared';
import { LimitedPages } from '../features/limited/LimitedPages';

export const contractVersion = CONTRACT_VERSION;
export default LimitedPages satisfies ExposedModule<LimitedPagesProps>['default'];
