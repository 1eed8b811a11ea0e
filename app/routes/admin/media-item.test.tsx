import { eq } from "drizzle-orm";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "~/db/schema/content";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { createMediaItem } from "~/features/admin/media-admin.server";
import { getI18n } from "~/features/i18n/instance";
import { I18nProvider } from "~/features/i18n/react";
import "~/features/i18n/resources.server";
import { defaultStreamHosts } from "~/features/webinars/stream";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminMediaItem, { action, loader } from "./media-item";

// The item page as a browser without JavaScript uses it: a plain form post, the action's answer,
// and the page drawn again from that answer. What was typed must come back in the fields, each
// refusal at its field and in the summary, without the page echoing anything by hand.

const admin = { id: "admin-1", name: "Sara Jansen", email: "admin@example.com", timeZone: "Europe/Amsterdam" };
let test: TestDatabase;
let app: { release(): void };
let videoId: string;

function args(id: string, init?: RequestInit) {
  const context = new RouterContextProvider();
  context.set(signedInUser, admin as unknown as CurrentUser);
  return { request: new Request(`http://localhost/admin/media/${id}`, init), params: { id }, context };
}

async function post(id: string, values: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  try {
    return (await action(args(id, { method: "POST", body }) as unknown as Parameters<typeof action>[0])) as unknown as {
      data: Record<string, unknown>;
      init?: { status?: number };
    };
  } catch (thrown) {
    return thrown as { data: unknown; init?: { status?: number } };
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the page's props are its route's generated type
const Page = AdminMediaItem as ComponentType<any>;

/** The page drawn on the server as the browser without script gets it after the post. */
async function page(id: string, actionData: unknown) {
  const loaderData = await loader(args(id) as unknown as Parameters<typeof loader>[0]);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ lng: "en" }),
        children: [{ path: "*", element: <Page loaderData={loaderData} actionData={actionData} /> }],
      },
    ],
    { initialEntries: [`/admin/media/${id}`], hydrationData: { loaderData: { root: { lng: "en" } } } },
  );
  return renderToString(
    <I18nProvider i18n={getI18n("en")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

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
  const base = {
    topic: "stress",
    partnerId: null,
    summaryNl: "",
    summaryEn: "",
    bodyNl: "Tekst",
    bodyEn: "Text",
  } as const;
  const video = await createMediaItem(
    test.db,
    admin,
    {
      ...base,
      slug: "breathe",
      type: "video",
      titleNl: "Ademen",
      titleEn: "Breathing",
      mediaUrl: "/media/breathing-break.webm",
      durationSeconds: 60,
    },
    defaultStreamHosts,
  );
  const other = await createMediaItem(
    test.db,
    admin,
    {
      ...base,
      slug: "taken",
      type: "article",
      titleNl: "Bezet",
      titleEn: "Taken",
      mediaUrl: null,
      durationSeconds: null,
    },
    defaultStreamHosts,
  );
  if (!video.ok || !other.ok) throw new Error("setup refused");
  const [row] = await test.db.select().from(mediaItems).where(eq(mediaItems.slug, "breathe"));
  if (!row) throw new Error("no item");
  videoId = row.id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the media item page without JavaScript", () => {
  it("answers a refused save with what was posted and the messages, and the page shows both", async () => {
    const answer = await post(videoId, { ...save, slug: "taken", duration: "9999", titleEn: "" });
    expect(answer.init?.status).toBe(400);
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
    expect(answer.init?.status).toBe(409);
    const { result } = answer.data as { result: Record<string, unknown> };
    expect(result.error).toEqual({ slug: ["media.errors.slugTaken"] });
    const html = await page(videoId, answer.data);
    expect(html).toContain("Another item uses or used this address. Choose another.");
    expect(html).toContain('value="Breathing, again"');
  });

  it("starts the form again from the saved item after a save, and says so", async () => {
    const answer = await post(videoId, save);
    expect(answer.init?.status ?? 200).toBe(200);
    const { done, result } = answer.data as { done: string; result: Record<string, unknown> };
    expect(done).toBe("saved");
    expect(result.initialValue).toBeNull();
    const html = await page(videoId, answer.data);
    expect(html).toContain("Saved.");
    expect(html).toContain('value="Breathing, again"');
    expect(html).not.toContain("Please check these fields");
  });

  it("puts a refused file at its language's form, and a publication refusal in the summary", async () => {
    const body = new FormData();
    body.set("intent", "captions");
    body.set("language", "en");
    const refused = (await action(
      args(videoId, { method: "POST", body }) as unknown as Parameters<typeof action>[0],
    )) as unknown as { data: { form: string; result: { error: unknown } }; init: { status: number } };
    expect(refused.init.status).toBe(400);
    expect(refused.data.form).toBe("captions-en");
    const html = await page(videoId, refused.data);
    expect(html).toContain('href="#captions-en-captions"');
    expect(html).toMatch(/id="captions-en-captions"[^>]*aria-invalid="true"/);

    const twice = await post(videoId, { intent: "unpublish" });
    expect(twice.init?.status).toBe(409);
    expect((twice.data as { form: string }).form).toBe("publication");
    expect(await page(videoId, twice.data)).toContain("Only a scheduled or withdrawn item goes back to draft.");
  });

  it("answers an item that does not exist with the area's 404 page, and an unknown form at the form", async () => {
    const missing = await post("00000000-0000-4000-8000-000000000000", { intent: "publish" });
    expect(missing.init?.status).toBe(404);
    const unknown = await post(videoId, { intent: "explode" });
    expect(unknown.init?.status).toBe(400);
    const html = await page(videoId, unknown.data);
    expect(html).toContain("This form was not recognised. Reload the page and try again.");
  });
});
