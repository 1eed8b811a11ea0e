// `npm run db:migrate` and `npm run db:seed` against the configured database.
import { closeDatabase, migrateDatabase } from "../app/db/client.server";
import { seedDemoData } from "../app/db/seed/seed.server";

const command = process.argv[2];

try {
  if (command === "migrate") {
    await migrateDatabase();
    console.log("Migrations applied.");
  } else if (command === "seed") {
    await migrateDatabase();
    const { inserted } = await seedDemoData({ onlyIfEmpty: false });
    console.log(`Demo data is in place (${inserted} new rows).`);
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
