// `npm run db:migrate` and `npm run db:seed` against the configured database. The app's modules are
// loaded through Vite, as the development server loads them (they use Vite's `import.meta.glob`).
import { createServer } from "vite";
import { env, runMode } from "../app/utils/env.server";

const command = process.argv[2];

/**
 * The demo data has accounts with a published password, an admin among them: it goes only into a
 * database that is meant for the demo, and never into production's, whatever that database holds.
 */
function seedRefusal(): string | undefined {
  const config = env();
  if (config.DEMO_MODE) return undefined;
  const where = runMode(config) === "production" ? " in production (NODE_ENV=production without DEMO_MODE)" : "";
  return (
    `Refusing to load the demo data${where}: it has accounts with the published password demo-password-1, ` +
    "an admin among them. For a demo or development database: DEMO_MODE=true npm run db:seed"
  );
}

if (command !== "migrate" && command !== "seed") {
  console.error("Usage: tsx scripts/db.ts migrate|seed");
  process.exit(2);
}
const refusal = command === "seed" ? seedRefusal() : undefined;
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const vite = await createServer({ server: { middlewareMode: true }, appType: "custom", logLevel: "error" });
const load = <T>(path: string) => vite.ssrLoadModule(path) as Promise<T>;
const client = await load<typeof import("../app/db/client.server")>("/app/db/client.server.ts");
let queue: { stop(): Promise<void> } | undefined;
try {
  // The app's migrations, then the job queue's own schema (pg-boss migrates it when it opens); the
  // seed goes through the app's own functions, which may queue jobs.
  await client.migrateDatabase();
  const { startJobs } = await load<typeof import("../app/features/jobs/registry.server")>(
    "/app/features/jobs/registry.server.ts",
  );
  queue = await startJobs({ work: false, pollingIntervalSeconds: 30 });
  if (command === "migrate") {
    console.log("Migrations applied.");
  } else {
    const { seedDemoData } = await load<typeof import("../app/seed/seed.server")>("/app/seed/seed.server.ts");
    const { inserted } = await seedDemoData({ onlyIfEmpty: false });
    console.log(`Demo data is in place (${inserted} new rows).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await queue?.stop();
  await client.closeDatabase();
  await vite.close();
}
