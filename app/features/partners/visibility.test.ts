import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaItem, createPartner, createPartnerPage } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { mediaItems, partnerPages } from "../../db/schema/content";
import { contentAccess, isVisibleTo, publicWhere, visibleWhere } from "./visibility.server";

const dialect = new PgDialect();
const render = (condition: ReturnType<typeof visibleWhere>) => {
  const { sql, params } = dialect.sqlToQuery(condition);
  return { sql, params };
};

describe("partner visibility as a predicate", () => {
  it("shows everyone's content to all, a partner's to its members, a public page to all", () => {
    expect(isVisibleTo({ partnerId: null }, [])).toBe(true);
    expect(isVisibleTo({ partnerId: "p1" }, ["p1", "p2"])).toBe(true);
    expect(isVisibleTo({ partnerId: "p1" }, ["p2"])).toBe(false);
    expect(isVisibleTo({ partnerId: "p1" }, [])).toBe(false);
    expect(isVisibleTo({ partnerId: "p1", isPublic: true }, [])).toBe(true);
    expect(isVisibleTo({ partnerId: "p1", isPublic: false }, ["p2"])).toBe(false);
  });

  it("asks a visitor to log in and tells someone else's member no", () => {
    const members = { partnerId: "deloitte", isPublic: false };
    expect(contentAccess(members, { loggedIn: true, partnerIds: ["deloitte"] })).toBe("ok");
    expect(contentAccess(members, { loggedIn: false, partnerIds: [] })).toBe("login");
    expect(contentAccess(members, { loggedIn: true, partnerIds: ["ohra"] })).toBe("forbidden");
    expect(contentAccess({ ...members, isPublic: true }, { loggedIn: false, partnerIds: [] })).toBe("ok");
    expect(contentAccess({ partnerId: null }, { loggedIn: false, partnerIds: [] })).toBe("ok");
  });
});

describe("partner visibility as SQL", () => {
  it("is everyone's content alone for a visitor, and adds the viewer's partners as parameters", () => {
    expect(render(publicWhere(mediaItems))).toEqual({ sql: '"media_items"."partner_id" is null', params: [] });
    expect(render(visibleWhere(mediaItems, ["p1", "p2"]))).toEqual({
      sql: '("media_items"."partner_id" is null or "media_items"."partner_id" in ($1, $2))',
      params: ["p1", "p2"],
    });
    expect(render(publicWhere(partnerPages)).sql).toContain('"partner_pages"."is_public" = $1');
  });
});

describe("the predicate and the SQL agree", () => {
  let test: TestDatabase;
  let p1: string;
  let p2: string;
  const unknown = "00000000-0000-4000-8000-000000000000";

  beforeAll(async () => {
    test = await createTestDatabase();
    p1 = (await createPartner(test.db, { slug: "one", name: "One" })).id;
    p2 = (await createPartner(test.db, { slug: "two", name: "Two", brandColor: "#654321" })).id;
    const text = { summaryNl: "s", summaryEn: "s", bodyNl: "b", bodyEn: "b", topic: "sleep" };
    for (const [slug, partnerId] of [
      ["everyone", null],
      ["for-one", p1],
      ["for-two", p2],
    ] as const) {
      await createMediaItem(test.db, {
        slug,
        partnerId,
        type: "article",
        titleNl: slug,
        titleEn: slug,
        publishedAt: new Date("2026-01-01T00:00:00Z"),
        ...text,
      });
    }
    const page = { titleNl: "t", titleEn: "t", introNl: "i", introEn: "i", bodyNl: "b", bodyEn: "b" };
    await createPartnerPage(test.db, p1, { path: "open", isPublic: true, ...page });
    await createPartnerPage(test.db, p1, { path: "members", isPublic: false, ...page });
    await createPartnerPage(test.db, p2, { path: "members", isPublic: false, ...page });
  });

  afterAll(async () => {
    await test?.close();
  });

  it("for a visitor, members of one or both partners, and an unknown partner", async () => {
    const allMedia = await test.db.select().from(mediaItems);
    const allPages = await test.db.select().from(partnerPages);
    const label = (row: { partnerId: string | null }) =>
      row.partnerId === p1 ? "1" : row.partnerId === p2 ? "2" : "-";
    for (const viewer of [[], [p1], [p2], [p1, p2], [unknown]]) {
      const media = await test.db.select().from(mediaItems).where(visibleWhere(mediaItems, viewer));
      expect(media.map((row) => row.slug).sort()).toEqual(
        allMedia
          .filter((row) => isVisibleTo(row, viewer))
          .map((row) => row.slug)
          .sort(),
      );
      const pages = await test.db.select().from(partnerPages).where(visibleWhere(partnerPages, viewer));
      expect(pages.map((row) => `${label(row)}/${row.path}`).sort()).toEqual(
        allPages
          .filter((row) => isVisibleTo(row, viewer))
          .map((row) => `${label(row)}/${row.path}`)
          .sort(),
      );
    }
    const forVisitor = await test.db.select().from(partnerPages).where(publicWhere(partnerPages));
    expect(forVisitor.map((row) => row.path)).toEqual(["open"]);
    const bothMedia = await test.db
      .select()
      .from(mediaItems)
      .where(visibleWhere(mediaItems, [p1, p2]));
    expect(bothMedia).toHaveLength(3);
  });
});
