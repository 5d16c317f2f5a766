import { ADOPTING_ATTRIBUTE, holdEarlyTaps, replayTap, stopHoldingTaps } from './first-screen-taps';

afterEach(() => {
  stopHoldingTaps();
  document.body.innerHTML = '';
});

function firstScreen(): HTMLElement {
  document.body.innerHTML = `<div id="root" ${ADOPTING_ATTRIBUTE}><a href="/title/00101">作品</a><button type="submit" form="f">お気に入りに追加</button><form id="f"></form></div>`;
  const root = document.getElementById('root');
  if (!root) throw new Error('no root');
  return root;
}

const click = (element: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event;
};

test("a link on the server's first screen is left to the browser before adoption", () => {
  holdEarlyTaps(firstScreen());
  const link = document.querySelector('a');
  if (!link) throw new Error('no link');
  expect(click(link).defaultPrevented).toBe(false);
  expect(stopHoldingTaps()).toBeNull();
});

test('a tap on a button before adoption is held, shown as waking, and acted on once adopted', () => {
  holdEarlyTaps(firstScreen());
  const button = document.querySelector('button');
  if (!button) throw new Error('no button');
  expect(click(button).defaultPrevented).toBe(true);
  expect(button.getAttribute('aria-busy')).toBe('true');
  expect(button.hasAttribute('data-waking')).toBe(true);

  const held = stopHoldingTaps();
  expect(held).toBe(button);
  // The adopted markup is the server's: the waking marks are gone before hydration.
  expect(button.hasAttribute('aria-busy')).toBe(false);
  const acted = jest.fn();
  button.addEventListener('click', acted);
  replayTap(held);
  expect(acted).toHaveBeenCalledTimes(1);
});

test('a page without a first screen holds nothing', () => {
  document.body.innerHTML = '<div id="root"><button type="button">x</button></div>';
  holdEarlyTaps(document.getElementById('root'));
  const button = document.querySelector('button');
  if (!button) throw new Error('no button');
  expect(click(button).defaultPrevented).toBe(false);
  expect(stopHoldingTaps()).toBeNull();
});
