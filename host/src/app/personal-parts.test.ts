import { QueryObserver } from '@tanstack/react-query';
import { apiQueryKey, createQueryClient, episodeList, sessionActions } from '@ciao/shared';
import { makeAccount } from '../../../test-support/fixtures';
import { READER_PENDING_ATTRIBUTE } from '@ciao/shared/first-screen-element';
import { fillPersonalParts } from './personal-parts';

/** A page as the web server sends a signed-in reader the screen everybody gets. */
function pendingPage(): HTMLElement {
  const root = document.createElement('html');
  root.setAttribute(READER_PENDING_ATTRIBUTE, '');
  return root;
}

/** A query cache holding a visitor's episode list, shown on screen, whose reader's answer comes when `answer` is called. */
function cacheWithVisitorEpisodes() {
  const client = createQueryClient();
  const key = apiQueryKey(episodeList, { episode_id_list: '10101' });
  let answer: (value: string) => void = () => undefined;
  const calls: string[] = [];
  client.setQueryData(key, 'visitor');
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => {
      calls.push('asked');
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { client, key, calls, answer: (value: string) => answer(value), unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

afterEach(() => sessionActions.loggedOut());

describe('fillPersonalParts', () => {
  it("on a signed-in reader's copy, shows the personal parts only once the reader's own answers replaced the visitor's", async () => {
    sessionActions.loggedIn(makeAccount());
    const root = pendingPage();
    const cache = cacheWithVisitorEpisodes();
    const filled = fillPersonalParts(cache.client, root);
    await settle();
    expect(cache.calls).toEqual(['asked']);
    // The visitor's answer stays meanwhile (no loading state), hidden.
    expect(cache.client.getQueryData(cache.key)).toBe('visitor');
    expect(root.hasAttribute(READER_PENDING_ATTRIBUTE)).toBe(true);
    cache.answer('reader');
    await filled;
    expect(cache.client.getQueryData(cache.key)).toBe('reader');
    expect(root.hasAttribute(READER_PENDING_ATTRIBUTE)).toBe(false);
    cache.unsubscribe();
  });

  it('waits for a part that asks for its answer only once it mounts, after adoption (a title’s episode list)', async () => {
    sessionActions.loggedIn(makeAccount());
    const root = pendingPage();
    const client = createQueryClient();
    const key = apiQueryKey(episodeList, { episode_id_list: '10104' });
    // The first screen's visitor answer, shown by no screen yet.
    client.setQueryData(key, 'visitor');
    const filled = fillPersonalParts(client, root);
    await settle();
    expect(root.hasAttribute(READER_PENDING_ATTRIBUTE)).toBe(true);

    let answer: (value: string) => void = () => undefined;
    const observer = new QueryObserver(client, {
      queryKey: key,
      queryFn: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await settle();
    expect(root.hasAttribute(READER_PENDING_ATTRIBUTE)).toBe(true);
    answer('reader');
    await filled;
    expect(client.getQueryData(key)).toBe('reader');
    expect(root.hasAttribute(READER_PENDING_ATTRIBUTE)).toBe(false);
    unsubscribe();
  });

  it('shows them at once when the session turned out to be a visitor’s: the screen is right for them', async () => {
    const root = pendingPage();
    const cache = cacheWithVisitorEpisodes();
    await fillPersonalParts(cache.client, root);
    expect(cache.calls).toEqual([]);
    expect(root.hasAttribute(READER_PENDING_ATTRIBUTE)).toBe(false);
    cache.unsubscribe();
  });

  it('does not keep them hidden past its limit when the answers never come', async () => {
    sessionActions.loggedIn(makeAccount());
    const root = pendingPage();
    const cache = cacheWithVisitorEpisodes();
    await fillPersonalParts(cache.client, root, 30);
    expect(root.hasAttribute(READER_PENDING_ATTRIBUTE)).toBe(false);
    cache.unsubscribe();
  });

  it('leaves a page alone that the server did not mark (a visitor, or a page started in the browser)', async () => {
    sessionActions.loggedIn(makeAccount());
    const cache = cacheWithVisitorEpisodes();
    await fillPersonalParts(cache.client, document.createElement('html'));
    expect(cache.calls).toEqual([]);
    cache.unsubscribe();
  });
});
