import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule, type SignupPagesProps } from '@ciao/shared';
import { SignupPages } from '../features/signup/SignupPages';

export const contractVersion = CONTRACT_VERSION;
export default SignupPages satisfies ExposedModule<SignupPagesProps>['default'];
