import '../../i18n/register';
import { bus, type ViewerTracking } from '@ciao/shared';
import { screen, waitFor } from '@testing-library/react';
import { episodeAnswer } from '../../testing/episode-answer';
import { installFakeImages, type FakeImages } from '../../testing/fake-browser-images';
import { makeTitleSummary } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type ApiStub, type StubRoute } from '../../../../test-support/stub-api';
import { EpisodeViewer } from './EpisodeViewer';

let stub: ApiStub;
let images: FakeImages;
let heard: ViewerTracking[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  images = installFakeImages();
  heard = [];
  off = bus.on('tracking:viewer', (payload) => heard.push(payload));
});
afterEach(() => {
  off();
  images.restore();
});

const pages = ['/pages/201/1.png', '/pages/201/2.png'];
const episodeDetails = {
  episode: {
    episode_id: 201,
    title_id: 42,
    episode_name: '第1話 なぞの手紙',
    index: 1,
    point: 0,
    thumbnail_image_url: '/e201.png',
    introduction_text: '',
    start_time: '2026-10-01T00:00:00',
    status: 'free',
    rental_expire_time: null,
  },
  title: makeTitleSummary(42, 'ねこねこ探偵団', { author_text: '作・森ひなこ', genre_id_list: [3, 5] }),
};
const genres = {
  genre_list: [
    { genre_id: 3, genre_name: 'ミステリー', image_url: '/g3.png' },
    { genre_id: 5, genre_name: 'ギャグ', image_url: '/g5.png' },
  ],
};

function openEpisode(viewer: StubRoute = () => episodeAnswer(pages)) {
  stub = stubApi({
    '/web/episode/viewer': viewer,
    '/web/episode': () => ({ data: episodeDetails }),
    '/genre/list': () => ({ data: genres }),
  });
  return renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />);
}

test("an episode that opens sends docs/product-rules.md §3's viewer payload once, from the episode's title, author line and genre names", async () => {
  const { user } = openEpisode();
  await screen.findByRole('img', { name: 'ページ 1 / 2' });
  await waitFor(() => expect(heard).toHaveLength(1));
  expect(heard[0]).toEqual({
    genre: 'ミステリー,ギャグ',
    titledescriptor: '作・森ひなこ',
    title: 'ねこねこ探偵団',
    episode: '第1話 なぞの手紙',
  });
  expect(stub.calls.find((call) => call.path === '/genre/list')?.params.get('genre_id_list')).toBe('3,5');
  // Turning pages is not opening the episode again.
  await user.keyboard('{ArrowLeft}');
  await screen.findByRole('img', { name: 'ページ 2 / 2' });
  expect(heard).toHaveLength(1);
});

test('an episode the reader may not open sends nothing', async () => {
  openEpisode(() => ({ code: 2011, status: 401 }));
  await screen.findByRole('button', { name: /ログイン/ });
  // The locked card asks /web/episode for the name and price; tracking would then ask for genres.
  await screen.findByRole('heading', { name: '第1話 なぞの手紙' });
  expect(stub.paths()).not.toContain('/genre/list');
  expect(heard).toEqual([]);
});
