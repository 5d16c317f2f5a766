import '../../i18n/register';
import { screen, waitFor, within } from '@testing-library/react';
import { apiQueryKey, bus, getAccountPoint, sessionActions, type BusEventMap, type Episode } from '@ciao/shared';
import { makeAccount } from '../../../../test-support/fixtures';
import { renderWithProviders } from '../../../../test-support/render-with-providers';
import { stubApi, type StubRoute } from '../../../../test-support/stub-api';
import { PurchaseDialog } from './PurchaseDialog';

function makeEpisode(overrides: Partial<Episode> = {}): Episode {
  return {
    episode_id: 1204,
    title_id: 12,
    episode_name: '第4話 なぞの手紙',
    index: 4,
    point: 30,
    thumbnail_image_url: '/images/episode/1204/thumbnail.png',
    introduction_text: '',
    start_time: '2026-01-01T00:00:00',
    status: 'points',
    rental_expire_time: null,
    ...overrides,
  };
}

const title = {
  title_id: 12,
  title_name: 'ねこねこ探偵団',
  author_text: 'みかん',
  introduction_text: '',
  thumbnail_rect_image_url: '',
  episode_id_list: [1201, 1202, 1203, 1204],
  genre_id_list: [],
};

interface Wallet {
  paid?: number;
  free?: number;
  waitFree?: { hours: number; minutes: number };
  premium?: { expires_at: string; expired: boolean }[];
  episode?: Partial<Episode>;
}

function walletRoutes({ paid = 500, free = 20, waitFree = { hours: 5, minutes: 10 }, premium = [], episode = {} }: Wallet = {}) {
  const ready = waitFree.hours === 0 && waitFree.minutes === 0;
  return {
    '/web/episode': () => ({ data: { episode: makeEpisode(episode), title } }),
    '/account/point': () => ({ data: { point: { paid_point: paid, free_point: free, total: paid + free }, coin: 0 } }),
    '/account/avlpoint': () => ({
      data: {
        paid_point_list: paid > 0 ? [{ point: paid, granted_at: '2026-01-01T00:00:00', expires_at: null }] : [],
        free_point_list: free > 0 ? [{ point: free, granted_at: '2026-10-01T00:00:00', expires_at: '2026-12-30T00:00:00' }] : [],
      },
    }),
    '/title/ticket/list': () => ({
      data: {
        title_ticket_list: [
          {
            title_id: 12,
            ticket_count: ready ? 1 : 0,
            max_ticket_count: 1,
            recover_hours: 23,
            rental_hours: 72,
            remaining_hours: waitFree.hours,
            remaining_minutes: waitFree.minutes,
            recover_time: null,
          },
        ],
      },
    }),
    '/account/ticket/flow': () => ({
      data: {
        ticket_flow_list: [],
        total_count: 0,
        detail_list: premium.map((ticket, index) => ({ ticket_id: index + 1, ...ticket })),
        ticket_version: 7,
      },
    }),
  } satisfies Record<string, StubRoute>;
}

const bought = () => ({
  data: {
    episode_id: 1204,
    status: 'purchased',
    charged: true,
    used_paid_point: 10,
    used_free_point: 20,
    point: { paid_point: 490, free_point: 0, total: 490 },
  },
});

function renderDialog() {
  const onClose = jest.fn();
  const view = renderWithProviders(<PurchaseDialog titleId={12} episodeId={1204} onClose={onClose} />);
  return { ...view, onClose };
}

function listen() {
  const heard: BusEventMap['purchase:completed'][] = [];
  const off = bus.on('purchase:completed', (payload) => heard.push(payload));
  return { heard, off };
}

beforeEach(() => {
  sessionActions.loggedIn(makeAccount());
});

test('shows every way to open the episode with its cost and the balance after, then buys with points', async () => {
  let purchased = false;
  const stub = stubApi({
    ...walletRoutes({
      premium: [
        { expires_at: '2026-12-01T00:00:00', expired: false },
        { expires_at: '2026-01-01T00:00:00', expired: true },
      ],
    }),
    '/account/point': () => ({
      data: { point: purchased ? bought().data.point : { paid_point: 500, free_point: 20, total: 520 }, coin: 0 },
    }),
    '/episode/rental/point': () => {
      purchased = true;
      return bought();
    },
  });
  const { heard, off } = listen();
  const { user, onClose, queryClient } = renderDialog();
  const dialog = screen.getByRole('dialog', { name: 'このお話を読む' });

  expect(await within(dialog).findByText('第4話 なぞの手紙')).toBeTruthy();
  expect(within(dialog).getByText('所持ポイント 520pt（有償 500 / 無償 20）')).toBeTruthy();
  // Enough points, and still a way to buy more that comes back here.
  const buyPoints = within(dialog).getByRole('link', { name: 'ポイントを購入する' }).getAttribute('href') ?? '';
  expect(new URLSearchParams(buyPoints.split('?')[1]).get('return')).toBe('/title/00012/episode/1204');
  const waitFree = within(dialog).getByRole('radio', { name: /待てば無料チケットで72時間レンタル/ });
  expect((waitFree as HTMLInputElement).disabled).toBe(true);
  expect(within(dialog).getByText('あと5時間10分')).toBeTruthy();
  const premium = within(dialog).getByRole('radio', { name: /プレミアムチケットで72時間レンタル/ });
  // The free ticket is recharging: nothing paid is chosen for the reader, so Enter spends nothing.
  expect((premium as HTMLInputElement).checked).toBe(false);
  expect((within(dialog).getByRole('button', { name: '読み方を選んでください' }) as HTMLButtonElement).disabled).toBe(true);
  expect(within(dialog).getByText('1枚持っています（使うチケットの有効期限 2026.12.01）')).toBeTruthy();
  const points = within(dialog).getByRole('radio', { name: /ポイントで購入/ });
  expect(within(dialog).getByText(/無償 20pt → 有償 10pt の順に使います/)).toBeTruthy();
  expect(within(dialog).getByText(/無償ポイントは有効期限の近いもの（2026.12.30まで）から使います/)).toBeTruthy();
  expect(within(dialog).getByText('購入後の残高 490pt')).toBeTruthy();

  await user.click(points);
  await user.click(within(dialog).getByRole('button', { name: '30ptで購入する' }));

  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  off();
  const purchase = stub.calls.filter((call) => call.path === '/episode/rental/point');
  expect(purchase).toHaveLength(1);
  expect(purchase[0]?.params.get('episode_id')).toBe('1204');
  expect(heard).toEqual([{ titleId: 12, episodeId: 1204 }]);
  // The purchase's answer carried the new balance: it is in the cache before the dialog told anyone, with no second call.
  expect(stub.paths().filter((path) => path === '/account/point')).toHaveLength(1);
  const balance = queryClient.getQueryData<{ point: { total: number } }>(apiQueryKey(getAccountPoint, {}));
  expect(balance?.point.total).toBe(490);
});

test('a double click buys once', async () => {
  let answer: (response: Response) => void = () => undefined;
  const stub = stubApi({
    ...walletRoutes(),
    '/episode/rental/point': () =>
      new Promise<Response>((resolve) => {
        answer = resolve;
      }),
  });
  const { user, onClose } = renderDialog();
  await user.click(await screen.findByRole('radio', { name: /ポイントで購入/ }));
  const buy = screen.getByRole('button', { name: '30ptで購入する' });
  await user.dblClick(buy);

  const busy = screen.getByRole('button', { name: '手続き中…' });
  expect(busy.getAttribute('aria-busy')).toBe('true');
  // Nothing closes the dialog while the purchase runs.
  await user.keyboard('{Escape}');
  expect(onClose).not.toHaveBeenCalled();

  answer(Response.json({ response_code: 0, ...bought() }));
  await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  expect(stub.paths().filter((path) => path === '/episode/rental/point')).toHaveLength(1);
});

test('rents with the wait-to-be-free ticket when it is back, quoting the ticket state version', async () => {
  const stub = stubApi({
    ...walletRoutes({ waitFree: { hours: 0, minutes: 0 } }),
    '/episode/rental/ticket': () => ({
      data: { episode_id: 1204, status: 'renting', used: true, rental_expire_time: '2026-11-26T10:00:00', ticket_version: 8 },
    }),
  });
  const { user, onClose } = renderDialog();
  expect(await screen.findByText('使うと23時間後にまた使えます')).toBeTruthy();
  expect(screen.getByText('いま読めます')).toBeTruthy();
  expect(screen.getByText('プレミアムチケットを持っていません')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: '待てば無料チケットを使う' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  const rental = stub.calls.find((call) => call.path === '/episode/rental/ticket');
  expect(rental?.params.get('ticket_type')).toBe('wait_free');
  expect(rental?.params.get('ticket_version')).toBe('7');
});

test('not enough points: the shortfall, and a way to the point shop that comes back to this episode', async () => {
  stubApi(walletRoutes({ paid: 0, free: 10 }));
  const { user, router, onClose } = renderDialog();
  expect(await screen.findByText('ポイントが 20pt 足りません。')).toBeTruthy();
  expect((screen.getByRole('radio', { name: /ポイントで購入/ }) as HTMLInputElement).disabled).toBe(true);
  expect((screen.getByRole('button', { name: 'いま選べる読み方がありません' }) as HTMLButtonElement).disabled).toBe(true);
  // One way to the shop, the shortfall's.
  expect(screen.queryByRole('link', { name: 'ポイントを購入する' })).toBeNull();
  await user.click(screen.getByRole('link', { name: 'ポイントショップで買う' }));
  expect(router.state.location.pathname).toBe('/point/shop');
  expect(new URLSearchParams(router.state.location.search).get('return')).toBe('/title/00012/episode/1204');
  expect(onClose).toHaveBeenCalled();
});

test('the server refusing for want of points shows its shortfall', async () => {
  stubApi({
    ...walletRoutes(),
    '/episode/rental/point': () =>
      Response.json(
        {
          response_code: 1001,
          message: 'insufficient points',
          data: { reason: 'insufficient_points', required_point: 30, total_point: 25 },
        },
        { status: 400 },
      ),
  });
  const { user, onClose } = renderDialog();
  await user.click(await screen.findByRole('radio', { name: /ポイントで購入/ }));
  await user.click(screen.getByRole('button', { name: '30ptで購入する' }));
  expect((await screen.findByRole('alert')).textContent).toContain('ポイントが 5pt 足りません。');
  expect(onClose).not.toHaveBeenCalled();
});

test('a changed ticket state says so and offers to load the latest', async () => {
  stubApi({
    ...walletRoutes({ waitFree: { hours: 0, minutes: 0 } }),
    '/episode/rental/ticket': () =>
      Response.json(
        { response_code: 1001, message: 'ticket state changed', data: { reason: 'ticket_version_mismatch', ticket_version: 8 } },
        { status: 400 },
      ),
  });
  const { user } = renderDialog();
  await user.click(await screen.findByRole('button', { name: '待てば無料チケットを使う' }));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('チケットの状態が変わりました。');
  expect(within(alert).getByRole('button', { name: '最新の状態を読み込む' })).toBeTruthy();
});

test('an episode the reader already has links to it instead', async () => {
  stubApi(walletRoutes({ episode: { status: 'purchased' } }));
  renderDialog();
  expect(await screen.findByText('このお話はもう読めます。')).toBeTruthy();
  expect(screen.getByRole('link', { name: '読む' }).getAttribute('href')).toBe('/title/00012/episode/1204');
});

test('a visitor is asked to log in first', async () => {
  sessionActions.loggedOut();
  const stub = stubApi({});
  const heard: BusEventMap['auth:open-login'][] = [];
  const off = bus.on('auth:open-login', (payload) => heard.push(payload));
  const { user, onClose } = renderDialog();
  await user.click(screen.getByRole('button', { name: 'ログインする' }));
  off();
  expect(heard).toEqual([{ redirect: '/title/00012' }]);
  expect(onClose).toHaveBeenCalled();
  expect(stub.calls).toEqual([]);
});

test('in English', async () => {
  stubApi(walletRoutes({ paid: 100, free: 0 }));
  const { user } = renderWithProviders(<PurchaseDialog titleId={12} episodeId={1204} onClose={() => undefined} />, { language: 'en' });
  const dialog = screen.getByRole('dialog', { name: 'Read this episode' });
  expect(await within(dialog).findByText('Your points: 100 pt (paid 100 / free 0)')).toBeTruthy();
  expect(within(dialog).getByText(/Uses 30 paid pt/)).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Choose how to read it' })).toBeTruthy();
  await user.click(within(dialog).getByRole('radio', { name: /Buy with points/ }));
  expect(within(dialog).getByRole('button', { name: 'Buy for 30 pt' })).toBeTruthy();
});
