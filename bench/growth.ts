// `npm run bench:growth`: every page that matters, measured as the platform grows a hundredfold.
// Makes PostgreSQL databases `growth_1` (the demo as it is), `growth_10` and `growth_100` (the demo
// grown with set-based SQL to a tenth of, and to, 200,000 members, 5,000 coaches, 2.1 million
// appointments, 500 partners with Deloitte at 50,000 members, 20,000 event sessions with a million
// registrations, a million audit rows and 500,000 jobs), serves a copy of the production build on
// each, and measures the pages one request at a time, cold and warm, with the server's memory and
// /healthz beside the heaviest page; at 100× the plans of the slow statements (auto_explain).
// Writes its table to docs/performance.md. Needs PostgreSQL (BENCH_DATABASE_URL, default the local
// server). Options: --sizes 1,10,100 (default all), --keep (leave the databases), --reuse (use a
// database that exists instead of making it again), --generate-only, --strict (exit 1 when over
// a budget), --skip-report (leave out the partner report and its CSV). The app's modules are loaded through Vite, as they need.
import { createServer } from "vite";

const vite = await createServer({
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: "custom",
  logLevel: "error",
});
let code = 0;
try {
  const { main } = (await vite.ssrLoadModule("/bench/growth/main.ts")) as typeof import("./growth/main");
  code = await main(process.argv.slice(2));
} finally {
  await vite.close();
}
process.exit(code);
