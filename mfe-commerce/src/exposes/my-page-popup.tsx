import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule, type MyPagePopupProps } from '@ciao/shared';
import { MyPagePopup } from '../features/my-page-popup/MyPagePopup';

export const contractVersion = CONTRACT_VERSION;
export default MyPagePopup satisfies ExposedModule<MyPagePopupProps>['default'];
