import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { AfterFirstScreen } from './AfterFirstScreen';

const firstCommits: Array<{ below: boolean; reserved: boolean }> = [];

/** Records, in the commit that first shows it, whether the content below was already there. */
function FirstScreen() {
  useLayoutEffect(() => {
    firstCommits.push({
      below: document.querySelector('[data-testid="below"]') !== null,
      reserved: document.querySelector('[aria-hidden="true"]') !== null,
    });
  }, []);
  return <p>first screen</p>;
}

test('what lies below the first screen renders one commit later, a reserved screen height until then', async () => {
  render(
    <main>
      <FirstScreen />
      <AfterFirstScreen>
        <p data-testid="below">the rest of the page</p>
      </AfterFirstScreen>
    </main>,
  );
  expect(firstCommits).toEqual([{ below: false, reserved: true }]);
  expect((await screen.findByTestId('below')).textContent).toBe('the rest of the page');
  expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
});
