import {
  ADOPTING_ATTRIBUTE,
  HELD_KEYS_MAX,
  holdEarlyTaps,
  replayKeys,
  replayTap,
  stopHoldingTaps,
  takeHeldKeys,
} from './first-screen-taps';

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

test('a held tap on a part React has not adopted yet is offered again until it reaches the control, once, and no form is sent meanwhile', () => {
  jest.useFakeTimers();
  try {
    const root = firstScreen();
    const button = root.querySelector('button');
    const form = root.querySelector('form');
    if (!button || !form) throw new Error('no button');
    // As React does for a part still waiting for its code: the event is stopped before the control.
    let adopted = false;
    const blockUntilAdopted = (event: Event) => {
      if (!adopted) event.stopPropagation();
    };
    root.addEventListener('click', blockUntilAdopted, true);
    const acted = jest.fn();
    button.addEventListener('click', acted);
    // Whether each submit was still on its way to send the form (not cancelled before it), then the page's handler takes it.
    const stillSending: boolean[] = [];
    form.addEventListener('submit', (event) => {
      stillSending.push(!event.defaultPrevented);
      event.preventDefault();
    });

    replayTap(button, { retryMs: 100, giveUpMs: 5000 });
    expect(acted).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
    jest.advanceTimersByTime(300);
    expect(acted).not.toHaveBeenCalled();

    adopted = true;
    jest.advanceTimersByTime(100);
    expect(acted).toHaveBeenCalledTimes(1);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.hasAttribute('data-waking')).toBe(false);
    jest.advanceTimersByTime(1000);
    expect(acted).toHaveBeenCalledTimes(1);
    // Only the click that reached the control let its form be sent (by the page's own handler).
    expect(stillSending.filter(Boolean)).toHaveLength(1);
    expect(stillSending.at(-1)).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

describe('page keys pressed before adoption', () => {
  const press = (key: string, init: KeyboardEventInit = {}) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    document.body.dispatchEvent(event);
    return event;
  };

  afterEach(() => {
    takeHeldKeys();
  });

  test('are held in order, left to the browser meanwhile, and given once', () => {
    holdEarlyTaps(firstScreen());
    expect(press('ArrowLeft').defaultPrevented).toBe(false);
    press('ArrowLeft');
    press('+');
    // Not a page key, a shortcut, or typing: the browser's or the field's.
    press('ArrowDown');
    press('ArrowRight', { ctrlKey: true });
    stopHoldingTaps();
    press('ArrowRight');
    expect(takeHeldKeys()).toEqual(['ArrowLeft', 'ArrowLeft', '+']);
    expect(takeHeldKeys()).toEqual([]);
  });

  test('typed into a field are not held', () => {
    const root = firstScreen();
    root.insertAdjacentHTML('beforeend', '<input aria-label="さがす">');
    holdEarlyTaps(root);
    root.querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { key: '-', bubbles: true, cancelable: true }));
    stopHoldingTaps();
    expect(takeHeldKeys()).toEqual([]);
  });

  test(`keep the last ${HELD_KEYS_MAX} presses`, () => {
    holdEarlyTaps(firstScreen());
    for (let turn = 0; turn < HELD_KEYS_MAX + 3; turn += 1) press('ArrowLeft');
    press('ArrowRight');
    stopHoldingTaps();
    expect(takeHeldKeys()).toEqual([...Array<string>(HELD_KEYS_MAX - 1).fill('ArrowLeft'), 'ArrowRight']);
  });

  test('are pressed again until a listener uses the first, then the rest follow in order', () => {
    jest.useFakeTimers();
    try {
      replayKeys(['ArrowLeft', 'ArrowLeft', '+'], { retryMs: 100, giveUpMs: 1000 });
      // The viewer's listener comes with its module, after the page's adoption.
      jest.advanceTimersByTime(250);
      const used: string[] = [];
      const listener = (event: KeyboardEvent) => {
        used.push(event.key);
        event.preventDefault();
      };
      window.addEventListener('keydown', listener);
      jest.advanceTimersByTime(100);
      jest.advanceTimersByTime(1000);
      window.removeEventListener('keydown', listener);
      expect(used).toEqual(['ArrowLeft', 'ArrowLeft', '+']);
    } finally {
      jest.useRealTimers();
    }
  });

  test('nobody using them by the give-up time: dropped', () => {
    jest.useFakeTimers();
    try {
      const heard = jest.fn();
      window.addEventListener('keydown', heard);
      replayKeys(['ArrowLeft'], { retryMs: 100, giveUpMs: 300 });
      jest.advanceTimersByTime(2000);
      window.removeEventListener('keydown', heard);
      expect(heard).toHaveBeenCalledTimes(4);
    } finally {
      jest.useRealTimers();
    }
  });
});
