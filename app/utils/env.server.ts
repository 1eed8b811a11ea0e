import { z } from "zod";
import type { PublicEnv } from "./public-env";

// server.js imports this file before the server build exists (Node strips the types), to refuse a
// production start with missing settings: keep it to erasable TypeScript and relative imports.

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
  /** A streaming replica of DATABASE_URL for reads that may lag a little (app/db/replica.server.ts). */
  DATABASE_REPLICA_URL: z.url().optional(),
  /** How far behind the primary the replica may be and still be read from, in seconds. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().positive().max(3600).default(10),
  /** Folder of the embedded database. */
  DATA_DIR: z.string().default(".data"),
  /**
   * The demo: demo data at start-up (accounts with a published password, an admin among them), the
   * demo's identity provider and an open call. `npm start` and `npm run dev` set it; never in a
   * real deployment.
   */
  DEMO_MODE: boolean.default(false),
  /** Origin of the site as people reach it (https://vitaal.example); links in mails start with it. */
  PUBLIC_ORIGIN: z.url().optional(),
  /** Signs session cookies and tokens; at least 32 characters. Required in production. */
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
   * Only with DEMO_MODE (always off without it). Default: "start" on the embedded database, else "off".
   */
  DEMO_IDP: z.enum(["start", "external", "off"]).optional(),
  /** STUN servers for calls, comma-separated (stun:stun.example.org:3478); none on a local network. */
  STUN_URLS: z.string().optional(),
  /** TURN servers for calls, comma-separated, with the secret shared with them for short-lived credentials. */
  TURN_URLS: z.string().optional(),
  TURN_SECRET: z.string().min(16).optional(),
  /** "relay": calls use the TURN server only (never a direct path); "all" (default): any path that works. */
  ICE_TRANSPORT_POLICY: z.enum(["all", "relay"]).default("all"),
  /** Redis for call signalling across several instances; without it, signalling stays in process. */
  REDIS_URL: z.url().optional(),
  /** How often each instance looks for due jobs (reminders, queued mail), in seconds. */
  JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** The companion app's store pages; without them the app pages offer the web app only. */
  APP_STORE_URL: z.url().optional(),
  PLAY_STORE_URL: z.url().optional(),
  /** Days after a vitality scan before the next one opens. */
  VITASCAN_INTERVAL_DAYS: z.coerce.number().int().min(1).max(730).default(90),
  /**
   * The smallest group a partner report describes: a figure about fewer people shows "fewer than
   * N". Never below 10, whatever is set here (app/features/reports/suppression.ts).
   */
  REPORT_MIN_GROUP_SIZE: z.coerce.number().int().min(10).max(1000).default(10),
  /** Hosts whose live streams webinars may embed, comma-separated; default YouTube (no-cookie) and Vimeo. */
  STREAM_HOSTS: z.string().optional(),
  SENTRY_DSN: z.url().optional(),
  SENTRY_ENVIRONMENT: z.string().min(1).default("production"),
  /** Share of transactions sent to error reporting (0 disables tracing). */
  SENTRY_TRACES_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** The bearer token Prometheus sends for /metrics; without it /metrics does not exist (404). */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Envelopes a client may send to /monitoring per minute. */
  MONITORING_RATE_LIMIT: z.coerce.number().int().positive().default(60),
  /**
   * Tests only: requests to addresses someone typed (coaches' calendars, partners' identity
   * providers) may reach this machine (127.0.0.1, ::1). Refused in production; private and
   * link-local addresses stay refused whatever is set.
   */
  OUTBOUND_FETCH_ALLOW_LOOPBACK: boolean.default(false),
  /** The former name of OUTBOUND_FETCH_ALLOW_LOOPBACK, still read. */
  CALENDAR_FETCH_ALLOW_LOOPBACK: boolean.default(false),
});

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

// Empty strings in .env files mean "not set".
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const parsed = schema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * Where people reach the site: the start of every link in a mail or calendar invite and of every
 * address the site hands out (sitemap, the app's QR code, the SSO callback). `PUBLIC_ORIGIN`
 * decides. Without it (development and the demo; production requires it) the origin the request
 * came in on, so a demo opened as 127.0.0.1 keeps its cookies, and outside a request
 * http://localhost:PORT.
 */
export function siteOrigin(config: Env = env(), request?: Request): string {
  return config.PUBLIC_ORIGIN ?? (request ? new URL(request.url).origin : `http://localhost:${config.PORT}`);
}

/** The organiser named in calendar invites: the sender of every mail. */
export function mailOrganizer(config: Env = env()): { name: string; email: string } {
  return { name: "Vitaal", email: config.MAIL_FROM.replace(/^.*<|>.*$/g, "") };
}

export type RunMode = "production" | "demo" | "development";

/**
 * Production is the production build without DEMO_MODE; the demo is the production build with it
 * (`npm start`); anything else (`npm run dev`, tests) is development, with or without demo data.
 */
export function runMode(config: Pick<Env, "NODE_ENV" | "DEMO_MODE">): RunMode {
  if (config.NODE_ENV !== "production") return "development";
  return config.DEMO_MODE ? "demo" : "production";
}

/** The demo's identity provider for the SSO partners: never without DEMO_MODE. */
export function demoIdpMode(config: Env = env()): "start" | "external" | "off" {
  if (!config.DEMO_MODE) return "off";
  return config.DEMO_IDP ?? (config.DATABASE_URL ? "off" : "start");
}

/**
 * What production lacks, one line per variable, each starting with its name: production keeps
 * real people's data and mail, so it needs its own database, secret, https origin and mail server,
 * never the demo's stand-ins. Empty outside production.
 */
export function productionProblems(config: Env): string[] {
  if (runMode(config) !== "production") return [];
  const problems: string[] = [];
  if (!config.DATABASE_URL) {
    problems.push("DATABASE_URL is not set: production runs on PostgreSQL (the embedded database is for the demo)");
  }
  if (!config.AUTH_SECRET) {
    problems.push("AUTH_SECRET is not set: 32 or more random characters (openssl rand -base64 32)");
  }
  if (!config.PUBLIC_ORIGIN) {
    problems.push("PUBLIC_ORIGIN is not set: the site's https origin, e.g. https://vitaal.example");
  } else if (new URL(config.PUBLIC_ORIGIN).protocol !== "https:") {
    problems.push(`PUBLIC_ORIGIN is ${config.PUBLIC_ORIGIN}: production is served over https`);
  }
  if (!config.SMTP_URL) {
    problems.push("SMTP_URL is not set: production sends real mail (smtp://user:password@host:587)");
  }
  for (const name of ["OUTBOUND_FETCH_ALLOW_LOOPBACK", "CALENDAR_FETCH_ALLOW_LOOPBACK"] as const) {
    if (config[name]) {
      problems.push(`${name} is true: production never fetches from its own machine (tests only)`);
    }
  }
  return problems;
}

/** Whether the loopback setting is on (under its name or its former one); production ignores it. */
export function outboundLoopbackAllowed(config: Env): boolean {
  return config.OUTBOUND_FETCH_ALLOW_LOOPBACK || config.CALENDAR_FETCH_ALLOW_LOOPBACK;
}

/**
 * Why the server must not start with these variables, as one message naming every invalid and
 * every missing one; undefined when it may start.
 */
export function startupProblem(source: Record<string, string | undefined>): string | undefined {
  const cleaned = withoutEmpty(source);
  const parsed = schema.safeParse(cleaned);
  const issues = parsed.success ? [] : parsed.error.issues;
  const invalid = new Set(issues.map((issue) => String(issue.path[0])));
  // The variables that are valid still say whether this is production and what it lacks.
  const rest = schema.safeParse(Object.fromEntries(Object.entries(cleaned).filter(([name]) => !invalid.has(name))));
  const missing = rest.success
    ? productionProblems(rest.data).filter((problem) => !invalid.has(problem.split(" ")[0] ?? ""))
    : [];
  if (issues.length === 0 && missing.length === 0) return undefined;
  const lines = [...issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`), ...missing].map(
    (line) => `- ${line}`,
  );
  const names = [...invalid, ...missing.map((problem) => problem.split(" ")[0])];
  const head =
    missing.length > 0
      ? `Production (NODE_ENV=production without DEMO_MODE) cannot start; set or fix ${names.join(", ")}:`
      : `Invalid environment; fix ${names.join(", ")}:`;
  const tail =
    missing.length > 0 ? ["See .env.example. To run the demo instead: npm start (it sets DEMO_MODE=true)."] : [];
  return [head, ...lines, ...tail].join("\n");
}

/** The start-up line that says what this server is. */
export function modeSummary(config: Env): string {
  const mail = config.SMTP_URL ? "mail through SMTP" : "mail kept in the local outbox at /dev/outbox";
  switch (runMode(config)) {
    case "production":
      return "Vitaal runs in production";
    case "demo": {
      const idp = {
        start: "the demo identity provider on 127.0.0.1:4400",
        external: "SSO partners at the identity provider on 127.0.0.1:4400",
        off: "no demo identity provider",
      }[demoIdpMode(config)];
      return `Vitaal runs the demo (DEMO_MODE=true): demo accounts with a published password, ${
        config.SMTP_URL ? mail : `${mail} for admins (admin@example.com)`
      }, ${idp}; not for real people's data`;
    }
    case "development":
      return `Vitaal runs in development${
        config.DEMO_MODE ? " with the demo data (DEMO_MODE=true)" : " without demo data (DEMO_MODE=true loads it)"
      }, ${mail}`;
  }
}

/** The only configuration that reaches the browser. */
export function getPublicEnv(config: Env = env()): PublicEnv {
  return {
    SENTRY_DSN: config.SENTRY_DSN,
    SENTRY_ENVIRONMENT: config.SENTRY_ENVIRONMENT,
    SENTRY_TRACES_SAMPLE_RATE: config.SENTRY_TRACES_SAMPLE_RATE,
  };
}
