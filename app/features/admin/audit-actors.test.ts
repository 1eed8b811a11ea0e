import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { desc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditActors as auditActorsTable, auditLog } from "~/db/schema/admin";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { auditPageHref } from "./audit-view";
import { AUDIT_ACTOR_CHOICES, auditActors } from "./audit-view.server";

// The audit filter's people come from `audit_actors`, which the database keeps as entries are
// written: each actor once, with the label and time of their latest entry.

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
}, 120_000);
afterAll(() => test?.close());

const entry = (actorId: string, actorLabel: string, at: string, entityId = "x") => ({
  at: new Date(at),
  actorId,
  actorLabel,
  action: "update",
  entity: "user",
  entityId,
});

const table = async () =>
  (await test.db.select().from(auditActorsTable).orderBy(auditActorsTable.actorId)).map((row) => ({
    id: row.actorId,
    label: row.label,
    at: row.lastAt.toISOString(),
  }));

/** Each actor's latest entry, read from the whole trail: what the table must always agree with. */
const fromTheTrail = async () =>
  (
    (await test.db.execute(sql`
      select distinct on (actor_id) actor_id as id, actor_label as label, at
      from audit_log order by actor_id, at desc, id desc`)) as unknown as {
      rows: { id: string; label: string; at: Date | string }[];
    }
  ).rows.map((row) => ({ id: row.id, label: row.label, at: new Date(row.at).toISOString() }));

describe("the actors of the trail", () => {
  it("keeps each actor's latest label and time as entries are written, one at a time or many at once", async () => {
    await test.db.insert(auditLog).values(entry("anna", "Anna <anna@example.com>", "2026-03-01T10:00:00Z"));
    expect(await table()).toEqual([{ id: "anna", label: "Anna <anna@example.com>", at: "2026-03-01T10:00:00.000Z" }]);
    // Several entries by several people in one statement: each actor's latest wins.
    await test.db
      .insert(auditLog)
      .values([
        entry("anna", "Anna Smit <anna@example.com>", "2026-03-02T10:00:00Z"),
        entry("bram", "Bram <bram@example.com>", "2026-03-01T09:00:00Z"),
        entry("anna", "Anna S. <anna@example.com>", "2026-03-01T12:00:00Z"),
        entry("bram", "Bram B. <bram@example.com>", "2026-03-01T11:00:00Z"),
      ]);
    // An entry dated before the latest one (written late) leaves the latest label in place.
    await test.db.insert(auditLog).values(entry("anna", "Anna (old) <anna@example.com>", "2026-02-01T10:00:00Z"));
    expect(await table()).toEqual([
      { id: "anna", label: "Anna Smit <anna@example.com>", at: "2026-03-02T10:00:00.000Z" },
      { id: "bram", label: "Bram B. <bram@example.com>", at: "2026-03-01T11:00:00.000Z" },
    ]);
    expect(await table()).toEqual(await fromTheTrail());
  });

  it("is filled from the entries written before it existed (the migration's back-fill)", async () => {
    const migration = readFileSync(resolve(process.cwd(), "drizzle/0031_audit_actors.sql"), "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .map((statement) => statement.trim())
      .find((statement) => /^(--[^\n]*\n)*INSERT INTO audit_actors/.test(statement));
    expect(backfill).toBeDefined();
    await test.db
      .insert(auditLog)
      .values([
        entry("carla", "Carla <carla@example.com>", "2026-01-05T08:00:00Z"),
        entry("carla", "Carla de Boer <carla@example.com>", "2026-01-06T08:00:00Z"),
      ]);
    const before = await table();
    await test.db.delete(auditActorsTable);
    expect(await table()).toEqual([]);
    await test.db.execute(sql.raw(backfill as string));
    expect(await table()).toEqual(before);
    expect(await table()).toEqual(await fromTheTrail());
  });

  it("offers the most recently active first, at most the cap, and the chosen one wherever they are", async () => {
    const base = Date.parse("2026-05-01T00:00:00Z");
    const many = Array.from({ length: AUDIT_ACTOR_CHOICES + 30 }, (_, index) =>
      entry(`p${String(index).padStart(4, "0")}`, `Person ${index}`, new Date(base + index * 60_000).toISOString()),
    );
    await test.db.insert(auditLog).values(many);
    const offered = await auditActors(test.db);
    expect(offered).toHaveLength(AUDIT_ACTOR_CHOICES);
    const expected = await test.db
      .select({ id: auditActorsTable.actorId, label: auditActorsTable.label })
      .from(auditActorsTable)
      .orderBy(desc(auditActorsTable.lastAt), desc(auditActorsTable.actorId))
      .limit(AUDIT_ACTOR_CHOICES);
    expect(offered).toEqual(expected);
    expect(offered[0]).toEqual({
      id: `p${String(AUDIT_ACTOR_CHOICES + 29).padStart(4, "0")}`,
      label: `Person ${AUDIT_ACTOR_CHOICES + 29}`,
    });
    // The earliest people are past the cap; chosen, they are offered too (after the others), once.
    expect(offered.some((actor) => actor.id === "anna")).toBe(false);
    const withAnna = await auditActors(test.db, "anna");
    expect(withAnna).toHaveLength(AUDIT_ACTOR_CHOICES + 1);
    expect(withAnna.at(-1)).toEqual({ id: "anna", label: "Anna Smit <anna@example.com>" });
    expect(await auditActors(test.db, offered[3]?.id)).toEqual(offered);
    // Someone who never wrote an entry is not made up.
    expect(await auditActors(test.db, "nobody")).toEqual(offered);
  });

  it("reads the most recently active from the index on time, not by sorting the table", async () => {
    // On a table this small a sequential scan always wins: forbidden, so that the plan names the
    // index exactly when it serves the query's shape.
    const plan = await test.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain select actor_id, label from audit_actors order by last_at desc, actor_id desc limit 200`,
      )) as unknown as { rows: Record<string, string>[] };
      return result.rows.map((line) => Object.values(line)[0]).join("\n");
    });
    expect(plan).toContain("audit_actors_last_at_idx");
    expect(plan).not.toMatch(/Sort/);
  });

  it("links an entry's actor to the filter, keeping the other filters and starting at the newest entries", () => {
    const values = { actor: "", entity: "user", from: "2026-01-01", until: "", older: 120, newer: null };
    expect(auditPageHref({ ...values, actor: "anna" })).toBe("/admin/audit?actor=anna&entity=user&from=2026-01-01");
  });
});
