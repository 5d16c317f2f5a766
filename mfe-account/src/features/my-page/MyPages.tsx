import { useLoggedInWhileShown, useSession, type MyPageScreen, type MyPagesProps } from '@ciao/shared';
import { EmailChangePage } from '../email/EmailChangePage';
import { PasswordChangePage } from '../password/PasswordChangePage';
import { ResignPage } from '../resign/ResignPage';
import { OptOutPage } from '../settings/OptOutPage';
import { SettingsPage } from '../settings/SettingsPage';
import { FavoritePage } from './FavoritePage';
import { HistoryPage } from './HistoryPage';
import { LoginRequired } from './LoginRequired';
import { MyPage } from './MyPage';
import { TicketSettingPage } from './TicketSettingPage';

const SCREENS: Record<MyPageScreen, () => React.JSX.Element> = {
  home: MyPage,
  history: HistoryPage,
  favorite: FavoritePage,
  ticket: TicketSettingPage,
  setting: SettingsPage,
  'opt-out': OptOutPage,
  'password-change': PasswordChangePage,
  'email-change': EmailChangePage,
  resign: ResignPage,
};

/**
 * The my-page screens of spec 2 behind one expose; the host's route picks the screen.
 * They are for a logged-in reader (spec 6): logged out, the page asks for the login.
 */
export function MyPages({ screen }: MyPagesProps) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  // A logout (or a resign) on the page is the reader leaving: no login modal follows it.
  const loggedInHere = useLoggedInWhileShown();
  if (!isLoggedIn) return <LoginRequired askAtOnce={!loggedInHere} />;
  const Screen = SCREENS[screen];
  return <Screen />;
}
