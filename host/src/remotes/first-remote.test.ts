import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { awaitFirstRemote } from './first-remote';

describe('awaitFirstRemote', () => {
  it("loads the route's remote module before returning", async () => {
    const loader = createFakeRemoteLoader();
    await awaitFirstRemote(loader, '/title/00101');
    expect(loader.loads).toEqual(['catalog/./TitlePage']);
    expect(loader.loaded('catalog', './TitlePage')).toBeDefined();
  });

  it('loads nothing for a route the host shows itself', async () => {
    const loader = createFakeRemoteLoader();
    await awaitFirstRemote(loader, '/maintenance');
    expect(loader.loads).toEqual([]);
  });

  it('returns after the wait when the module has not come, and on a failure', async () => {
    const never = createFakeRemoteLoader();
    never.loadExposed = () => new Promise(() => {});
    // Without the cap this would never settle (and the test would time out).
    await expect(awaitFirstRemote(never, '/', 30)).resolves.toBeUndefined();

    const failing = createFakeRemoteLoader({ fail: () => true });
    await expect(awaitFirstRemote(failing, '/')).resolves.toBeUndefined();
    expect(failing.loaded('catalog', './TopPage')).toBeUndefined();
  });
});
