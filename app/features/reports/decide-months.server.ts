import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { logger } from "~/utils/logger.server";
import { closeMonth, type FrozenMonth, type MonthInput } from "./history";
import type { DecideAnswer, DecideRequest } from "./report-worker.server";

/**
 * Decides the months of `inputs` after the records `stored` (decision 025), in a worker thread: a
 * large partner's month is seconds of linear programs, which on the event loop held up every other
 * request (`/healthz` waited up to half a second between its turns). The production build has the
 * worker as its own entry (`build/server/report-worker.js`, see vite.config.ts); the development
 * server and the tests start the TypeScript source through tsx. Where neither is found, the months
 * are decided here, giving the event loop a turn every few milliseconds. `stored` need only be
 * `neededToClose` of the history, which is what is copied to the thread.
 */
export async function decideMonths(stored: FrozenMonth[], inputs: MonthInput[], n: number): Promise<FrozenMonth[]> {
  if (inputs.length === 0) return [];
  const worker = reportWorker();
  if (!worker) return decideHere(stored, inputs, n);
  return worker.decide({ stored, inputs, n });
}

/** Whether months are decided in a worker thread here (the worker's code was found). */
export function decidesInWorker(): boolean {
  return reportWorker() !== null;
}

async function decideHere(stored: FrozenMonth[], inputs: MonthInput[], n: number): Promise<FrozenMonth[]> {
  const history = [...stored];
  for (const input of inputs) history.push(await closeMonth(history, input, n));
  return history.slice(stored.length);
}

/** A worker with nothing to do goes after this long. */
const IDLE_MS = 60_000;

interface ReportWorker {
  decide(request: Omit<DecideRequest, "id">): Promise<FrozenMonth[]>;
}

let current: ReportWorker | null | undefined;

/** Where the worker's code is: the built entry beside this module's bundle, or the source. */
function workerEntry(): { url: URL; execArgv: string[] } | null {
  // In the build this module sits in the server folder or in a shared chunk under assets/.
  if (import.meta.url.endsWith(".js")) {
    for (const candidate of ["./report-worker.js", "../report-worker.js"]) {
      const built = new URL(candidate, import.meta.url);
      if (existsSync(fileURLToPath(built))) return { url: built, execArgv: [] };
    }
  }
  const source = new URL("./report-worker.server.ts", import.meta.url);
  if (existsSync(fileURLToPath(source))) return { url: source, execArgv: ["--import", "tsx"] };
  return null;
}

function reportWorker(): ReportWorker | null {
  if (current !== undefined) return current;
  const entry = workerEntry();
  if (!entry) {
    current = null;
    return current;
  }
  let worker: Worker | undefined;
  let idle: ReturnType<typeof setTimeout> | undefined;
  let next = 0;
  const waiting = new Map<number, { resolve: (records: FrozenMonth[]) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };
  const start = () => {
    const started = new Worker(entry.url, { execArgv: entry.execArgv });
    started.on("message", (answer: DecideAnswer) => {
      const pending = waiting.get(answer.id);
      if (!pending) return;
      waiting.delete(answer.id);
      if ("error" in answer) pending.reject(new Error(`Deciding report months failed: ${answer.error}`));
      else pending.resolve(answer.records);
      if (waiting.size === 0) {
        // Nothing pending no longer keeps the process alive; the thread goes when idle.
        started.unref();
        idle = setTimeout(() => void started.terminate(), IDLE_MS).unref();
      }
    });
    started.on("error", (error) => {
      logger.error({ err: error }, "the report worker failed");
      failAll(error);
    });
    started.on("exit", (code) => {
      if (worker === started) worker = undefined;
      if (waiting.size > 0) failAll(new Error(`The report worker stopped (exit code ${code})`));
    });
    return started;
  };
  current = {
    decide(request) {
      clearTimeout(idle);
      worker ??= start();
      worker.ref();
      const id = next++;
      const answer = new Promise<FrozenMonth[]>((resolve, reject) => waiting.set(id, { resolve, reject }));
      worker.postMessage({ ...request, id } satisfies DecideRequest);
      return answer;
    },
  };
  return current;
}
