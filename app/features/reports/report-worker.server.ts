import { parentPort } from "node:worker_threads";
import { closeMonth, type FrozenMonth, type MonthInput } from "./history";

// The thread that decides a partner's months (decision 025): the audit's linear programs run here,
// so the event loop that answers requests (`/healthz` included) never waits for them. It gets what
// closing needs of the records stored so far (`neededToClose` in history.ts: the year's records, the
// earlier years' members) and the counts of the months to close, and answers with the new records.

export interface DecideRequest {
  id: number;
  stored: FrozenMonth[];
  inputs: MonthInput[];
  n: number;
}
export type DecideAnswer = { id: number; records: FrozenMonth[] } | { id: number; error: string };

parentPort?.on("message", async (request: DecideRequest) => {
  try {
    const history = [...request.stored];
    const records: FrozenMonth[] = [];
    for (const input of request.inputs) {
      const record = await closeMonth(history, input, request.n);
      history.push(record);
      records.push(record);
    }
    parentPort?.postMessage({ id: request.id, records } satisfies DecideAnswer);
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: String((error as Error)?.stack ?? error) } satisfies DecideAnswer);
  }
});
