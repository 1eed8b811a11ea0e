// `npm run bench:report`: Deloitte's usage report at the size of a large employer. It makes a
// PostgreSQL database with the demo data, grows Deloitte with set-based SQL (BENCH_MEMBERS members,
// default 50,000; BENCH_APPOINTMENTS coaching sessions, default 2.1 million; BENCH_REGISTRATIONS
// places at event sessions, default a million; webinar registrations and ebook downloads beside),
// then asks for the year report as the page does: first when no month is closed yet (the whole
// history is read, decided and stored), then again (stored), then for the next month's close.
// Meanwhile a /healthz on this process is polled every 10 ms and the event loop's delay recorded,
// so what the report holds up is measured; memory is sampled every 20 ms. Writes its figures to
// docs/performance.md. Needs PostgreSQL (BENCH_DATABASE_URL, default the local `test`).
import { createServer } from "vite";

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
try {
  const { main } = (await vite.ssrLoadModule("/bench/partner-report-run.ts")) as typeof import("./partner-report-run");
  await main();
} finally {
  await vite.close();
}
