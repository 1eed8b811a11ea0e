import type { Request, RequestHandler } from "express";
import { type ParsedDsn, parseDsn } from "~/utils/monitoring/dsn";
import { SlidingWindowLimiter } from "~/utils/sliding-window";

export const MAX_ENVELOPE_BYTES = 1024 * 1024;

/** Headers of the upstream answer the browser SDK needs to back off as designed. */
const PASSED_BACK = ["retry-after", "x-sentry-rate-limits"];

export interface TunnelOptions {
  /** The configured DSN; without it reporting is off and the tunnel answers 404. */
  dsn?: string;
  /** Envelopes per client per minute. */
  ratePerMinute: number;
  fetch?: typeof fetch;
  now?: () => number;
  onForwardError?: (error: unknown) => void;
}

/**
 * `POST /monitoring?o=…&p=…`: forwards the browser's error-report envelopes to the configured
 * Sentry-protocol service. It only forwards envelopes whose header names the configured DSN, so it
 * can never be used to send traffic elsewhere.
 */
export function monitoringTunnel(options: TunnelOptions): RequestHandler {
  const configured = options.dsn ? parseDsn(options.dsn) : undefined;
  const limiter = new SlidingWindowLimiter(options.ratePerMinute, 60_000, options.now);
  const send = options.fetch ?? fetch;

  return async (req, res) => {
    if (!configured) {
      res.status(404).end();
      return;
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    if (declared > MAX_ENVELOPE_BYTES) {
      res.status(413).end();
      req.resume();
      return;
    }
    if (!limiter.take(req.ip ?? "unknown")) {
      res.status(429).set("Retry-After", "60").end();
      req.resume();
      return;
    }
    const body = await readLimited(req, MAX_ENVELOPE_BYTES);
    if (body === "too-large") {
      res.status(413).end();
      return;
    }
    const verdict = checkEnvelope(body, configured, req.query);
    if (verdict !== "ok") {
      res.status(verdict).end();
      return;
    }
    try {
      const upstream = await send(configured.envelopeUrl, {
        method: "POST",
        headers: { "content-type": "application/x-sentry-envelope" },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(10_000),
      });
      for (const name of PASSED_BACK) {
        const value = upstream.headers.get(name);
        if (value) res.set(name, value);
      }
      res.status(upstream.status).send(await upstream.text());
    } catch (error) {
      options.onForwardError?.(error);
      res.status(502).end();
    }
  };
}

function checkEnvelope(body: Buffer, configured: ParsedDsn, query: Request["query"]): "ok" | 400 | 403 {
  const newline = body.indexOf(0x0a);
  const headerText = body.subarray(0, newline === -1 ? body.length : newline).toString("utf8");
  let header: unknown;
  try {
    header = JSON.parse(headerText);
  } catch {
    return 400;
  }
  if (typeof header !== "object" || header === null) return 400;
  const dsnValue = (header as { dsn?: unknown }).dsn;
  if (typeof dsnValue !== "string") return 403;
  const dsn = parseDsn(dsnValue);
  if (!dsn || dsn.host !== configured.host || dsn.projectId !== configured.projectId) return 403;
  if (typeof query.p === "string" && query.p !== configured.projectId) return 403;
  if (typeof query.o === "string" && configured.orgId && query.o !== configured.orgId) return 403;
  return "ok";
}

function readLimited(req: Request, limit: number): Promise<Buffer | "too-large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        resolve("too-large");
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on("error", (error) => {
      if (!done) reject(error);
    });
  });
}
