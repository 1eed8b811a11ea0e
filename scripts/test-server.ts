import { type ChildProcess, type SpawnOptions, spawn } from "node:child_process";
import { createServer } from "node:net";
import { expect } from "vitest";

// For the tests that start a production build as its operators do (backup.test.ts,
// install-production.test.ts): a free port, the server with what it prints kept, and its readiness.

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts `command` with `args`, keeping what it prints on stdout and stderr (`output()`). */
export function startCapturing(
  command: string,
  args: string[],
  options: SpawnOptions,
): { child: ChildProcess; output: () => string } {
  let output = "";
  const child = spawn(command, args, options);
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  return { child, output: () => output };
}

/** Waits (a minute at most) until the server at `base` says it is ready, as a health check does. */
export async function untilReady(base: string): Promise<void> {
  await expect
    .poll(async () => (await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0, { timeout: 60_000 })
    .toBe(200);
}
