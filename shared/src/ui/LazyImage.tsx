import { useEffect, useRef, useState } from 'react';
import { useUiTranslation } from './use-ui-translation';
import { loadedImages } from './image-cache';
import { LAZY_THROTTLE_MS, useNearViewport } from './use-near-viewport';
import styles from './LazyImage.module.css';

/** docs/product-rules.md §9: an image is tried at most this many times before it shows as failed. */
export const IMAGE_ATTEMPTS = 3;

export interface LazyImageProps {
  src: string;
  /** Required: a cover's alt is the title; a decorative image passes "". */
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  /**
   * The page's largest image (its LCP): rendered at once and fetched eagerly at high priority,
   * instead of waiting for the viewport check. Only for the first image or two of a page.
   */
  priority?: boolean;
}

/**
 * An image loaded when it nears the viewport (docs/product-rules.md §9: preload factor 1.3), tried up to
 * three times, and shown at once when it loaded before (cache of 200 addresses).
 */
export function LazyImage({ src, alt, className, width, height, priority = false }: LazyImageProps) {
  const { t } = useUiTranslation();
  const holderRef = useRef<HTMLSpanElement>(null);
  const near = useNearViewport(holderRef, priority || loadedImages.has(src));
  const [attempt, setAttempt] = useState(1);
  const [failed, setFailed] = useState(false);
  const [retryPending, setRetryPending] = useState(false);

  // A new address starts over.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `src` is the reset trigger.
  useEffect(() => {
    setAttempt(1);
    setFailed(false);
    setRetryPending(false);
  }, [src]);

  // The same throttle spaces the retries, so a flaky connection is not hammered.
  useEffect(() => {
    if (!retryPending) return;
    const timer = setTimeout(() => {
      setRetryPending(false);
      setAttempt((count) => count + 1);
    }, LAZY_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [retryPending]);

  const onError = () => {
    if (attempt >= IMAGE_ATTEMPTS) setFailed(true);
    else setRetryPending(true);
  };

  if (failed) {
    return (
      <span
        className={[styles.failed, className].filter(Boolean).join(' ')}
        role="img"
        aria-label={alt || t('image.failed')}
        title={t('image.failed')}
      />
    );
  }
  if (!near || retryPending) {
    return <span ref={holderRef} className={[styles.placeholder, className].filter(Boolean).join(' ')} aria-hidden="true" />;
  }
  return (
    <img
      // A new element per attempt makes the browser request the image again.
      key={attempt}
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      // elementtiming: the browser reports when it painted the image (the host starts its scripts then).
      {...(priority ? { loading: 'eager', fetchPriority: 'high', elementtiming: 'leading-image' } : {})}
      onLoad={() => loadedImages.add(src)}
      onError={onError}
    />
  );
}
