import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "~/db/schema/accounts";
import { vitascans } from "~/db/schema/vitascan";
import { isScanOpen } from "~/features/vitascan/dates";
import { weakestDomains } from "~/features/vitascan/scoring";
import { completedScans, getConsent, scanStatus } from "~/features/vitascan/vitascan.server";
import type { TestDatabase } from "../../tests/support/test-db";
import { seedDemoBeforeAll } from "./demo-fixture";
import { seedDemoData } from "./seed.server";

let test: TestDatabase;
let seededAt: Date;

seedDemoBeforeAll((database, at) => {
  test = database;
  seededAt = at;
});

async function userId(email: string): Promise<string> {
  const [row] = await test.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no account ${email}`);
  return row.id;
}

const DAY = 86_400_000;

describe("the demo member's vitality scans", () => {
  it("has consent and a finished scan about 100 days before the seed, and one before it", async () => {
    const member = await userId("member@example.com");
    expect(await getConsent(test.db, member)).not.toBeNull();
    const scans = await completedScans(test.db, member);
    expect(scans).toHaveLength(2);
    const [latest, earlier] = scans;
    const daysAgo = (scan: typeof latest) => (seededAt.getTime() - (scan?.completedAt.getTime() ?? 0)) / DAY;
    expect(daysAgo(latest)).toBeGreaterThan(99);
    expect(daysAgo(latest)).toBeLessThan(101);
    // Taken at least the interval apart, as a member could have.
    expect(daysAgo(earlier) - daysAgo(latest)).toBeGreaterThanOrEqual(90);
  });

  it("has clear weakest areas, sleep and stress, and no advice to see a GP", async () => {
    const [latest] = await completedScans(test.db, await userId("member@example.com"), 1);
    if (!latest) throw new Error("no scan");
    const weakest = weakestDomains(latest.result);
    expect(weakest.map((domain) => domain.key)).toEqual(["sleep", "stress"]);
    expect(weakest.every((domain) => domain.band === "low")).toBe(true);
    // Clearly the weakest: every other area scores at least ten points higher.
    const others = latest.result.domains.filter((domain) => !["sleep", "stress"].includes(domain.key));
    const worstOther = Math.min(...others.map((domain) => domain.score));
    expect(worstOther).toBeGreaterThanOrEqual(Math.max(...weakest.map((domain) => domain.score)) + 10);
    expect(latest.result.who5.adviseGp).toBe(false);
    expect(latest.result.domains.some((domain) => domain.band === "good")).toBe(true);
  });

  it("opens a new scan for the demo member now", async () => {
    const { opensAt } = await scanStatus(test.db, await userId("member@example.com"));
    expect(opensAt).not.toBeNull();
    expect(isScanOpen(opensAt, new Date())).toBe(true);
  });

  it("gives no other account a scan, and adds nothing on a second run", async () => {
    const before = await test.db.select({ id: vitascans.id, userId: vitascans.userId }).from(vitascans);
    const member = await userId("member@example.com");
    expect(before.every((row) => row.userId === member)).toBe(true);
    await seedDemoData({ onlyIfEmpty: false }, test.db);
    const after = await test.db.select({ id: vitascans.id }).from(vitascans);
    expect(after).toHaveLength(before.length);
  });
});
