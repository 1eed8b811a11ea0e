import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Connection, connect, type Database } from "~/db/connection.server";
import { reportMonths } from "~/db/schema/reports";
import { createPartner } from "../../../tests/support/factories";
import type { TestDatabase } from "../../../tests/support/test-db";
import { partnerReport } from "./partner-report.server";
import { NOW, seedUsageBeforeAll, type UsageIds } from "./usage-fixture";
import { parseReportPeriod } from "./usage-period";

// The report's stored months may be read where reads may lag (a streaming replica): there once it
// has every closed month, from the primary while it lacks the ones just stored. A second database
// stands in for the replica here; tests of a real one are in app/db/replica.server.test.ts.

/** `db`, counting the queries of stored months (`select`) made through it. */
function counted(db: Database): { db: Database; selects: () => number } {
  let selects = 0;
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === "select") selects++;
      return Reflect.get(target, property);
    },
  });
  return { db: proxy, selects: () => selects };
}

describe("the partner report's reads that may lag", () => {
  let test: TestDatabase;
  let ids: UsageIds;
  let stand: Connection;

  seedUsageBeforeAll((database, seeded) => {
    test = database;
    ids = seeded;
  });
  beforeAll(async () => {
    stand = await connect({ kind: "pglite" });
    await stand.migrate();
  });
  afterAll(() => stand?.close());

  const choice = () => {
    const chosen = parseReportPeriod("2026", NOW);
    if (!chosen) throw new Error("2026 is a valid period");
    return chosen;
  };

  it("reads the months from the primary while the reader lacks the ones just stored", async () => {
    const reader = counted(stand.db);
    const report = await partnerReport(ids.acmeId, choice(), NOW, { db: test.db, reader: reader.db, minGroupSize: 10 });
    expect(reader.selects()).toBe(0);
    const direct = await partnerReport(ids.acmeId, choice(), NOW, { db: test.db, minGroupSize: 10 });
    expect({ ...report, generatedAt: "" }).toEqual({ ...direct, generatedAt: "" });
    expect(report.through).toBe("2026-10");
  });

  it("reads them from the reader once it has them all, with the same report", async () => {
    // What replay brings to a replica: the partner and its stored months, as they are.
    const [partner] = await test.db.query.partners.findMany({ where: (p, { eq: is }) => is(p.id, ids.acmeId) });
    if (!partner) throw new Error("the partner exists");
    await createPartner(stand.db, { ...partner });
    const months = await test.db.select().from(reportMonths).where(eq(reportMonths.partnerId, ids.acmeId));
    await stand.db.insert(reportMonths).values(months);
    const reader = counted(stand.db);
    const report = await partnerReport(ids.acmeId, choice(), NOW, { db: test.db, reader: reader.db, minGroupSize: 10 });
    expect(reader.selects()).toBe(1);
    const direct = await partnerReport(ids.acmeId, choice(), NOW, { db: test.db, minGroupSize: 10 });
    expect({ ...report, generatedAt: "" }).toEqual({ ...direct, generatedAt: "" });
  });
});
