import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { createRequestHandler } from "@react-router/express";
import { toNodeHandler } from "better-auth/node";
import express, { type Request, type Response } from "express";
import { RouterContextProvider } from "react-router";
import {
  closeDatabase,
  databasePoolStats,
  getDb,
  migrateDatabase,
  pingDatabase,
  startupExclusive,
} from "~/db/client.server";
import { databaseContext, laggingReadsContext } from "~/db/context.server";
import { closeProcessReplica, laggingReadsDatabase } from "~/db/replica.server";
import { startReplica } from "~/db/replica-start.server";
import { getAuth } from "~/features/accounts/auth.server";
import { closeRateLimits } from "~/features/accounts/rate-limits.server";
import { type Bus, memoryBus, redisBus } from "~/features/calls/bus.server";
import { activeSessions, authorizeCall, callAttendanceRecorder, socketIdentity } from "~/features/calls/calls.server";
import { createCallHub } from "~/features/calls/hub.server";
import { PHOTO_UPLOAD_LIMIT } from "~/features/coaching/photo";
import { jobCounts, runTrackingJobs } from "~/features/jobs/queue.server";
import { kickJobs, startJobs } from "~/features/jobs/registry.server";
import { createInboxHub, withInbox } from "~/features/notifications/inbox-hub.server";
import { setLiveBus } from "~/features/notifications/live.server";
import {
  DEMO_IDP_ISSUER,
  demoClients,
  demoSsoClients,
  startDemoIdentityProvider,
} from "~/features/partners/demo-idp.server";
import { configureDemoSso } from "~/features/partners/sso.server";
import { bringReportsUpToDate } from "~/features/reports/partner-report.server";
import { streamHosts } from "~/features/webinars/webinars.server";
import { ensureOpenDemoCall } from "~/seed/coaches";
import { seedDemoData } from "~/seed/seed.server";
import { demoIdpMode, env, siteOrigin, startupProblem } from "~/utils/env.server";
import { loggableUrl } from "~/utils/loggable-url";
import { logger } from "~/utils/logger.server";
import { metricsText, observeState } from "~/utils/monitoring/metrics.server";
import { flushServerMonitoring, initServerMonitoring } from "~/utils/monitoring/sentry.server";
import { redisPing } from "~/utils/redis-ping.server";
import { requestContext } from "~/utils/request-context.server";
import { bodyLimit } from "./body-limit";
import { healthRoutes } from "./health";
import { mediaFiles } from "./media-files";
import { metricsEndpoint } from "./metrics";
import { monitoringTunnel } from "./monitoring-tunnel";
import { originCheck } from "./origin-check";
import { pageCompression } from "./page-compression";
import { requestLogging } from "./request-logging";
import { allowedMethods, PAGE_METHODS } from "./request-methods";
import { securityHeaders } from "./security-headers";
import { createSocketEndpoint, type Identity, isSameOrigin, trustedClientAddress } from "./websocket";

const config = env();
const production = config.NODE_ENV === "production";

export const app = express();
app.disable("x-powered-by");
app.set("trust proxy", config.TRUST_PROXY);

app.use(requestLogging(logger));
const redisCheck = config.REDIS_URL ? redisPing(config.REDIS_URL) : null;
app.use(
  healthRoutes({ database: pingDatabase, ...(redisCheck ? { redis: redisCheck.ping } : {}) }, (name, error) =>
    logger.error({ err: error }, `readiness check failed: ${name} unreachable`),
  ),
);
app.get("/metrics", metricsEndpoint(config.METRICS_TOKEN, metricsText));
observeState(
  "vitaal_jobs",
  "Unfinished jobs by queue and state (queued, active, failed, dead).",
  ["queue", "state"],
  async () =>
    (await jobCounts(await getDb())).map(({ queue, state, count }) => ({ labels: { queue, state }, value: count })),
);
observeState("vitaal_db_pool_connections", "Database pool connections by state.", ["state"], async () => {
  const pool = await databasePoolStats();
  if (!pool) return [];
  return [
    { labels: { state: "idle" }, value: pool.idle },
    { labels: { state: "busy" }, value: pool.total - pool.idle },
    { labels: { state: "waiting" }, value: pool.waiting },
  ];
});
app.post(
  "/monitoring",
  monitoringTunnel({
    dsn: config.SENTRY_DSN,
    ratePerMinute: config.MONITORING_RATE_LIMIT,
    onForwardError: (error) => logger.warn({ err: error }, "could not forward an error report"),
  }),
);
app.use(securityHeaders({ production, frameHosts: streamHosts() }));
// Media items' files answer to their items' rule (a partner's for its members only); before
// compression, which would break their byte ranges.
app.use(mediaFiles());
// Pages compressed on the fly, cheaply; static files come compressed from the build (server.js).
app.use(pageCompression());
// Pages are read and their forms posted: other methods (PUT, DELETE, TRACE, …) end here with 405.
app.use(allowedMethods(PAGE_METHODS));
// Forms post small bodies; anything larger is refused before it reaches a route. (No body
// parser here: React Router reads the request stream itself.)
// Forms with an image (a coach's photo, a partner's logo) may send the image's limit and the fields.
const imageForm = PHOTO_UPLOAD_LIMIT + 64 * 1024;
app.use(
  bodyLimit(100 * 1024, {
    "/coach/profile": imageForm,
    "/admin/partners": imageForm,
    "/admin/partners/*": imageForm,
    // A list of coaches to invite may come as a CSV file of up to 100 KB.
    "/admin/coaches": 100 * 1024 + 16 * 1024,
  }),
);
app.use(originCheck());
// A job a request queues (mail, a waitlist's promotion) runs as soon as the request is answered.
app.use((_req, res, next) => runTrackingJobs(next, (listener) => res.once("finish", listener), kickJobs));
// Of better-auth's endpoints only the targets of the links in our mails are public; logins,
// signups and resets run through the app's own rate-limited actions.
const authHandler = async (req: Request, res: Response) => {
  toNodeHandler(await getAuth())(req, res);
};
app.get("/api/auth/verify-email", authHandler);
app.get("/api/auth/reset-password/:token", authHandler);

// In production the build is loaded once: handed a function, React Router would rebuild its route
// tables on every request (which development wants, for changed files).
const loadBuild = () => import("virtual:react-router/server-build");
const buildOnce = production ? loadBuild() : null;
app.all(
  "/{*any}",
  createRequestHandler({
    build: buildOnce ? await buildOnce : loadBuild,
    async getLoadContext(req: Request, res: Response) {
      const context = new RouterContextProvider();
      context.set(databaseContext, await getDb());
      // Reads that may lag go to the replica only while its latest reading found it usable.
      context.set(laggingReadsContext, laggingReadsDatabase());
      context.set(requestContext, {
        requestId: res.locals.requestId,
        nonce: res.locals.nonce,
        clientIp: req.ip ?? "unknown",
      });
      return context;
    },
  }),
);

app.use((error: unknown, req: Request, res: Response, next: (error?: unknown) => void) => {
  const status = (error as { status?: number; statusCode?: number }).status ?? 500;
  if (res.headersSent) return next(error);
  if (status >= 400 && status < 500) {
    // Malformed requests (a broken URL encoding, say): the client's mistake, never a 500.
    res
      .status(status)
      .type("text/plain")
      .send(status === 413 ? "Payload too large" : "Bad request");
    return;
  }
  (res.locals.log ?? logger).error({ err: error, url: loggableUrl(req.originalUrl) }, "unhandled server error");
  res.status(500).type("text/plain").send(`Internal server error (digest ${res.locals.requestId})`);
});

// Call signalling and the live updates of open pages: in process, or through Redis when several
// instances serve them. Both hold this stand-in, so they follow when Redis replaces the memory bus.
let bus: Bus = memoryBus();
const sharedBus: Bus = {
  publish: (...args) => bus.publish(...args),
  subscribe: (...args) => bus.subscribe(...args),
  close: () => bus.close(),
};
setLiveBus(sharedBus);
const inbox = createInboxHub({ bus: sharedBus });
const hub = createCallHub({
  bus: sharedBus,
  authorize: async (userId, appointmentId, now) => authorizeCall(await getDb(), userId, appointmentId, now),
  attendance: callAttendanceRecorder(getDb),
  activeSessions: async (sessionIds, now) => activeSessions(await getDb(), sessionIds, now),
});

/** The logged-in account behind a WebSocket upgrade, and its session, from its session cookie. */
async function identify(req: IncomingMessage): Promise<Identity | null> {
  return socketIdentity(await getAuth(), req);
}

// Caps per client address use the address Express trusts (TRUST_PROXY), as the rate limits do.
const sockets = createSocketEndpoint({
  allowedOrigin: isSameOrigin,
  authenticate: identify,
  // A signed-in page's socket may also listen to its own inbox (`{ type: "inbox" }`).
  hub: withInbox(hub, inbox),
  clientAddress: trustedClientAddress(app.get("trust proxy fn")),
});
observeState("vitaal_websockets", "Open WebSockets on this instance by state.", ["state"], () => {
  const { open, authenticated, inRoom } = sockets.stats();
  return [
    { labels: { state: "open" }, value: open },
    { labels: { state: "authenticated" }, value: authenticated },
    { labels: { state: "in_room" }, value: inRoom },
    { labels: { state: "inbox" }, value: inbox.stats().listeners },
  ];
});
observeState(
  "vitaal_live_events_delivered",
  "Live updates (a new message, a read receipt, a notification) handed to open pages on this instance since it started.",
  [],
  () => [{ value: inbox.stats().delivered }],
);
observeState("vitaal_call_rooms", "Call rooms with someone in them on this instance.", [], () => [
  { value: hub.stats().rooms },
]);
observeState(
  "vitaal_websocket_refusals",
  "WebSocket upgrades refused and messages dropped on this instance since it started, by reason.",
  ["kind", "reason"],
  () => {
    const { refused, dropped } = sockets.stats();
    return [
      ...Object.entries(refused).map(([reason, value]) => ({ labels: { kind: "upgrade", reason }, value })),
      ...Object.entries(dropped).map(([reason, value]) => ({ labels: { kind: "message", reason }, value })),
    ];
  },
);

export function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
  sockets.onUpgrade(req, socket, head);
}

let demoIdp: { close(): Promise<void> } | undefined;
let jobRunner: { stop(): Promise<void> } | undefined;

/**
 * Prepares the process: error reporting, schema, and in the demo (DEMO_MODE, never production) the
 * demo data on a fresh database. Nothing here reaches the SMTP server: when it is down, mail waits
 * in the job queue and the site still starts.
 */
export async function start() {
  // server.js checks this before it loads the build; checked again for any other way in.
  const problem = startupProblem(process.env);
  if (problem) throw new Error(problem);
  await initServerMonitoring();
  await migrateDatabase();
  await startReplica({ databaseUrl: config.DATABASE_URL, demo: config.DEMO_MODE, primary: getDb });
  // The queue opens before the demo seed, which queues mail; its workers start with it.
  jobRunner = await startJobs({ work: true, pollingIntervalSeconds: config.JOB_POLL_SECONDS });
  if (config.DEMO_MODE) {
    // Instances starting together seed once: the second finds the data of the first.
    const { result, opened } = await startupExclusive(async () => ({
      result: await seedDemoData({ onlyIfEmpty: true }),
      opened: await ensureOpenDemoCall(await getDb(), new Date()),
    }));
    if (!result.skipped) logger.info({ inserted: result.inserted }, "demo data loaded");
    if (opened) logger.info("demo call open for the demo member and coach");
    // The demo's partner reports open at once: their closed months are decided before it is ready.
    const decided = await bringReportsUpToDate(await getDb(), new Date());
    if (decided > 0) logger.info({ partners: decided }, "demo partner reports brought up to date");
  }
  await startDemoSso();
  if (config.REDIS_URL) {
    bus = await redisBus(config.REDIS_URL);
    logger.info("call signalling goes through Redis");
  }
}

/** The demo's SSO partners log in at a local identity provider (only with DEMO_MODE). */
async function startDemoSso() {
  const mode = demoIdpMode(config);
  if (mode === "off") return;
  if (mode === "start") {
    const site = siteOrigin(config);
    const redirectUris = [`${site}/sso/callback`, `http://127.0.0.1:${config.PORT}/sso/callback`];
    try {
      demoIdp = await startDemoIdentityProvider({ clients: demoClients(redirectUris) });
    } catch (error) {
      logger.warn({ err: error }, "the demo identity provider could not start; partner single sign-on is off");
      return;
    }
  }
  await configureDemoSso(DEMO_IDP_ISSUER, demoSsoClients);
}

export async function stop() {
  sockets.close();
  hub.close();
  setLiveBus(null);
  await bus.close();
  await closeRateLimits();
  await redisCheck?.close();
  await demoIdp?.close();
  // Running jobs finish (or are taken up again by another instance after their expiry) before the
  // database closes.
  await jobRunner?.stop();
  await closeProcessReplica();
  await closeDatabase();
  await flushServerMonitoring();
}
