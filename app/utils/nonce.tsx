import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, provided by entry.server for a page rendered for
 * one visitor. A public page has none (its scripts are trusted by hash), and
 * neither has the client.
 */
const NonceContext = createContext<string | undefined>(undefined);

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
