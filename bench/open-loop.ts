// A steady offered load: requests sent at a fixed rate whether or not earlier ones have been
// answered, as visitors arrive. autocannon's `overallRate` is not that: each connection sends its
// share of a second back to back and then waits for the next second, so every second starts with a
// burst of all of them and its latencies measure a queue of that burst.
import { Agent, request } from "node:http";

export interface OpenLoopResult {
  sent: number;
  answered: number;
  /** Responses other than 2xx, and requests that failed. */
  errors: number;
  /** Milliseconds from when each request was due to be sent until its response had been read. */
  p50: number;
  p99: number;
  max: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] as number;
}

/**
 * Sends `rate` requests per second to `url` for `seconds`, evenly spaced, on up to 64 kept-alive
 * connections. A latency counts from the moment the request was due, so a sender that fell behind
 * (a stalled event loop) does not hide the wait.
 */
export async function openLoop(url: string, rate: number, seconds: number): Promise<OpenLoopResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const target = new URL(url);
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const started = performance.now();
  const fire = (due: number) =>
    new Promise<void>((resolve) => {
      const req = request(
        { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}` },
        (res) => {
          res.on("data", () => {});
          res.on("end", () => {
            latencies.push(performance.now() - due);
            if ((res.statusCode ?? 0) >= 300) errors++;
            resolve();
          });
        },
      );
      req.on("error", () => {
        errors++;
        resolve();
      });
      req.end();
    });
  for (let index = 0; index < total; index++) {
    const due = started + index * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(fire(due));
  }
  await Promise.all(pending);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 10) / 10;
  return {
    sent: total,
    answered: latencies.length,
    errors,
    p50: round(percentile(sorted, 0.5)),
    p99: round(percentile(sorted, 0.99)),
    max: round(sorted.at(-1) ?? 0),
  };
}
