import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import {
  type BusyInterval,
  type BusyWindow,
  CALENDAR_BUDGET,
  calendarExpander,
  type Expansion,
  type ExpansionBudget,
  expansionError,
} from "./ical-busy";
import { zoneClock } from "./zoned-time";

/**
 * Reading a coach's calendar off the event loop: `ICAL.parse` of a 2 MB file and the expansion
 * of its series are synchronous, so they run in a worker thread, and a request (`/healthz`
 * included) never waits for them. The worker evaluates the expander's own source text and loads
 * ical.js by its resolved address, so it needs no file of its own: the same code runs from the
 * server build, under Vite in development and under Vitest. A calendar that outlives its budget
 * (`hardLimitMs`) has its worker ended (a parse cannot be interrupted from inside), and counts as
 * too complex. See docs/decisions/026-calendar-expansion-budget.md.
 */

/** Past twice the budget's time, before the worker is ended from outside. */
export const GRACE_MS = 1_000;

/**
 * How long a worker may take over one calendar before it is ended, on the wall clock. The budget
 * counts the worker's own CPU time, which a busy machine (and the worker's lower priority) can
 * stretch: twice that, and a second.
 */
export function hardLimitMs(budget: ExpansionBudget): number {
  return 2 * budget.ms + GRACE_MS;
}

/** A worker with nothing to do goes after this long. */
const IDLE_MS = 30_000;
/** Longest wait for a new worker to load ical.js. */
const START_MS = 15_000;
/** Heap of one worker: a 2 MB calendar takes some 20–25 MB parsed and read. */
const HEAP_MB = 256;
/** Calendars read at the same time by this process; the rest wait their turn. */
const CONCURRENCY = Math.max(1, Math.min(2, availableParallelism() - 1));

function icalAddress(): string {
  try {
    return import.meta.resolve("ical.js");
  } catch {
    return pathToFileURL(createRequire(import.meta.url).resolve("ical.js")).href;
  }
}

let source: string | undefined;
function workerSource(): string {
  source ??= `"use strict";
const { parentPort, workerData } = require("node:worker_threads");
// esbuild (tsx) names functions through this helper of its module scope.
const __name = (target) => target;
const makeExpander = (${calendarExpander.toString()});
const zoneClock = (${zoneClock.toString()});
// Background work: on Linux this thread gives way to the one that answers requests.
try {
  const thread = Number(require("node:fs").readlinkSync("/proc/thread-self").split("/").pop());
  if (thread > 0) require("node:os").setPriority(thread, 10);
} catch {}
// The budget's time is this thread's CPU time, so a busy machine does not make a calendar too complex.
const clock =
  typeof process.threadCpuUsage === "function"
    ? () => {
        const used = process.threadCpuUsage();
        return (used.user + used.system) / 1000;
      }
    : () => performance.now();
import(workerData.ical).then(
  (module) => {
    const expander = makeExpander(module.default, zoneClock());
    parentPort.on("message", (job) => {
      let result;
      try {
        result = expander.expand(job.text, job.window, job.budget, clock);
      } catch (error) {
        result = { ok: false, code: "failed", detail: String((error && error.message) || error) };
      }
      parentPort.postMessage(result);
    });
    parentPort.postMessage({ ready: true });
  },
  (error) => parentPort.postMessage({ ready: false, detail: String((error && error.message) || error) }),
);
`;
  return source;
}

type Outcome = Expansion | { ok: false; code: "failed"; detail: string };

interface Reader {
  worker: Worker;
  ready: Promise<void>;
  idle?: NodeJS.Timeout;
}

const idleReaders: Reader[] = [];
let running = 0;
const queue: (() => void)[] = [];

/** The budget's turn: at most `CONCURRENCY` calendars at once, first come first served. */
async function turn(): Promise<() => void> {
  if (running < CONCURRENCY) running++;
  else await new Promise<void>((resolve) => queue.push(resolve));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = queue.shift();
    if (next) next();
    else running--;
  };
}

function startReader(): Reader {
  const worker = new Worker(workerSource(), {
    eval: true,
    workerData: { ical: icalAddress() },
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    // Its output is not the server's log; an error comes back as a message.
    stdout: true,
    stderr: true,
  });
  worker.stdout.resume();
  worker.stderr.resume();
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("calendar worker did not start")), START_MS);
    const settle = (error?: Error) => {
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", settle);
      worker.off("exit", onExit);
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (message: { ready?: boolean; detail?: string }) =>
      settle(message.ready ? undefined : new Error(`calendar worker did not start: ${message.detail}`));
    const onExit = () => settle(new Error("calendar worker stopped while starting"));
    worker.on("message", onMessage);
    worker.once("error", settle);
    worker.once("exit", onExit);
  });
  ready.catch(() => worker.terminate());
  const reader: Reader = { worker, ready };
  // A worker that stopped while idle is not handed out again.
  worker.once("exit", () => {
    const index = idleReaders.indexOf(reader);
    if (index >= 0) idleReaders.splice(index, 1);
    clearTimeout(reader.idle);
  });
  return reader;
}

function takeReader(): Reader {
  const reader = idleReaders.pop();
  if (reader) {
    clearTimeout(reader.idle);
    return reader;
  }
  return startReader();
}

function putBack(reader: Reader) {
  reader.worker.unref();
  reader.idle = setTimeout(() => {
    const index = idleReaders.indexOf(reader);
    if (index >= 0) idleReaders.splice(index, 1);
    void reader.worker.terminate();
  }, IDLE_MS);
  reader.idle.unref();
  idleReaders.push(reader);
}

/** One expansion in a worker: its result, or "too complex" when it had to be ended. */
async function runInWorker(text: string, window: BusyWindow, budget: ExpansionBudget): Promise<Outcome> {
  const release = await turn();
  const reader = takeReader();
  reader.worker.ref();
  try {
    await reader.ready;
  } catch (error) {
    release();
    throw error;
  }
  const { worker } = reader;
  return new Promise<Outcome>((resolve) => {
    let done = false;
    const finish = (outcome: Outcome, reusable: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (reusable) putBack(reader);
      else void worker.terminate();
      release();
      resolve(outcome);
    };
    const onMessage = (outcome: Outcome) => finish(outcome, true);
    const onError = (error: Error & { code?: string }) =>
      finish(
        error.code === "ERR_WORKER_OUT_OF_MEMORY"
          ? { ok: false, code: "tooComplex", limit: "memory" }
          : { ok: false, code: "failed", detail: error.message },
        false,
      );
    const onExit = () => finish({ ok: false, code: "failed", detail: "calendar worker stopped" }, false);
    const timer = setTimeout(
      () => finish({ ok: false, code: "tooComplex", limit: "time" }, false),
      hardLimitMs(budget),
    );
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage({
      text,
      window: { from: window.from.getTime(), to: window.to.getTime(), timeZone: window.timeZone },
      budget,
    });
  });
}

/**
 * Busy intervals of an iCalendar file within the window, read in a worker thread within the
 * budget (`busyIntervalsFromICal` does the same in this thread). Throws `CalendarFormatError`
 * for a file that is not a calendar, `CalendarBudgetError` for one over its budget (occurrences,
 * intervals, time or memory), and an Error when the worker itself fails.
 */
export async function expandCalendarOffThread(
  text: string,
  window: BusyWindow,
  budget: ExpansionBudget = CALENDAR_BUDGET,
): Promise<BusyInterval[]> {
  const outcome = await runInWorker(text, window, budget);
  if (outcome.ok) return outcome.intervals.map(([start, end]) => ({ start: new Date(start), end: new Date(end) }));
  if (outcome.code === "failed") throw new Error(`calendar worker failed: ${outcome.detail}`);
  throw expansionError(outcome);
}

/** Ends the idle workers (tests, shutdown); a calendar being read finishes first. */
export async function stopCalendarWorkers(): Promise<void> {
  const readers = idleReaders.splice(0);
  await Promise.all(
    readers.map((reader) => {
      clearTimeout(reader.idle);
      return reader.worker.terminate();
    }),
  );
}
