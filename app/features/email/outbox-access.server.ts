import { type Env, env, runMode } from "~/utils/env.server";

/**
 * Who may read the local outbox. It holds every mail the server would have sent (verification and
 * reset links among them), so it exists only without SMTP and never in production: in development
 * for anyone (the developer's own machine), in the demo for admins only, because the demo's
 * accounts and its address are public.
 */
export type OutboxRule = "open" | "admins" | "off";

export function outboxRule(config: Pick<Env, "NODE_ENV" | "DEMO_MODE" | "SMTP_URL"> = env()): OutboxRule {
  if (config.SMTP_URL) return "off";
  const mode = runMode(config);
  if (mode === "development") return "open";
  return mode === "demo" ? "admins" : "off";
}

/**
 * The answer to a request for the outbox: 200 shows it; 401 (log in), 403 (not an admin) and 404
 * (there is no outbox here) show no mail.
 */
export function outboxStatus(
  config: Pick<Env, "NODE_ENV" | "DEMO_MODE" | "SMTP_URL">,
  viewer: { admin: boolean } | null,
): 200 | 401 | 403 | 404 {
  const rule = outboxRule(config);
  if (rule === "off") return 404;
  if (rule === "open") return 200;
  if (!viewer) return 401;
  return viewer.admin ? 200 : 403;
}
