import type { PublicEnv } from "~/utils/public-env";
import { isExpectedResponse } from "./filters";

type SentryModule = typeof import("./sentry.client");

// The SDK is loaded only when reporting is on, so pages without a DSN don't download it.
let sdk: Promise<SentryModule | undefined> | undefined;

/** Starts browser error reporting when the server passed a DSN; otherwise does nothing. */
export function initClientMonitoring(config: PublicEnv | undefined): void {
  const dsn = config?.SENTRY_DSN;
  if (sdk || !config || !dsn) return;
  sdk = import("./sentry.client").then((module) =>
    module.startSentry({ ...config, SENTRY_DSN: dsn }) ? module : undefined,
  );
}

/**
 * Reports an unexpected client-side error. Resolves to the event id, or undefined when reporting
 * is off or the error is an expected outcome (redirect, 404, …).
 */
export async function captureClientError(error: unknown): Promise<string | undefined> {
  if (!sdk || isExpectedResponse(error)) return undefined;
  const module = await sdk;
  return module?.captureException(error);
}
