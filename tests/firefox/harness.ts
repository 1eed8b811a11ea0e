import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

export interface TestResult {
  name: string;
  status: "passed" | "failed";
  durationMs: number;
  error?: string;
}

/** A failed expectation. */
export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Asks `probe` until it returns true (or a value `ok` accepts); fails with `message` after `timeout` ms. */
export async function poll<T>(
  probe: () => Promise<T>,
  message: string,
  { timeout = 15_000, interval = 250, ok = (value: T) => value === true } = {},
): Promise<T> {
  const end = Date.now() + timeout;
  let last: T | undefined;
  let failure: unknown;
  while (Date.now() < end) {
    try {
      last = await probe();
      if (ok(last)) return last;
      failure = undefined;
    } catch (error) {
      failure = error;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  const detail = failure ? ` (${failure instanceof Error ? failure.message : String(failure)})` : "";
  throw new Error(`${message}; last seen: ${JSON.stringify(last)}${detail}`);
}

/**
 * Uncaught errors and console errors of a page, from its first line on: whoever owns the page
 * subscribes `record` to its events; `assertNone` fails a test that saw any.
 */
export class Problems {
  readonly seen: string[] = [];
  constructor(private readonly label: string) {}
  record = (kind: "console.error" | "page error", text: string) => {
    this.seen.push(`${this.label} ${kind}: ${text}`);
  };
  /** Returns and forgets what was seen so far (each test answers for its own). */
  take(): string[] {
    return this.seen.splice(0);
  }
  assertNone() {
    const seen = this.take();
    check(seen.length === 0, `errors on the page:\n  ${seen.join("\n  ")}`);
  }
}

/** Runs tests one after the other, once each (a failure is a failure: no retries). */
export class Runner {
  readonly results: TestResult[] = [];

  async test(name: string, body: () => Promise<void>, timeout = 60_000): Promise<boolean> {
    const start = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        body(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`timed out after ${timeout} ms`)), timeout);
        }),
      ]);
      this.results.push({ name, status: "passed", durationMs: Date.now() - start });
      console.log(`  ✓ ${name} (${Date.now() - start} ms)`);
      return true;
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      this.results.push({ name, status: "failed", durationMs: Date.now() - start, error: message });
      console.log(`  ✗ ${name} (${Date.now() - start} ms)\n    ${message.split("\n").join("\n    ")}`);
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  /** A test that could not run because what it needs failed before it. */
  skipBecause(name: string, reason: string) {
    this.results.push({ name, status: "failed", durationMs: 0, error: `not run: ${reason}` });
    console.log(`  ✗ ${name} (not run: ${reason})`);
  }

  get passed() {
    return this.results.filter((result) => result.status === "passed").length;
  }

  get failed() {
    return this.results.filter((result) => result.status === "failed").length;
  }

  write(file: string) {
    mkdirSync(dirname(file), { recursive: true });
    const summary = { passed: this.passed, failed: this.failed, tests: this.results };
    writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
  }
}
