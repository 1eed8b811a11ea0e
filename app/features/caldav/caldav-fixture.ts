import { outboundRequest } from "~/utils/safe-fetch.server";
import type { CaldavTransport } from "./client.server";

/**
 * A transport for tests against Radicale on 127.0.0.1: the product's fetcher with loopback
 * allowed, and every request written down (method and path) so a test can count them.
 */
export function countingTransport(allowLoopback = true, requireHttps = false) {
  const requests: string[] = [];
  const transport: CaldavTransport = {
    policy: { allowLoopback, requireHttps },
    request: (address, policy, request) => {
      requests.push(`${request.method ?? "GET"} ${new URL(address).pathname}`);
      return outboundRequest(address, policy, request);
    },
  };
  return { transport, requests, reset: () => requests.splice(0) };
}
