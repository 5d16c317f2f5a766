import { type EventBus, TAG_MANAGER_ORIGIN } from '@ciao/shared';

/** The tag manager's queue: GTM reads what is there when it loads, and replaces `push` to hear the rest. */
type DataLayerWindow = Window & { dataLayer?: object[] };

interface TagManagerOptions {
  bus: EventBus;
  /** From the runtime config; without one nothing external loads and the queue only fills. */
  containerId?: string | undefined;
  win?: DataLayerWindow;
}

/**
 * The page's one tracking listener: the remotes put docs/product-rules.md §3's payloads on the bus
 * (`tracking:viewer`, `tracking:ad`), and this pushes them onto `window.dataLayer` as GTM
 * events (`ciao.viewer`, `ciao.ad_view`, `ciao.ad_click`), then loads the container named by
 * the runtime config, the way GTM's own snippet does (without an inline script, which the
 * CSP refuses). Returns the function that stops listening.
 */
export function installTagManager({ bus, containerId, win = window }: TagManagerOptions): () => void {
  // Looked up at each push: GTM swaps in its own `push` on the same array once it loads.
  const push = (entry: object) => {
    win.dataLayer ??= [];
    win.dataLayer.push(entry);
  };
  const offViewer = bus.on('tracking:viewer', (payload) => push({ event: 'ciao.viewer', ...payload }));
  const offAd = bus.on('tracking:ad', ({ action, ...payload }) => push({ event: `ciao.ad_${action}`, ...payload }));
  if (containerId) {
    push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = win.document.createElement('script');
    script.async = true;
    script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;
    win.document.head.append(script);
  }
  return () => {
    offViewer();
    offAd();
  };
}
