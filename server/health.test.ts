import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { healthRoutes } from "./health";
import { listen } from "./test-server";

const servers: Awaited<ReturnType<typeof listen>>[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function serve(ping: () => Promise<void>, redis?: () => Promise<void>) {
  const app = express();
  app.use(healthRoutes({ database: ping, ...(redis ? { redis } : {}) }, undefined, 200));
  const server = await listen(app);
  servers.push(server);
  return server.url;
}

describe("health endpoints", () => {
  it("/healthz answers while the process runs, whatever the database does", async () => {
    const url = await serve(() => Promise.reject(new Error("down")));
    const response = await fetch(`${url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("/readyz answers 200 when the database is reachable", async () => {
    const url = await serve(() => Promise.resolve());
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
  });

  it("/readyz answers 503 when the database is not", async () => {
    const url = await serve(() => Promise.reject(new Error("connection refused")));
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });

  it("/readyz checks Redis when one is configured", async () => {
    const up = await serve(
      () => Promise.resolve(),
      () => Promise.resolve(),
    );
    expect(await (await fetch(`${up}/readyz`)).json()).toEqual({ status: "ok", database: "ok", redis: "ok" });
    const down = await serve(
      () => Promise.resolve(),
      () => Promise.reject(new Error("ECONNREFUSED")),
    );
    const response = await fetch(`${down}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "ok", redis: "unreachable" });
  });

  it("/readyz does not wait for a dependency that hangs", async () => {
    const url = await serve(() => new Promise(() => {}));
    const response = await fetch(`${url}/readyz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable", database: "unreachable" });
  });
});
