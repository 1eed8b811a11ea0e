// `npx tsx bench/report-history.ts [chunk sizes, default 3,12]`: how long the `report-months` job's
// runs take for the largest partner of a grown database (Deloitte at 100 times the demo's data, see
// `npm run bench:growth`). On a copy of that database (REPORT_HISTORY_DATABASE_URL; it deletes the
// partner's stored history there), for each chunk size it closes the partner's whole first history
// a chunk per run as the job does (`closeNextMonths`), timing every run, and prints the figures.
// REPORT_HISTORY_RUNS=k stops after k runs per size; REPORT_HISTORY_KEEP=1 goes on from what is stored.
// Never point it at a database whose report history matters.
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
try {
  const { main } = (await vite.ssrLoadModule("/bench/report-history-run.ts")) as typeof import("./report-history-run");
  await main(process.argv.slice(2));
} finally {
  await vite.close();
}
