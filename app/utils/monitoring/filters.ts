import { isRouteErrorResponse } from "react-router";

/**
 * Errors browsers raise that say nothing about our code: extensions, aborted requests, layout
 * notifications. Reporting them only hides real problems.
 */
export const ignoredErrors: (string | RegExp)[] = [
  "ResizeObserver loop limit exceeded",
  "ResizeObserver loop completed with undelivered notifications",
  "Non-Error promise rejection captured",
  "Non-Error exception captured",
  /^Failed to fetch$/,
  /^Load failed$/,
  /^NetworkError when attempting to fetch resource\.?$/,
  /^The operation was aborted\.?$/,
  /^AbortError/,
  /^Script error\.?$/,
  "top.GLOBALS",
  "originalCreateNotification",
  "canvas.contentDocument",
  "MyApp_RemoveAllHighlights",
  "atomicFindClose",
  "conduitPage",
  "webkitExitFullScreen",
  "__gCrWeb",
  "ChunkLoadError",
  /Loading chunk [\d]+ failed/,
  /^Importing a module script failed\.?$/,
  /^Failed to fetch dynamically imported module/,
];

/** Scripts injected by browsers and extensions. */
export const deniedUrls: RegExp[] = [
  /^chrome-extension:\/\//i,
  /^moz-extension:\/\//i,
  /^safari-(web-)?extension:\/\//i,
  /^webkit-masked-url:/i,
  /extensions\//i,
];

/**
 * Expected outcomes that travel as thrown values: redirects and client errors (404, 403, …) are
 * part of the product's flow, not faults.
 */
export function isExpectedResponse(value: unknown): boolean {
  if (value instanceof Response) return value.status < 500;
  if (isRouteErrorResponse(value)) return value.status < 500;
  // `throw data(null, { status: 404 })` before React Router turns it into an error response.
  if (typeof value === "object" && value !== null && (value as { type?: unknown }).type === "DataWithResponseInit") {
    const status = (value as { init?: { status?: number } | null }).init?.status ?? 200;
    return status < 500;
  }
  return false;
}

/** The parts of a reported event that may hold what a person wrote or who they are. */
interface ReportedRequest {
  request?: { data?: unknown; cookies?: unknown; query_string?: unknown; headers?: Record<string, string> };
}

/**
 * An error report never carries a request's body (a message, a form), its cookies or its query:
 * the SDK would attach the body of the request that failed, and a message between member and
 * coach is not ours to send anywhere. What remains: the route, the method, the digest.
 */
export function withoutRequestContent<Event extends ReportedRequest>(event: Event): Event {
  if (event.request) {
    delete event.request.data;
    delete event.request.cookies;
    delete event.request.query_string;
    if (event.request.headers) {
      const { cookie: _cookie, Cookie: _Cookie, authorization: _auth, ...rest } = event.request.headers;
      event.request.headers = rest;
    }
  }
  return event;
}
