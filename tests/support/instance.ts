import { type ChildProcess, spawn } from "node:child_process";
import pg from "pg";
import { admin } from "./test-db";

// Server instances of their own, on a fresh PostgreSQL database, for specs that need to put rows in
// place (a session with one place, a webinar about to start) or that run several instances.
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

async function ready(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance on ${port} did not start`);
}

export interface Instances {
  /** The database the instances share, for a spec's own rows. */
  databaseUrl: string;
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  stop(): Promise<void>;
  /** Sends the instance at `index` SIGTERM and waits until its process has exited; its exit code. */
  stopOne(index: number): Promise<number | null>;
  /** Kills the instance at `index` at once (SIGKILL: nothing finishes) and waits until it is gone. */
  killOne(index: number): Promise<void>;
  /** Starts the instance at `index` again (after `stopOne` or `killOne`) and waits for its /readyz. */
  startOne(index: number): Promise<void>;
}

export interface StartOptions {
  /** Start every instance at the same moment (they migrate and seed under a lock) instead of one by one. */
  together?: boolean;
}

/**
 * Starts production builds of the demo (DEMO_MODE) on these ports, one after the other (the first
 * migrates and loads the demo data), all on one new database that `stop` drops again.
 */
export async function startInstances(
  label: string,
  ports: readonly number[],
  env: Record<string, string> = {},
  { together = false }: StartOptions = {},
): Promise<Instances> {
  const name = `vitaal_${label}_${Date.now()}`;
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const children: ChildProcess[] = [];
  const spawnAt = (port: number) =>
    spawn(process.execPath, ["server.js"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: url.toString(),
        DEMO_MODE: "true",
        DEMO_IDP: "off",
        AUTH_SECRET: `${label}-instances-share-this-secret-0123456789`,
        LOG_LEVEL: "warn",
        SMTP_URL: "",
        SENTRY_DSN: "",
        PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
        ...env,
      },
    });
  if (together) {
    for (const port of ports) children.push(spawnAt(port));
    await Promise.all(ports.map((port) => ready(port)));
  } else {
    for (const port of ports) {
      children.push(spawnAt(port));
      await ready(port);
    }
  }
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    databaseUrl: url.toString(),
    query: (text, values) => pool.query(text, values),
    stop: async () => {
      await pool.end();
      for (const child of children) child.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
    stopOne: async (index) => {
      const child = children[index] as ChildProcess;
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
      child.kill("SIGTERM");
      return await exited;
    },
    killOne: async (index) => {
      const child = children[index] as ChildProcess;
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGKILL");
      await exited;
    },
    startOne: async (index) => {
      const port = ports[index] as number;
      children[index] = spawnAt(port);
      await ready(port);
    },
  };
}
