import { createContext } from "react-router";

export interface RequestValues {
  /** Request id, also sent as `x-request-id` and used as the error digest. */
  requestId: string;
  /** CSP nonce for this response. */
  nonce: string;
  /** The client's address (behind TRUST_PROXY proxies), for rate limits. */
  clientIp: string;
}

export const requestContext = createContext<RequestValues>();
