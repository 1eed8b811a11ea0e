import { asc, desc, sql } from "drizzle-orm";
import { integer, pgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/admin";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { type AuditCursor, auditPage } from "./audit.server";
import { auditActors, auditEntityNames } from "./audit-view.server";
import { boundedCount, rowsOf } from "./counts.server";
import { addFigures, figureMessage, roughly } from "./figures";
import { PEOPLE_PAGE_SIZE, SEARCH_CAP, searchPeople } from "./people.server";

// What keeps the back office's pages the same cost at any size: counts that stop at a cap, the
// audit filters' choices read from a short table or by walking an index, the trail paged by keyset.

let test: TestDatabase;
const probe = pgTable("count_probe", { n: integer("n").notNull() });

beforeAll(async () => {
  test = await createTestDatabase();
  await test.db.execute(sql`create table count_probe (n integer not null)`);
  await test.db.execute(sql`insert into count_probe select g from generate_series(1, 40) as g`);
  // Entries by three people (one renamed since), about four kinds of things, several at the same
  // instant, in no particular order of insertion.
  const base = Date.parse("2026-06-01T09:00:00Z");
  const rows = Array.from({ length: 37 }, (_, index) => ({
    at: new Date(base + Math.floor(((index * 7) % 37) / 3) * 60_000),
    actorId: ["sara", "bram", "daan"][index % 3] as string,
    actorLabel: ["Sara", "Bram", "Daan"][index % 3] as string,
    action: "update",
    entity: ["user", "partner", "coach", "event-session"][index % 4] as string,
    entityId: `e${index}`,
  }));
  await test.db.insert(auditLog).values(rows);
  await test.db.insert(auditLog).values({
    at: new Date("2026-06-02T09:00:00Z"),
    actorId: "sara",
    actorLabel: "Sara de Wit <sara@example.com>",
    action: "update",
    entity: "user",
    entityId: "e-renamed",
  });
}, 120_000);

afterAll(() => test?.close());

describe("counts with a cap", () => {
  it("counts exactly up to the cap", async () => {
    expect(await boundedCount(test.db, rowsOf(probe, sql`${probe.n} > 30`), probe, 10)).toEqual({
      kind: "exact",
      value: 10,
    });
    expect(await boundedCount(test.db, rowsOf(probe), probe, 40)).toEqual({ kind: "exact", value: 40 });
  });

  it("beyond the cap says 'more than' without statistics, and estimates once the table is analyzed", async () => {
    const over = rowsOf(probe, sql`${probe.n} > 5`);
    expect(await boundedCount(test.db, over, probe, 10)).toEqual({ kind: "over", value: 10 });
    await test.db.execute(sql`analyze count_probe`);
    const estimate = await boundedCount(test.db, over, probe, 10);
    expect(estimate.kind).toBe("about");
    expect(estimate.value).toBeGreaterThan(10);
    expect(estimate.value).toBeLessThanOrEqual(40);
  });

  it("puts a figure in words: exact, about (two significant figures) or more than", () => {
    expect(roughly(198_432)).toBe(200_000);
    expect(roughly(87_310)).toBe(87_000);
    expect(roughly(12_501)).toBe(13_000);
    expect(roughly(57)).toBe(57);
    expect(figureMessage({ kind: "exact", value: 1234 }, "nl")).toEqual({ key: "figures.exact", value: "1.234" });
    expect(figureMessage({ kind: "about", value: 198_432 }, "nl")).toEqual({ key: "figures.about", value: "200.000" });
    expect(figureMessage({ kind: "about", value: 198_432 }, "en")).toEqual({ key: "figures.about", value: "200,000" });
    expect(figureMessage({ kind: "over", value: 10_000 }, "en")).toEqual({ key: "figures.over", value: "10,000" });
    // Two counts added: exact only when both are; a floor stays a floor.
    expect(addFigures({ kind: "exact", value: 2 }, { kind: "exact", value: 3 })).toEqual({ kind: "exact", value: 5 });
    expect(addFigures({ kind: "about", value: 20_000 }, { kind: "exact", value: 3 })).toEqual({
      kind: "about",
      value: 20_003,
    });
    expect(addFigures({ kind: "about", value: 20_000 }, { kind: "over", value: 10_000 })).toEqual({
      kind: "over",
      value: 30_000,
    });
  });
});

describe("the audit filters' choices", () => {
  it("lists the same actors and kinds as a distinct over every entry, each actor by their latest label", async () => {
    const distinctActors = (await test.db
      .selectDistinct({ id: auditLog.actorId })
      .from(auditLog)
      .orderBy(auditLog.actorId)) as { id: string }[];
    const actors = await auditActors(test.db);
    expect(actors.map((actor) => actor.id).sort()).toEqual(distinctActors.map((row) => row.id));
    // Sara's latest entries carry her new name; the most recently active come first (Bram and
    // Daan last wrote at the same minute: by id, descending).
    expect(actors).toEqual([
      { id: "sara", label: "Sara de Wit <sara@example.com>" },
      { id: "daan", label: "Daan" },
      { id: "bram", label: "Bram" },
    ]);
    const kinds = await test.db.selectDistinct({ entity: auditLog.entity }).from(auditLog).orderBy(auditLog.entity);
    expect(await auditEntityNames(test.db)).toEqual(kinds.map((row) => row.entity));
  });
});

describe("paging the trail by keyset", () => {
  const everything = async (filter: { entity?: string } = {}) =>
    (
      await test.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(filter.entity ? sql`${auditLog.entity} = ${filter.entity}` : undefined)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
    ).map((row) => row.id);

  it("shows every entry once, older page after older page, and back again, with entries at the same instant", async () => {
    for (const filter of [{}, { entity: "user" }]) {
      const all = await everything(filter);
      const pages: number[][] = [];
      let cursor: AuditCursor | null = null;
      for (;;) {
        const page = await auditPage(test.db, filter, cursor, 5);
        pages.push(page.entries.map((entry) => entry.id));
        expect(page.hasNewer).toBe(cursor !== null);
        const last = page.entries.at(-1);
        if (!page.hasOlder || !last) break;
        cursor = { direction: "older", id: last.id };
      }
      expect(pages.flat()).toEqual(all);
      // Back towards the newest: the same pages, the first one full.
      const back: number[][] = [pages.at(-1) as number[]];
      let newer = (pages.at(-1) as number[])[0] as number;
      for (;;) {
        const page = await auditPage(test.db, filter, { direction: "newer", id: newer }, 5);
        back.unshift(page.entries.map((entry) => entry.id));
        if (!page.hasNewer) break;
        newer = page.entries[0]?.id as number;
      }
      expect(back).toEqual(pages);
    }
  });

  it("keeps the time to the microsecond: entries a microsecond apart are neither lost nor repeated", async () => {
    await test.db.execute(sql`insert into audit_log (at, actor_id, actor_label, action, entity, entity_id)
      select timestamptz '2027-01-01 00:00:00.000001' + g * interval '1 microsecond', 'sara', 'Sara', 'update', 'micro', 'm' || g
      from generate_series(1, 7) as g`);
    const all = (
      await test.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(sql`${auditLog.entity} = 'micro'`)
        .orderBy(desc(auditLog.at), asc(auditLog.id))
    ).map((row) => row.id);
    const first = await auditPage(test.db, { entity: "micro" }, null, 3);
    const second = await auditPage(
      test.db,
      { entity: "micro" },
      { direction: "older", id: first.entries[2]?.id ?? 0 },
      3,
    );
    expect([...first.entries, ...second.entries].map((entry) => entry.id)).toEqual(all.slice(0, 6));
  });
});

describe("searching people at any size", () => {
  beforeAll(async () => {
    await test.db.execute(sql`insert into users (id, name, email, email_verified, created_at, updated_at)
      select 'capped-' || g, 'Capped Person ' || g, 'capped.' || g || '@cap.example', true, now(), now()
      from generate_series(1, ${SEARCH_CAP + 5}) as g`);
  });

  it("finds by a part of the address or the name, and says how many", async () => {
    const byAddress = await searchPeople(test.db, "capped.42@");
    expect(byAddress.people.map((person) => person.id)).toEqual(["capped-42"]);
    expect(byAddress.found).toEqual({ kind: "exact", value: 1 });
    const byName = await searchPeople(test.db, "PERSON 100");
    expect(byName.people.map((person) => person.name)).toEqual([
      "Capped Person 100",
      "Capped Person 1000",
      "Capped Person 1001",
      "Capped Person 1002",
      "Capped Person 1003",
      "Capped Person 1004",
      "Capped Person 1005",
    ]);
    expect(byName.found).toEqual({ kind: "exact", value: 7 });
    expect((await searchPeople(test.db, "")).found).toBeNull();
  });

  it("takes at most the cap of a broad search, says 'more than', and pages those by name, each once", async () => {
    const first = await searchPeople(test.db, "cap.example");
    expect(first.found).toEqual({ kind: "over", value: SEARCH_CAP });
    const seen: string[] = [];
    let page = 1;
    for (let result = first; ; result = await searchPeople(test.db, "cap.example", ++page)) {
      seen.push(...result.people.map((person) => person.name));
      if (!result.hasMore) break;
    }
    expect(page).toBe(SEARCH_CAP / PEOPLE_PAGE_SIZE);
    expect(seen).toHaveLength(SEARCH_CAP);
    expect(new Set(seen).size).toBe(SEARCH_CAP);
    expect(seen).toEqual([...seen].sort());
    expect((await searchPeople(test.db, "cap.example", page + 1)).people).toEqual([]);
  });
});
