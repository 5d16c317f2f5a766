import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule, type LoginBonusModalProps } from '@ciao/shared';
import { LoginBonusModal } from '../features/login-bonus/LoginBonusModal';

export const contractVersion = CONTRACT_VERSION;
export default LoginBonusModal satisfies ExposedModule<LoginBonusModalProps>['default'];
