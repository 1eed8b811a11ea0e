import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-db";
import { seedDemoData } from "./seed.server";

/**
 * For a test file about the demo data: a migrated test database, seeded before the file's tests
 * (`ready` gets it and when the seed began) and closed after them.
 */
export function seedDemoBeforeAll(ready: (test: TestDatabase, seededAt: Date) => void): void {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = await createTestDatabase();
    const seededAt = new Date();
    await seedDemoData({ onlyIfEmpty: false }, test.db);
    ready(test, seededAt);
  });
  afterAll(async () => {
    await test?.close();
  });
}
