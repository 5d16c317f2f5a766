import '../i18n/register';
import { CONTRACT_VERSION, type CommercePagesProps, type ExposedModule } from '@ciao/shared';
import { CommercePages } from '../features/pages/CommercePages';

export const contractVersion = CONTRACT_VERSION;
export default CommercePages satisfies ExposedModule<CommercePagesProps>['default'];
