import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/admin";
import { mediaItems } from "~/db/schema/content";
import { listMedia, renamedSlug } from "~/features/media/media.server";
import { defaultStreamHosts } from "~/features/webinars/stream";
import { renderMarkdown } from "~/utils/markdown.server";
import { createPartner } from "../../../tests/support/factories";
import { parseForm } from "../../../tests/support/parse-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import type { Actor } from "./audit.server";
import { createMediaSchema, mediaItemSchema } from "./media-admin.schema";
import {
  checkMediaUrl,
  createMediaItem,
  listMediaForAdmin,
  type MediaInput,
  mediaForAdmin,
  setMediaCaptions,
  setMediaPublication,
  updateMediaItem,
} from "./media-admin.server";

const admin: Actor = { id: "admin-1", name: "Sara Jansen", email: "admin@example.com" };
const now = new Date("2027-03-10T09:00:00Z");
const hour = 3_600_000;
const hosts = defaultStreamHosts;
let test: TestDatabase;
let partnerId: string;

const article = (overrides: Partial<MediaInput> = {}): MediaInput => ({
  slug: "sleep-better",
  type: "article",
  topic: "sleep",
  partnerId: null,
  titleNl: "Beter slapen",
  titleEn: "Sleep better",
  summaryNl: "Zo slaap je beter.",
  summaryEn: "How to sleep better.",
  bodyNl: "## Rust\n\nLees [meer](https://example.org).\n\n<script>alert(1)</script>",
  bodyEn: "## Rest\n\nRead [more](https://example.org).\n\n<script>alert(1)</script>",
  mediaUrl: null,
  durationSeconds: null,
  ...overrides,
});

const noQuery = { type: null, topic: null, q: "", page: 1 } as const;
const memberSees = async (at: Date, partnerIds: string[] = []) =>
  (await listMedia(test.db, partnerIds, noQuery, at)).items.map((item) => item.slug);
const trail = (entityId: string) =>
  test.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
const rowOf = async (id: string) => (await test.db.select().from(mediaItems).where(eq(mediaItems.id, id)))[0];

async function created(input: MediaInput): Promise<string> {
  return (await createMediaItem(test.db, admin, input, hosts)).id;
}

beforeAll(async () => {
  test = await createTestDatabase();
  partnerId = (await createPartner(test.db, { slug: "acme", name: "Acme", brandColor: "#1d4f91" })).id;
});
afterAll(() => test?.close());

describe("media in the back office", () => {
  it("creates a draft that no member sees, audited", async () => {
    const id = await created(article());
    expect((await mediaForAdmin(test.db, id, now))?.state).toBe("draft");
    expect(await memberSees(now)).not.toContain("sleep-better");
    expect(await memberSees(new Date(now.getTime() + 1000 * 24 * hour))).not.toContain("sleep-better");
    const entries = await trail(id);
    expect(entries.map((entry) => [entry.action, entry.entity])).toEqual([["create", "media-item"]]);
  });

  it("previews with the members' sanitiser: the heading and link stay, the script is gone", () => {
    const html = renderMarkdown(article().bodyEn);
    expect(html).toContain("<h2>Rest</h2>");
    expect(html).toContain('href="https://example.org"');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("alert(1)");
  });

  it("shows a scheduled item to members only once its time has come (the clock is a parameter)", async () => {
    const id = await created(article({ slug: "scheduled-one" }));
    const at = new Date(now.getTime() + 2 * hour);
    const scheduled = await setMediaPublication(test.db, admin, id, { kind: "schedule", at }, now);
    expect(scheduled).toEqual({ state: "scheduled" });
    expect(await memberSees(now)).not.toContain("scheduled-one");
    expect(await memberSees(new Date(at.getTime() - 1))).not.toContain("scheduled-one");
    expect(await memberSees(at)).toContain("scheduled-one");
    expect((await listMediaForAdmin(test.db, "scheduled", now)).map((item) => item.slug)).toContain("scheduled-one");
    expect((await listMediaForAdmin(test.db, "published", at)).map((item) => item.slug)).toContain("scheduled-one");
    expect((await trail(id)).map((entry) => entry.action)).toEqual(["create", "schedule"]);
  });

  it("refuses a time in the past, and publishing what is incomplete, changing nothing", async () => {
    const id = await created(article({ slug: "incomplete", summaryEn: "", bodyNl: "  " }));
    await expect(
      setMediaPublication(test.db, admin, id, { kind: "schedule", at: new Date(now.getTime() + hour) }, now),
    ).rejects.toMatchObject({
      status: 400,
      fields: { summaryEn: "media.errors.neededToPublish", bodyNl: "media.errors.neededToPublish" },
    });
    const complete = await created(article({ slug: "complete" }));
    await expect(
      setMediaPublication(test.db, admin, complete, { kind: "schedule", at: new Date(now.getTime() - 1) }, now),
    ).rejects.toMatchObject({ status: 400, fields: { publishAt: "media.errors.publishAtPast" } });
    for (const itemId of [id, complete]) {
      const row = await rowOf(itemId);
      expect(row?.publishedAt).toBeNull();
      expect((await trail(itemId)).map((entry) => entry.action)).toEqual(["create"]);
    }
  });

  it("publishes now, withdraws, and brings back to draft; members follow each step", async () => {
    const id = await created(article({ slug: "withdraw-me" }));
    await setMediaPublication(test.db, admin, id, { kind: "publish", at: now }, now);
    expect(await memberSees(now)).toContain("withdraw-me");
    // Published is taken down by withdrawing, not by scheduling again or publishing twice.
    for (const change of [
      { kind: "schedule", at: new Date(now.getTime() + hour) },
      { kind: "publish", at: now },
    ] as const) {
      await expect(setMediaPublication(test.db, admin, id, change, now)).rejects.toMatchObject({
        status: 409,
        key: "media.errors.alreadyPublished",
      });
    }
    await expect(setMediaPublication(test.db, admin, id, { kind: "unpublish" }, now)).rejects.toMatchObject({
      status: 409,
      key: "media.errors.notScheduled",
    });
    expect(await setMediaPublication(test.db, admin, id, { kind: "withdraw" }, now)).toEqual({ state: "withdrawn" });
    expect(await memberSees(now)).not.toContain("withdraw-me");
    await expect(setMediaPublication(test.db, admin, id, { kind: "withdraw" }, now)).rejects.toMatchObject({
      status: 409,
      key: "media.errors.notPublished",
    });
    await setMediaPublication(test.db, admin, id, { kind: "unpublish" }, now);
    expect((await mediaForAdmin(test.db, id, now))?.state).toBe("draft");
    expect((await trail(id)).map((entry) => entry.action)).toEqual(["create", "publish", "take-down", "unpublish"]);
  });

  it("keeps a partner's item for that partner's members", async () => {
    const id = await created(article({ slug: "acme-only", partnerId }));
    await setMediaPublication(test.db, admin, id, { kind: "publish", at: now }, now);
    expect(await memberSees(now)).not.toContain("acme-only");
    expect(await memberSees(now, [partnerId])).toContain("acme-only");
  });

  it("checks slugs: format in the form, unique over current and earlier slugs", async () => {
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      return data;
    };
    const bad = parseForm(
      createMediaSchema,
      form({
        intent: "create",
        type: "article",
        topic: "sleep",
        partnerId: "",
        titleNl: "A",
        titleEn: "B",
        slug: "Not OK",
        mediaUrl: "",
      }),
    );
    expect(bad).toEqual({ ok: false, errors: { slug: "media.errors.slugFormat" } });
    await expect(createMediaItem(test.db, admin, article(), hosts)).rejects.toMatchObject({
      status: 409,
      fields: { slug: "media.errors.slugTaken" },
    });
  });

  it("redirects a changed slug from the old one, and never gives the old one to another item", async () => {
    const id = await created(article({ slug: "first-name" }));
    await setMediaPublication(test.db, admin, id, { kind: "publish", at: now }, now);
    const renamed = await updateMediaItem(test.db, admin, id, article({ slug: "second-name" }), hosts);
    expect(renamed).toEqual({ slug: "second-name" });
    expect(await renamedSlug(test.db, "first-name")).toBe("second-name");
    await expect(createMediaItem(test.db, admin, article({ slug: "first-name" }), hosts)).rejects.toMatchObject({
      status: 409,
      fields: { slug: "media.errors.slugTaken" },
    });
    await updateMediaItem(test.db, admin, id, article({ slug: "third-name" }), hosts);
    expect(await renamedSlug(test.db, "first-name")).toBe("third-name");
    expect(await renamedSlug(test.db, "second-name")).toBe("third-name");
    // Going back to an earlier slug: that one is current again, the others still lead here.
    await updateMediaItem(test.db, admin, id, article({ slug: "first-name" }), hosts);
    expect(await renamedSlug(test.db, "first-name")).toBeNull();
    expect(await renamedSlug(test.db, "third-name")).toBe("first-name");
    expect((await mediaForAdmin(test.db, id, now))?.oldSlugs.sort()).toEqual(["second-name", "third-name"]);
    const update = (await trail(id)).find((entry) => entry.action === "update");
    expect(update?.before).toMatchObject({ slug: "first-name" });
    expect(update?.after).toMatchObject({ slug: "second-name" });
  });

  it("keeps a published item publishable: clearing its summary is refused and changes nothing", async () => {
    const id = await created(article({ slug: "stays-complete" }));
    await setMediaPublication(test.db, admin, id, { kind: "publish", at: now }, now);
    await expect(
      updateMediaItem(test.db, admin, id, article({ slug: "stays-complete", summaryNl: "" }), hosts),
    ).rejects.toMatchObject({ status: 400, fields: { summaryNl: "media.errors.neededToPublish" } });
    expect((await rowOf(id))?.summaryNl).toBe("Zo slaap je beter.");
  });

  it("takes video and podcast addresses only from allowed hosts or the site's own files", async () => {
    expect(checkMediaUrl("https://www.youtube-nocookie.com/embed/abc", hosts)).toEqual({
      ok: true,
      url: "https://www.youtube-nocookie.com/embed/abc",
    });
    expect(checkMediaUrl("/media/breathing-break.webm", hosts)).toEqual({
      ok: true,
      url: "/media/breathing-break.webm",
    });
    for (const bad of [
      "https://evil.example/video.mp4",
      "http://player.vimeo.com/video/1",
      "https://user:pw@player.vimeo.com/video/1",
      "https://sub.player.vimeo.com/video/1",
      "javascript:alert(1)",
      "/media/../secret.webm",
      "/elsewhere/file.webm",
    ]) {
      expect(checkMediaUrl(bad, hosts), bad).toEqual({ ok: false, key: "mediaUrlHost" });
    }
    const video = { ...article({ slug: "a-video", type: "video", bodyNl: "", bodyEn: "" }) };
    await expect(
      createMediaItem(test.db, admin, { ...video, mediaUrl: "https://evil.example/v" }, hosts),
    ).rejects.toMatchObject({ status: 400, fields: { mediaUrl: "media.errors.mediaUrlHost" } });
    await expect(createMediaItem(test.db, admin, video, hosts)).rejects.toMatchObject({
      status: 400,
      fields: { mediaUrl: "media.errors.mediaUrlRequired" },
    });
    expect((await test.db.select().from(mediaItems).where(eq(mediaItems.slug, "a-video"))).length).toBe(0);
    const id = await created({ ...video, mediaUrl: "https://player.vimeo.com/video/76979871" });
    await setMediaPublication(test.db, admin, id, { kind: "publish", at: now }, now);
  });

  it("stores uploaded captions per language for a video, never for an article, audited", async () => {
    const video = await created(
      article({ slug: "captioned", type: "video", mediaUrl: "/media/breathing-break.webm", bodyNl: "", bodyEn: "" }),
    );
    const vtt = "WEBVTT\n\n00:00.000 --> 00:02.000\nAdem in.\n";
    expect(await setMediaCaptions(test.db, admin, video, "nl", vtt)).toEqual(undefined);
    expect((await rowOf(video))?.captionsTextNl).toBe(vtt);
    await setMediaCaptions(test.db, admin, video, "nl", null);
    expect((await rowOf(video))?.captionsTextNl).toBeNull();
    const text = await created(article({ slug: "no-captions" }));
    await expect(setMediaCaptions(test.db, admin, text, "en", vtt)).rejects.toMatchObject({
      status: 400,
      fields: { captions: "media.errors.captionsArticle" },
    });
    expect((await trail(video)).map((entry) => entry.action)).toEqual(["create", "update", "update"]);
  });

  it("reads the item page's forms: a known intent and valid fields, or the field's message", () => {
    const form = (values: Record<string, string>) => {
      const data = new FormData();
      for (const [key, value] of Object.entries(values)) data.set(key, value);
      return data;
    };
    expect(parseForm(mediaItemSchema, form({ intent: "schedule", publishAt: "2027-13-01 9:00" }))).toEqual({
      ok: false,
      errors: { publishAt: "media.errors.publishAt" },
    });
    expect(parseForm(mediaItemSchema, form({ intent: "explode" }))).toEqual({
      ok: false,
      errors: { form: "media.errors.form" },
    });
    const save = parseForm(
      mediaItemSchema,
      form({
        intent: "save",
        slug: "ok-slug",
        type: "podcast",
        topic: "nowhere",
        partnerId: "not-a-uuid",
        titleNl: "",
        titleEn: "x".repeat(201),
        summaryNl: "",
        summaryEn: "",
        bodyNl: "",
        bodyEn: "",
        mediaUrl: "",
        duration: "0",
      }),
    );
    expect(save).toEqual({
      ok: false,
      errors: {
        topic: "media.errors.topic",
        partnerId: "media.errors.partner",
        titleNl: "media.errors.required",
        titleEn: "media.errors.tooLong",
        duration: "media.errors.duration",
      },
    });
  });
});
