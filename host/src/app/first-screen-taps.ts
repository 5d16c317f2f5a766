/**
 * The attribute the web server puts on #root over its first screen (ops/src/server/host-page.ts)
 * and the page removes once it has adopted it (first-screen-data.tsx). The screen is usable
 * from the start: a link on it is a real <a href> that the browser follows by itself until the
 * page's scripts take over; only a control (a button) needs the scripts, so its tap is held.
 */
export const ADOPTING_ATTRIBUTE = 'data-adopting';

/** On a control whose tap is held: it shows that it is waking (global.css) and is announced busy. */
const WAKING_ATTRIBUTE = 'data-waking';

interface HoldingState {
  held: HTMLElement | null;
  heldKeys: string[];
  stopListening: (() => void) | null;
}

/**
 * What is held, kept on the page's global object rather than in this module: the first-screen
 * loader's copy of this module (first-screen-loader.ts, its own small script) starts holding, and
 * the main script's copy ends it (first-screen-data.tsx).
 */
const STATE_KEY = Symbol.for('ciao.firstScreenTaps');
const holders = globalThis as unknown as Record<symbol, HoldingState | undefined>;
holders[STATE_KEY] ??= { held: null, heldKeys: [], stopListening: null };
const state: HoldingState = holders[STATE_KEY];

const CONTROL = 'button, [role="button"], input, select, textarea, summary, label';

/**
 * Keys a page of the site acts on by script alone, which the browser does nothing with on a
 * first screen: the viewer's page turns (ArrowLeft, ArrowRight) and zoom (+, =, -). Pressed
 * before adoption, they are held like taps (a reader who turns pages by keyboard on a slow machine
 * lost them). Keys the browser acts on itself (scrolling, Tab, Enter on a link) are left to it.
 */
const HELD_KEYS = new Set(['ArrowLeft', 'ArrowRight', '+', '=', '-']);
/** A few presses in a row are kept, in order; more than a reader can mean before a page starts are not. */
export const HELD_KEYS_MAX = 5;

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Holds the last tap on a control of the server's first screen until the page can act on it.
 * Installed by the first-screen loader at once, long before the page adopts the screen.
 */
export function holdEarlyTaps(container: HTMLElement | null): void {
  if (!container?.hasAttribute(ADOPTING_ATTRIBUTE) || state.stopListening) return;
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    // A link is the browser's to follow: nothing held, nothing lost.
    if (!target || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(CONTROL);
    if (!control || !container.contains(control)) return;
    // A submit button would send its form the old way, without the page's checks.
    event.preventDefault();
    clearWaking();
    state.held = control;
    control.setAttribute(WAKING_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!HELD_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
    state.heldKeys = [...state.heldKeys, event.key].slice(-HELD_KEYS_MAX);
  };
  container.addEventListener('click', onClick, true);
  window.addEventListener('keydown', onKeyDown, true);
  state.stopListening = () => {
    container.removeEventListener('click', onClick, true);
    window.removeEventListener('keydown', onKeyDown, true);
  };
}

function clearWaking(): void {
  state.held?.removeAttribute(WAKING_ATTRIBUTE);
  state.held?.removeAttribute('aria-busy');
}

/**
 * Stops holding taps, just before the page adopts the screen: from then on React acts on a tap
 * itself (it adopts the tapped part at once). Returns the control whose tap was held, if any,
 * without its waking marks, so the adopted markup is the server's.
 */
export function stopHoldingTaps(): HTMLElement | null {
  state.stopListening?.();
  state.stopListening = null;
  clearWaking();
  const control = state.held;
  state.held = null;
  return control;
}

/** The keys held before adoption (stopHoldingTaps ends the holding), in the order pressed; each is given once. */
export function takeHeldKeys(): string[] {
  const keys = state.heldKeys;
  state.heldKeys = [];
  return keys;
}

/** How often, and how long, a held tap is offered again while its part of the screen is not adopted yet. */
export const REPLAY_RETRY_MS = 100;
export const REPLAY_GIVE_UP_MS = 15_000;

/**
 * Acts on a held tap once the page has adopted the screen (the same element, now with its handler).
 * The page's first commit is not every part of it: a part still waiting for its code (a remote's
 * module, a lazy part) is adopted later, and React drops a click on a part it cannot adopt at once
 * (it stops the event before it reaches the control). So the click is offered again, the control
 * showing that it is waking, until it reaches the control: then React has acted on it.
 */
export function replayTap(
  control: HTMLElement | null,
  { retryMs = REPLAY_RETRY_MS, giveUpMs = REPLAY_GIVE_UP_MS }: { retryMs?: number; giveUpMs?: number } = {},
): void {
  if (!control) return;
  const started = Date.now();
  const attempt = () => {
    if (!control.isConnected) return;
    let reached = false;
    const heard = () => {
      reached = true;
    };
    // A submit button's click that React dropped would still send its form the old way.
    const keepForm = (event: Event) => {
      if (!reached) event.preventDefault();
    };
    control.addEventListener('click', heard, { once: true });
    window.addEventListener('submit', keepForm, true);
    control.click();
    window.removeEventListener('submit', keepForm, true);
    control.removeEventListener('click', heard);
    if (reached || Date.now() - started >= giveUpMs) {
      control.removeAttribute(WAKING_ATTRIBUTE);
      control.removeAttribute('aria-busy');
      return;
    }
    control.setAttribute(WAKING_ATTRIBUTE, '');
    control.setAttribute('aria-busy', 'true');
    setTimeout(attempt, retryMs);
  };
  attempt();
}

/**
 * Presses the held keys again once the page has adopted the screen. The part that listens (the
 * viewer's pages, a remote's module) may be adopted later than the page: the first key is offered
 * again until a listener uses it (a page's key handler marks a key it acted on, preventDefault),
 * then the others follow in order. Nobody using it by the give-up time: dropped.
 */
export function replayKeys(
  keys: readonly string[],
  { retryMs = REPLAY_RETRY_MS, giveUpMs = REPLAY_GIVE_UP_MS }: { retryMs?: number; giveUpMs?: number } = {},
): void {
  const [first, ...rest] = keys;
  if (first === undefined) return;
  const started = Date.now();
  const press = (key: string): boolean => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event.defaultPrevented;
  };
  const attempt = () => {
    if (press(first)) {
      for (const key of rest) press(key);
      return;
    }
    if (Date.now() - started < giveUpMs) setTimeout(attempt, retryMs);
  };
  attempt();
}
