import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule, type PurchaseDialogProps } from '@ciao/shared';
import { PurchaseDialog } from '../features/purchase/PurchaseDialog';

export const contractVersion = CONTRACT_VERSION;
export default PurchaseDialog satisfies ExposedModule<PurchaseDialogProps>['default'];
