// `npm run db:migrate` and `npm run db:seed` against the configured database.
import { closeDatabase, migrateDatabase } from "../app/db/client.server";
import { seedDemoData } from "../app/db/seed/seed.server";
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

try {
  if (command === "migrate") {
    await migrateDatabase();
    console.log("Migrations applied.");
  } else if (command === "seed") {
    const refusal = seedRefusal();
    if (refusal) {
      console.error(refusal);
      process.exitCode = 1;
    } else {
      await migrateDatabase();
      const { inserted } = await seedDemoData({ onlyIfEmpty: false });
      console.log(`Demo data is in place (${inserted} new rows).`);
    }
  } else {
    console.error("Usage: tsx scripts/db.ts migrate|seed");
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await closeDatabase();
}
