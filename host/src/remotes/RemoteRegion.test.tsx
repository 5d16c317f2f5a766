import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@ciao/shared';
import '../i18n/register';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { pageNavigation, RELOAD_NOTICE_MS } from './page-reload';
import { RemoteRegion } from './RemoteRegion';
import { RemoteLoaderProvider } from './remote-loader-context';

beforeEach(async () => {
  await i18n.changeLanguage('ja');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

function renderRegions(loader: ReturnType<typeof createFakeRemoteLoader>) {
  return render(
    <RemoteLoaderProvider loader={loader}>
      <RemoteRegion remote="catalog" expose="./TitlePage" props={{ titleId: 12 }} />
      <RemoteRegion remote="viewer" expose="./EpisodeViewer" props={{ titleId: 12, episodeId: 3 }} />
    </RemoteLoaderProvider>,
  );
}

describe('RemoteRegion', () => {
  it('shows a localized fallback in the failing region only, and the other region keeps working', async () => {
    const loader = createFakeRemoteLoader({ fail: (id) => id === 'catalog/./TitlePage' });
    const { container } = renderRegions(loader);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('この部分を読み込めませんでした');
    expect(container.querySelector('[data-remote="catalog"]')?.contains(alert)).toBe(true);
    expect(await screen.findByRole('heading', { name: 'episode viewer 12/3' })).toBeTruthy();
  });

  it('retries by re-resolving only that remote, then renders it', async () => {
    const user = userEvent.setup();
    const loader = createFakeRemoteLoader({ fail: (id, attempt) => id === 'catalog/./TitlePage' && attempt === 0 });
    renderRegions(loader);
    await screen.findByRole('heading', { name: 'episode viewer 12/3' });
    const viewerLoads = loader.loads.filter((id) => id.startsWith('viewer/')).length;

    await user.click(await screen.findByRole('button', { name: '再読み込み' }));

    expect(await screen.findByRole('heading', { name: 'title page 12' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loader.refreshes).toEqual(['catalog']);
    expect(loader.loads.filter((id) => id.startsWith('viewer/')).length).toBe(viewerLoads);
  });

  it('reloads the page once, saying so, when the retry fails too (a failed shared chunk stays failed in the page)', async () => {
    const reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const loader = createFakeRemoteLoader({ fail: (id) => id === 'catalog/./TitlePage' });
    renderRegions(loader);
    await user.click(await screen.findByRole('button', { name: '再読み込み' }));

    expect((await screen.findByText('読み込めなかったため、ページ全体を読み込み直します…')).getAttribute('role')).toBe('status');
    expect(reload).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, RELOAD_NOTICE_MS + 100));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the fallback when the retry fails again after a reload of the last minutes, so the reader can try once more', async () => {
    const reload = jest.spyOn(pageNavigation, 'reload').mockImplementation(() => undefined);
    sessionStorage.setItem('ciao:remote-reload-at', String(Date.now() - 60_000));
    const user = userEvent.setup();
    const loader = createFakeRemoteLoader({ fail: (id) => id === 'catalog/./TitlePage' });
    renderRegions(loader);
    await user.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('button', { name: '再読み込み' })).toBeTruthy();
    expect(loader.refreshes).toEqual(['catalog']);
    expect(screen.queryByText('読み込めなかったため、ページ全体を読み込み直します…')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('shows a loading indicator while the remote loads', async () => {
    const loader = createFakeRemoteLoader();
    loader.loadExposed = () => new Promise(() => undefined);
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemoteRegion remote="catalog" expose="./TopPage" props={{}} />
      </RemoteLoaderProvider>,
    );
    expect(await screen.findByText('読み込み中…')).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it('shows an overlay region loading inside its frame, then the remote’s own content instead', async () => {
    const loader = createFakeRemoteLoader();
    let loaded: () => void = () => undefined;
    const load = loader.loadExposed.bind(loader);
    loader.loadExposed = ((remote, expose) =>
      new Promise<void>((resolve) => {
        loaded = resolve;
      }).then(() => load(remote, expose))) as typeof loader.loadExposed;
    render(
      <RemoteLoaderProvider loader={loader}>
        <RemoteRegion
          remote="catalog"
          expose="./TitlePage"
          props={{ titleId: 12 }}
          frame={(content) => (
            <section role="dialog" aria-label="frame">
              {content}
            </section>
          )}
        />
      </RemoteLoaderProvider>,
    );
    const frame = await screen.findByRole('dialog', { name: 'frame' });
    expect(within(frame).getByRole('status')).toBeTruthy();

    loaded();
    expect(await screen.findByRole('heading', { name: 'title page 12' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'frame' })).toBeNull();
  });

  it('renders a module loaded before it at once, without the loading fallback', async () => {
    const loader = createFakeRemoteLoader();
    await loader.loadExposed('catalog', './TitlePage');
    await loader.loadExposed('viewer', './EpisodeViewer');
    renderRegions(loader);
    // In the first commit: nothing suspended, so React has no reveal to hold back.
    expect(screen.getByRole('heading', { name: 'title page 12' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'episode viewer 12/3' })).toBeTruthy();
    expect(loader.loads).toEqual(['catalog/./TitlePage', 'viewer/./EpisodeViewer']);
  });
});
