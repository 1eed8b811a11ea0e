import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { originCheck } from "./origin-check";
import { listen } from "./test-server";

let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  const app = express();
  app.use(originCheck());
  app.all("/", (_req, res) => {
    res.send("done");
  });
  server = await listen(app);
});

afterAll(() => server.close());

describe("origin check", () => {
  it("lets our own pages post", async () => {
    const response = await fetch(server.url, { method: "POST", headers: { origin: server.url } });
    expect(response.status).toBe(200);
  });

  it("refuses a post from another site", async () => {
    const response = await fetch(server.url, { method: "POST", headers: { origin: "https://evil.example.com" } });
    expect(response.status).toBe(403);
  });

  it("refuses an opaque origin", async () => {
    expect((await fetch(server.url, { method: "POST", headers: { origin: "null" } })).status).toBe(403);
  });

  it("leaves reads alone", async () => {
    expect((await fetch(server.url, { headers: { origin: "https://evil.example.com" } })).status).toBe(200);
  });
});
