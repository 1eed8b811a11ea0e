import type { Request } from "@playwright/test";
import { expect, test } from "../support/fixtures";

// The public pages a visitor's phone loads first, in both languages.
const pages = ["", "/coaches", "/coaches/daan-bakker", "/events", "/media"].flatMap((path) => [
  `/nl${path}`,
  `/en${path}`,
]);

/** Text is worth compressing; fonts (woff2), photos and video come compressed already. */
function isText(contentType: string): boolean {
  return /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/.test(contentType);
}

type Loaded = { url: string; type: string; encoding?: string; vary?: string; cacheControl?: string; wire: number };

test.describe("compressed, cached assets", () => {
  for (const path of pages) {
    test(`everything ${path} loads is sent compressed to a browser that accepts it`, async ({ page, baseURL }) => {
      const finished: Promise<Loaded>[] = [];
      page.on("requestfinished", (request: Request) => {
        finished.push(
          (async () => {
            const response = await request.response();
            const headers = (await response?.allHeaders()) ?? {};
            return {
              url: request.url(),
              type: headers["content-type"] ?? "",
              encoding: headers["content-encoding"],
              vary: headers.vary,
              cacheControl: headers["cache-control"],
              wire: (await request.sizes()).responseBodySize,
            };
          })(),
        );
      });
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status()).toBe(200);
      expect(await response?.request().headerValue("accept-encoding")).toContain("br");

      const loaded = (await Promise.all(finished)).filter((entry) => entry.url.startsWith(baseURL ?? ""));
      const text = loaded.filter((entry) => isText(entry.type));
      // The document, its stylesheet and its scripts at the least.
      expect(text.filter((entry) => entry.type.startsWith("text/javascript")).length).toBeGreaterThan(3);
      expect(text.some((entry) => entry.type.startsWith("text/css"))).toBe(true);
      for (const entry of text) {
        expect(entry.encoding, `${entry.url} (${entry.type})`).toMatch(/^(br|gzip)$/);
        expect(entry.vary?.toLowerCase(), entry.url).toContain("accept-encoding");
        expect(entry.wire, entry.url).toBeGreaterThan(0);
      }
      // Built files have their content's hash in their name: cached for a year, never revalidated.
      const hashed = loaded.filter((entry) => new URL(entry.url).pathname.startsWith("/assets/"));
      expect(hashed.length).toBeGreaterThan(3);
      for (const entry of hashed) {
        expect(entry.cacheControl, entry.url).toContain("max-age=31536000");
        expect(entry.cacheControl, entry.url).toContain("immutable");
      }
    });
  }

  test("each client gets the encoding it accepts, and the same content", async ({ page, playwright, baseURL }) => {
    await page.goto("/nl/coaches");
    const script = await page.locator('link[rel="modulepreload"]').first().getAttribute("href");
    const stylesheet = await page.locator('link[rel="stylesheet"]').first().getAttribute("href");
    expect(script).toMatch(/^\/assets\//);
    expect(stylesheet).toMatch(/^\/assets\//);
    // Files outside /assets (no hash in their name) are compressed as well, cached for an hour.
    for (const url of [script, stylesheet, "/favicon.svg", "/manifest.webmanifest", "/nl/coaches"] as string[]) {
      const bodies: string[] = [];
      for (const [accept, expected] of [
        ["br, gzip", "br"],
        ["gzip", "gzip"],
        ["identity", undefined],
      ] as const) {
        // A context without Playwright's own Accept-Encoding, so the header sent is the one here.
        const client = await playwright.request.newContext({
          baseURL,
          extraHTTPHeaders: { "accept-encoding": accept },
        });
        const response = await client.get(url);
        expect(response.status(), url).toBe(200);
        expect(response.headers()["content-encoding"], `${url} for ${accept}`).toBe(expected);
        bodies.push((await response.text()).replace(/nonce-[^']+'|nonce="[^"]+"|"nonce":"[^"]+"/g, ""));
        await client.dispose();
      }
      if (url !== "/nl/coaches") expect(new Set(bodies).size, url).toBe(1);
    }
    const favicon = await page.request.get("/favicon.svg");
    expect(favicon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("the stylesheet comes before the scripts' preloads, and no font is downloaded", async ({ request }) => {
    const html = await (await request.get("/nl/coaches")).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const firstPreload = head.indexOf('rel="modulepreload"');
    const stylesheet = head.indexOf('rel="stylesheet"');
    expect(firstPreload).toBeGreaterThan(-1);
    expect(stylesheet).toBeGreaterThan(-1);
    expect(stylesheet).toBeLessThan(firstPreload);
    // The system's interface font: the first paint never waits for a font file.
    expect(head).not.toMatch(/\.woff2/);
    // The scripts are fetched at once, but after what the first paint needs.
    expect(head.match(/rel="modulepreload"(?! fetchpriority="low")/g)).toBeNull();
  });
});
