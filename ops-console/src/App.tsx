import { useEffect, useState } from 'react';
import { Dashboard } from './Dashboard';
import { OpsApiError, opsApi } from './ops-api';
import { SignIn } from './SignIn';

type Session = { state: 'checking' } | { state: 'signed-out' } | { state: 'signed-in'; user: string };

/** Signed in (the ops cookie is valid) or not; the API decides, the page follows. */
export function App() {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  useEffect(() => {
    opsApi.session().then(
      ({ user }) => setSession({ state: 'signed-in', user }),
      (error: unknown) => {
        if (!(error instanceof OpsApiError && error.status === 401)) console.error(error);
        setSession({ state: 'signed-out' });
      },
    );
  }, []);

  if (session.state === 'checking') return <p className="status">Loading…</p>;
  if (session.state === 'signed-out') return <SignIn onSignedIn={(user) => setSession({ state: 'signed-in', user })} />;
  return <Dashboard user={session.user} onSignedOut={() => setSession({ state: 'signed-out' })} />;
}
