import { sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { env } from "~/utils/env.server";
import { publishReport } from "./partner-report";
import type { PublishedReport } from "./published";
import { minGroupSize } from "./suppression";
import { REPORTING_ROLE, usageReport } from "./usage.server";
import type { Period, PeriodKind } from "./usage-period";

/**
 * A partner's published usage report. The counts are read in a read-only transaction under the
 * reporting role, which may SELECT only the columns of REPORTING_GRANTS: whatever the queries say,
 * the database refuses health data and identities. The role and the read-only mode end with the
 * transaction, so the connection goes back to the pool as it came.
 */
export async function partnerReport(
  partnerId: string,
  choice: { kind: PeriodKind; key: string; period: Period },
  now: Date,
  options: { db?: Database; role?: string; minGroupSize?: number } = {},
): Promise<PublishedReport> {
  const role = options.role ?? REPORTING_ROLE;
  // The role goes into SQL as an identifier; only a plain name may.
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`Not a plain role name: ${role}`);
  const n = minGroupSize(options.minGroupSize ?? env().REPORT_MIN_GROUP_SIZE);
  const db = options.db ?? (await getDb());
  const usage = await db.transaction(async (tx) => {
    // Before any query of the transaction, as PostgreSQL requires.
    await tx.execute(sql.raw("SET TRANSACTION READ ONLY"));
    await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
    return usageReport(tx, partnerId, choice.period, now);
  });
  return publishReport(usage, n, { kind: choice.kind, key: choice.key }, now);
}
