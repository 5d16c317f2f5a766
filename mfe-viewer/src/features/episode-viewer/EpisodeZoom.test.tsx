import '../../i18n/register';
import { screen, within } from '@testing-library/react';
import { installFakeImages, type FakeImages } from '../../testing/fake-browser-images';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi } from '../../../../test-support/stub-api';
import { EpisodeViewer } from './EpisodeViewer';

let images: FakeImages;
beforeEach(() => {
  images = installFakeImages();
});
afterEach(() => {
  images.restore();
});

const pages = ['/pages/201/1.png', '/pages/201/2.png', '/pages/201/3.png', '/pages/201/4.png'];

async function renderViewer() {
  stubApi({
    '/web/episode/viewer': () => ({
      data: {
        title_id: 42,
        title_name: 'ねこねこ探偵団',
        episode_id: 201,
        episode_name: '第1話 なぞの手紙',
        page_list: pages,
        scramble_seed: 12345,
        scramble_ver: 1,
        prev_episode_id: null,
        next_episode_id: null,
      },
    }),
  });
  const view = renderWithProviders(<EpisodeViewer titleId={42} episodeId={201} />);
  await screen.findByRole('img', { name: 'ページ 1 / 4' });
  return view;
}

const pageBox = () => screen.getByTestId('page-box');
const zoomGroup = () => screen.getByRole('group', { name: 'ページの拡大' });

test('the + key zooms the page in steps up to 4x, and - zooms back out', async () => {
  const { user } = await renderViewer();
  expect(pageBox().style.transform).toBe('');
  expect(within(zoomGroup()).getByText('100%')).toBeTruthy();

  await user.keyboard('+');
  expect(pageBox().style.transform).toBe('translate(0px, 0px) scale(1.5)');
  expect(within(zoomGroup()).getByText('150%')).toBeTruthy();
  await user.keyboard('++++');
  expect(pageBox().style.transform).toBe('translate(0px, 0px) scale(4)');
  expect(within(zoomGroup()).getByRole('button', { name: '拡大' })).toHaveProperty('disabled', true);

  await user.keyboard('-');
  expect(within(zoomGroup()).getByText(/^267%$/)).toBeTruthy();
});

test('while zoomed, neither the left arrow nor the left third turns the page', async () => {
  const { user } = await renderViewer();
  await user.keyboard('+');

  await user.keyboard('{ArrowLeft}');
  await user.click(screen.getByRole('button', { name: '次のページ' }));
  expect(screen.getByRole('img', { name: 'ページ 1 / 4' })).toBeTruthy();
  expect(pageBox().style.transform).toContain('scale(1.5)');
});

test('Escape resets the zoom, and then the left arrow turns again', async () => {
  const { user } = await renderViewer();
  await user.keyboard('+');
  await user.keyboard('{Escape}');
  expect(pageBox().style.transform).toBe('');

  await user.keyboard('{ArrowLeft}');
  expect(await screen.findByRole('img', { name: 'ページ 2 / 4' })).toBeTruthy();
});

test('the menu zooms in and out and back to the actual size for a mouse', async () => {
  const { user } = await renderViewer();
  const reset = within(zoomGroup()).getByRole('button', { name: '元の大きさ' });
  expect(reset).toHaveProperty('disabled', true);

  await user.click(within(zoomGroup()).getByRole('button', { name: '拡大' }));
  await user.click(within(zoomGroup()).getByRole('button', { name: '拡大' }));
  expect(within(zoomGroup()).getByText('225%')).toBeTruthy();
  await user.click(within(zoomGroup()).getByRole('button', { name: '縮小' }));
  expect(within(zoomGroup()).getByText('150%')).toBeTruthy();

  await user.click(reset);
  expect(pageBox().style.transform).toBe('');
  expect(within(zoomGroup()).getByText('100%')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '次のページ' }));
  expect(await screen.findByRole('img', { name: 'ページ 2 / 4' })).toBeTruthy();
});
