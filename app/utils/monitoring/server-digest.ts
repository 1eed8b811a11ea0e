/**
 * The digest of a server error is the failing request's `x-request-id`. A document request
 * carries it in the root loader's data; a client-side navigation or form submission fetches its
 * data separately, so the browser remembers the id of the last data response that failed.
 */
let lastFailedRequestId: string | undefined;

export function trackServerErrorDigests(target: Pick<Window, "fetch"> = window): void {
  const original = target.fetch.bind(target);
  target.fetch = async (...args: Parameters<typeof fetch>) => {
    const response = await original(...args);
    if (response.status >= 500 && response.headers.get("x-remix-response")) {
      lastFailedRequestId = response.headers.get("x-request-id") ?? undefined;
    }
    return response;
  };
}

export function lastServerErrorDigest(): string | undefined {
  return lastFailedRequestId;
}
