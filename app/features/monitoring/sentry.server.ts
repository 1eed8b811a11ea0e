import * as Sentry from "@sentry/node";
import { env } from "~/utils/env.server";
import { deniedUrls, ignoredErrors, isExpectedResponse } from "./filters";

let enabled = false;

/** Starts server-side error reporting when a DSN is configured; otherwise does nothing. */
export function initServerMonitoring(): void {
  const config = env();
  if (!config.SENTRY_DSN || enabled) return;
  Sentry.init({
    dsn: config.SENTRY_DSN,
    environment: config.SENTRY_ENVIRONMENT,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    ignoreErrors: ignoredErrors,
    denyUrls: deniedUrls,
    beforeSend(event, hint) {
      return isExpectedResponse(hint.originalException) ? null : event;
    },
    // A 404 page is a normal outcome, not a transaction worth keeping.
    ignoreSpans: [{ name: /.*/, attributes: { "http.response.status_code": 404 } }],
  });
  enabled = true;
}

/** Reports an unexpected server error tagged with its digest; returns the event id when sent. */
export function captureServerError(error: unknown, digest: string): string | undefined {
  if (!enabled || isExpectedResponse(error)) return undefined;
  return Sentry.captureException(error, { tags: { digest } });
}

export async function flushServerMonitoring(): Promise<void> {
  if (enabled) await Sentry.close(2_000);
}
