import { dbOf, laggingReadsOf } from "~/db/context.server";
import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import { reportOfChoice } from "~/features/reports/custom-report.server";
import { ReportPreparing } from "~/features/reports/history.server";
import { REPORT_WAIT_MS } from "~/features/reports/partner-report.server";
import { monthLabel, periodLabel, reportCsv, translateWith } from "~/features/reports/report-csv";
import { isChoice, type PeriodProblem, REPORT_TIME_ZONE, readReportQuery } from "~/features/reports/usage-period";
import { attachment } from "~/utils/csv";
import type { Language } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
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
  const choice = readReportQuery(new URL(request.url).searchParams, now);
  if (!isChoice(choice)) {
    return new Response(problemText(choice, t, user.locale, now), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  let report: Awaited<ReturnType<typeof reportOfChoice>>;
  try {
    report = await reportOfChoice(partner.id, choice, now, {
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
      "Content-Disposition": attachment(`vitaal-${partner.slug}-${choice.key.replace("..", "_")}.csv`),
      "Cache-Control": "private, no-store",
    },
  });
}

/** Why a query names no report, as the page says it, in one line of text. */
function problemText(problem: PeriodProblem, t: ReturnType<typeof translateWith>, lng: Language, now: Date): string {
  if (problem.problem === "invalid") {
    return `${t("report.invalid.title")}. ${t("report.invalid.text", { example: periodLabel(String(now.getUTCFullYear()), t, lng) })}`;
  }
  const values =
    problem.problem === "notYet"
      ? { month: monthLabel(problem.month, lng), date: formatDate(new Date(problem.closes), lng, REPORT_TIME_ZONE) }
      : problem.problem === "tooLong"
        ? { max: problem.max }
        : {};
  return `${t(`report.problem.${problem.problem}.title`)}. ${t(`report.problem.${problem.problem}.text`, values)}`;
}
