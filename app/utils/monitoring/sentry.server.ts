import { env } from "~/utils/env.server";
import { deniedUrls, ignoredErrors, isExpectedResponse, withoutRequestContent } from "./filters";

// Loaded only when a DSN is configured: the SDK is some 600 modules, which a server without error
// reporting would otherwise hold in memory (and its garbage collector would go through) for nothing.
let Sentry: typeof import("@sentry/node") | null = null;

/** Starts server-side error reporting when a DSN is configured; otherwise does nothing. */
export async function initServerMonitoring(): Promise<void> {
  const config = env();
  if (!config.SENTRY_DSN || Sentry) return;
  const sdk = await import("@sentry/node");
  sdk.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    ignoreErrors: ignoredErrors,
    denyUrls: deniedUrls,
    beforeSend(event, hint) {
      return isExpectedResponse(hint.originalException) ? null : withoutRequestContent(event);
    },
    // A 404 page is a normal outcome, not a transaction worth keeping.
    ignoreSpans: [{ name: /.*/, attributes: { "http.response.status_code": 404 } }],
  });
  Sentry = sdk;
}

/** Reports an unexpected server error tagged with its digest; returns the event id when sent. */
export function captureServerError(error: unknown, digest: string): string | undefined {
  if (!Sentry || isExpectedResponse(error)) return undefined;
  return Sentry.captureException(error, { tags: { digest } });
}

export async function flushServerMonitoring(): Promise<void> {
  await Sentry?.close(2_000);
}
