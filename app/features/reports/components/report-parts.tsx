import { BarChart, BarChartLegend } from "~/components/charts/bar-chart";
import { Card } from "~/components/ui/card";
import { ScrollRegion } from "~/components/ui/scroll-region";
import type { Language } from "~/utils/i18n/config";
import { formatDate, formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Figure, PublishedReport, Satisfaction } from "../published";
import {
  figureText,
  figureValue,
  isCustom,
  monthLabel,
  periodLabel,
  type SatisfactionPart,
  satisfactionParts,
  satisfactionText,
  satisfactionValue,
  titleOf,
  translateWith,
  trendColumns,
} from "../report-csv";
import type { reportForPage } from "../report-page";
import { REPORT_TIME_ZONE, SETTLE_DAYS } from "../usage-period";

// The parts of the partner's usage report page (app/routes/partner/report.tsx): figures, the
// events, webinars and trend tables, and the plain-words note on what is hidden.

export function FigureText({ figure, n, custom = false }: { figure: Figure; n: number; custom?: boolean }) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const text = figureText(figure, n, translateWith(t), lng, custom);
  return figureValue(figure) === null && !("range" in figure) ? (
    <span className="text-ink-muted italic">{text}</span>
  ) : (
    text
  );
}

/** One figure of a satisfaction, muted like any figure that is not shown. */
export function SatisfactionText({
  satisfaction,
  part,
  n,
  custom = false,
}: {
  satisfaction: Satisfaction;
  part: SatisfactionPart;
  n: number;
  custom?: boolean;
}) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const text = satisfactionText(satisfaction, part, n, translateWith(t), lng, custom);
  return satisfactionValue(satisfaction, part) === null ? <span className="text-ink-muted italic">{text}</span> : text;
}

/** How members rated their sessions in the period, and what the figures mean. */
export function SatisfactionSection({ report }: { report: PublishedReport }) {
  const { t } = useTranslation("partner");
  const n = report.minGroupSize;
  return (
    <Section id="satisfaction" title={t("report.satisfaction.title")}>
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
        {satisfactionParts.map((part) => (
          <div key={part} className="rounded-[var(--radius-control)] border border-line p-3 sm:p-4">
            <dt className="text-sm text-ink-muted">{t(`report.satisfaction.${part}`)}</dt>
            <dd className="mt-1 text-lg font-semibold tabular-nums text-ink sm:text-2xl">
              <SatisfactionText satisfaction={report.satisfaction} part={part} n={n} custom={isCustom(report)} />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-prose text-ink">{t("report.satisfaction.explain", { n })}</p>
      {"unmeasured" in report.satisfaction || report.trends.some((month) => "unmeasured" in month.satisfaction) ? (
        <p className="mt-2 max-w-prose text-ink-muted">{t("report.satisfaction.unmeasuredNote")}</p>
      ) : null}
    </Section>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Card className="mt-6">
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

const th = "py-2 pr-4 font-semibold";
const td = "py-2 pr-4 tabular-nums whitespace-nowrap";

type SessionPage = ReturnType<typeof reportForPage>["sessions"];

export function EventsTable({
  report,
  sessions,
  lng,
  timeZone,
}: {
  report: PublishedReport;
  sessions: SessionPage;
  lng: Language;
  timeZone: string;
}) {
  const { t } = useTranslation("partner");
  const n = report.minGroupSize;
  if (report.events.byEvent.length === 0) return <p className="mt-4 text-ink-muted">{t("report.events.empty")}</p>;
  const pageLink = (page: number) =>
    `/partner/report?period=${encodeURIComponent(report.period.key)}&sessions=${page}#events-title`;
  return (
    <>
      <ScrollRegion label={t("report.trends.scroll", { table: t("report.events.tableTitle") })} className="mt-6">
        <table className="w-full min-w-[36rem] text-left">
          <caption className="pb-2 text-left font-semibold text-ink">{t("report.events.tableTitle")}</caption>
          <thead className="border-b border-line text-sm text-ink-muted">
            <tr>
              <th scope="col" className={th}>
                {sessions ? t("report.events.session") : t("report.events.event")}
              </th>
              <th scope="col" className={th}>
                {t("report.events.registered")}
              </th>
              <th scope="col" className={th}>
                {t("report.events.attended")}
              </th>
            </tr>
          </thead>
          {report.events.byEvent.map((event) => (
            <tbody key={event.eventId} className="border-b border-line last:border-b-0">
              <tr className="bg-brand-50/60">
                <th scope="row" className={`${th} text-ink`}>
                  {titleOf(event, lng)}
                  <span className="block text-sm font-normal text-ink-muted">
                    {sessions
                      ? t("report.events.allSessions")
                      : t("report.events.sessionCount", { count: event.sessionCount })}
                  </span>
                </th>
                <td className={td}>
                  <FigureText figure={event.registered} n={n} custom={isCustom(report)} />
                </td>
                <td className={td}>
                  <FigureText figure={event.attended} n={n} custom={isCustom(report)} />
                </td>
              </tr>
              {event.sessions.map((session) => (
                <tr key={session.sessionId}>
                  <th scope="row" className="py-2 pr-4 pl-4 font-normal text-ink">
                    {formatDateTime(new Date(session.startsAt), lng, timeZone)}
                  </th>
                  <td className={td}>
                    <FigureText figure={session.registered} n={n} />
                  </td>
                  <td className={td}>
                    <FigureText figure={session.attended} n={n} />
                  </td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </ScrollRegion>
      {sessions ? (
        sessions.pages > 1 ? (
          <nav
            aria-label={t("report.events.tableTitle")}
            className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm"
          >
            <span className="text-ink-muted">
              {t("report.events.sessionsPage", { from: sessions.from, to: sessions.to, total: sessions.total })}
            </span>
            {sessions.page > 1 ? (
              <a className={linkStyle} href={pageLink(sessions.page - 1)}>
                {t("report.events.previousSessions")}
              </a>
            ) : null}
            {sessions.page < sessions.pages ? (
              <a className={linkStyle} href={pageLink(sessions.page + 1)}>
                {t("report.events.nextSessions")}
              </a>
            ) : null}
          </nav>
        ) : null
      ) : (
        <p className="mt-3 text-sm text-ink-muted">{t("report.events.perSession")}</p>
      )}
    </>
  );
}

export const linkStyle =
  "font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700";

/** What is hidden and why, in plain words, and what this report covers. */
export function PrivacyNote({ report, lng }: { report: PublishedReport; lng: Language }) {
  const { t } = useTranslation("partner");
  const translate = translateWith(t);
  const n = report.minGroupSize;
  const through = monthLabel(report.through, lng);
  return (
    <Card className="mt-6">
      <section aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="text-xl font-semibold text-ink">
          {t("report.privacy.title")}
        </h2>
        <ul className="mt-3 flex max-w-prose list-disc flex-col gap-2 pl-5 text-ink">
          <li>{t("report.privacy.small", { n })}</li>
          <li>{t("report.privacy.hidden", { n })}</li>
          <li>{t("report.privacy.fixed", { day: SETTLE_DAYS + 1 })}</li>
          <li>{t("report.privacy.members", { through })}</li>
          {isCustom(report) ? <li>{t("report.privacy.custom")}</li> : null}
        </ul>
        {report.nextClosing ? (
          <p className="mt-3 max-w-prose text-ink">
            {t("report.privacy.open", {
              period: periodLabel(report.period.key, translate, lng),
              through,
              next: monthLabel(nextMonth(report.through), lng),
              date: formatDate(new Date(report.nextClosing), lng, REPORT_TIME_ZONE),
            })}
          </p>
        ) : null}
      </section>
    </Card>
  );
}

/** The "YYYY-MM" after a month. */
function nextMonth(month: string): string {
  const [year, number] = month.split("-").map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, "0")}`;
}

export function WebinarsTable({ report, lng, timeZone }: { report: PublishedReport; lng: Language; timeZone: string }) {
  const { t } = useTranslation("partner");
  if (report.webinars.byWebinar.length === 0)
    return <p className="mt-4 text-ink-muted">{t("report.webinars.empty")}</p>;
  return (
    <ScrollRegion label={t("report.trends.scroll", { table: t("report.webinars.tableTitle") })} className="mt-6">
      <table className="w-full min-w-[28rem] text-left">
        <caption className="pb-2 text-left font-semibold text-ink">{t("report.webinars.tableTitle")}</caption>
        <thead className="border-b border-line text-sm text-ink-muted">
          <tr>
            <th scope="col" className={th}>
              {t("report.webinars.webinar")}
            </th>
            <th scope="col" className={th}>
              {t("report.webinars.date")}
            </th>
            <th scope="col" className={th}>
              {t("report.webinars.registrations")}
            </th>
          </tr>
        </thead>
        <tbody>
          {report.webinars.byWebinar.map((webinar) => (
            <tr key={webinar.webinarId} className="border-b border-line last:border-b-0">
              <th scope="row" className={`${th} text-ink`}>
                {titleOf(webinar, lng)}
              </th>
              <td className="py-2 pr-4">{formatDateTime(new Date(webinar.startsAt), lng, timeZone)}</td>
              <td className={td}>
                <FigureText figure={webinar.registrations} n={report.minGroupSize} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function Trends({ report, lng }: { report: PublishedReport; lng: Language }) {
  const { t } = useTranslation("partner");
  const n = report.minGroupSize;
  if (report.trends.length === 0) return <p className="mt-4 text-ink-muted">{t("report.trends.empty")}</p>;
  const short = (month: string) =>
    new Intl.DateTimeFormat(lng === "nl" ? "nl-NL" : "en-GB", { month: "short", timeZone: "UTC" }).format(
      new Date(`${month}-15T12:00:00Z`),
    );
  return (
    <figure className="mt-4" aria-labelledby="trend-chart-title">
      <figcaption id="trend-chart-title" className="font-semibold text-ink">
        {t("report.trends.chartTitle")}
      </figcaption>
      <div className="mt-3">
        <BarChart
          bars={report.trends.map((month) => ({
            id: month.month,
            label: short(month.month),
            value: figureValue(month.active),
          }))}
          hiddenLabel={`< ${n}`}
          hiddenHeight={n}
        />
      </div>
      <BarChartLegend value={t("report.trends.legendValue")} hidden={t("report.trends.legendHidden", { n })} />
      <ScrollRegion label={t("report.trends.scroll", { table: t("report.trends.tableTitle") })} className="mt-6">
        <table className="w-full min-w-[60rem] text-left">
          <caption className="pb-2 text-left font-semibold text-ink">{t("report.trends.tableTitle")}</caption>
          <thead className="border-b border-line text-sm text-ink-muted">
            <tr>
              <th scope="col" className={th}>
                {t("report.trends.month")}
              </th>
              {trendColumns.map((column) => (
                <th key={column} scope="col" className={th}>
                  {t(`report.trends.${column}`)}
                </th>
              ))}
              {satisfactionParts.map((part) => (
                <th key={part} scope="col" className={th}>
                  {t(`report.satisfaction.${part}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {report.trends.map((month) => (
              <tr key={month.month} className="border-b border-line last:border-b-0">
                <th scope="row" className={`${th} text-ink`}>
                  {monthLabel(month.month, lng)}
                </th>
                {trendColumns.map((column) => (
                  <td key={column} className={td}>
                    <FigureText figure={month[column]} n={n} />
                  </td>
                ))}
                {satisfactionParts.map((part) => (
                  <td key={part} className={td}>
                    <SatisfactionText satisfaction={month.satisfaction} part={part} n={n} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}
