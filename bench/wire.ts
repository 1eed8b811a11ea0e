// What a browser receives on a first visit to a page: every response Chromium loads until the
// network is idle, with its encoding and its size on the wire (headers and the encoded body).
import { type Browser, chromium } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium";

export type Loaded = { url: string; kind: string; encoding: string | null; wireBytes: number; bodyBytes: number };

export type FirstVisit = {
  loaded: Loaded[];
  /** Bytes on the wire by kind: script, stylesheet, font, document, … */
  wireBytes: Record<string, number>;
  files: Record<string, number>;
};

export async function withBrowser<T>(use: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** A first visit at phone width with an empty cache, as Chromium sends it (Accept-Encoding: gzip, deflate, br, zstd). */
export async function firstVisit(browser: Browser, url: string): Promise<FirstVisit> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    const page = await context.newPage();
    const finished: Promise<Loaded | null>[] = [];
    page.on("requestfinished", (request) => {
      finished.push(
        (async () => {
          const response = await request.response();
          if (!response) return null;
          const sizes = await request.sizes();
          const body = await response.body().catch(() => Buffer.alloc(0));
          return {
            url: request.url(),
            kind: request.resourceType(),
            encoding: (await response.headerValue("content-encoding")) ?? null,
            wireBytes: sizes.responseHeadersSize + sizes.responseBodySize,
            bodyBytes: body.length,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const loaded = (await Promise.all(finished)).filter((entry): entry is Loaded => entry !== null);
    const wireBytes: Record<string, number> = {};
    const files: Record<string, number> = {};
    for (const entry of loaded) {
      wireBytes[entry.kind] = (wireBytes[entry.kind] ?? 0) + entry.wireBytes;
      files[entry.kind] = (files[entry.kind] ?? 0) + 1;
    }
    return { loaded, wireBytes, files };
  } finally {
    await context.close();
  }
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
