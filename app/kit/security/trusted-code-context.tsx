import { createContext, useContext, useMemo, type ReactNode } from "react";
import { trustedCodeOf } from "./code-trust";

const TrustedCode = createContext<readonly string[] | null>(null);

/**
 * The operator's trusted code origins (ADR 047) for everything the root draws: the same list on
 * the server and in the browser, so a page hosts an app the same way before and after it
 * hydrates. The value keeps its identity while the list is the same, so a revalidation of the
 * root reaches no piece that has not hydrated yet (ADR 045).
 */
export function TrustedCodeProvider({ origins, children }: { origins: readonly string[]; children: ReactNode }) {
  const key = origins.join(" ");
  const value = useMemo(() => (key === "" ? [] : key.split(" ")), [key]);
  return <TrustedCode.Provider value={value}>{children}</TrustedCode.Provider>;
}

/** The trusted origins the root provided; outside it (a story, a component test), the ones the document names. */
export function useTrustedCode(): readonly string[] {
  return useContext(TrustedCode) ?? trustedCodeOf();
}
