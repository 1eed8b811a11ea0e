import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/admin";
import { partnerPages } from "~/db/schema/content";
import { loadPartnerPage } from "~/features/partners/pages.server";
import { createEvent, createEventSession, createPartner } from "../../../tests/support/factories";
import { parseForm } from "../../../tests/support/parse-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import type { Actor } from "./audit.server";
import { pageSchema, pagesSchema } from "./pages-admin.schema";
import {
  createPartnerPage,
  listPagesForAdmin,
  movePartnerPage,
  type PageInput,
  pageForAdmin,
  updatePartnerPage,
} from "./pages-admin.server";

const admin: Actor = { id: "admin-1", name: "Sara Jansen", email: "admin@example.com" };
let test: TestDatabase;
let acme: string;
let other: string;
const sessions: Record<string, string> = {};

const page = (path: string, overrides: Partial<PageInput> = {}): PageInput => ({
  path,
  isPublic: false,
  titleNl: `Pagina ${path}`,
  titleEn: `Page ${path}`,
  introNl: "Inleiding",
  introEn: "Introduction",
  bodyNl: "## Welkom",
  bodyEn: "## Welcome",
  listing: "none",
  sessionId: null,
  ...overrides,
});

async function created(partnerId: string, input: PageInput): Promise<string> {
  return (await createPartnerPage(test.db, admin, partnerId, input)).id;
}

const order = async (partnerId: string) =>
  (await listPagesForAdmin(test.db))
    .find((partner) => partner.id === partnerId)
    ?.pages.map(({ page: row, depth }) => `${"  ".repeat(depth)}${row.path}`);

beforeAll(async () => {
  test = await createTestDatabase();
  acme = (await createPartner(test.db, { slug: "acme", name: "Acme", brandColor: "#1d4f91" })).id;
  other = (await createPartner(test.db, { slug: "other", name: "Other", brandColor: "#1d4f91" })).id;
  for (const [slug, partnerId] of [
    ["acme-run", acme],
    ["open-run", null],
    ["other-run", other],
  ] as const) {
    const event = await createEvent(test.db, {
      slug,
      partnerId,
      titleNl: slug,
      titleEn: slug,
      summaryNl: "",
      summaryEn: "",
      bodyNl: "",
      bodyEn: "",
      image: "/images/events/bridge-run.svg",
    });
    const start = new Date("2027-05-01T08:00:00Z");
    const session = await createEventSession(test.db, event.id, {
      slug: `${slug}-may`,
      titleNl: "Mei",
      titleEn: "May",
      startsAt: start,
      location: "Museumplein, Amsterdam",
      capacity: 10,
      registrationDeadline: start,
    });
    sessions[slug] = session.id;
  }
});
afterAll(() => test?.close());

describe("program pages in the back office", () => {
  it("creates pages last in order, audited, with a unique path per partner", async () => {
    const program = await created(acme, page("program"));
    await created(acme, page("events"));
    await created(acme, page("events/dam-to-dam"));
    await created(acme, page("events/weissensee"));
    expect(await order(acme)).toEqual(["program", "events", "  events/dam-to-dam", "  events/weissensee"]);
    await expect(createPartnerPage(test.db, admin, acme, page("program"))).rejects.toMatchObject({
      status: 409,
      fields: { path: "pages.errors.pathTaken" },
    });
    // Another partner may use the same path.
    await createPartnerPage(test.db, admin, other, page("program"));
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.entityId, program));
    expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([["create", "partner-page"]]);
  });

  it("moves a page among its siblings only, and not past the ends", async () => {
    const events = (await listPagesForAdmin(test.db))
      .find((partner) => partner.id === acme)
      ?.pages.find(({ page: row }) => row.path === "events")?.page.id as string;
    const weissensee = (await test.db.select().from(partnerPages).where(eq(partnerPages.path, "events/weissensee")))[0]
      ?.id as string;
    expect(await movePartnerPage(test.db, admin, events, "up")).toEqual({ moved: true });
    expect(await order(acme)).toEqual(["events", "  events/dam-to-dam", "  events/weissensee", "program"]);
    expect(await movePartnerPage(test.db, admin, events, "up")).toEqual({ moved: false });
    expect(await movePartnerPage(test.db, admin, weissensee, "up")).toEqual({ moved: true });
    expect(await order(acme)).toEqual(["events", "  events/weissensee", "  events/dam-to-dam", "program"]);
    const moves = await test.db.select().from(auditLog).where(eq(auditLog.action, "move")).orderBy(asc(auditLog.id));
    expect(moves.length).toBeGreaterThanOrEqual(2);
    expect(moves[0]?.entity).toBe("partner-page");
  });

  it("edits both languages, the audience and a session of the partner's or everyone's events", async () => {
    const id = await created(acme, page("sessions/spring"));
    const saved = await updatePartnerPage(
      test.db,
      admin,
      id,
      page("sessions/spring", { isPublic: true, titleEn: "Spring run", sessionId: sessions["acme-run"] as string }),
    );
    expect(saved).toEqual({ path: "sessions/spring" });
    const open = page("sessions/spring", { sessionId: sessions["open-run"] as string });
    expect(await updatePartnerPage(test.db, admin, id, open)).toEqual({ path: "sessions/spring" });
    await expect(
      updatePartnerPage(test.db, admin, id, page("sessions/spring", { sessionId: sessions["other-run"] as string })),
    ).rejects.toMatchObject({ status: 400, fields: { sessionId: "pages.errors.session" } });
    const row = (await pageForAdmin(test.db, id))?.page;
    expect(row?.sessionId).toBe(sessions["open-run"]);
    expect((await pageForAdmin(test.db, id))?.sessions.map((session) => session.slug).sort()).toEqual([
      "acme-run-may",
      "open-run-may",
    ]);
  });

  it("decides who sees the page by its public flag", async () => {
    const id = await created(acme, page("members-only"));
    const visitor = { user: null, partnerIds: [] };
    await expect(loadPartnerPage(test.db, "acme", "members-only", visitor, "en")).rejects.toMatchObject({
      init: { status: 401 },
    });
    await updatePartnerPage(test.db, admin, id, page("members-only", { isPublic: true }));
    const shown = await loadPartnerPage(test.db, "acme", "members-only", visitor, "en");
    expect(shown.title).toBe("Page members-only");
  });

  it("gives each form's bad input its field's message", () => {
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      return data;
    };
    expect(
      parseForm(
        pagesSchema,
        form({ intent: "create", partnerId: "nope", path: "Bad Path/", titleNl: "", titleEn: "t" }),
      ),
    ).toEqual({
      ok: false,
      errors: { partnerId: "pages.errors.partner", path: "pages.errors.pathFormat", titleNl: "pages.errors.required" },
    });
    expect(parseForm(pagesSchema, form({ intent: "move", pageId: "x", direction: "sideways" }))).toEqual({
      ok: false,
      errors: { pageId: "pages.errors.form", direction: "pages.errors.form" },
    });
    expect(
      parseForm(
        pageSchema,
        form({
          intent: "save",
          path: "a//b",
          titleNl: "t",
          titleEn: "t",
          introNl: "",
          introEn: "",
          bodyNl: "",
          bodyEn: "",
          listing: "everything",
          sessionId: "42",
        }),
      ),
    ).toEqual({
      ok: false,
      errors: { path: "pages.errors.pathFormat", listing: "pages.errors.listing", sessionId: "pages.errors.session" },
    });
  });
});
