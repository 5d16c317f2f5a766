import { useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { bus } from '@ciao/shared';
import { ModalHost } from '../layout/ModalHost';
import { appPathFromRedirect } from './redirect';
import { useNavigationChecks } from './use-navigation-checks';

/** Root of every route, with or without layout: navigation checks, bus navigation, overlays. */
export function AppShell() {
  const navigate = useNavigate();
  useNavigationChecks();

  // Remotes ask for navigation through the bus; only same-site paths are followed.
  useEffect(
    () =>
      bus.on('navigate', ({ to, replace }) => {
        const path = appPathFromRedirect(to);
        if (path) void navigate(path, { replace: replace ?? false });
      }),
    [navigate],
  );

  return (
    <>
      <Outlet />
      <ModalHost />
    </>
  );
}
