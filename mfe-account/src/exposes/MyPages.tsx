import { useLoggedInWhileShown, useSession, type MyPageScreen, type MyPagesProps } from '@ciao/shared';
import { EmailChangePage } from '../features/email/EmailChangePage';
import { PasswordChangePage } from '../features/password/PasswordChangePage';
import { ResignPage } from '../features/resign/ResignPage';
import { OptOutPage } from '../features/settings/OptOutPage';
import { SettingsPage } from '../features/settings/SettingsPage';
import { FavoritePage } from '../features/my-page/FavoritePage';
import { HistoryPage } from '../features/my-page/HistoryPage';
import { LoginRequired } from '../features/my-page/LoginRequired';
import { MyPage } from '../features/my-page/MyPage';
import { TicketSettingPage } from '../features/my-page/TicketSettingPage';

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
 * The my-page screens of docs/product-rules.md §2 behind one expose; the host's route picks the screen.
 * They are for a logged-in reader (docs/product-rules.md §6): logged out, the page asks for the login.
 */
export function MyPages({ screen }: MyPagesProps) {
  const isLoggedIn = useSession((state) => state.isLoggedIn);
  // A logout (or a resign) on the page is the reader leaving: no login modal follows it.
  const loggedInHere = useLoggedInWhileShown();
  if (!isLoggedIn) return <LoginRequired askAtOnce={!loggedInHere} />;
  const Screen = SCREENS[screen];
  return <Screen />;
}
