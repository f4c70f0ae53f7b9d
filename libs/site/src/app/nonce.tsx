import { createContext, useContext } from 'react';

const NonceContext = createContext<string | undefined>(undefined);

/** Provides the per-response CSP nonce (set by the HTTP server) to the document's scripts. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this response on the server; undefined in the browser (not needed there). */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
