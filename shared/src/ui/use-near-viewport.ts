import { useLayoutEffect, useState, type RefObject } from 'react';

/** docs/product-rules.md §9 preload factor: start loading when an image is within 1.3 viewports. */
export const PRELOAD_FACTOR = 1.3;
/** docs/product-rules.md §9: without IntersectionObserver, scrolling is checked at most every 200 ms. */
export const LAZY_THROTTLE_MS = 200;

const extra = `${Math.round((PRELOAD_FACTOR - 1) * 100)}%`;
/** Extends the viewport below and to the right, where the reader scrolls to next. */
export const PRELOAD_ROOT_MARGIN = `0px ${extra} ${extra} 0px`;

function isNear(element: Element): boolean {
  const rect = element.getBoundingClientRect();
  return (
    rect.top < window.innerHeight * PRELOAD_FACTOR && rect.bottom >= 0 && rect.left < window.innerWidth * PRELOAD_FACTOR && rect.right >= 0
  );
}

/**
 * Calls `onNear` once the element is within the preload distance of the viewport: by
 * IntersectionObserver (its first report comes after the next layout), else by measuring now,
 * then on scroll and resize, throttled. Returns the cleanup.
 */
export function watchNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onNear();
      },
      { rootMargin: PRELOAD_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }
  if (isNear(element)) {
    onNear();
    return () => undefined;
  }
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(waiting);
    window.removeEventListener('scroll', check);
    window.removeEventListener('resize', check);
  };
  const check = () => {
    if (waiting) return;
    waiting = setTimeout(() => {
      waiting = undefined;
      if (!isNear(element)) return;
      stop();
      onNear();
    }, LAZY_THROTTLE_MS);
  };
  window.addEventListener('scroll', check, { passive: true });
  window.addEventListener('resize', check);
  return stop;
}

/** True once the element came within the preload distance of the viewport (it stays true). */
export function useNearViewport(ref: RefObject<Element | null>, skip: boolean): boolean {
  const [near, setNear] = useState(skip);

  // A layout effect: an image already in view is measured and shown before the first paint.
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    return watchNear(element, () => setNear(true));
  }, [ref, near]);

  return near || skip;
}
