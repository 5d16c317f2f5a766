import { type MouseEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type BoxSize, isZoomed, panBy, pinch, type Point, toggleAt, UNZOOMED, ZOOM_STEP, type Zoom, zoomAt } from './zoom-state';

/** Two taps this close in time and space are a double tap; a single tap waits this long before it acts. */
export const DOUBLE_TAP_MS = 250;
const DOUBLE_TAP_SLOP_PX = 40;
/** A press that moves further than this is a drag (a pan), not a tap. */
const TAP_SLOP_PX = 8;
/** How far an arrow key pans while zoomed. */
const KEY_PAN_PX = 80;
/** ctrl+wheel: how many pixels of wheel double the scale (about 3 notches of a mouse wheel). */
const WHEEL_PX_PER_DOUBLING = 300;

export interface PageZoom {
  zoom: Zoom;
  zoomed: boolean;
  /** Set for a step (a key, a button, a double tap), which may glide; a finger or a wheel moves it directly. */
  stepped: boolean;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /**
   * The click handler of a tap zone. A turn does nothing while zoomed; after a drag nothing
   * happens; a touch tap waits DOUBLE_TAP_MS for a second one, which zooms instead.
   */
  tapZone: (action: () => void, options: { turns: boolean }) => (event: MouseEvent) => void;
}

interface Held {
  page: number;
  zoom: Zoom;
  stepped: boolean;
}

const isEditable = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * Zoom and pan of the page box: pinch and double tap on touch, ctrl+wheel, +/-, 0 and
 * Escape on a keyboard, the arrow keys pan while zoomed, a drag (finger or mouse) pans.
 * Pointer events, so touch and mouse share one path; two pointers down are a pinch. The zoom
 * belongs to the page it was made on: turning the page resets it.
 */
export function usePageZoom(page: number, readerRef: RefObject<HTMLElement | null>, boxRef: RefObject<HTMLElement | null>): PageZoom {
  const [held, setHeld] = useState<Held>({ page, zoom: UNZOOMED, stepped: false });
  // A turn resets the zoom at once (state adjusted while rendering), so coming back to a page never brings an old zoom back.
  if (held.page !== page) setHeld({ page, zoom: UNZOOMED, stepped: false });
  const zoom = held.page === page ? held.zoom : UNZOOMED;
  const stepped = held.page === page && held.stepped;

  // Native listeners and timers read the latest values through refs.
  const zoomRef = useRef(zoom);
  zoomRef.current = zoom;
  const pageRef = useRef(page);
  pageRef.current = page;

  const update = useCallback(
    (change: (zoom: Zoom, box: BoxSize) => Zoom, step: boolean) => {
      const box = boxRef.current;
      const size = { width: box?.offsetWidth ?? 0, height: box?.offsetHeight ?? 0 };
      setHeld((current) => {
        const at = pageRef.current;
        const next = change(current.page === at ? current.zoom : UNZOOMED, size);
        return { page: at, zoom: next, stepped: step };
      });
    },
    [boxRef],
  );

  /** A point on screen, from the centre of the stage (where the unzoomed box is centred). */
  const focalOf = useCallback(
    (clientX: number, clientY: number): Point => {
      const rect = readerRef.current?.getBoundingClientRect();
      return rect ? { x: clientX - (rect.left + rect.width / 2), y: clientY - (rect.top + rect.height / 2) } : { x: 0, y: 0 };
    },
    [readerRef],
  );

  // Keys and buttons zoom around the middle of the screen.
  const zoomBy = useCallback(
    (factor: number) => update((current, box) => zoomAt(current, current.scale * factor, { x: 0, y: 0 }, box), true),
    [update],
  );
  const reset = useCallback(() => update(() => UNZOOMED, true), [update]);

  // Keys: in the capture phase, so a key used here (an arrow that pans) is marked before paging sees it.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || isEditable(event.target)) return;
      const zoomed = isZoomed(zoomRef.current);
      const pans: Record<string, [number, number]> = {
        ArrowLeft: [KEY_PAN_PX, 0],
        ArrowRight: [-KEY_PAN_PX, 0],
        ArrowUp: [0, KEY_PAN_PX],
        ArrowDown: [0, -KEY_PAN_PX],
      };
      const pan = pans[event.key];
      if (event.key === '+' || event.key === '=') zoomBy(ZOOM_STEP);
      else if (event.key === '-') zoomBy(1 / ZOOM_STEP);
      else if ((event.key === 'Escape' || event.key === '0') && zoomed) reset();
      else if (pan && zoomed) update((current, box) => panBy(current, pan[0], pan[1], box), true);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [update, zoomBy, reset]);

  // Pointers and the wheel, on the reader (the whole window).
  const dragged = useRef(false);
  const lastPointerType = useRef('');
  useEffect(() => {
    const reader = readerRef.current;
    if (!reader) return;
    const pointers = new Map<number, Point>();
    let start: Point = { x: 0, y: 0 };

    const onPointerDown = (event: PointerEvent) => {
      lastPointerType.current = event.pointerType;
      if (pointers.size === 0) {
        dragged.current = false;
        start = { x: event.clientX, y: event.clientY };
      }
      pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
      if (pointers.size > 1) dragged.current = true;
    };
    const onPointerMove = (event: PointerEvent) => {
      const before = pointers.get(event.pointerId);
      if (!before) return;
      const after = { x: event.clientX, y: event.clientY };
      const other = [...pointers].find(([id]) => id !== event.pointerId)?.[1];
      pointers.set(event.pointerId, after);
      if (other) {
        update(
          (current, box) =>
            pinch(
              current,
              [focalOf(before.x, before.y), focalOf(other.x, other.y)],
              [focalOf(after.x, after.y), focalOf(other.x, other.y)],
              box,
            ),
          false,
        );
        return;
      }
      if (Math.hypot(after.x - start.x, after.y - start.y) > TAP_SLOP_PX) dragged.current = true;
      if (isZoomed(zoomRef.current)) update((current, box) => panBy(current, after.x - before.x, after.y - before.y, box), false);
    };
    const onPointerUp = (event: PointerEvent) => {
      pointers.delete(event.pointerId);
    };
    const onWheel = (event: WheelEvent) => {
      // ctrl+wheel (and a touchpad pinch, which Chromium sends as one) zooms the page, not the site.
      if (!event.ctrlKey) return;
      event.preventDefault();
      const focal = focalOf(event.clientX, event.clientY);
      const factor = 2 ** (-event.deltaY / WHEEL_PX_PER_DOUBLING);
      update((current, box) => zoomAt(current, current.scale * factor, focal, box), false);
    };

    reader.addEventListener('pointerdown', onPointerDown);
    reader.addEventListener('pointermove', onPointerMove);
    reader.addEventListener('pointerup', onPointerUp);
    reader.addEventListener('pointercancel', onPointerUp);
    reader.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      reader.removeEventListener('pointerdown', onPointerDown);
      reader.removeEventListener('pointermove', onPointerMove);
      reader.removeEventListener('pointerup', onPointerUp);
      reader.removeEventListener('pointercancel', onPointerUp);
      reader.removeEventListener('wheel', onWheel);
    };
  }, [readerRef, update, focalOf]);

  // A touch tap waiting to learn whether it is the first of a double tap.
  const pendingTap = useRef<{ point: Point; timer: number; act: () => void } | null>(null);
  useEffect(
    () => () => {
      if (pendingTap.current) window.clearTimeout(pendingTap.current.timer);
    },
    [],
  );

  const tapZone =
    (action: () => void, { turns }: { turns: boolean }) =>
    (event: MouseEvent) => {
      if (dragged.current) return;
      const act = () => {
        if (!(turns && isZoomed(zoomRef.current))) action();
      };
      // A click from a key (detail 0) is never a tap.
      const pointerType = (event.nativeEvent as Partial<PointerEvent>).pointerType || (event.detail > 0 ? lastPointerType.current : '');
      if (pointerType !== 'touch') {
        act();
        return;
      }
      const point = { x: event.clientX, y: event.clientY };
      const pending = pendingTap.current;
      if (pending) {
        window.clearTimeout(pending.timer);
        pendingTap.current = null;
        if (Math.hypot(point.x - pending.point.x, point.y - pending.point.y) <= DOUBLE_TAP_SLOP_PX) {
          const focal = focalOf(point.x, point.y);
          update((current, box) => toggleAt(current, focal, box), true);
          return;
        }
        // A tap somewhere else: the first one was a single tap after all.
        pending.act();
      }
      pendingTap.current = {
        point,
        act,
        timer: window.setTimeout(() => {
          pendingTap.current = null;
          act();
        }, DOUBLE_TAP_MS),
      };
    };

  return {
    zoom,
    zoomed: isZoomed(zoom),
    stepped,
    zoomIn: () => zoomBy(ZOOM_STEP),
    zoomOut: () => zoomBy(1 / ZOOM_STEP),
    reset,
    tapZone,
  };
}
