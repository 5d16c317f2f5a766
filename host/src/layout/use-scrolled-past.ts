import { useEffect, useState } from 'react';

/** docs/product-rules.md §2: the header is transformed after scrolling 300 px. */
export const HEADER_TRANSFORM_SCROLL_PX = 300;

/** True once the page is scrolled past `threshold`; a passive listener, one read per frame. */
export function useScrolledPast(threshold: number = HEADER_TRANSFORM_SCROLL_PX): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > threshold);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    measure();
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [threshold]);

  return past;
}
