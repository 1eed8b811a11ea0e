import { data } from "react-router";
import { dbOf, laggingReadsOf } from "~/db/context.server";
import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import { reportOfChoice } from "~/features/reports/custom-report.server";
import { ReportPreparing } from "~/features/reports/history.server";
import { REPORT_WAIT_MS } from "~/features/reports/partner-report.server";
import { reportForPage } from "~/features/reports/report-page";
import { customMonths, isChoice, periodChoices, rangeOf, readReportQuery } from "~/features/reports/usage-period";
import { getI18n } from "~/utils/i18n/instance";
import type { Route } from "./+types/report";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = currentPartner(context, request);
  const query = new URL(request.url).searchParams;
  const asked = query.get("period");
  const now = new Date();
  const read = readReportQuery(query, now);
  // The custom range asked for, kept in the form (cut short: it is only ever shown back).
  const range =
    asked === "custom"
      ? { from: (query.get("from") ?? "").slice(0, 7), to: (query.get("to") ?? "").slice(0, 7) }
      : rangeOf(asked ?? "");
  const page = {
    title: getI18n(user.locale).t("partner:meta.report"),
    partner,
    choices: { ...periodChoices(now), custom: customMonths(now) },
    range,
    timeZone: user.timeZone,
  };
  // An unknown, reversed, too long or future period is said so in words, with the picker; never
  // silently the default report, never zeros for months that have not closed.
  if (!isChoice(read))
    return data(
      {
        ...page,
        asked: range ? "custom" : (asked ?? "").slice(0, 20),
        key: null,
        problem: read,
        report: null,
        sessions: null,
        preparing: null,
      },
      { status: 400 },
    );
  const choice = read;
  // A page number that is not one is the first page.
  const sessionPage = Number.parseInt(query.get("sessions") ?? "1", 10);
  try {
    const report = await reportOfChoice(partner.id, choice, now, {
      db: dbOf(context),
      // The stored months may come from a replica a little behind: the report's months closed days ago.
      reader: laggingReadsOf(context),
      waitMs: REPORT_WAIT_MS,
    });
    return {
      ...page,
      asked: choice.kind === "custom" ? "custom" : choice.key,
      range: choice.kind === "custom" ? rangeOf(choice.key) : null,
      key: choice.key,
      problem: null,
      preparing: null,
      ...reportForPage(report, Number.isFinite(sessionPage) ? sessionPage : 1),
    };
  } catch (error) {
    // A month that just closed is still being decided (a large partner's takes some seconds): said
    // so; the page asks again every 15 seconds.
    if (!(error instanceof ReportPreparing)) throw error;
    return data(
      {
        ...page,
        asked: choice.kind === "custom" ? "custom" : choice.key,
        range: choice.kind === "custom" ? rangeOf(choice.key) : null,
        key: choice.key,
        problem: null,
        report: null,
        sessions: null,
        preparing: error.month,
      },
      { headers: { "Retry-After": "30", "Cache-Control": "private, no-store" } },
    );
  }
}
