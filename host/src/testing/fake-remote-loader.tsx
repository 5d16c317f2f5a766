import type { ComponentType } from 'react';
import { CONTRACT_VERSION, type ExposeName, type RemoteContracts, type RemoteName } from '@ciao/shared';
import type { RemoteLoader } from '../remotes/remote-loader';

type AnyProps = Record<string, unknown>;

/** Stand-ins for the remotes' exposed components: small, visible, and showing their props. */
const defaultComponents: Record<string, ComponentType<AnyProps>> = {
  'catalog/./TopPage': () => <h1>top page</h1>,
  'catalog/./TitlePage': ({ titleId }) => <h1>title page {String(titleId)}</h1>,
  'catalog/./SearchModal': ({ onClose }) => (
    <div role="dialog" aria-modal="true" aria-label="search">
      <button type="button" onClick={onClose as () => void}>
        close search
      </button>
    </div>
  ),
  'catalog/./SearchPage': (props) => <h1>search page {JSON.stringify(props)}</h1>,
  'catalog/./SeriesPage': () => <h1>series page</h1>,
  'catalog/./RankingPage': (props) => <h1>ranking page {JSON.stringify(props)}</h1>,
  'catalog/./ContentPages': (props) => <h1>content page {JSON.stringify(props)}</h1>,
  'viewer/./EpisodeViewer': ({ titleId, episodeId }) => (
    <h1>
      episode viewer {String(titleId)}/{String(episodeId)}
    </h1>
  ),
  'viewer/./MagazineViewer': ({ magazineId }) => <h1>magazine viewer {String(magazineId)}</h1>,
  'account/./LoginModal': ({ redirect }) => (
    <div role="dialog" aria-modal="true" aria-label="login">
      redirect: {String(redirect ?? 'none')}
    </div>
  ),
  'account/./LoginBonusModal': ({ bonuses, onClose }) => (
    <div role="dialog" aria-modal="true" aria-label="login bonus">
      {(bonuses as { loginbonus_text: string }[]).map((bonus) => bonus.loginbonus_text).join(', ')}
      <button type="button" onClick={onClose as () => void}>
        close bonus
      </button>
    </div>
  ),
  'account/./SignupPages': ({ screen }) => <h1>sign-up {String(screen)}</h1>,
  'commerce/./MyPagePopup': () => <div role="dialog" aria-label="my page popup" />,
  'commerce/./GiftPage': () => <h1>gift page</h1>,
  'commerce/./PurchaseDialog': ({ titleId, episodeId }) => (
    <div role="dialog" aria-label="purchase">
      purchase {String(titleId)}/{String(episodeId)}
    </div>
  ),
};

export interface FakeRemoteLoader extends RemoteLoader {
  /** Every `remote/expose` asked for, in order. */
  readonly loads: string[];
  readonly refreshes: RemoteName[];
}

/**
 * The test seam of remote loading: the same interface the federation loader implements,
 * answering with local components. `fail` decides per call whether a load fails.
 */
export function createFakeRemoteLoader(
  options: { fail?: (id: string, attempt: number) => boolean; components?: Record<string, ComponentType<AnyProps>> } = {},
): FakeRemoteLoader {
  const loads: string[] = [];
  const refreshes: RemoteName[] = [];
  const components = { ...defaultComponents, ...options.components };
  const loadedModules = new Map<string, unknown>();
  return {
    loads,
    refreshes,
    async loadExposed<R extends RemoteName, E extends ExposeName<R>>(remote: R, expose: E) {
      const id = `${remote}/${expose}`;
      const attempt = loads.filter((entry) => entry === id).length;
      loads.push(id);
      if (options.fail?.(id, attempt)) throw new Error(`ScriptNetworkError: ${id}`);
      const component = components[id];
      if (!component) throw new Error(`no fake component for ${id}`);
      const module = { default: component, contractVersion: CONTRACT_VERSION } as unknown as RemoteContracts[R][E];
      loadedModules.set(id, module);
      return module;
    },
    loaded(remote, expose) {
      return loadedModules.get(`${remote}/${expose}`) as RemoteContracts[typeof remote][typeof expose] | undefined;
    },
    async refresh(remote) {
      refreshes.push(remote);
      for (const id of [...loadedModules.keys()]) if (id.startsWith(`${remote}/`)) loadedModules.delete(id);
    },
  };
}
