import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJoinLink, createPartner, createUser } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { joinLinks, partnerMemberships } from "../../db/schema/partners";
import { joinWithLink } from "./partners.server";

let test: TestDatabase;
const now = new Date("2026-11-22T12:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  const partnerId = (await createPartner(test.db, { slug: "acme", name: "Acme" })).id;
  for (const id of ["a", "b", "c", "d"]) {
    await createUser(test.db, { id, name: id.toUpperCase(), email: `${id}@example.com` });
  }
  await createJoinLink(test.db, partnerId, { slug: "open" });
  await createJoinLink(test.db, partnerId, { slug: "once", maxUses: 1 });
  await createJoinLink(test.db, partnerId, { slug: "old", expiresAt: new Date("2026-01-01T00:00:00Z") });
});

afterAll(async () => {
  await test?.close();
});

const members = async () => (await test.db.select().from(partnerMemberships)).map((row) => row.userId).sort();

describe("joining a partner by link", () => {
  it("attaches the account and counts the use", async () => {
    expect(await joinWithLink("a", "open", now, test.db)).toEqual({ ok: true, alreadyMember: false });
    const [link] = await test.db.select().from(joinLinks).where(eq(joinLinks.slug, "open"));
    expect(link?.uses).toBe(1);
  });

  it("lets a member follow the link again without using it up", async () => {
    expect(await joinWithLink("a", "open", now, test.db)).toEqual({ ok: true, alreadyMember: true });
    const [link] = await test.db.select().from(joinLinks).where(eq(joinLinks.slug, "open"));
    expect(link?.uses).toBe(1);
  });

  it("refuses an expired link and an unknown one, changing nothing", async () => {
    expect(await joinWithLink("b", "old", now, test.db)).toEqual({ ok: false, status: "expired" });
    expect(await joinWithLink("b", "nope", now, test.db)).toEqual({ ok: false, status: "unknown" });
    expect(await members()).toEqual(["a"]);
  });

  it("never goes past a link's limit, also when people join at once", async () => {
    const results = await Promise.all(
      ["b", "c", "d"].map((id) => joinWithLink(id, "once", now, test.db).catch(() => null)),
    );
    const joined = results.filter((result) => result?.ok);
    expect(joined).toHaveLength(1);
    const [link] = await test.db.select().from(joinLinks).where(eq(joinLinks.slug, "once"));
    expect(link?.uses).toBe(1);
    expect(await members()).toHaveLength(2);
  });

  it("is guarded by the database as well", async () => {
    await expect(test.db.update(joinLinks).set({ uses: 5 }).where(eq(joinLinks.slug, "once"))).rejects.toThrow();
  });
});
