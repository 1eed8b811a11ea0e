import { readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { and, eq } from "drizzle-orm";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaItems } from "~/db/schema/content";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { getAuth } from "~/features/accounts/auth.server";
import { MEDIA_FILES_DIR } from "~/features/media/media-files.server";
import { demoMedia } from "~/seed/media-data";
import { serveAppFrom } from "../tests/support/app-database";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-db";
import { mediaFiles, sessionViewer } from "./media-files";
import { listen } from "./test-server";

// The files of media items through the guard, as the server mounts it: the public folder's static
// files first (as server.js serves them), then `/media/…` by the rule of the items that use a
// file. A partner's video and captions (the demo's Deloitte video) against a visitor, another
// partner's member and its own member; a public video; drafts, scheduled and withdrawn items.

let test: TestDatabase;
let app: { release(): void };
let server: Awaited<ReturnType<typeof listen>>;
let acmeId: string;
const cookies = { acme: "", other: "" };
let acmeMemberId: string;
let lookups = 0;

const file = (name: string) => readFileSync(join(MEDIA_FILES_DIR, name));

function get(path: string, cookie = "", headers: Record<string, string> = {}) {
  return fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: { "accept-language": "en", ...(cookie ? { cookie } : {}), ...headers },
  });
}

/**
 * One request as written, for what fetch() would change: a path it would normalise (`..`), the
 * `Sec-Fetch-Mode` it sets itself, the `Cache-Control: no-cache` it adds to a conditional request.
 */
function raw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown> }> {
  const url = new URL(server.url);
  return new Promise((resolve, reject) => {
    const sent = request({ host: url.hostname, port: url.port, path, headers }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    sent.on("error", reject);
    sent.end();
  });
}

async function signUp(email: string): Promise<{ id: string; cookie: string }> {
  const result = await (await getAuth()).api.signUpEmail({
    body: { email, password: "a calm and long password", name: "Media Viewer" },
    returnHeaders: true,
  });
  const cookie = result.headers
    .getSetCookie()
    .find((line) => line.startsWith("vitaal.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return { id: result.response.user.id, cookie };
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const [acme, other] = await test.db
    .insert(partners)
    .values([
      { slug: "acme", name: "Acme", brandColor: "#1d4f91" },
      { slug: "other", name: "Other", brandColor: "#1d4f91" },
    ])
    .returning({ id: partners.id });
  if (!acme || !other) throw new Error("no partners");
  acmeId = acme.id;
  const acmeMember = await signUp("acme-member@example.com");
  const otherMember = await signUp("other-member@example.com");
  acmeMemberId = acmeMember.id;
  cookies.acme = acmeMember.cookie;
  cookies.other = otherMember.cookie;
  await test.db.insert(partnerMemberships).values([
    { partnerId: acme.id, userId: acmeMember.id },
    { partnerId: other.id, userId: otherMember.id },
  ]);

  const now = Date.now();
  const base = {
    type: "video",
    topic: "stress",
    partnerId: null,
    titleNl: "Titel",
    titleEn: "Title",
    summaryNl: "Kort.",
    summaryEn: "Short.",
    bodyNl: "Tekst",
    bodyEn: "Text",
    publishedAt: new Date(now - 86_400_000),
  };
  await test.db.insert(mediaItems).values([
    {
      ...base,
      slug: "road",
      partnerId: acme.id,
      mediaUrl: "/media/fit-on-the-road.webm",
      captionsNl: "/media/fit-on-the-road.nl.vtt",
      captionsEn: "/media/fit-on-the-road.en.vtt",
    },
    { ...base, slug: "breathe", mediaUrl: "/media/breathing-break.webm", captionsEn: "/media/breathing-break.en.vtt" },
    // A partner's item playing a file everyone's item plays too: the file stays everyone's.
    { ...base, slug: "acme-breathe", partnerId: acme.id, mediaUrl: "/media/breathing-break.webm" },
    { ...base, slug: "draft", mediaUrl: "/media/desk-stretch-routine.webm", publishedAt: null },
    { ...base, slug: "later", mediaUrl: "/media/small-conversations.webm", publishedAt: new Date(now + 86_400_000) },
    {
      ...base,
      slug: "taken-down",
      mediaUrl: "/media/eating-for-steady-energy.webm",
      publishedAt: null,
      withdrawnAt: new Date(now),
    },
    { ...base, slug: "lost", mediaUrl: "/media/not-there.webm" },
  ]);

  const site = express();
  site.use(express.static("public", { maxAge: "1h", index: false }));
  site.use(
    mediaFiles({
      // The guard's own session lookup, counted: a public file must not need one.
      viewer: (req) => {
        lookups++;
        return sessionViewer(req);
      },
    }),
  );
  site.use((_req, res) => {
    res.status(418).end();
  });
  server = await listen(site);
});

afterAll(async () => {
  await server?.close();
  app?.release();
  await test?.close();
});

describe("a partner's media files", () => {
  const restricted = ["/media/fit-on-the-road.webm", "/media/fit-on-the-road.en.vtt", "/media/fit-on-the-road.nl.vtt"];

  it("are refused to a visitor (401) and to another partner's member (403), and kept by no cache", async () => {
    for (const path of restricted) {
      const visitor = await get(path);
      expect(visitor.status, path).toBe(401);
      expect(visitor.headers.get("cache-control")).toBe("no-store");
      expect((await visitor.arrayBuffer()).byteLength).toBeLessThan(100);
      const stranger = await get(path, cookies.other);
      expect(stranger.status, path).toBe(403);
      expect(stranger.headers.get("cache-control")).toBe("no-store");
      await stranger.arrayBuffer();
    }
  });

  it("send a browser that opens one as a page to the item's page, which explains and offers to log in", async () => {
    const visitor = await raw("/media/fit-on-the-road.webm", { "sec-fetch-mode": "navigate", "accept-language": "en" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.location).toBe("/en/media/id/road");
    expect(visitor.headers["cache-control"]).toBe("no-store");
    const dutch = await raw("/media/fit-on-the-road.webm", {
      cookie: cookies.other,
      "sec-fetch-mode": "navigate",
      "accept-language": "nl",
    });
    expect(dutch.status).toBe(302);
    expect(dutch.headers.location).toBe("/nl/media/id/road");
    // The member opening the file gets the file.
    expect(
      (await raw("/media/fit-on-the-road.webm", { cookie: cookies.acme, "sec-fetch-mode": "navigate" })).status,
    ).toBe(200);
  });

  it("play for the partner's member: whole, in ranges, with validators, for their browser only", async () => {
    const video = file("fit-on-the-road.webm");
    const whole = await get("/media/fit-on-the-road.webm", cookies.acme);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/webm");
    expect(whole.headers.get("cache-control")).toBe("private, no-cache");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(whole.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);

    const part = await get("/media/fit-on-the-road.webm", cookies.acme, { range: "bytes=1000-1999" });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.headers.get("cache-control")).toBe("private, no-cache");
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await get("/media/fit-on-the-road.webm", cookies.acme, { range: `bytes=${video.length - 10}-` });
    expect(tail.status).toBe(206);
    expect((await tail.arrayBuffer()).byteLength).toBe(10);

    const beyond = await get("/media/fit-on-the-road.webm", cookies.acme, { range: `bytes=${video.length + 5}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${video.length}`);
    await beyond.arrayBuffer();

    const etag = whole.headers.get("etag") as string;
    expect(etag).toBeTruthy();
    const again = await raw("/media/fit-on-the-road.webm", { cookie: cookies.acme, "if-none-match": etag });
    expect(again.status).toBe(304);
    // A visitor with the member's validator learns nothing: the rule comes first.
    expect((await raw("/media/fit-on-the-road.webm", { "if-none-match": etag })).status).toBe(401);

    const captions = await get("/media/fit-on-the-road.en.vtt", cookies.acme);
    expect(captions.status).toBe(200);
    expect(captions.headers.get("content-type")).toBe("text/vtt; charset=utf-8");
    expect(await captions.text()).toBe(file("fit-on-the-road.en.vtt").toString("utf8"));

    const head = await fetch(`${server.url}/media/fit-on-the-road.webm`, {
      method: "HEAD",
      headers: { cookie: cookies.acme },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(video.length));
  });

  it("are refused again as soon as the member leaves the partner", async () => {
    await test.db
      .delete(partnerMemberships)
      .where(and(eq(partnerMemberships.userId, acmeMemberId), eq(partnerMemberships.partnerId, acmeId)));
    try {
      const after = await get("/media/fit-on-the-road.webm", cookies.acme);
      expect(after.status).toBe(403);
      await after.arrayBuffer();
    } finally {
      await test.db.insert(partnerMemberships).values({ partnerId: acmeId, userId: acmeMemberId });
    }
    const back = await get("/media/fit-on-the-road.webm", cookies.acme);
    expect(back.status).toBe(200);
    await back.arrayBuffer();
  });

  it("are no longer where they used to be: nothing in public/ is a media file", () => {
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.(webm|mp4|mp3|ogg|oga|m4a|vtt)$/.test(name)) found.push(path);
      }
    };
    walk("public");
    expect(found).toEqual([]);
  });
});

describe("everyone's media files", () => {
  it("are served to anyone without a session lookup, and may be cached for an hour by any cache", async () => {
    const before = lookups;
    const video = file("breathing-break.webm");
    for (const cookie of ["", cookies.other, cookies.acme]) {
      const response = await get("/media/breathing-break.webm", cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
      expect(response.headers.get("cross-origin-resource-policy")).toBeNull();
      expect(response.headers.get("last-modified")).toBeTruthy();
      expect(Buffer.from(await response.arrayBuffer()).equals(video)).toBe(true);
    }
    const part = await get("/media/breathing-break.webm", "", { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.headers.get("cache-control")).toBe("public, max-age=3600");
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const captions = await get("/media/breathing-break.en.vtt");
    expect(captions.status).toBe(200);
    expect(await captions.text()).toMatch(/^WEBVTT/);
    expect(lookups).toBe(before);
  });
});

describe("files no page shows", () => {
  it("are not found for anyone: drafts, scheduled, withdrawn, unknown, missing and malformed names", async () => {
    const paths = [
      "/media/desk-stretch-routine.webm",
      "/media/small-conversations.webm",
      "/media/eating-for-steady-energy.webm",
      "/media/webinar-sleep-reset.en.vtt",
      "/media/not-there.webm",
      "/media/FIT-ON-THE-ROAD.webm",
      "/media/../package.json",
      "/media/%2e%2e/package.json",
      "/media/fit-on-the-road.webm%00",
      "/media/.hidden.webm",
      "/media//fit-on-the-road.webm",
      "/media/",
    ];
    for (const path of paths) {
      for (const cookie of ["", cookies.acme]) {
        const response = await raw(path, cookie ? { cookie } : {});
        expect(response.status, `${path} ${cookie ? "member" : "visitor"}`).toBe(404);
        expect(response.headers["cache-control"]).toBe("no-store");
      }
    }
  });

  it("answers 405 to a method other than GET and HEAD", async () => {
    const response = await fetch(`${server.url}/media/breathing-break.webm`, { method: "POST" });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, HEAD");
  });

  it("leaves other paths to the rest of the app", async () => {
    expect((await get("/mediafoo.webm")).status).toBe(418);
    expect((await get("/favicon.svg")).status).toBe(200);
  });
});

describe("the demo's media items", () => {
  it("name files that are in the private folder", () => {
    const named = demoMedia.flatMap((item) => [item.mediaUrl, item.captions?.nl, item.captions?.en]);
    const local = named.filter((path): path is string => typeof path === "string" && path.startsWith("/media/"));
    expect(local.length).toBeGreaterThan(5);
    for (const path of local) expect(statSync(join(MEDIA_FILES_DIR, path.slice("/media/".length))).isFile()).toBe(true);
  });
});
