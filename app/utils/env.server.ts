import { z } from "zod";
import type { PublicEnv } from "./public-env";

const boolean = z.enum(["true", "false"]).transform((value) => value === "true");

// Read once at start-up; every variable is documented in .env.example.
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default("0.0.0.0"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Number of proxies in front of the server whose X-Forwarded-For is trusted (0: none). */
  TRUST_PROXY: z.coerce.number().int().min(0).default(0),
  /** PostgreSQL connection string; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.url().optional(),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().default(".data"),
  /** Fill an empty database with demo data at start-up. Defaults to on for the embedded database. */
  DEMO_SEED: boolean.optional(),
  /** Origin of the site as people reach it (https://vitaal.example); links in mails start with it. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Signs session cookies and tokens; at least 32 characters. Required in production on PostgreSQL. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** SMTP server for mail (smtp://user:pass@host:587); without it mail goes to the local outbox. */
  SMTP_URL: z.url().optional(),
  /** Sender of every mail. */
  MAIL_FROM: z.string().min(3).default("Vitaal <no-reply@vitaal.example>"),
  /** Login, signup and reset attempts one client address may make per 15 minutes. */
  AUTH_CLIENT_LIMIT: z.coerce.number().int().positive().default(30),
  /**
   * The demo's identity provider for the SSO partners: "start" runs it in this process on
   * 127.0.0.1:4400, "external" only points the partners at it (tests start it), "off" does neither.
   * Default: "start" for the demo on the embedded database, else "off".
   */
  DEMO_IDP: z.enum(["start", "external", "off"]).optional(),
  /** STUN servers for calls, comma-separated (stun:stun.example.org:3478); none on a local network. */
  STUN_URLS: z.string().optional(),
  /** TURN servers for calls, comma-separated, with the secret shared with them for short-lived credentials. */
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16).optional(),
  /** Redis for call signalling across several instances; without it, signalling stays in process. */
  REDIS_URL: z.url().optional(),
  /** How often each instance looks for due jobs (reminders, queued mail), in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The companion app's store pages; without them the app pages offer the web app only. */
  APP_STORE_URL: z.url().optional(),
  PLAY_STORE_URL: z.url().optional(),
  /** Days after a vitality scan before the next one opens. */
  VITASCAN_INTERVAL_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  /** Hosts whose live streams webinars may embed, comma-separated; default YouTube (no-cookie) and Vimeo. */
  STREAM_HOSTS: z.string().optional(),
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).default("production"),
  /** Share of transactions sent to error reporting (0 disables tracing). */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Envelopes a client may send to /monitoring per minute. */
  MONITORING_RATE_LIMIT: z.coerce.number().int().positive().default(60),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // Empty strings in .env files mean "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** Where people reach the site: the start of every link in a mail or calendar invite. */
export function siteOrigin(config: Env = env()): string {
  return config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
}

/** The organiser named in calendar invites: the sender of every mail. */
export function mailOrganizer(config: Env = env()): { name: string; email: string } {
  return { name: "Vitaal", email: config.MAIL_FROM.replace(/^.*<|>.*$/g, "") };
}

/** Whether the demo data is loaded into an empty database at start-up. */
export function demoSeedEnabled(config: Env = env()): boolean {
  return config.DEMO_SEED ?? !config.DATABASE_URL;
}

export function demoIdpMode(config: Env = env()): "start" | "external" | "off" {
  return config.DEMO_IDP ?? (demoSeedEnabled(config) && !config.DATABASE_URL ? "start" : "off");
}

/** The only configuration that reaches the browser. */
export function getPublicEnv(config: Env = env()): PublicEnv {
  return {
    SENTRY_DSN: config.SENTRY_DSN,
    SENTRY_ENVIRONMENT: config.SENTRY_ENVIRONMENT,
    SENTRY_TRACES_SAMPLE_RATE: config.SENTRY_TRACES_SAMPLE_RATE,
  };
}
