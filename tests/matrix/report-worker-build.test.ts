import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { closeMonth, type FrozenMonth } from "../../app/features/reports/history";
import { simulatePartner } from "../support/report-simulator";

// The production build carries the report worker as an entry of its own (decision 025): the server
// starts `build/server/report-worker.js` by its name, so the name and the worker's answers are
// checked on the build itself, not on the sources.

describe("the report worker of the production build", () => {
  const file = resolve("build/server/report-worker.js");

  it("is where the server looks for it and decides months as the sources do", async () => {
    expect(existsSync(file), "run `npx react-router build` first (npm test does)").toBe(true);
    const inputs = simulatePartner({ seed: 5, members: 200, start: "2026-01", months: 4, density: 0.4 });
    const expected: FrozenMonth[] = [];
    for (const input of inputs) expected.push(await closeMonth(expected, input, 10));
    const worker = new Worker(file);
    try {
      const answer = await new Promise<unknown>((done, fail) => {
        worker.once("message", done);
        worker.once("error", fail);
        worker.postMessage({ id: 7, stored: [], inputs, n: 10 });
      });
      expect(answer).toEqual({ id: 7, records: expected });
    } finally {
      await worker.terminate();
    }
  });
});
