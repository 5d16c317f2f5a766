import { createBrowserRouter } from '@ciao/shared/router';
import { createRoutes } from '../routes/routes';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter(): AppRouter {
  return createBrowserRouter(createRoutes());
}
