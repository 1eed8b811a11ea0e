import { env } from "~/utils/env.server";

/**
 * The outbox page shows every kept mail to anyone who opens it, so it exists only where no real
 * person's mail can be in it: without SMTP, in development or in the demo on the embedded database.
 */
export function outboxVisible(config = env()): boolean {
  return !config.SMTP_URL && (config.NODE_ENV !== "production" || !config.DATABASE_URL);
}
