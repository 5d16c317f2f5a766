import { act, render } from '@testing-library/react';
import { useDeferredArrival } from './use-deferred-arrival';

type Render = [given: string | undefined, returned: string | undefined];

/** Records, in every render, the value given to the hook and what it returned. */
function Probe({ value, renders }: { value: string | undefined; renders: Render[] }) {
  renders.push([value, useDeferredArrival(value)]);
  return null;
}

function renderArrivals(initial: string | undefined) {
  const renders: Render[] = [];
  const view = render(<Probe value={initial} renders={renders} />);
  return { renders, rerender: (value: string | undefined) => act(() => view.rerender(<Probe value={value} renders={renders} />)) };
}

describe('useDeferredArrival', () => {
  it('keeps an arriving value back for one render (the urgent one), then returns it', async () => {
    const { renders, rerender } = renderArrivals(undefined);
    await rerender('answer');
    expect(renders).toEqual([
      [undefined, undefined],
      ['answer', undefined],
      ['answer', 'answer'],
    ]);
  });

  it('returns a later value at once, never the previous one', async () => {
    const { renders, rerender } = renderArrivals('title A');
    await rerender('title B');
    expect(renders.filter(([given]) => given === 'title B').map(([, returned]) => returned)).not.toContain('title A');
    expect(renders.at(-1)).toEqual(['title B', 'title B']);
  });

  it('returns a value there from the first render at once', () => {
    const { renders } = renderArrivals('cached');
    expect(renders).toEqual([['cached', 'cached']]);
  });
});
