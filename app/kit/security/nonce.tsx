import { createContext, useContext } from "react";

/** The per-response CSP nonce (ARCHITECTURE §6), set by the server entry. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
