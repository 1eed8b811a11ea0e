import { data } from "react-router";
import { dbOf, laggingReadsOf } from "~/db/context.server";
import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import { ReportPreparing } from "~/features/reports/history.server";
import { partnerReport, REPORT_WAIT_MS } from "~/features/reports/partner-report.server";
import { reportForPage } from "~/features/reports/report-page";
import { parseReportPeriod, periodChoices } from "~/features/reports/usage-period";
import { getI18n } from "~/utils/i18n/instance";
import type { Route } from "./+types/report";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = currentPartner(context, request);
  const query = new URL(request.url).searchParams;
  const asked = query.get("period");
  const now = new Date();
  const choice = parseReportPeriod(asked, now);
  const page = {
    title: getI18n(user.locale).t("partner:meta.report"),
    partner,
    choices: periodChoices(now),
    timeZone: user.timeZone,
  };
  // An unknown or future period is said so, with the picker; never silently the default report.
  if (!choice)
    return data(
      { ...page, asked: (asked ?? "").slice(0, 20), report: null, sessions: null, preparing: null },
      { status: 400 },
    );
  // A page number that is not one is the first page.
  const sessionPage = Number.parseInt(query.get("sessions") ?? "1", 10);
  try {
    const report = await partnerReport(partner.id, choice, now, {
      db: dbOf(context),
      // The stored months may come from a replica a little behind: the report's months closed days ago.
      reader: laggingReadsOf(context),
      waitMs: REPORT_WAIT_MS,
    });
    return {
      ...page,
      asked: choice.key,
      preparing: null,
      ...reportForPage(report, Number.isFinite(sessionPage) ? sessionPage : 1),
    };
  } catch (error) {
    // A month that just closed is still being decided (a large partner's takes some seconds): said
    // so; the page asks again every 15 seconds.
    if (!(error instanceof ReportPreparing)) throw error;
    return data(
      { ...page, asked: choice.key, report: null, sessions: null, preparing: error.month },
      { headers: { "Retry-After": "30", "Cache-Control": "private, no-store" } },
    );
  }
}
