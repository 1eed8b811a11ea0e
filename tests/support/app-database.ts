import { createAuth } from "../../app/features/accounts/auth.server";
import type { TestDatabase } from "./test-db";

// For tests of code that reaches the process's database and auth (`getDb()`, `getAuth()`):
// both answer with the test database until `release()`.
const holder = globalThis as typeof globalThis & {
  __vitaalDb?: Promise<TestDatabase["connection"]>;
  __vitaalAuth?: Promise<ReturnType<typeof createAuth>>;
};

let served: TestDatabase | null = null;

/** The database `serveAppFrom` serves (null when none is), for the request context of a route's test. */
export function servedDatabase(): TestDatabase["db"] | null {
  return served?.db ?? null;
}

export function serveAppFrom(test: TestDatabase): { release(): void } {
  served = test;
  holder.__vitaalDb = Promise.resolve(test.connection);
  holder.__vitaalAuth = Promise.resolve(
    createAuth({
      db: test.db,
      secret: "a-test-secret-that-is-long-enough-0123456789",
      baseURL: "http://localhost:5173",
      production: false,
    }),
  );
  return {
    release() {
      served = null;
      delete holder.__vitaalDb;
      delete holder.__vitaalAuth;
    },
  };
}
