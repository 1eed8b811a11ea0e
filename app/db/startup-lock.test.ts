import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { admin } from "../../tests/support/test-db";
import { connect } from "./connection.server";

// Several instances start at the same moment against one PostgreSQL database: the first migrates,
// the others wait for it and find nothing left to do. Without the lock, Drizzle's migrator in two
// processes reads the same "applied so far" and both apply the rest (and one fails half-way).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)("start-up work on PostgreSQL", () => {
  it("migrates once when three instances start together", async () => {
    const name = `vitaal_lock_${randomBytes(6).toString("hex")}`;
    await admin(serverUrl as string, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const instances = await Promise.all(
      [1, 2, 3].map(() => connect({ kind: "postgres", url: url.toString(), max: 3 })),
    );
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const [first] = instances;
      if (!first) throw new Error("no instance");
      const twice = (await first.db.execute(
        sql`select hash from drizzle.__drizzle_migrations group by hash having count(*) > 1`,
      )) as unknown as { rows: unknown[] };
      expect(twice.rows).toEqual([]);
      const tables = (await first.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: { n: number }[] };
      expect(tables.rows[0]?.n).toBeGreaterThan(20);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin(serverUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });

  it("runs exclusive work one instance at a time", async () => {
    const name = `vitaal_lock_${randomBytes(6).toString("hex")}`;
    await admin(serverUrl as string, `CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${name}`;
    const instances = await Promise.all([1, 2].map(() => connect({ kind: "postgres", url: url.toString(), max: 2 })));
    try {
      const log: string[] = [];
      const work = (who: string) => async () => {
        log.push(`${who} in`);
        await new Promise((resolve) => setTimeout(resolve, 100));
        log.push(`${who} out`);
      };
      await Promise.all(instances.map((instance, index) => instance.exclusive(work(String(index)))));
      // Never two inside at once: every "in" is followed by its own "out".
      expect(log).toHaveLength(4);
      expect(log[1]).toBe(log[0]?.replace("in", "out"));
      expect(log[3]).toBe(log[2]?.replace("in", "out"));
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await admin(serverUrl as string, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  });
});
