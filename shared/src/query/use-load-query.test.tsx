import { act, render, screen } from '@testing-library/react';
import { Suspense, lazy } from 'react';
import { createTestQueryClient } from '../../../test-support/render-with-providers';
import { QueryProvider } from './query-provider';
import { useLoadQuery } from './use-load-query';

/** A lazy component (as a remote's region is) that loads when the test opens it: the tree around it cannot commit before. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const Gate = lazy(() => opened.then(() => ({ default: () => null })));
  return { Gate, open };
}

function Reader({ load, enabled }: { load: () => Promise<string>; enabled?: boolean }) {
  const query = useLoadQuery(['reader'], load, enabled === undefined ? {} : { enabled });
  return <p>{query.data ?? 'loading'}</p>;
}

describe('useLoadQuery', () => {
  it('starts the load while rendering, before its Suspense boundary can reveal anything', async () => {
    const load = jest.fn(() => Promise.resolve('answer'));
    const { Gate, open } = gate();
    render(
      <QueryProvider client={createTestQueryClient()}>
        <Suspense fallback={<p>fallback</p>}>
          <Reader load={load} />
          <Gate />
        </Suspense>
      </QueryProvider>,
    );
    expect(screen.getByText('fallback')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => open());
    // The one load served the committed reader: no second call.
    expect(await screen.findByText('answer')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts nothing for a disabled query', () => {
    const load = jest.fn(() => Promise.resolve('answer'));
    render(
      <QueryProvider client={createTestQueryClient()}>
        <Reader load={load} enabled={false} />
      </QueryProvider>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });
});
