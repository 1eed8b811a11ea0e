import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "~/db/schema/content";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createMediaItem } from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminMediaItem, { action, loader } from "./media-item";

// The item page as a browser without JavaScript uses it: a plain form post, the action's answer,
// and the page drawn again from that answer. What was typed must come back in the fields, each
// refusal at its field and in the summary, without the page echoing anything by hand.

let test: TestDatabase;
let app: { release(): void };
let videoId: string;

const path = (id: string) => `/admin/media/${id}`;
const post = (id: string, values: PostedValues) => postForm(action, path(id), { id }, values);
const page = async (id: string, actionData: unknown) =>
  drawPage(AdminMediaItem, path(id), { loaderData: await loaderData(loader, path(id), { id }), actionData });

const save = {
  intent: "save",
  slug: "breathe",
  type: "video",
  topic: "stress",
  partnerId: "",
  titleNl: "Ademen anders",
  titleEn: "Breathing, again",
  summaryNl: "Even rust.",
  summaryEn: "A moment of calm.",
  bodyNl: "## Adem in",
  bodyEn: "## Breathe in",
  mediaUrl: "/media/breathing-break.webm",
  duration: "2",
};

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const base = { topic: "stress", summaryNl: "", summaryEn: "", bodyNl: "Tekst", bodyEn: "Text" } as const;
  const video = { ...base, slug: "breathe", type: "video", titleNl: "Ademen", titleEn: "Breathing" } as const;
  videoId = (await createMediaItem(test.db, { ...video, mediaUrl: "/media/breathing-break.webm", durationSeconds: 60 }))
    .id;
  await createMediaItem(test.db, { ...base, slug: "taken", type: "article", titleNl: "Bezet", titleEn: "Taken" });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the media item page without JavaScript", () => {
  it("answers a refused save with what was posted and the messages, and the page shows both", async () => {
    const answer = await post(videoId, { ...save, slug: "taken", duration: "9999", titleEn: "" });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("media");
    expect(result.initialValue).toMatchObject({ slug: "taken", titleNl: "Ademen anders", duration: "9999" });
    expect(result.error).toEqual({ duration: ["media.errors.duration"], titleEn: ["media.errors.required"] });

    const html = await page(videoId, answer.data);
    expect(html).toContain('value="taken"');
    expect(html).toContain('value="Ademen anders"');
    expect(html).toContain('value="9999"');
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#media-duration"');
    expect(html).toContain('href="#media-titleEn"');
    expect(html).toContain("Enter whole minutes from 1 to 600, or leave it empty.");
    expect(html).toMatch(/id="media-titleEn"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="media-titleEn"/);
    // Nothing was written.
    const [row] = await test.db.select().from(mediaItems).where(eq(mediaItems.id, videoId));
    expect(row?.titleNl).toBe("Ademen");
  });

  it("answers a conflict found by the write (a taken address) with 409 at its field, keeping the text", async () => {
    const answer = await post(videoId, { ...save, slug: "taken" });
    expect(answer.status).toBe(409);
    const { result } = answer.data as { result: Record<string, unknown> };
    expect(result.error).toEqual({ slug: ["media.errors.slugTaken"] });
    const html = await page(videoId, answer.data);
    expect(html).toContain("Another item uses or used this address. Choose another.");
    expect(html).toContain('value="Breathing, again"');
  });

  it("starts the form again from the saved item after a save, and says so", async () => {
    const answer = await post(videoId, save);
    expect(answer.status).toBe(200);
    const { done, result } = answer.data as { done: string; result: Record<string, unknown> };
    expect(done).toBe("saved");
    expect(result.initialValue).toBeNull();
    const html = await page(videoId, answer.data);
    expect(html).toContain("Saved.");
    expect(html).toContain('value="Breathing, again"');
    expect(html).not.toContain("Please check these fields");
  });

  it("puts a refused file at its language's form, and a publication refusal in the summary", async () => {
    const refused = await post(videoId, { intent: "captions", language: "en" });
    expect(refused.status).toBe(400);
    expect((refused.data as { form: string }).form).toBe("captions-en");
    const html = await page(videoId, refused.data);
    expect(html).toContain('href="#captions-en-captions"');
    expect(html).toMatch(/id="captions-en-captions"[^>]*aria-invalid="true"/);

    const twice = await post(videoId, { intent: "unpublish" });
    expect(twice.status).toBe(409);
    expect((twice.data as { form: string }).form).toBe("publication");
    expect(await page(videoId, twice.data)).toContain("Only a scheduled or withdrawn item goes back to draft.");
  });

  it("answers an item that does not exist with the area's 404 page, and an unknown form at the form", async () => {
    const missing = await post("00000000-0000-4000-8000-000000000000", { intent: "publish" });
    expect(missing.status).toBe(404);
    const unknown = await post(videoId, { intent: "explode" });
    expect(unknown.status).toBe(400);
    const html = await page(videoId, unknown.data);
    expect(html).toContain("This form was not recognised. Reload the page and try again.");
  });
});
