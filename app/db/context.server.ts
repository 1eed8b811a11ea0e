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
