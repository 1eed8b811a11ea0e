import * as Sentry from "@sentry/react";
import type { PublicEnv } from "~/utils/public-env";
import { parseDsn, tunnelPath } from "./dsn";
import { deniedUrls, ignoredErrors, isExpectedResponse } from "./filters";

/**
 * Browser error reporting through the same-origin `/monitoring` tunnel, so nothing leaves the
 * page for another host. The SDK's own limits (transport queue, stack frames, spans) stay at
 * their defaults; its dedupe integration (on by default) drops repeated events.
 */
export function startSentry(config: PublicEnv & { SENTRY_DSN: string }): boolean {
  const dsn = parseDsn(config.SENTRY_DSN);
  if (!dsn) return false;
  Sentry.init({
    dsn: config.SENTRY_DSN,
    tunnel: tunnelPath(dsn),
    environment: config.SENTRY_ENVIRONMENT,
    tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
    integrations: (defaults) =>
      config.SENTRY_TRACES_SAMPLE_RATE > 0 ? [...defaults, Sentry.browserTracingIntegration()] : defaults,
    ignoreErrors: ignoredErrors,
    denyUrls: deniedUrls,
    beforeSend(event, hint) {
      return isExpectedResponse(hint.originalException) ? null : event;
    },
    // A 404 page is a normal outcome, not a transaction worth keeping.
    ignoreSpans: [{ name: /.*/, attributes: { "http.response.status_code": 404 } }],
  });
  return true;
}

export function captureException(error: unknown): string {
  return Sentry.captureException(error);
}
