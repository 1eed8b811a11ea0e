import * as accounts from "./schema/accounts";
import * as coaching from "./schema/coaching";
import * as partners from "./schema/partners";

/** Every table, for Drizzle's typed queries. One file per domain under `schema/`. */
export const schema = { ...partners, ...accounts, ...coaching };
