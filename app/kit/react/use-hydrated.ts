import { useEffect, useState } from "react";

/**
 * False while server rendering and hydrating, true afterwards. A dialog that is open from the
 * first render opens once this is true: the server cannot draw what antd puts in a portal,
 * and a page that hydrates something else than it was sent fails hydration.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
