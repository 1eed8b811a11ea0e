import { createContext, useContext } from "react";

/** The CSP nonce of the current document (server: this response's; browser: read from the page). */
export const NonceContext = createContext<string>("");

export function useNonce(): string {
  return useContext(NonceContext);
}
