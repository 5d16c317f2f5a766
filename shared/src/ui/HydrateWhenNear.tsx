import { Suspense, use, useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { watchNear } from './use-near-viewport';

export interface HydrateWhenNearProps {
  /** A part of a server-rendered page below its first screen (the footer, say). */
  children: ReactNode;
  className?: string;
}

/** One deferred part of the page: opened once its element came near the viewport. */
interface Gate {
  near: boolean;
  opened: Promise<void>;
  open: () => void;
}

/** By useId, which is the same on the server, while hydrating and after. */
const gates = new Map<string, Gate>();
let allOpen = false;

/**
 * Opens every deferred part for good: the reader's first input anywhere, or a navigation. An
 * update that reaches a part not yet adopted (a new route's render, in a transition) makes React
 * adopt it first; were it still waiting to come near, that update would wait with it.
 */
export function openDeferredParts(): void {
  allOpen = true;
  for (const gate of gates.values()) gate.open();
}

if (typeof window !== 'undefined') {
  for (const type of ['pointerdown', 'keydown', 'popstate'] as const) {
    window.addEventListener(type, openDeferredParts, { capture: true, once: true, passive: true });
  }
}

function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    let resolve: () => void = () => undefined;
    const opened = new Promise<void>((done) => {
      resolve = done;
    });
    const created: Gate = {
      near: false,
      opened,
      open: () => {
        created.near = true;
        resolve();
      },
    };
    gate = created;
    gates.set(id, gate);
    if (allOpen) created.open();
  }
  return gate;
}

const subscribeNever = () => () => undefined;

/** True on the server and while the page adopts the server's markup (hydration); false in a render in the browser. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

function Deferred({ id, children }: { id: string; children: ReactNode }) {
  const hydrating = useHydrating();
  // Suspending while hydrating makes React keep the server's markup of this boundary, shown and
  // untouched, and adopt it when the promise settles: selective hydration.
  if (hydrating && typeof document !== 'undefined') {
    const gate = gateOf(id);
    if (!gate.near) use(gate.opened);
  }
  return children;
}

/**
 * Adopts (hydrates) its part of a server-rendered page only when the reader scrolls near it
 * (within the preload distance of use-near-viewport.ts): until then its server markup stays on
 * screen as it was sent, and the start-up's main-thread work leaves it out (issue 26). The reader's
 * first input anywhere, or a navigation (openDeferredParts), adopts every such part at once. Rendered in the browser (no server markup: another page, a client-side navigation),
 * its children render at once. Its element is a <div> (with `className`) that stays in place.
 */
export function HydrateWhenNear({ children, className }: HydrateWhenNearProps) {
  const id = useId();
  const watch = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const gate = gateOf(id);
      if (gate.near) return;
      return watchNear(element, gate.open);
    },
    [id],
  );
  return (
    <div ref={watch} className={className}>
      <Suspense fallback={null}>
        <Deferred id={id}>{children}</Deferred>
      </Suspense>
    </div>
  );
}
