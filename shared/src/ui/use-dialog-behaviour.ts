import { useEffect, useRef, type RefObject } from 'react';
import { focusableIn } from './focusable';
import { inertOutside } from './inert-outside';

export type DialogMode = 'modal' | 'popover';

interface DialogBehaviourOptions {
  panelRef: RefObject<HTMLElement | null>;
  /** The element outside which the page is made inert (modal only): the backdrop. */
  rootRef: RefObject<HTMLElement | null>;
  mode: DialogMode;
  /** Asked to close by Escape or (popover) a press outside; the Dialog applies the busy lock. */
  onDismiss: () => void;
  initialFocusRef?: RefObject<HTMLElement | null> | undefined;
}

/** Open dialogs in the order they opened: only the innermost answers Escape and traps Tab. */
const openPanels: HTMLElement[] = [];

/**
 * The dialog that owns the keyboard: the last opened of those holding no other open dialog
 * (a nested dialog's effect runs before its parent's, so opening order alone is not enough).
 */
function innermostPanel(): HTMLElement | undefined {
  const leaves = openPanels.filter((panel) => !openPanels.some((other) => other !== panel && panel.contains(other)));
  return leaves[leaves.length - 1];
}

function initialFocusTarget(panel: HTMLElement, initialFocusRef?: RefObject<HTMLElement | null>): HTMLElement {
  return initialFocusRef?.current ?? panel.querySelector<HTMLElement>('[data-autofocus]') ?? panel;
}

/**
 * The one keyboard and focus behaviour of every dialog on the site. Focus moves in when it
 * opens and returns to the opener when it closes. A modal makes the rest of the page inert
 * and keeps Tab inside; a popover (anchored to the header) leaves the page usable and
 * closes on a press outside it. Escape closes the innermost dialog.
 */
export function useDialogBehaviour({ panelRef, rootRef, mode, onDismiss, initialFocusRef }: DialogBehaviourOptions): void {
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  useEffect(() => {
    const panel = panelRef.current;
    const root = rootRef.current;
    if (!panel) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openPanels.push(panel);
    const undoInert = mode === 'modal' && root ? inertOutside(root) : () => undefined;
    initialFocusTarget(panel, initialFocusRef).focus();

    const isInnermost = () => innermostPanel() === panel;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isInnermost()) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        onDismissRef.current();
        return;
      }
      if (event.key === 'Tab' && mode === 'modal') trapTab(event, panel);
    };
    const onPointerDown = (event: MouseEvent) => {
      if (isInnermost() && event.target instanceof Node && !panel.contains(event.target)) onDismissRef.current();
    };
    document.addEventListener('keydown', onKeyDown);
    if (mode === 'popover') document.addEventListener('mousedown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('mousedown', onPointerDown);
      openPanels.splice(openPanels.indexOf(panel), 1);
      undoInert();
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef, rootRef, mode, initialFocusRef]);
}

function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const focusable = focusableIn(panel);
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) {
    event.preventDefault();
    panel.focus();
    return;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !panel.contains(active);
  if (event.shiftKey && (active === first || active === panel || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
