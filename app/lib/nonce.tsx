import { createContext, useContext, type ReactNode } from "react";

/** The per-request CSP nonce, handed from entry.server to <Scripts> and friends. */
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string | undefined; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce() {
  return useContext(NonceContext);
}
