import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule } from '@ciao/shared';
import { GiftPage } from '../features/gift/GiftPage';

export const contractVersion = CONTRACT_VERSION;
export default GiftPage satisfies ExposedModule<Record<string, never>>['default'];
