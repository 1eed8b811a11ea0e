import { logger } from "~/utils/logger.server";
import { captureServerError } from "./sentry.server";

export class ExampleServerError extends Error {
  constructor() {
    super("Vitaal example: a deliberate server error from the sentry example page");
    this.name = "ExampleServerError";
  }
}

/** Throws and catches a test error on the server, logs it under the digest and reports it. */
export function sendExampleServerError(digest: string): { eventId?: string; digest: string } {
  try {
    throw new ExampleServerError();
  } catch (error) {
    logger.error({ err: error, digest }, "example server error");
    return { eventId: captureServerError(error, digest), digest };
  }
}
