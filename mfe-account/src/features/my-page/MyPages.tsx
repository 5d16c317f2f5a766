import { useSession, type MyPagesProps } from '@ciao/shared';
import { HistoryPage } from './HistoryPage';
import { LoginRequired } from './LoginRequired';
import { MyPage } from './MyPage';

/**
 * The my-page screens of spec 2 behind one expose; the host's route picks the screen.
 * They are for a logged-in reader (spec 6): logged out, the page asks for the login.
 */
export function MyPages({ screen }: MyPagesProps) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  if (!isLoggedIn) return <LoginRequired />;
  return screen === 'history' ? <HistoryPage /> : <MyPage />;
}
