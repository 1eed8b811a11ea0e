import { createContext, type RouterContextProvider } from "react-router";
import type { Database } from "./connection.server";

// The database a request works on, set by the server for every request (`server/app.ts`) and by
// the tests' route arguments (`tests/support/route-form.tsx`). Loaders and actions take it from
// their context and hand it to the domain's functions, which take `db` as their first argument.
export const databaseContext = createContext<Database>();

/** The request's database. */
export function dbOf(context: Readonly<RouterContextProvider>): Database {
  return context.get(databaseContext);
}

// Reads that may lag a little behind the primary (the partner report, back-office counts, the
// directory's cache fill) may go to a streaming replica when `DATABASE_REPLICA_URL` is set. The
// server sets this per request to the replica while it is up and close enough behind, and leaves
// it unset otherwise (`app/db/replica.server.ts`).
export const laggingReadsContext = createContext<Database | null>(null);

/** The database for reads that may lag a little: the replica when it is usable, else the primary. */
export function laggingReadsOf(context: Readonly<RouterContextProvider>): Database {
  return context.get(laggingReadsContext) ?? context.get(databaseContext);
}
