import { Outlet } from '@ciao/shared/router';
import { ModalHost } from '../layout/ModalHost';
import { useNavigationChecks } from './use-navigation-checks';

/**
 * Root of every route, with or without layout: navigation checks and overlays. Remotes
 * navigate with react-router itself (one shared router renders them), so no bus event is needed.
 */
export function AppShell() {
  useNavigationChecks();

  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  );
}
