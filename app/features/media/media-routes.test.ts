import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/admin";
import { mediaItems } from "~/db/schema/content";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { getAuth } from "~/features/accounts/auth.server";
import {
  createMediaItem,
  setMediaCaptions,
  setMediaPublication,
  updateMediaItem,
} from "~/features/admin/media-admin.server";
import { defaultStreamHosts } from "~/features/webinars/stream";
import { action as adminAction } from "~/routes/admin/media-item";
import { loader as captionsLoader } from "~/routes/media/captions";
import { loader as itemLoader } from "~/routes/media/media-item";
import { serveAppFrom } from "../../../tests/support/app-database";
import { loaderData, postForm, routeArgs, testAdmin } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";

// The member's media page, the captions it plays and the back office's item form, as their route
// modules answer requests (a visitor: no session), on a test database.

const admin = testAdmin;
let test: TestDatabase;
let app: { release(): void };
let videoId: string;
let articleId: string;
/** Session cookies of a member of Acme and of a member of another partner. */
const cookies = { acme: "", other: "" };

const vtt = "WEBVTT\n\n00:00.000 --> 00:02.000\nAdem in.\n";

async function outcome(run: () => Promise<unknown>): Promise<Response | unknown> {
  try {
    return await run();
  } catch (thrown) {
    return thrown;
  }
}

const visit = (slug: string) =>
  outcome(() => loaderData(itemLoader, `/en/media/id/${slug}`, { lng: "en", slug }, null));

const post = (id: string, values: Record<string, string | File>) =>
  postForm(adminAction, `/admin/media/${id}`, { id }, values);

async function member(email: string, partnerId: string): Promise<string> {
  const result = await (await getAuth()).api.signUpEmail({
    body: { email, password: "a calm and long password", name: "Media Member" },
    returnHeaders: true,
  });
  await test.db.insert(partnerMemberships).values({ partnerId, userId: result.response.user.id });
  const cookie = result.headers
    .getSetCookie()
    .find((line) => line.startsWith("vitaal.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

const captionsOf = (slug: string, language: string, cookie = "") =>
  outcome(() =>
    captionsLoader(
      routeArgs(
        `/media-captions/${slug}/${language}`,
        { slug, language },
        { headers: cookie ? { cookie } : {} },
        null,
      ) as never,
    ),
  );

/** The status of a loader's answer or of what it threw (`data()`), or of a posted form's answer. */
const statusOf = (value: unknown) =>
  (value as { status?: number }).status ?? (value as { init?: { status?: number } }).init?.status ?? 200;
const dataOf = (value: unknown) => (value as { data: Record<string, unknown> }).data;

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const now = new Date();
  const [partner, otherPartner] = await test.db
    .insert(partners)
    .values([
      { slug: "acme", name: "Acme", brandColor: "#1d4f91" },
      { slug: "other", name: "Other", brandColor: "#1d4f91" },
    ])
    .returning({ id: partners.id });
  if (!partner || !otherPartner) throw new Error("no partners");
  cookies.acme = await member("acme@example.com", partner.id);
  cookies.other = await member("other@example.com", otherPartner.id);
  const base = {
    topic: "stress",
    partnerId: null,
    titleNl: "Ademen",
    titleEn: "Breathing",
    summaryNl: "Even rust.",
    summaryEn: "A moment of calm.",
    bodyNl: "Tekst",
    bodyEn: "Text",
    durationSeconds: 60,
  } as const;
  const video = await createMediaItem(
    test.db,
    admin,
    { ...base, slug: "breathe-old", type: "video", mediaUrl: "/media/breathing-break.webm" },
    defaultStreamHosts,
  );
  const article = await createMediaItem(
    test.db,
    admin,
    { ...base, slug: "acme-article", type: "article", partnerId: partner?.id ?? null, mediaUrl: null },
    defaultStreamHosts,
  );
  const acmeVideo = await createMediaItem(
    test.db,
    admin,
    { ...base, slug: "acme-video", type: "video", partnerId: partner.id, mediaUrl: "/media/fit-on-the-road.webm" },
    defaultStreamHosts,
  );
  videoId = video.id;
  articleId = article.id;
  await setMediaPublication(test.db, admin, videoId, { kind: "publish", at: now }, now);
  await setMediaPublication(test.db, admin, articleId, { kind: "publish", at: now }, now);
  await setMediaPublication(test.db, admin, acmeVideo.id, { kind: "publish", at: now }, now);
  await setMediaCaptions(test.db, admin, videoId, "nl", vtt);
  await setMediaCaptions(test.db, admin, acmeVideo.id, "en", vtt);
  await updateMediaItem(
    test.db,
    admin,
    videoId,
    { ...base, slug: "breathe", type: "video", mediaUrl: "/media/breathing-break.webm" },
    defaultStreamHosts,
  );
});
afterAll(async () => {
  app?.release();
  await test?.close();
});

describe("the member's media page", () => {
  it("moves an old slug permanently to the new one, and plays the uploaded captions", async () => {
    const moved = (await visit("breathe-old")) as Response;
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/en/media/id/breathe");
    const page = (await visit("breathe")) as { item: { captions: { nl: string | null; en: string | null } } };
    expect(page.item.captions.nl).toMatch(/^\/media-captions\/breathe\/nl\?v=\d+$/);
    expect(page.item.captions.en).toBeNull();
    expect(statusOf(await visit("never-was"))).toBe(404);
  });

  it("serves uploaded captions as WebVTT, only for an item the viewer may see now", async () => {
    const captions = (await captionsOf("breathe", "nl")) as Response;
    expect(captions.headers.get("Content-Type")).toBe("text/vtt; charset=utf-8");
    expect(captions.headers.get("Cache-Control")).toBe("public, max-age=300");
    expect(await captions.text()).toBe(vtt);
    for (const [slug, language] of [
      ["breathe", "en"],
      ["breathe", "de"],
      ["acme-article", "nl"],
      ["../etc", "nl"],
      ["never-was", "nl"],
    ] as const) {
      expect(statusOf(await captionsOf(slug, language, cookies.acme)), `${slug} ${language}`).toBe(404);
    }
  });

  it("serves a partner's captions by its page's rule: a visitor 401, another partner's member 403", async () => {
    expect(statusOf(await visit("acme-video"))).toBe(401);
    expect(statusOf(await captionsOf("acme-video", "en"))).toBe(401);
    expect(statusOf(await captionsOf("acme-video", "en", cookies.other))).toBe(403);
    const own = (await captionsOf("acme-video", "en", cookies.acme)) as Response;
    expect(own.status).toBe(200);
    expect(own.headers.get("Cache-Control")).toBe("private, no-cache");
    expect(await own.text()).toBe(vtt);
  });
});

describe("the back office's item form", () => {
  it("previews with the members' sanitiser and changes nothing", async () => {
    const before = await test.db.select().from(auditLog);
    const result = await post(articleId, {
      intent: "preview",
      bodyNl: "## Kop\n\n<script>alert(1)</script>[link](https://example.org)",
      bodyEn: "<img src=x onerror=alert(1)>",
    });
    expect(statusOf(result)).toBe(200);
    const preview = dataOf(result).preview as { nl: string; en: string };
    expect(preview.nl).toContain("<h2>Kop</h2>");
    expect(preview.nl).not.toContain("script");
    expect(preview.en).not.toContain("onerror");
    expect((await test.db.select().from(auditLog)).length).toBe(before.length);
    expect(
      statusOf(await post("00000000-0000-4000-8000-000000000000", { intent: "preview", bodyNl: "", bodyEn: "" })),
    ).toBe(404);
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const [before] = await test.db.select().from(mediaItems).where(eq(mediaItems.id, videoId));
    const bad = await post(videoId, {
      intent: "save",
      slug: "breathe",
      type: "video",
      topic: "stress",
      partnerId: "",
      titleNl: "Ademen",
      titleEn: "Breathing",
      summaryNl: "Even rust.",
      summaryEn: "A moment of calm.",
      bodyNl: "Tekst",
      bodyEn: "Text",
      mediaUrl: "https://evil.example/video.mp4",
      duration: "1",
    });
    expect(statusOf(bad)).toBe(400);
    // The answer is Conform's: the message keys per field, and what was posted for the form.
    const errorsOf = (value: unknown) => (dataOf(value).result as { error?: unknown }).error;
    expect(errorsOf(bad)).toEqual({ mediaUrl: ["media.errors.mediaUrlHost"] });
    const refused = await post(videoId, {
      intent: "captions",
      language: "en",
      captions: new File(["1\n00:00:00,000 --> 00:00:01,000\nSRT"], "x.srt"),
    });
    expect(statusOf(refused)).toBe(400);
    expect(errorsOf(refused)).toEqual({ captions: ["media.errors.captionsNotVtt"] });
    const schedule = await post(videoId, { intent: "schedule", publishAt: "2027-03-28T02:30" });
    expect(errorsOf(schedule)).toEqual({ publishAt: ["media.errors.publishAt"] });
    const [after] = await test.db.select().from(mediaItems).where(eq(mediaItems.id, videoId));
    expect(after).toEqual(before);
  });
});
