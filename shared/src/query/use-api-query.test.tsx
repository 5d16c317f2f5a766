import type { QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ApiError, isApiError } from '../api/api-error';
import { getAccountPoint } from '../contracts/endpoints/account-point';
import { tagList } from '../contracts/endpoints/tag-list';
import { titleList } from '../contracts/endpoints/title-list';
import { webTop } from '../contracts/endpoints/web-top';
import { createTestQueryClient } from '../../../test-support/render-with-providers';
import { deferredAnswer, stubApi } from '../../../test-support/stub-api';
import { apiQueryKey } from './api-query-key';
import { createQueryClient } from './create-query-client';
import { QueryProvider } from './query-provider';
import { toApiError } from './to-api-error';
import { useApiQuery } from './use-api-query';

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryProvider client={client}>{children}</QueryProvider>;
}

const pointAnswer = { data: { point: { paid_point: 10, free_point: 5, total: 15 }, coin: 3 } };

describe('apiQueryKey', () => {
  it('is the endpoint path and the params as they go on the wire', () => {
    expect(apiQueryKey(titleList, { title_id_list: '1,2' })).toEqual(['api', '/title/list', { title_id_list: '1,2' }]);
  });

  it('gives the same key whether an id is a number or a string, and ignores absent params', () => {
    expect(apiQueryKey(tagList, { title_id: 42 })).toEqual(apiQueryKey(tagList, { title_id: '42' }));
    expect(apiQueryKey(getAccountPoint, { version: undefined })).toEqual(apiQueryKey(getAccountPoint, {}));
    expect(apiQueryKey(titleList, { title_id_list: '42' })).not.toEqual(apiQueryKey(titleList, { title_id_list: '43' }));
  });
});

describe('useApiQuery', () => {
  it('answers with the data parsed by the endpoint contract', async () => {
    const stub = stubApi({ '/account/point': () => pointAnswer });
    const { result } = renderHook(() => useApiQuery(getAccountPoint, {}), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(pointAnswer.data);
    expect(stub.paths()).toEqual(['/account/point']);
  });

  it('never retries an API error, with the page client itself', async () => {
    const stub = stubApi({ '/web/top': () => ({ code: 1103, status: 429 }) });
    const { result } = renderHook(() => useApiQuery(webTop, {}), { wrapper: wrapperFor(createQueryClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.responseCode).toBe(1103);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stub.paths()).toEqual(['/web/top']);
  });

  it('turns an answer that breaks the contract into ApiError 1099', async () => {
    stubApi({ '/web/top': () => ({ data: { section_list: 'nope' } }) });
    const { result } = renderHook(() => useApiQuery(webTop, {}), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.responseCode).toBe(1099);
  });

  it('retry clears the error and asks again', async () => {
    let failing = true;
    const stub = stubApi({ '/account/point': () => (failing ? { code: 1099, status: 500 } : pointAnswer) });
    const { result } = renderHook(() => useApiQuery(getAccountPoint, {}), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(result.current.isError).toBe(true));

    failing = false;
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(stub.paths()).toEqual(['/account/point', '/account/point']);
  });

  it('aborts the call when no component wants the answer any more', async () => {
    const answer = deferredAnswer();
    let signal: AbortSignal | null = null;
    stubApi({
      '/account/point': (_params, request) => {
        signal = request.signal;
        return answer.promise;
      },
    });
    const { unmount } = renderHook(() => useApiQuery(getAccountPoint, {}), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(signal).not.toBeNull());
    unmount();
    await waitFor(() => expect(signal?.aborted).toBe(true));
    answer.resolve(pointAnswer);
  });

  it('shares one call between two components asking for the same endpoint and params', async () => {
    const stub = stubApi({ '/title/list': () => ({ data: { title_list: [] } }) });
    const wrapper = wrapperFor(createTestQueryClient());
    const first = renderHook(() => useApiQuery(titleList, { title_id_list: '7' }), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    const second = renderHook(() => useApiQuery(titleList, { title_id_list: '7' }), { wrapper });
    expect(second.result.current.data).toEqual({ title_list: [] });
    expect(stub.paths()).toEqual(['/title/list']);
  });
});

describe('errors', () => {
  it('wraps anything that is not an ApiError into the server error 1099', () => {
    const wrapped = toApiError(new TypeError('boom'));
    expect(isApiError(wrapped)).toBe(true);
    expect(wrapped).toMatchObject({ statusCode: 0, responseCode: 1099 });
    const original = new ApiError(403, 2000);
    expect(toApiError(original)).toBe(original);
  });

  it('lets the page client retry other loads (images) but never an ApiError', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is a policy function');
    expect(retry(0, new ApiError(500, 1099))).toBe(false);
    expect(retry(0, new Error('image failed'))).toBe(true);
    expect(retry(2, new Error('image failed'))).toBe(false);
  });
});
