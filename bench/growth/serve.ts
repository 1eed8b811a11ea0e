// The production server for the growth benchmark: a copy of the build (others may rebuild
// `build/` meanwhile) served on a grown database, and the people who use it, signed in.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createHmac, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import pg from "pg";

const COPY = resolve(".tmp/growth-build");
export const AUTH_SECRET = "a-growth-benchmark-secret-that-is-long-enough-123";

/**
 * Copies the production build (made first when there is none) with what `server.js` loads before
 * it: the build and the migrations are read from the working directory (`build/…`, `drizzle/`),
 * the settings check next to it
 * (`app/utils/env.server.ts`); packages resolve from the project's node_modules above the copy.
 */
export function copyBuild(): string {
  if (!existsSync("build/server/index.js")) {
    if (spawnSync("npx", ["react-router", "build"], { stdio: "inherit" }).status !== 0) throw new Error("build failed");
  }
  rmSync(COPY, { recursive: true, force: true });
  mkdirSync(join(COPY, "app/utils"), { recursive: true });
  cpSync("build", join(COPY, "build"), { recursive: true });
  cpSync("server.js", join(COPY, "server.js"));
  // The server migrates its database at start, from the working directory's `drizzle/`.
  cpSync("drizzle", join(COPY, "drizzle"), { recursive: true });
  for (const file of ["env.server.ts", "public-env.ts"]) {
    if (existsSync(`app/utils/${file}`)) cpSync(`app/utils/${file}`, join(COPY, "app/utils", file));
  }
  return COPY;
}

/** Removes the copy (its TypeScript files would otherwise be checked with the project's). */
export function removeBuildCopy() {
  rmSync(COPY, { recursive: true, force: true });
}

/** Starts the copied production build on `port` against `databaseUrl` (not the demo). */
export function startServer(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ["server.js"], {
    cwd: COPY,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      DEMO_MODE: "false",
      // Production needs an https origin and a mail server to start; nothing is mailed, and the
      // pages are fetched over plain http with the session cookie set by hand.
      AUTH_SECRET,
      PUBLIC_ORIGIN: "https://vitaal.example",
      SMTP_URL: "smtp://127.0.0.1:2525",
    },
  });
}

export async function waitFor(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`the server stopped (exit code ${server.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

/** Resident and peak resident memory of a process, in MB (Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb("VmRSS") / 1024), peakMb: Math.round(kb("VmHWM") / 1024) };
}

/**
 * Cookie headers of a session for each account: a session row as better-auth writes it at login,
 * and its cookie signed as better-auth signs it (HMAC-SHA256 of the token, base64). The production
 * server names it with the `__Secure-` prefix (its origin is https).
 */
export async function signIn(databaseUrl: string, userIds: string[]): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const cookies = new Map<string, string>();
  try {
    for (const userId of userIds) {
      const token = randomBytes(24).toString("base64url");
      await client.query(
        `insert into sessions (id, token, user_id, expires_at, created_at, updated_at)
         values ($1, $2, $3, now() + interval '7 days', now(), now())`,
        [`growth-${token.slice(0, 12)}`, token, userId],
      );
      const signature = createHmac("sha256", AUTH_SECRET).update(token).digest("base64");
      cookies.set(userId, `__Secure-vitaal.session_token=${encodeURIComponent(`${token}.${signature}`)}`);
    }
  } finally {
    await client.end();
  }
  return cookies;
}
