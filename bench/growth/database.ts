// Makes a growth database: created on the server, migrated by the app's own migrations, with the
// job queue's schema and the demo data (what DEMO_MODE seeds), then grown (grow.ts).
import pg from "pg";
import { connect } from "../../app/db/connection.server";
import { refreshAllNextFree } from "../../app/features/coaching/next-free.server";
import { JOB_NAMES } from "../../app/features/jobs/names";
import { openJobQueue, setJobQueue } from "../../app/features/jobs/queue.server";
import { seedDemoData } from "../../app/seed/seed.server";
import { admin } from "../../tests/support/test-db";
import { grow } from "./grow";
import { databaseName, sizeOf } from "./sizes";

/** The URL of database `name` on the server at `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function databaseExists(serverUrl: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const result = await client.query("select 1 from pg_database where datname = $1", [name]);
    return (result.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

export async function dropDatabase(serverUrl: string, factor: number): Promise<void> {
  await admin(serverUrl, `DROP DATABASE IF EXISTS ${databaseName(factor)} WITH (FORCE)`);
}

/**
 * A fresh `growth_<factor>` (an old one is dropped first): migrated, with the demo, grown to the
 * factor and analyzed. Answers its URL and the seconds it took.
 */
export async function generate(serverUrl: string, factor: number): Promise<{ url: string; seconds: number }> {
  const started = performance.now();
  const name = databaseName(factor);
  await dropDatabase(serverUrl, factor);
  await admin(serverUrl, `CREATE DATABASE ${name}`);
  const url = databaseUrl(serverUrl, name);
  const connection = await connect({ kind: "postgres", url, max: 2 });
  try {
    await connection.migrate();
    // The queue's own schema (pgboss.*), its queues made, as the server makes them at start.
    const queue = await openJobQueue(connection, { names: [...JOB_NAMES] });
    setJobQueue(queue);
    try {
      await seedDemoData({ onlyIfEmpty: false }, connection.db);
    } finally {
      setJobQueue(undefined);
      await queue.stop(0);
    }
  } finally {
    await connection.close();
  }
  await grow(url, sizeOf(factor), (step, seconds) => console.log(`  ${name}: ${step} (${seconds.toFixed(1)} s)`));
  await nextFreeTimes(url, name);
  return { url, seconds: (performance.now() - started) / 1000 };
}

/**
 * Every coach's next free time, as the job queue keeps it in a running platform (the grown coaches
 * came in by SQL, past the jobs that would have computed theirs).
 */
export async function nextFreeTimes(url: string, name: string): Promise<void> {
  const started = performance.now();
  const connection = await connect({ kind: "postgres", url, max: 2 });
  try {
    const count = await refreshAllNextFree(connection.db, new Date());
    console.log(
      `  ${name}: next free times of ${count} coaches (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await connection.close();
  }
}
