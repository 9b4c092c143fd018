/** Observes nothing: where a browser has no ResizeObserver, sizes are simply not followed. */
class NoResizeObserver implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

/**
 * antd's resize observer (rc-resize-observer) takes ResizeObserver from here (vite.config.ts)
 * instead of from resize-observer-polyfill: every browser the portal supports has its own
 * (app/features/banner/browser-support.ts asks for it), and the polyfill only hands that
 * out after shipping its own code to every page.
 */
const ResizeObserverClass: typeof ResizeObserver = typeof ResizeObserver === "function" ? ResizeObserver : NoResizeObserver;
export default ResizeObserverClass;
