import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bodyLimit, pagePath } from "./body-limit";
import { listen } from "./test-server";

let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = express();
  app.use(bodyLimit(1000, { "/upload": 5000, "/items/*": 3000 }));
  app.all(["/", "/upload", "/upload.data", "/upload/", "/items/:name", "/items/:name/deeper"], async (req, res) => {
    let size = 0;
    for await (const chunk of req) size += (chunk as Buffer).length;
    res.json({ size });
  });
  server = await listen(app);
});

afterAll(() => server.close());

describe("body limit", () => {
  it("passes a body within the limit through untouched", async () => {
    const response = await fetch(server.url, { method: "POST", body: "a".repeat(1000) });
    expect(await response.json()).toEqual({ size: 1000 });
  });

  it("refuses a larger body with 413", async () => {
    const response = await fetch(server.url, { method: "POST", body: "a".repeat(1001) });
    expect(response.status).toBe(413);
  });

  it("allows a named upload path more, and no more than that", async () => {
    const upload = new URL("/upload", server.url);
    expect(await (await fetch(upload, { method: "POST", body: "a".repeat(5000) })).json()).toEqual({ size: 5000 });
    expect((await fetch(upload, { method: "POST", body: "a".repeat(5001) })).status).toBe(413);
  });

  it("gives a page's data request (React Router's `.data` address) and its trailing-slash form the page's limit", async () => {
    for (const path of ["/upload.data", "/upload/", "/items/acme.data"]) {
      const url = new URL(path, server.url);
      const allowed = path.startsWith("/upload") ? 5000 : 3000;
      expect(await (await fetch(url, { method: "POST", body: "a".repeat(allowed) })).json(), path).toEqual({
        size: allowed,
      });
      expect((await fetch(url, { method: "POST", body: "a".repeat(allowed + 1) })).status, path).toBe(413);
    }
  });

  it("reads a page's path from an address", () => {
    expect(pagePath("/coach/profile.data")).toBe("/coach/profile");
    expect(pagePath("/coach/profile/")).toBe("/coach/profile");
    expect(pagePath("/")).toBe("/");
    expect(pagePath("/coach/calendar/abc.ics")).toBe("/coach/calendar/abc.ics");
  });

  it("allows the paths one level below a named prefix more, and no deeper", async () => {
    const item = new URL("/items/acme", server.url);
    expect(await (await fetch(item, { method: "POST", body: "a".repeat(3000) })).json()).toEqual({ size: 3000 });
    expect((await fetch(item, { method: "POST", body: "a".repeat(3001) })).status).toBe(413);
    const deeper = new URL("/items/acme/deeper", server.url);
    expect((await fetch(deeper, { method: "POST", body: "a".repeat(1001) })).status).toBe(413);
  });

  it("refuses a body without a declared length", async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("abc"));
        controller.close();
      },
    });
    const response = await fetch(server.url, { method: "POST", body: stream, duplex: "half" } as RequestInit);
    expect(response.status).toBe(411);
  });

  it("leaves reads alone", async () => {
    expect((await fetch(server.url)).status).toBe(200);
  });
});
