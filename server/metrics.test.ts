import express from "express";
import { afterAll, describe, expect, it } from "vitest";
import { instrumentations } from "~/entry.server";
import { metricsText, observeRequest, observeState, rateLimitRefusals } from "~/utils/monitoring/metrics.server";
import { metricsEndpoint } from "./metrics";
import { listen } from "./test-server";

const servers: Awaited<ReturnType<typeof listen>>[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});

async function serve(token: string | undefined) {
  const app = express();
  app.get("/metrics", metricsEndpoint(token, metricsText));
  app.use((_req, res) => {
    res.status(404).send("Not found");
  });
  const server = await listen(app);
  servers.push(server);
  return server.url;
}

describe("/metrics", () => {
  it("does not exist without a token", async () => {
    const url = await serve(undefined);
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/metrics`, { headers: { authorization: "Bearer anything" } })).status).toBe(404);
  });

  it("asks for the token, and refuses a wrong or partial one", async () => {
    const url = await serve("a-long-enough-metrics-token");
    for (const authorization of [undefined, "Bearer wrong", "Bearer a-long-enough", "a-long-enough-metrics-token"]) {
      const response = await fetch(`${url}/metrics`, authorization ? { headers: { authorization } } : {});
      expect(response.status).toBe(401);
      expect(response.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await response.text()).not.toContain("vitaal_");
    }
  });

  it("serves Prometheus text with the token: requests, refusals, state read at scrape time, the process", async () => {
    observeRequest("/:lng/coaches", "GET", 200, 0.012);
    observeRequest(undefined, "GET", 404, 0.002);
    rateLimitRefusals.inc({ limit: "login-client" });
    let queued = 3;
    observeState("vitaal_test_queue", "A test gauge.", ["queue"], () => [{ labels: { queue: "mail" }, value: queued }]);
    const url = await serve("a-long-enough-metrics-token");
    const scrape = async () => {
      const response = await fetch(`${url}/metrics`, {
        headers: { authorization: "Bearer a-long-enough-metrics-token" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return response.text();
    };
    const text = await scrape();
    expect(text).toContain(
      'vitaal_http_request_duration_seconds_bucket{le="0.025",route="/:lng/coaches",method="GET",status_class="2xx"} 1',
    );
    expect(text).toContain(
      'vitaal_http_request_duration_seconds_count{route="unmatched",method="GET",status_class="4xx"} 1',
    );
    expect(text).toContain('vitaal_rate_limit_refusals_total{limit="login-client"} 1');
    expect(text).toContain('vitaal_test_queue{queue="mail"} 3');
    expect(text).toContain("process_resident_memory_bytes");
    queued = 0;
    expect(await scrape()).toContain('vitaal_test_queue{queue="mail"} 0');
  });
});

describe("request timing", () => {
  it("labels each request React Router answers with its route pattern and status class", async () => {
    let instrumented: ((handle: () => Promise<unknown>, info: { request: Request }) => Promise<void>) | undefined;
    for (const instrumentation of instrumentations) {
      instrumentation.handler?.({
        instrument: (hooks: { request?: typeof instrumented }) => {
          instrumented = hooks.request;
        },
      } as never);
    }
    if (!instrumented) throw new Error("no request instrumentation");
    await instrumented(
      async () => ({
        status: "success",
        error: undefined,
        statusCode: 403,
        // React Router reports patterns without their leading slash.
        meta: { url: "", pattern: "partner/report", params: {} },
      }),
      { request: new Request("http://localhost/partner/report?partner=ohra") },
    );
    const { body } = await metricsText();
    expect(body).toContain(
      'vitaal_http_request_duration_seconds_count{route="/partner/report",method="GET",status_class="4xx"} 1',
    );
    // The address itself, with its query, is never a label.
    expect(body).not.toContain("partner=ohra");
  });
});
