import { createContext, useContext } from "react";

/** The per-request CSP nonce, provided by entry.server and empty on the client. */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
