import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule, type LoginModalProps } from '@ciao/shared';
import { LoginModal } from '../features/login/LoginModal';

export const contractVersion = CONTRACT_VERSION;
export default LoginModal satisfies ExposedModule<LoginModalProps>['default'];
