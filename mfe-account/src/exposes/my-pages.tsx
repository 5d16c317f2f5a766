import '../i18n/register';
import { CONTRACT_VERSION, type ExposedModule, type MyPagesProps } from '@ciao/shared';
import { MyPages } from './MyPages';

export const contractVersion = CONTRACT_VERSION;
export default MyPages satisfies ExposedModule<MyPagesProps>['default'];
