import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { LoginBonus } from '@ciao/shared';

/**
 * Which host-owned overlay is open. The host renders the account remote's login modal, the
 * commerce remote's my-page popup and purchase dialog, the catalogue's search modal and its own
 * nav drawer; remotes ask for them through the bus, the header through these actions. Only what
 * shows an overlay subscribes to it: opening the drawer re-renders its toggle and itself, not the
 * layout, header and footer around them (issue 26).
 */
interface ModalState {
  /** Open login modal, with where to go after logging in (an app path), or null. */
  login: { redirect?: string } | null;
  myPageOpen: boolean;
  /** The episode whose purchase dialog (commerce) is open, or null. */
  purchase: { titleId: number; episodeId: number } | null;
  /** The catalogue's search modal (header search utility). */
  searchOpen: boolean;
  /** The login bonuses received today (account's modal), or null. */
  loginBonus: LoginBonus[] | null;
  /** The global nav drawer (the header's menu toggle). */
  drawerOpen: boolean;
}

const initialState: ModalState = { login: null, myPageOpen: false, purchase: null, searchOpen: false, loginBonus: null, drawerOpen: false };

export const modalStore = createStore<ModalState>()(() => ({ ...initialState }));

export const modalActions = {
  openLogin(redirect?: string): void {
    modalStore.setState({ login: redirect ? { redirect } : {}, myPageOpen: false, purchase: null, searchOpen: false });
  },
  closeLogin(): void {
    modalStore.setState({ login: null });
  },
  openPurchase(episode: { titleId: number; episodeId: number }): void {
    modalStore.setState({ purchase: episode, myPageOpen: false });
  },
  closePurchase(): void {
    modalStore.setState({ purchase: null });
  },
  toggleMyPage(): void {
    modalStore.setState((state) => ({ myPageOpen: !state.myPageOpen }));
  },
  closeMyPage(): void {
    modalStore.setState({ myPageOpen: false });
  },
  openSearch(): void {
    modalStore.setState({ searchOpen: true, myPageOpen: false });
  },
  closeSearch(): void {
    modalStore.setState({ searchOpen: false });
  },
  /** Waits behind an open login or purchase dialog: it renders once they close. */
  openLoginBonus(bonuses: LoginBonus[]): void {
    modalStore.setState({ loginBonus: bonuses });
  },
  closeLoginBonus(): void {
    modalStore.setState({ loginBonus: null });
  },
  openDrawer(): void {
    modalStore.setState({ drawerOpen: true });
  },
  closeDrawer(): void {
    modalStore.setState({ drawerOpen: false });
  },
  reset(): void {
    modalStore.setState({ ...initialState });
  },
};

export function useModals<T>(selector: (state: ModalState) => T): T {
  return useStore(modalStore, selector);
}
