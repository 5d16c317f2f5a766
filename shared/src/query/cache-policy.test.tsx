import { act, renderHook, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { bus } from '../bus/bus';
import { getAccountPoint } from '../contracts/endpoints/account-point';
import { getAccountPointFlow } from '../contracts/endpoints/account-point-flow';
import { episodeRentalPoint } from '../contracts/endpoints/episode-rental-point';
import { episodeRentalTicket } from '../contracts/endpoints/episode-rental-ticket';
import { favoriteAdd } from '../contracts/endpoints/favorite-add';
import { favoriteDelete } from '../contracts/endpoints/favorite-delete';
import { favoriteList } from '../contracts/endpoints/favorite-list';
import { titleList } from '../contracts/endpoints/title-list';
import { createTestQueryClient } from '../../../test-support/render-with-providers';
import { stubApi } from '../../../test-support/stub-api';
import { apiQueryKey } from './api-query-key';
import { QueryProvider } from './query-provider';
import { useApiMutation } from './use-api-mutation';
import { useApiQuery } from './use-api-query';

const pointAnswer = { data: { point: { paid_point: 10, free_point: 5, total: 15 }, coin: 3 } };
const pointKey = apiQueryKey(getAccountPoint, {});
const titleKey = apiQueryKey(titleList, { title_id_list: '1' });

function setup() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
  client.setQueryData(pointKey, pointAnswer.data);
  client.setQueryData(titleKey, { title_list: [] });
  return { client, wrapper };
}

function isInvalidated(client: QueryClient, key: readonly unknown[]): boolean | undefined {
  return client.getQueryState(key)?.isInvalidated;
}

describe('wallet mutations', () => {
  it("a rental by points puts the answer's balance into the cache, invalidates the other balances and entitlements, and nothing else", async () => {
    stubApi({
      '/episode/rental/point': () => ({
        data: {
          episode_id: 3,
          status: 'purchased',
          charged: true,
          used_paid_point: 30,
          used_free_point: 0,
          point: { paid_point: 0, free_point: 5, total: 5 },
        },
      }),
    });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(episodeRentalPoint), { wrapper });

    const flowKey = apiQueryKey(getAccountPointFlow, { limit: 20, offset: 0 });
    client.setQueryData(flowKey, { point_flow_list: [], total_count: 0 });

    await act(() => result.current.mutateAsync({ episode_id: 3 }));

    await waitFor(() => expect(isInvalidated(client, flowKey)).toBe(true));
    // The answer's balance is the new one, checked by its contract: no second call for it.
    expect(isInvalidated(client, pointKey)).toBe(false);
    expect(client.getQueryData(pointKey)).toEqual({ point: { paid_point: 0, free_point: 5, total: 5 }, coin: 3 });
    expect(isInvalidated(client, titleKey)).toBe(false);
  });

  it('a wallet mutation whose answer has no balance invalidates the balance too', async () => {
    stubApi({
      '/episode/rental/ticket': () => ({
        data: { episode_id: 3, status: 'renting', used: true, rental_expire_time: '2026-11-26T10:00:00', ticket_version: 2 },
      }),
    });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(episodeRentalTicket), { wrapper });

    await act(() => result.current.mutateAsync({ episode_id: 3, ticket_type: 'wait_free', ticket_version: 1 }));

    await waitFor(() => expect(isInvalidated(client, pointKey)).toBe(true));
    expect(isInvalidated(client, titleKey)).toBe(false);
  });

  it('a mutation outside the wallet leaves balances fresh', async () => {
    stubApi({ '/favorite/add': () => ({ data: { title_id: 1, favorite_count: 1 } }) });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(favoriteAdd), { wrapper });

    await act(() => result.current.mutateAsync({ title_id: 1 }));

    expect(isInvalidated(client, pointKey)).toBe(false);
  });

  it('a favorite added or removed makes the favorite list stale, and nothing else', async () => {
    stubApi({
      '/favorite/add': () => ({ data: { title_id: 1, favorite_count: 1 } }),
      '/favorite/delete': () => ({ data: { title_id: 1, is_deleted: true, favorite_count: 0 } }),
    });
    const { client, wrapper } = setup();
    const favoritesKey = apiQueryKey(favoriteList, { limit: 100 });
    client.setQueryData(favoritesKey, { favorite_list: [], total_count: 0 });
    const { result } = renderHook(() => ({ add: useApiMutation(favoriteAdd), remove: useApiMutation(favoriteDelete) }), { wrapper });

    await act(() => result.current.add.mutateAsync({ title_id: 1 }));
    await waitFor(() => expect(isInvalidated(client, favoritesKey)).toBe(true));
    expect(isInvalidated(client, titleKey)).toBe(false);

    client.setQueryData(favoritesKey, { favorite_list: [{ title_id: 1, created_at: '2026-11-24T10:00:00' }], total_count: 1 });
    expect(isInvalidated(client, favoritesKey)).toBe(false);
    await act(() => result.current.remove.mutateAsync({ title_id: 1 }));
    await waitFor(() => expect(isInvalidated(client, favoritesKey)).toBe(true));
  });

  it('a failed wallet mutation is an ApiError and invalidates nothing', async () => {
    stubApi({ '/episode/rental/point': () => ({ code: 1001, status: 400 }) });
    const { client, wrapper } = setup();
    const { result } = renderHook(() => useApiMutation(episodeRentalPoint), { wrapper });

    await act(() => result.current.mutateAsync({ episode_id: 3 }).catch(() => undefined));

    await waitFor(() => expect(result.current.error?.responseCode).toBe(1001));
    expect(isInvalidated(client, pointKey)).toBe(false);
  });
});

describe('login and logout', () => {
  it('logout drops account data and keeps the catalogue', () => {
    const { client, wrapper } = setup();
    renderHook(() => null, { wrapper });

    act(() => bus.emit('auth:logged-out', { reason: 'user' }));

    expect(client.getQueryData(pointKey)).toBeUndefined();
    expect(client.getQueryData(titleKey)).toEqual({ title_list: [] });
  });

  it('login loads what is on screen again for the reader', async () => {
    let calls = 0;
    stubApi({
      '/account/point': () => {
        calls += 1;
        return pointAnswer;
      },
    });
    const { client, wrapper } = setup();
    client.clear();
    const { result } = renderHook(() => useApiQuery(getAccountPoint, {}), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    act(() => bus.emit('auth:logged-in', { accountId: 7 }));

    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('stops listening when the provider unmounts', () => {
    const { client, wrapper } = setup();
    const view = renderHook(() => null, { wrapper });
    view.unmount();

    act(() => bus.emit('auth:logged-out', { reason: 'user' }));

    expect(client.getQueryData(pointKey)).toEqual(pointAnswer.data);
  });
});
