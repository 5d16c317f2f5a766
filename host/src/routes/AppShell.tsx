import { Outlet } from '@ciao/shared/router';
import { RouteHead } from '../head/RouteHead';
import { ModalHost } from '../layout/ModalHost';
import { useNavigationChecks } from './use-navigation-checks';

/**
 * Root of every route, with or without layout: navigation checks, the page's head and overlays. Remotes
 * navigate with react-router itself (one shared router renders them), so no bus event is needed.
 */
export function AppShell() {
  useNavigationChecks();

  return (
    <RouteHead>
      <Outlet />
      <ModalHost />
    </RouteHead>
  );
}
