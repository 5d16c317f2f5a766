import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test-support/render-with-providers';
import { stubApi } from '../../../test-support/stub-api';
import { bus } from '../bus/bus';
import type { AdTracking } from '../bus/events';
import { AD_PLACEMENTS } from '../contracts/endpoints/advertisement-schemas';
import { AdBanner } from './AdBanner';

const advertisement = {
  advertisement_id: 2,
  advertisement_url: '/title/00102/episode/10201',
  title_id: 102,
  title_name: 'ねこねこ探偵団',
  episode_id: 10201,
  episode_name: '第1話 なぞのしっぽ',
};

function answer(params: URLSearchParams, kind: 'view' | 'click') {
  const event = {
    event_id: 7,
    kind,
    advertisement_id: 2,
    type: Number(params.get('type')),
    title_id: null,
    recorded_at: '2026-11-24T10:00:00',
  };
  return { data: { event, advertisement } };
}

let heard: AdTracking[] = [];
let off: () => void = () => undefined;
beforeEach(() => {
  heard = [];
  off = bus.on('tracking:ad', (payload) => heard.push(payload));
});
afterEach(() => off());

const payload = {
  advertisementId: 2,
  advertisementUrl: '/title/00102/episode/10201',
  titleId: 102,
  titleName: 'ねこねこ探偵団',
  episodeId: 10201,
  episodeName: '第1話 なぞのしっぽ',
};

test('an ad shown is recorded once with its placement and its payload from the answer goes on the bus', async () => {
  const stub = stubApi({ '/advertisement/view': (params) => answer(params, 'view') });
  renderWithProviders(<AdBanner advertisementId={2} placement={AD_PLACEMENTS.viewer_end} />);
  const link = await screen.findByRole('link', { name: /「ねこねこ探偵団」第1話 なぞのしっぽを読もう！/ });
  expect(link.getAttribute('href')).toBe('/title/00102/episode/10201');
  expect(screen.getByRole('complementary', { name: '広告' })).toBeTruthy();
  expect(stub.calls.map((call) => [call.path, call.params.get('advertisement_id'), call.params.get('type')])).toEqual([
    ['/advertisement/view', '2', '2'],
  ]);
  expect(heard).toEqual([{ action: 'view', ...payload }]);
});

test('a press records the click and its answer goes on the bus, even once the link has navigated away', async () => {
  const stub = stubApi({
    '/advertisement/view': (params) => answer(params, 'view'),
    '/advertisement/click': (params) => answer(params, 'click'),
  });
  // The banner lives on '/' only, so following its link unmounts it.
  const { user, router } = renderWithProviders(null, {
    routes: [
      { path: '/', element: <AdBanner advertisementId={2} placement={AD_PLACEMENTS.banner} /> },
      { path: '/title/*', element: <h1>episode</h1> },
    ],
  });
  await user.click(await screen.findByRole('link', { name: /ねこねこ探偵団/ }));
  expect(router.state.location.pathname).toBe('/title/00102/episode/10201');
  await waitFor(() => expect(heard.map((event) => event.action)).toEqual(['view', 'click']));
  expect(heard[1]).toEqual({ action: 'click', ...payload });
  const click = stub.calls.find((call) => call.path === '/advertisement/click');
  expect(Object.fromEntries(click?.params ?? [])).toMatchObject({ advertisement_id: '2', type: '1', title_id: '102' });
});

test('an ad the API does not know draws nothing and sends nothing', async () => {
  const stub = stubApi({ '/advertisement/view': () => ({ code: 1001 }) });
  const { container } = renderWithProviders(<AdBanner advertisementId={99} placement={AD_PLACEMENTS.banner} />);
  await waitFor(() => expect(stub.paths()).toEqual(['/advertisement/view']));
  expect(container.textContent).toBe('');
  expect(heard).toEqual([]);
});
