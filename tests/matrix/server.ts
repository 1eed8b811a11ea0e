import { randomBytes } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import express from "express";
import type { Database } from "~/db/connection.server";
import { JOB_SCHEDULES } from "~/features/jobs/names";
import { DEAD_LETTERS, INTERNAL_QUEUE_PREFIX } from "~/features/jobs/queue.server";
import { admin } from "../support/test-db";

// The production build, served in this process on the demo data, for the authorization matrix and
// the bad-input run. Each test file runs in a fork of its own (vitest.config.ts: pool "forks"),
// so the environment set here belongs to that file's server alone.

export const roles = ["visitor", "memberA", "memberB", "coachX", "coachY", "partnerAdmin", "admin"] as const;
export type Role = (typeof roles)[number];
export type Person = Exclude<Role, "visitor">;

export const DEMO_PASSWORD = "demo-password-1";

/**
 * Who each role is in the demo data (`app/seed/`), and the door each logs in at. Member B
 * belongs to another partner than member A (OHRA, not Deloitte); coach Y runs another practice
 * than coach X; the partner admin administers Deloitte through a partner membership with role
 * admin and has no platform role beyond member.
 */
export const people: Record<Person, { email: string; door: string }> = {
  memberA: { email: "member@example.com", door: "/en/login" },
  memberB: { email: "lotte@example.com", door: "/en/login" },
  coachX: { email: "coach@example.com", door: "/coach/login" },
  coachY: { email: "coach2@example.com", door: "/coach/login" },
  partnerAdmin: { email: "partner@example.com", door: "/en/login" },
  admin: { email: "admin@example.com", door: "/en/login" },
};

/** Member B's history with coach Y, so the other member's and the other coach's ids exist. */
export const secondHistory = {
  member: people.memberB.email,
  coach: people.coachY.email,
  key: "matrix-second-pair",
  topics: { intake: "Getting to know each other.", coaching: "Sleeping through the night again." },
};

export type DatabaseKind = "PGlite" | "PostgreSQL";

export interface TestServer {
  origin: string;
  kind: DatabaseKind;
  /** The session cookie of each role (none for the visitor). */
  cookies: Record<Role, string>;
  /** A new session for a role, for a request that ends the one it is sent with (logging out). */
  logIn(role: Person): Promise<string>;
  query<T = Record<string, unknown>>(text: string): Promise<T[]>;
  stop(): Promise<void>;
}

const buildFile = resolve("build/server/index.js");

interface ServerBuild {
  app: express.Express;
  start(): Promise<void>;
  stop(): Promise<void>;
  onUpgrade(...args: unknown[]): void;
}

/**
 * Starts the production build of the demo on a fresh database (PostgreSQL when TEST_DATABASE_URL
 * is set, else PGlite in a temporary folder) and logs in every role. Set-up as `npm start` does it:
 * migrations, demo data and the open demo call come from the build's own `start()`.
 */
export async function startServer(): Promise<TestServer> {
  if (!existsSync(buildFile)) {
    throw new Error(
      "The production build is missing (build/server/index.js): run `npx react-router build` first (npm test does).",
    );
  }
  // The port is taken first: the site's origin must be in the environment before the build loads.
  let handler: http.RequestListener = (_req, res) => {
    res.statusCode = 503;
    res.end();
  };
  const listener = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((done) => listener.listen(0, "127.0.0.1", done));
  const port = (listener.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  const serverUrl = process.env.TEST_DATABASE_URL;
  const kind: DatabaseKind = serverUrl ? "PostgreSQL" : "PGlite";
  let dropDatabase = async () => {};
  let dataDir: string | undefined;
  delete process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `vitaal_matrix_${randomBytes(6).toString("hex")}`;
    await admin(serverUrl, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.env.DATABASE_URL = url.toString();
    dropDatabase = () => admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } else {
    dataDir = mkdtempSync(join(tmpdir(), "vitaal-matrix-"));
    process.env.DATA_DIR = dataDir;
  }
  Object.assign(process.env, {
    NODE_ENV: "production",
    DEMO_MODE: "true",
    DEMO_IDP: "off",
    LOG_LEVEL: "silent",
    // Every role logs in, and the bad-input run posts to the login forms many times over.
    AUTH_CLIENT_LIMIT: "100000",
    HOST: "127.0.0.1",
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    // The job runner only runs when a request kicks it (after a booking, say), not on a timer in
    // the middle of a comparison of the database before and after a request.
    JOB_POLL_SECONDS: "3600",
  });
  for (const name of ["SMTP_URL", "SENTRY_DSN", "REDIS_URL", "STUN_URLS", "TURN_URLS", "TURN_SECRET"]) {
    delete process.env[name];
  }

  let build: ServerBuild | undefined;
  const release = async () => {
    await new Promise<void>((done) => {
      listener.close(() => done());
      listener.closeAllConnections();
    });
    await build?.stop();
    await dropDatabase();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  let db: Database;
  try {
    build = (await import(/* @vite-ignore */ pathToFileURL(buildFile).href)) as ServerBuild;
    // As server.js mounts it in production.
    const root = express();
    root.disable("x-powered-by");
    root.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false }));
    root.use(express.static("build/client", { maxAge: "1h", index: false }));
    root.use(build.app);
    await build.start();
    handler = root;
    // The sockets (notifications, calls), as server.js mounts them.
    listener.on("upgrade", (req, socket, head) => build?.onUpgrade(req, socket, head));

    // The build and `~/db/client.server` share the process's one connection (globalThis.__vitaalDb).
    const { getDb } = await import("~/db/client.server");
    const { seedDemoHistory } = await import("~/seed/coaches");
    db = await getDb();
    await seedDemoHistory(db, new Date(), secondHistory);
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }

  const query = async <T>(text: string): Promise<T[]> =>
    ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;

  const logIn = async (role: Person): Promise<string> => {
    const { email, door } = people[role];
    const response = await fetch(`${origin}${door}`, {
      method: "POST",
      redirect: "manual",
      headers: { origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
    });
    await response.arrayBuffer();
    const cookie = sessionCookie(response);
    if (response.status !== 302 || !cookie.includes("session")) {
      throw new Error(`${email} could not log in at ${door}: ${response.status}`);
    }
    return cookie;
  };

  const cookies = { visitor: "" } as Record<Role, string>;
  try {
    for (const role of roles) if (role !== "visitor") cookies[role] = await logIn(role);
  } catch (error) {
    await release().catch(() => {});
    throw error;
  }

  return {
    origin,
    kind,
    cookies,
    logIn,
    query,
    stop: release,
  };
}

/** The session cookie among a response's cookies (a cleared cookie is left out). */
function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/**
 * A new account, logged in and at the start of its onboarding (an unverified member who has not
 * finished it); returns its session cookie.
 */
export async function newcomer(server: TestServer, email: string): Promise<string> {
  const form = { origin: server.origin, "content-type": "application/x-www-form-urlencoded" };
  const password = "a calm and long password";
  // Signing up logs nobody in (it answers a known address the same); the newcomer then logs in.
  const signup = await fetch(`${server.origin}/en/signup`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ name: "Sam de Wit", email, password }),
  });
  await signup.arrayBuffer();
  if (signup.status !== 302) throw new Error(`${email} could not sign up: ${signup.status}`);
  const response = await fetch(`${server.origin}/en/login`, {
    method: "POST",
    redirect: "manual",
    headers: form,
    body: new URLSearchParams({ email, password }),
  });
  await response.arrayBuffer();
  const cookie = sessionCookie(response);
  if (response.status !== 302 || !cookie.includes("session")) {
    throw new Error(`${email} could not log in after signing up: ${response.status}`);
  }
  return cookie;
}

export interface Sent {
  method: "GET" | "POST";
  path: string;
  status: number;
  location: string | null;
  /** The start of the body of a 5xx, to name the failure. */
  body: string;
}

/** Field values: one string, several (a field sent more than once), or a file where text belongs. */
export type FieldValue = string | string[] | { file: string };
export type Form = Record<string, FieldValue>;

/** One request as a role: redirects are not followed, so a 302 and where it goes are seen. */
export async function send(
  server: TestServer,
  request: { method: "GET" | "POST"; path: string; cookie: string; form?: Form },
): Promise<Sent> {
  const headers: Record<string, string> = { "accept-language": "en" };
  if (request.cookie) headers.cookie = request.cookie;
  let body: BodyInit | undefined;
  if (request.method === "POST") {
    headers.origin = server.origin;
    const form = request.form ?? {};
    const hasFile = Object.values(form).some((value) => typeof value === "object" && !Array.isArray(value));
    if (hasFile) {
      const multipart = new FormData();
      for (const [name, value] of Object.entries(form)) {
        if (typeof value === "string") multipart.append(name, value);
        else if (Array.isArray(value)) for (const item of value) multipart.append(name, item);
        else multipart.append(name, new Blob([value.file], { type: "application/octet-stream" }), "file.bin");
      }
      body = multipart;
    } else {
      const encoded = new URLSearchParams();
      for (const [name, value] of Object.entries(form)) {
        for (const item of Array.isArray(value) ? value : [value as string]) encoded.append(name, item);
      }
      headers["content-type"] = "application/x-www-form-urlencoded";
      body = encoded.toString();
    }
  }
  const response = await fetch(`${server.origin}${request.path}`, {
    method: request.method,
    redirect: "manual",
    headers,
    body,
  });
  const text = await response.text();
  const location = response.headers.get("location");
  return {
    method: request.method,
    path: request.path,
    status: response.status,
    location: location ? location.replace(server.origin, "") : null,
    body: response.status >= 500 ? text.slice(0, 300) : "",
  };
}

export interface RawSent {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The whole body (a refusal's page is read for its message). */
  body: string;
}

/**
 * One request exactly as given, through node:http rather than fetch: any method (fetch refuses
 * TRACE and CONNECT), any Content-Type or none (fetch adds one of its own to a text body), and no
 * connection kept for the next request.
 */
export function sendRaw(
  server: TestServer,
  request: { method: string; path: string; cookie?: string; headers?: Record<string, string>; body?: string },
): Promise<RawSent> {
  const url = new URL(request.path, server.origin);
  const headers: Record<string, string> = { "accept-language": "en", ...request.headers };
  if (request.cookie) headers.cookie = request.cookie;
  if (request.body !== undefined) {
    headers.origin ??= server.origin;
    headers["content-length"] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve, reject) => {
    const sent = http.request(url, { method: request.method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      response.on("error", reject);
    });
    sent.on("error", reject);
    sent.setTimeout(60_000, () => sent.destroy(new Error("no answer in 60 s")));
    sent.end(request.body);
  });
}

let jobsSince: string | undefined;
/** Each server's last fingerprint, with the snapshot it was taken at. */
const fingerprints = new WeakMap<TestServer, { snapshot: string; print: Map<string, string> }>();

/**
 * A fingerprint of every table in the schema `public`, and of the job queue: row counts and an md5.
 * Of a table, the md5 is over each row's version, its place (`ctid`) and the transaction that wrote
 * it (`xmin`): PostgreSQL (PGlite too) writes every insert and every update, even one that sets the
 * same values, as a new row version with the writing transaction's id, and a delete takes the
 * version away, so an unchanged fingerprint proves that no row was written, which the rows' text
 * proved before at the cost of reading and sorting all of it. (Only a rewrite of the table, as
 * VACUUM FULL does and nothing here runs, would move a row without a write: a change reported, not
 * one missed.) Of a job only what a request decides (its id, which comes from its name and key, its
 * queue and payload), by its text: the workers' bookkeeping (state, attempts, output, and the time
 * of the next attempt after a failure) moves without any request, and so do the periodic jobs of the
 * queue's cron. A job that a refused request queued would still show, as a new row.
 */
export async function fingerprint(server: TestServer): Promise<Map<string, string>> {
  // Jobs from before the first fingerprint (the demo's, and the queue's own upkeep of them, such as
  // deleting a job a week past its time) are not the requests' doing.
  jobsSince ??= (await server.query<{ at: string }>("select now()::text as at"))[0]?.at;
  // A transaction is given an id only when it first writes, and the snapshot names the next id and
  // every writing transaction still open: while it has not changed, nothing was written or committed
  // since the last fingerprint, which therefore still holds (most refused requests write nothing at
  // all, and reading every table after each of them was most of the bad-input run's time).
  const [now] = await server.query<{ snapshot: string }>("select pg_current_snapshot()::text as snapshot");
  const cached = fingerprints.get(server);
  if (now && cached?.snapshot === now.snapshot) return cached.print;
  const tables = await server.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name",
  );
  const parts = [
    ...tables.map(({ name }) => ({
      name,
      from: `"${name}" t`,
      row: "t.ctid::text || '@' || t.xmin::text",
      by: "t.ctid",
    })),
    {
      name: "pgboss.job",
      // Not the dead letters, nor the periodic jobs pg-boss's cron queues on its own clock (through an
      // internal queue of its own).
      from: `pgboss.job t where t.created_on >= '${jobsSince}'::timestamptz and t.name <> '${DEAD_LETTERS}'
        and left(t.name, ${INTERNAL_QUEUE_PREFIX.length}) <> '${INTERNAL_QUEUE_PREFIX}' and t.name not in (${Object.keys(
          JOB_SCHEDULES,
        )
          .map((name) => `'${name}'`)
          .join(", ")})`,
      row: "(t.id, t.name, t.data)::text",
      by: "(t.id, t.name, t.data)::text",
    },
  ].map(
    ({ name, from, row, by }) =>
      `select '${name}' as name, count(*)::text || ':' || coalesce(md5(string_agg(${row}, '|' order by ${by})), '') as print from ${from}`,
  );
  const rows = await server.query<{ name: string; print: string }>(parts.join(" union all "));
  const print = new Map(rows.map((item) => [item.name, item.print]));
  // Taken before the tables were read: a write in between changes it, and the next call reads again.
  if (now) fingerprints.set(server, { snapshot: now.snapshot, print });
  return print;
}

/** The tables whose fingerprint differs. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
}

/**
 * Waits until the jobs that an accepted request set going have run: they are run at once after a
 * booking or a registration and work on after the response, and their work must not be taken for
 * the next request's. A job in flight is active.
 */
export async function settle(server: TestServer): Promise<void> {
  // The runner claims what is due as the action returns; a moment lets that claim land first.
  await new Promise((done) => setTimeout(done, 5));
  for (let i = 0; i < 100; i++) {
    const [flight] = await server.query<{ n: string }>(
      "select count(*)::text as n from pgboss.job where state = 'active'",
    );
    if (flight?.n === "0") return;
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** A line of the summary that `npm test` prints at its end (scripts/test.ts). */
export function summarise(kind: DatabaseKind, line: string) {
  console.log(line);
  mkdirSync(".tmp", { recursive: true });
  appendFileSync(".tmp/matrix-summary.txt", `${kind}: ${line}\n`);
}
