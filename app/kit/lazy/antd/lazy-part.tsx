import { forwardRef, lazy, Suspense, type ComponentType, type FunctionComponent, type ReactNode, type RefAttributes } from "react";

/**
 * A component of antd's that loads on first draw (vite.config.ts sends antd's own import of
 * it here): the same props and ref, with `fallback` shown while its code loads. Only for
 * parts no server render draws, so hydration never meets one.
 */
export function lazyPart<R, P extends object>(load: () => Promise<{ default: ComponentType<P & RefAttributes<R>> }>, fallback: ReactNode = null, name = "LazyPart") {
  const Part = lazy(load);
  const LazyPart = forwardRef<R, P>(function LazyPart(props, ref) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} ref={ref} />
      </Suspense>
    );
  });
  LazyPart.displayName = name;
  return LazyPart;
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
