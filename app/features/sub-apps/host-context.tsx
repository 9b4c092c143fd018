/**
 * The page's sub-app host, handed to the app viewports through React (ADR 013 §1): the portal
 * shell mounts one `SubAppHostProvider` per page, and every viewport under it works with the same
 * host, so kept-alive apps and the keep-alive budget are the page's. The host itself is made when
 * the first viewport asks for it (`useSubAppHostSlot().host(make)`), so its code loads with the
 * first app page, never with the home page. A story or a test mounts a provider of its own, or
 * gives it a host made with `createSubAppHost`: no app of one page is left over for the next.
 */

import { createContext, useContext, useMemo, useState, type ReactNode } from "react";
import type { SubAppHost } from "./host";

/** Where the provider keeps its host: the one it was given, or the one made when first asked. */
export interface SubAppHostSlot {
  host(make: () => SubAppHost): SubAppHost;
}

function slotOf(given: SubAppHost | null): SubAppHostSlot {
  let host = given;
  return { host: (make) => (host ??= make()) };
}

const SubAppHostContext = createContext<SubAppHostSlot | null>(null);

/** Provides one sub-app host to the viewports below: `host` when given, else one made on first use and kept while the provider is mounted. */
export function SubAppHostProvider({ host, children }: { host?: SubAppHost; children: ReactNode }) {
  const [own] = useState(() => slotOf(null));
  const slot = useMemo(() => (host ? slotOf(host) : own), [host, own]);
  return <SubAppHostContext.Provider value={slot}>{children}</SubAppHostContext.Provider>;
}

/** The slot of the nearest SubAppHostProvider; throws outside one (a programming error). */
export function useSubAppHostSlot(): SubAppHostSlot {
  const slot = useContext(SubAppHostContext);
  if (!slot) throw new Error("useSubAppHostSlot must be used inside SubAppHostProvider");
  return slot;
}
