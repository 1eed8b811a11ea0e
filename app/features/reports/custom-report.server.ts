import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { env } from "~/utils/env.server";
import { publishCustomReport } from "./custom-report";
import { reportHistory } from "./history.server";
import { partnerReport } from "./partner-report.server";
import type { PublishedReport } from "./published";
import { minGroupSize } from "./suppression";
import { monthsOf, type ReportChoice } from "./usage-period";

type Options = Parameters<typeof partnerReport>[3];

/**
 * The published report of any period a page or export may ask for: a month, quarter or year
 * (`partnerReport`), or a custom range of closed months, put together from the frozen records of
 * its months only (at most `MAX_CUSTOM_MONTHS` of them; see custom-report.ts).
 */
export async function reportOfChoice(
  partnerId: string,
  choice: ReportChoice,
  now: Date,
  options: Options = {},
): Promise<PublishedReport> {
  if (choice.kind !== "custom") return partnerReport(partnerId, choice, now, options);
  const n = minGroupSize(options.minGroupSize ?? env().REPORT_MIN_GROUP_SIZE);
  const db: Database = options.db ?? (await getDb());
  const months = monthsOf(choice.period);
  const history = await reportHistory(db, partnerId, now, {
    minGroupSize: n,
    months: { from: months[0] ?? "", to: months.at(-1) ?? "" },
    ...(options.reader ? { reader: options.reader } : {}),
    ...(options.role ? { role: options.role } : {}),
    ...(options.waitMs !== undefined ? { waitMs: options.waitMs } : {}),
  });
  return publishCustomReport(history, choice, n, now);
}
