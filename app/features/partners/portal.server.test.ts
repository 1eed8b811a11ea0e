import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJoinLink, createPartner } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { openJoinLinkCount, partnerLogoVersion, portalJoinLinks } from "./portal.server";

// What the partner portal reads: one partner's links only, each in its state at `now`, the count of
// those that still work, and the logo's version only when there is a logo.

let test: TestDatabase;
const now = new Date("2026-11-22T12:00:00Z");
let acme = "";
let other = "";

beforeAll(async () => {
  test = await createTestDatabase();
  acme = (await createPartner(test.db, { slug: "acme", name: "Acme", logo: new Uint8Array([1, 2, 3]), logoVersion: 3 }))
    .id;
  other = (await createPartner(test.db, { slug: "other", name: "Other", brandColor: "#654321", logoVersion: 2 })).id;
  await createJoinLink(test.db, acme, { slug: "open", createdAt: new Date("2026-01-01T00:00:00Z") });
  await createJoinLink(test.db, acme, {
    slug: "later",
    expiresAt: new Date("2026-12-01T00:00:00Z"),
    maxUses: 5,
    uses: 4,
  });
  await createJoinLink(test.db, acme, { slug: "full", maxUses: 2, uses: 2 });
  await createJoinLink(test.db, acme, { slug: "ended", expiresAt: new Date("2026-11-01T00:00:00Z") });
  await createJoinLink(test.db, other, { slug: "theirs" });
});

afterAll(async () => {
  await test?.close();
});

describe("the partner portal's reads", () => {
  it("lists the partner's own links with their state", async () => {
    const links = await portalJoinLinks(test.db, acme, now);
    expect(Object.fromEntries(links.map((link) => [link.slug, link.status]))).toEqual({
      open: "open",
      later: "open",
      full: "used-up",
      ended: "expired",
    });
    expect(links[0]?.slug).toBe("open");
    expect(links.find((link) => link.slug === "later")).toMatchObject({ uses: 4, maxUses: 5 });
  });

  it("counts the links that still work", async () => {
    expect(await openJoinLinkCount(test.db, acme, now)).toBe(2);
    expect(await openJoinLinkCount(test.db, other, now)).toBe(1);
    // The day after the last one ends, only the link without an end is left.
    expect(await openJoinLinkCount(test.db, acme, new Date("2026-12-02T00:00:00Z"))).toBe(1);
  });

  it("gives the logo's version only when there is a logo", async () => {
    expect(await partnerLogoVersion(test.db, acme)).toBe(3);
    expect(await partnerLogoVersion(test.db, other)).toBeNull();
  });
});
