import { forwardRef, lazy, Suspense, useState, type ComponentType, type FunctionComponent, type ReactNode, type RefAttributes } from "react";

/**
 * A component of antd's that loads on first draw (vite.config.ts sends antd's own import of
 * it here): the same props and ref, with `fallback` shown while its code loads. Only for
 * parts no server render draws, so hydration never meets one.
 *
 * `preload()` loads the code ahead; a part whose code is in by its first draw renders it at once,
 * without a Suspense boundary: React keeps a fallback it has shown for at least half a second
 * (its reveal throttle), so suspending on code already loaded would still show the fallback.
 */
export function lazyPart<R, P extends object>(load: () => Promise<{ default: ComponentType<P & RefAttributes<R>> }>, fallback: ReactNode = null, name = "LazyPart") {
  let loaded: ComponentType<P & RefAttributes<R>> | null = null;
  let pending: Promise<{ default: ComponentType<P & RefAttributes<R>> }> | null = null;
  const loadOnce = () => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Part = lazy(loadOnce);
  const LazyPart = forwardRef<R, P>(function LazyPart(props, ref) {
    // Decided once per mount, as lazyPiece does: the same element type for the part's life.
    const [Direct] = useState(() => loaded);
    if (Direct) return <Direct {...(props as P)} ref={ref} />;
    return (
      <Suspense fallback={fallback}>
        <Part {...props} ref={ref} />
      </Suspense>
    );
  });
  LazyPart.displayName = name;
  return Object.assign(LazyPart, { preload: (): Promise<void> => loadOnce().then(() => undefined, () => undefined) });
}

/** As lazyPart, for a component that takes no ref. */
export function lazyFunctionPart<P extends object>(load: () => Promise<{ default: FunctionComponent<P> }>, fallback: ReactNode = null, name = "LazyPart") {
  // A lazy function component takes the same props as the component (no ref to carry).
  const Part = lazy(load) as unknown as FunctionComponent<P>;
  function LazyPart(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  LazyPart.displayName = name;
  return LazyPart;
}
