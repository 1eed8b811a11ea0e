import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { connect } from "../app/db/connection.server";
import { upsertCoaches } from "../app/seed/coaches";
import { demoCoaches } from "../app/seed/coaches-data";
import { admin } from "../tests/support/test-db";

/** Waits until `url` answers 2xx (the server's /readyz), or fails after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

/** Builds the app once when no production build is there yet. */
export function ensureBuild() {
  if (existsSync("build/server/index.js")) return;
  if (spawnSync("npx", ["react-router", "build"], { stdio: "inherit" }).status !== 0) throw new Error("build failed");
}

/**
 * Starts a production server (`server.js`, or `script`) on 127.0.0.1:`port` with `env` over the
 * process's own; its output goes to stderr only. With `pin`, on the first core (taskset).
 */
export function startServer(
  port: number,
  env: Record<string, string>,
  options: { script?: string; nodeArgs?: string[]; pin?: boolean } = {},
): ChildProcess {
  const { script = "server.js", nodeArgs = [], pin = false } = options;
  const command = pin ? "taskset" : process.execPath;
  const args = pin ? ["-c", "0", process.execPath, ...nodeArgs, script] : [...nodeArgs, script];
  return spawn(command, args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
  });
}

/** Stops the servers started, and gives them `ms` to go. */
export async function stopServers(servers: (ChildProcess | undefined)[], ms: number) {
  for (const server of servers) server?.kill("SIGTERM");
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Makes the database `name` on the PostgreSQL server, migrated, with 200 published coaches (the
 * demo coaches again and again under new slugs, with their weekly hours); answers its URL.
 */
export async function coachesDatabase(serverUrl: string, name: string): Promise<string> {
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const connection = await connect({ kind: "postgres", url: url.toString(), max: 2 });
  await connection.migrate();
  const coaches = Array.from({ length: 200 }, (_, i) => {
    const base = demoCoaches[i % demoCoaches.length] as (typeof demoCoaches)[number];
    return { ...base, email: undefined, slug: `${base.slug}-${i}`, name: `${base.name} ${i}` };
  });
  await upsertCoaches(connection.db, coaches, new Date());
  await connection.close();
  return url.toString();
}
