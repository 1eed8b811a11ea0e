import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import { getI18n } from "~/features/i18n/instance";
import { partnerReport } from "~/features/reports/partner-report.server";
import { periodLabel, reportCsv, translateWith } from "~/features/reports/report-csv";
import { parseReportPeriod } from "~/features/reports/usage-period";
import { attachment } from "~/utils/csv";
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
  const report = await partnerReport(partner.id, choice, now);
  return new Response(reportCsv(report, t, user.locale, user.timeZone), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(`vitaal-${partner.slug}-${choice.key}.csv`),
      "Cache-Control": "private, no-store",
    },
  });
}
