import { mountStandalone } from '@ciao/shared';
import { standaloneRoutes } from './standalone-routes';

mountStandalone(standaloneRoutes());
