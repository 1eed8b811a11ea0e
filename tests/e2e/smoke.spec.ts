import { expect, test } from "../support/fixtures";

test.describe("server", () => {
  test("health and readiness answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    const ready = await request.get("/readyz");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ok", database: "ok" });
  });

  test("every response carries a request id", async ({ request }) => {
    const first = await request.get("/nl");
    const second = await request.get("/nl");
    expect(first.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers()["x-request-id"]).not.toBe(second.headers()["x-request-id"]);
  });

  test("pages send strict security headers and scripts carry the CSP nonce", async ({ request }) => {
    const response = await request.get("/nl");
    const headers = response.headers();
    const csp = headers["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
  });

  test("hashed assets are cached for a year and text is compressed", async ({ request }) => {
    const html = await (await request.get("/nl")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset as string, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers()["cache-control"]).toContain("immutable");
    expect(response.headers()["cache-control"]).toContain("max-age=31536000");
    const page = await request.get("/nl", { headers: { "accept-encoding": "gzip" } });
    expect(page.headers()["content-encoding"]).toBe("gzip");
  });

  test("the WebSocket answers a ping from our own page", async ({ page }) => {
    await page.goto("/nl");
    const reply = await page.evaluate(
      () =>
        new Promise<string>((resolve, reject) => {
          const socket = new WebSocket(`ws://${location.host}/ws`);
          socket.onopen = () => socket.send("ping");
          socket.onmessage = (event) => {
            resolve(String(event.data));
            socket.close();
          };
          socket.onerror = () => reject(new Error("socket error"));
        }),
    );
    expect(reply).toBe("pong");
  });

  test("a body over the limit is refused with 413, not a 500", async ({ request }) => {
    const response = await request.post("/nl/sentry-example-page", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `intent=report&filler=${"x".repeat(200 * 1024)}`,
    });
    expect(response.status()).toBe(413);
  });
});
