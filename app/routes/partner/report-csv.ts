import { dbOf, laggingReadsOf } from "~/db/context.server";
import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import { ReportPreparing } from "~/features/reports/history.server";
import { partnerReport, REPORT_WAIT_MS } from "~/features/reports/partner-report.server";
import { monthLabel, periodLabel, reportCsv, translateWith } from "~/features/reports/report-csv";
import { parseReportPeriod } from "~/features/reports/usage-period";
import { attachment } from "~/utils/csv";
import { getI18n } from "~/utils/i18n/instance";
import type { Route } from "./+types/report-csv";

/**
 * The usage report as CSV, for the same period query as the page and drawn from the same published
 * report, so the file holds exactly the figures (and "fewer than N" texts) the page shows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = currentPartner(context, request);
  const t = translateWith(getI18n(user.locale).getFixedT(null, "partner"));
  const now = new Date();
  const choice = parseReportPeriod(new URL(request.url).searchParams.get("period"), now);
  if (!choice) {
    const message = `${t("report.invalid.title")}. ${t("report.invalid.text", { example: periodLabel(String(now.getUTCFullYear()), t, user.locale) })}`;
    return new Response(message, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  let report: Awaited<ReturnType<typeof partnerReport>>;
  try {
    report = await partnerReport(partner.id, choice, now, {
      db: dbOf(context),
      // The stored months may come from a replica a little behind: the report's months closed days ago.
      reader: laggingReadsOf(context),
      waitMs: REPORT_WAIT_MS,
    });
  } catch (error) {
    // A month that just closed is still being decided: try again shortly (see the page).
    if (!(error instanceof ReportPreparing)) throw error;
    return new Response(t("report.preparing.csv", { month: monthLabel(error.month, user.locale) }), {
      status: 503,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
        "Retry-After": "30",
      },
    });
  }
  return new Response(reportCsv(report, t, user.locale, user.timeZone), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(`vitaal-${partner.slug}-${choice.key}.csv`),
      "Cache-Control": "private, no-store",
    },
  });
}
