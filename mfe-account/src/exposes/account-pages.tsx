import '../i18n/register';
import { CONTRACT_VERSION, type AccountPagesProps, type ExposedModule } from '@ciao/shared';
import { AccountPages } from './AccountPages';

export const contractVersion = CONTRACT_VERSION;
export default AccountPages satisfies ExposedModule<AccountPagesProps>['default'];
