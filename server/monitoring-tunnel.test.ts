import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type SentryReceiver, startSentryReceiver } from "../tests/support/sentry-receiver";
import { MAX_ENVELOPE_BYTES, monitoringTunnel } from "./monitoring-tunnel";
import { listen } from "./test-server";

let receiver: SentryReceiver;
let tunnel: Awaited<ReturnType<typeof listen>>;
let limited: Awaited<ReturnType<typeof listen>>;
let off: Awaited<ReturnType<typeof listen>>;
let dsn: string;

function appWith(options: Parameters<typeof monitoringTunnel>[0]) {
  const app = express();
  app.post("/monitoring", monitoringTunnel(options));
  return app;
}

function envelope(forDsn: string, extra = "") {
  const header = JSON.stringify({ event_id: "9ec79c33ec9942ab8353589fcb2e04dc", dsn: forDsn });
  const item = JSON.stringify({ event_id: "9ec79c33ec9942ab8353589fcb2e04dc", message: `test${extra}` });
  return `${header}\n${JSON.stringify({ type: "event", length: Buffer.byteLength(item) })}\n${item}\n`;
}

beforeAll(async () => {
  receiver = await startSentryReceiver();
  dsn = `http://publickey@127.0.0.1:${receiver.port}/42`;
  tunnel = await listen(appWith({ dsn, ratePerMinute: 1000 }));
  limited = await listen(appWith({ dsn, ratePerMinute: 2 }));
  off = await listen(appWith({ ratePerMinute: 1000 }));
});

afterAll(async () => {
  await Promise.all([tunnel?.close(), limited?.close(), off?.close(), receiver?.close()]);
});

beforeEach(() => receiver.clear());

const post = (base: string, body: string, query = "?p=42") =>
  fetch(`${base}/monitoring${query}`, { method: "POST", body, headers: { "content-type": "text/plain" } });

describe("/monitoring tunnel", () => {
  it("forwards an envelope for the configured DSN unchanged", async () => {
    const body = envelope(dsn);
    const response = await post(tunnel.url, body);
    expect(response.status).toBe(200);
    const [got] = receiver.envelopes();
    expect(got?.project).toBe("42");
    expect(got?.body).toBe(body);
  });

  it("refuses an envelope for another host and sends nothing on", async () => {
    const response = await post(tunnel.url, envelope("http://publickey@evil.example.com/42"));
    expect(response.status).toBe(403);
    expect(receiver.envelopes()).toHaveLength(0);
  });

  it("refuses an envelope for another project on the same host", async () => {
    const response = await post(tunnel.url, envelope(`http://publickey@127.0.0.1:${receiver.port}/43`), "?p=43");
    expect(response.status).toBe(403);
    expect(receiver.envelopes()).toHaveLength(0);
  });

  it("refuses a query that names another project", async () => {
    const response = await post(tunnel.url, envelope(dsn), "?p=7");
    expect(response.status).toBe(403);
  });

  it("answers 400 to a body that is not an envelope", async () => {
    const response = await post(tunnel.url, "not json\n{}");
    expect(response.status).toBe(400);
    expect(receiver.envelopes()).toHaveLength(0);
  });

  it("answers 413 to a body over 1 MiB", async () => {
    const response = await post(tunnel.url, envelope(dsn, "x".repeat(MAX_ENVELOPE_BYTES)));
    expect(response.status).toBe(413);
    expect(receiver.envelopes()).toHaveLength(0);
  });

  it("answers 413 to an oversized body sent without a length", async () => {
    const big = new TextEncoder().encode(envelope(dsn, "y".repeat(MAX_ENVELOPE_BYTES + 10)));
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < big.length; i += 65536) controller.enqueue(big.subarray(i, i + 65536));
        controller.close();
      },
    });
    const response = await fetch(`${tunnel.url}/monitoring?p=42`, {
      method: "POST",
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("answers 429 with Retry-After past the per-client rate", async () => {
    expect((await post(limited.url, envelope(dsn))).status).toBe(200);
    expect((await post(limited.url, envelope(dsn))).status).toBe(200);
    const third = await post(limited.url, envelope(dsn));
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).toBe("60");
    expect(receiver.envelopes()).toHaveLength(2);
  });

  it("answers 404 when error reporting is off", async () => {
    const response = await post(off.url, envelope(dsn));
    expect(response.status).toBe(404);
  });

  it("hands the upstream status and rate-limit headers back so the SDK backs off", async () => {
    receiver.respondNext(429, { "Retry-After": "30", "X-Sentry-Rate-Limits": "30:error:organization" });
    const response = await post(tunnel.url, envelope(dsn));
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("30");
    expect(response.headers.get("x-sentry-rate-limits")).toBe("30:error:organization");
  });
});
