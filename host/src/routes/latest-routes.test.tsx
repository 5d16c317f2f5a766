import { act, screen, waitFor } from '@testing-library/react';
import { i18n } from '@ciao/shared';
import { modalActions } from '../layout/modal-store';
import { createFakeRemoteLoader } from '../testing/fake-remote-loader';
import { renderApp } from '../testing/render-app';
import { stubApi, type ApiStub, type StubAnswer } from '../../../test-support/stub-api';
import { statusOk, visitorAccount } from '../../../test-support/fixtures';

function latestAnswer(titleId: number, episodeId: number): StubAnswer {
  return {
    data: {
      episode: {
        episode_id: episodeId,
        title_id: titleId,
        episode_name: '第3話',
        index: 3,
        point: 0,
        thumbnail_image_url: '/t.png',
        introduction_text: '',
        start_time: '2025-01-01T00:00:00',
        status: 'free',
        rental_expire_time: null,
      },
      title: {
        title_id: titleId,
        title_name: 'ねこねこ探偵団',
        author_text: 'さくら',
        introduction_text: '',
        thumbnail_rect_image_url: '/r.png',
        episode_id_list: [episodeId],
        genre_id_list: [],
      },
    },
  };
}

let stub: ApiStub;
function stubLatest(answer: (params: URLSearchParams) => StubAnswer) {
  stub = stubApi({ '/account': visitorAccount, '/web/status': statusOk, '/web/episode/latest': answer });
}

/** What the latest calls asked (a strict-mode remount may cancel one and ask again). */
function latestCalls() {
  return stub.calls.filter((call) => call.path === '/web/episode/latest').map((call) => Object.fromEntries(call.params));
}

beforeEach(async () => {
  await i18n.changeLanguage('ja');
  modalActions.reset();
});

describe('latest links (/title/{titleId}/latest/...)', () => {
  it('replaces /latest/{typeKey} with the newest episode, so Back skips the link', async () => {
    stubLatest(() => latestAnswer(12, 1207));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();

    await act(() => router.navigate('/title/00012/latest/episode'));

    expect(await screen.findByRole('heading', { name: 'episode viewer 12/1207' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/title/00012/episode/1207');
    expect(latestCalls().at(-1)).toEqual(expect.objectContaining({ title_id: '12', type: 'episode', index: '0' }));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("keeps the link's query, as the server's redirect does (a link followed in the app, ?lang=en in it)", async () => {
    stubLatest(() => latestAnswer(12, 1207));
    const { router } = renderApp('/');
    expect(await screen.findByRole('heading', { name: 'top page' })).toBeTruthy();

    await act(() => router.navigate('/title/00012/latest/episode?lang=en&utm_source=line'));

    expect(await screen.findByRole('heading', { name: 'episode viewer 12/1207' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/title/00012/episode/1207');
    expect(router.state.location.search).toBe('?lang=en&utm_source=line');
  });

  it('passes the type and index of /latest/{typeKey}/{indexKey}', async () => {
    stubLatest(() => latestAnswer(12, 1203));
    const { router } = renderApp('/title/00012/latest/free/2');

    expect(await screen.findByRole('heading', { name: 'episode viewer 12/1203' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/title/00012/episode/1203');
    expect(latestCalls().at(-1)).toEqual(expect.objectContaining({ title_id: '12', type: 'free', index: '2' }));
  });

  it.each([
    ['an unknown title', 3000],
    ['an unknown episode', 3100],
  ])('shows the 404 page for %s', async (_case, code) => {
    stubLatest(() => ({ code, status: 404 }));
    const { router } = renderApp('/title/00099/latest/episode/5');

    expect(await screen.findByText('Page Not Found: /title/00099/latest/episode/5')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/title/00099/latest/episode/5');
  });

  it.each(['/title/12/latest/episode', '/title/00012/latest/newest', '/title/00012/latest/free/-1', '/title/00012/latest/free/10000'])(
    'shows the 404 page for the malformed link %s without asking the API',
    async (path) => {
      stubLatest(() => latestAnswer(12, 1207));
      renderApp(path);

      expect(await screen.findByText(`Page Not Found: ${path}`)).toBeTruthy();
      expect(latestCalls()).toEqual([]);
    },
  );

  it('shows another failure with a retry that finishes the redirect', async () => {
    let failing = true;
    stubLatest(() => (failing ? { code: 1103, status: 429 } : latestAnswer(12, 1207)));
    const { router, user } = renderApp('/title/00012/latest/episode');

    expect((await screen.findByRole('alert')).textContent).toContain('サイトが混み合っています');
    failing = false;
    await user.click(screen.getByRole('button', { name: '再読み込み' }));

    expect(await screen.findByRole('heading', { name: 'episode viewer 12/1207' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/title/00012/episode/1207');
  });
});

describe('/magazine', () => {
  const firstAnswer = (): StubAnswer => ({
    data: {
      magazine: {
        magazine_id: 12,
        magazine_category_id: 1,
        magazine_name: 'ちゃお 2026年1月号',
        introduction_text: '',
        thumbnail_image_url: '/c.png',
        price: 650,
        is_free: false,
        is_readable: false,
        release_time: '2025-12-03T00:00:00',
        page_count: 24,
        magazine_article_link: [],
      },
    },
  });

  it('is replaced by the newest issue in the magazine viewer, without the layout', async () => {
    stub = stubApi({ '/account': visitorAccount, '/web/status': statusOk, '/magazine/first': firstAnswer });
    const { router, container } = renderApp('/magazine');

    expect(await screen.findByRole('heading', { name: 'magazine viewer 12' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/magazine/00012');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(container.querySelector('[data-remote="viewer"][data-expose="./MagazineViewer"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });

  it('shows the 404 page when no issue is released', async () => {
    stub = stubApi({ '/account': visitorAccount, '/web/status': statusOk, '/magazine/first': () => ({ code: 3000, status: 404 }) });
    renderApp('/magazine');

    expect(await screen.findByText('Page Not Found: /magazine')).toBeTruthy();
  });

  it.each(['/magazine/12', '/magazine/000012', '/magazine/abcde'])(
    'treats %s (not 5 digits) as not found, without loading the remote',
    async (path) => {
      stub = stubApi({ '/account': visitorAccount, '/web/status': statusOk });
      const loader = createFakeRemoteLoader();
      renderApp(path, loader);

      expect(await screen.findByText(`Page Not Found: ${path}`)).toBeTruthy();
      expect(loader.loads).toEqual([]);
    },
  );
});
