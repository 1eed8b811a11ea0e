import { data, Form } from "react-router";
import { BarChart, BarChartLegend } from "~/components/charts/bar-chart";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { ScrollRegion } from "~/components/ui/scroll-region";
import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import type { Language } from "~/features/i18n/config";
import { formatDate, formatDateTime } from "~/features/i18n/format";
import { getI18n } from "~/features/i18n/instance";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { partnerReport } from "~/features/reports/partner-report.server";
import type { Figure, PublishedReport } from "~/features/reports/published";
import {
  figureText,
  figureValue,
  monthLabel,
  periodLabel,
  reportSections,
  titleOf,
  translateWith,
  trendColumns,
} from "~/features/reports/report-csv";
import { parseReportPeriod, periodChoices } from "~/features/reports/usage-period";
import type { Route } from "./+types/report";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = currentPartner(context, request);
  const asked = new URL(request.url).searchParams.get("period");
  const now = new Date();
  const choice = parseReportPeriod(asked, now);
  const page = {
    title: getI18n(user.locale).t("partner:meta.report"),
    partner,
    choices: periodChoices(now),
    timeZone: user.timeZone,
  };
  // An unknown or future period is said so, with the picker; never silently the default report.
  if (!choice) return data({ ...page, asked: (asked ?? "").slice(0, 20), report: null }, { status: 400 });
  return { ...page, asked: choice.key, report: await partnerReport(partner.id, choice, now) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Partner"} · ${loaderData?.partner.name ?? ""} · Vitaal` },
  { name: "robots", content: "noindex" },
];

type Choices = Route.ComponentProps["loaderData"]["choices"];

function PeriodPicker({ choices, selected }: { choices: Choices; selected: string }) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const groups = [
    ["years", choices.years],
    ["quarters", choices.quarters],
    ["months", choices.months],
  ] as const;
  const known = groups.some(([, keys]) => keys.includes(selected));
  return (
    <Form method="get" aria-labelledby="period-title" className="flex flex-wrap items-end gap-3">
      <h2 id="period-title" className="sr-only">
        {t("report.picker.title")}
      </h2>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="period" className="font-medium text-ink">
          {t("report.picker.label")}
        </label>
        <select
          id="period"
          name="period"
          defaultValue={known ? selected : (choices.years[0] ?? "")}
          aria-describedby="period-hint"
          className={`${fieldStyle} min-w-56`}
        >
          {groups.map(([group, keys]) => (
            <optgroup key={group} label={t(`report.picker.${group}`)}>
              {keys.map((key) => (
                <option key={key} value={key}>
                  {periodLabel(key, translateWith(t), lng)}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <p id="period-hint" className="text-sm text-ink-muted">
          {t("report.picker.hint")}
        </p>
      </div>
      <Button type="submit" className="mb-7">
        {t("report.picker.show")}
      </Button>
    </Form>
  );
}

function FigureText({ figure, n }: { figure: Figure; n: number }) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const text = figureText(figure, n, translateWith(t), lng);
  return figureValue(figure) === null ? <span className="text-ink-muted italic">{text}</span> : text;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
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

function EventsTable({ report, lng, timeZone }: { report: PublishedReport; lng: Language; timeZone: string }) {
  const { t } = useTranslation("partner");
  const n = report.minGroupSize;
  if (report.events.byEvent.length === 0) return <p className="mt-4 text-ink-muted">{t("report.events.empty")}</p>;
  return (
    <ScrollRegion label={t("report.trends.scroll", { table: t("report.events.tableTitle") })} className="mt-6">
      <table className="w-full min-w-[36rem] text-left">
        <caption className="pb-2 text-left font-semibold text-ink">{t("report.events.tableTitle")}</caption>
        <thead className="border-b border-line text-sm text-ink-muted">
          <tr>
            <th scope="col" className={th}>
              {t("report.events.session")}
            </th>
            <th scope="col" className={th}>
              {t("report.events.registered")}
            </th>
            <th scope="col" className={th}>
              {t("report.events.waitlisted")}
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
                <span className="block text-sm font-normal text-ink-muted">{t("report.events.allSessions")}</span>
              </th>
              <td className={td}>
                <FigureText figure={event.registered} n={n} />
              </td>
              <td className={td}>
                <FigureText figure={event.waitlisted} n={n} />
              </td>
              <td className={td}>
                <FigureText figure={event.attended} n={n} />
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
                  <FigureText figure={session.waitlisted} n={n} />
                </td>
                <td className={td}>
                  {session.held ? (
                    <FigureText figure={session.attended} n={n} />
                  ) : (
                    <span className="text-ink-muted">{t("figure.notYet")}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </ScrollRegion>
  );
}

function WebinarsTable({ report, lng, timeZone }: { report: PublishedReport; lng: Language; timeZone: string }) {
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

function Trends({ report, lng }: { report: PublishedReport; lng: Language }) {
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
        <table className="w-full min-w-[48rem] text-left">
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
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}

export default function PartnerReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const { partner, choices, report, asked, timeZone } = loaderData;
  const translate = translateWith(t);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("report.title")}</h1>
      {report ? (
        <p className="mt-2 max-w-prose text-ink-muted">
          {t("report.intro", { partner: partner.name, period: periodLabel(report.period.key, translate, lng) })}
        </p>
      ) : null}
      <div className="mt-6">
        <PeriodPicker choices={choices} selected={asked} />
      </div>
      {report === null ? (
        <div className="mt-4">
          <Alert tone="danger" role="alert" title={t("report.invalid.title")}>
            {t("report.invalid.text", { example: periodLabel(choices.years[0] ?? "", translate, lng) })}
          </Alert>
        </div>
      ) : (
        <>
          <div className="mt-2 flex flex-col gap-4">
            <Alert tone="info">{t("report.notice", { n: report.minGroupSize })}</Alert>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
              <a
                href={`/partner/report.csv?period=${encodeURIComponent(report.period.key)}`}
                download
                className="font-medium text-brand-700 underline decoration-brand-300 underline-offset-4 hover:decoration-brand-700"
              >
                {t("report.export", { period: periodLabel(report.period.key, translate, lng) })}
              </a>
              <span>{t("report.generated", { date: formatDate(new Date(report.generatedAt), lng, timeZone) })}</span>
            </p>
          </div>
          {reportSections(report).map((section) => (
            <Section key={section.id} id={section.id} title={t(section.title)}>
              <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
                {section.rows.map((row) => (
                  <div key={row.label} className="rounded-[var(--radius-control)] border border-line p-3 sm:p-4">
                    <dt className="text-sm text-ink-muted">{t(row.label)}</dt>
                    <dd className="mt-1 text-lg font-semibold tabular-nums text-ink sm:text-2xl">
                      <FigureText figure={row.figure} n={report.minGroupSize} />
                    </dd>
                  </div>
                ))}
              </dl>
              {section.id === "coaching" ? (
                <p className="mt-4 text-ink">
                  {t("report.coaching.allowanceSummary", {
                    used: figureText(report.allowance.used, report.minGroupSize, translate, lng),
                    total: figureText(report.allowance.total, report.minGroupSize, translate, lng),
                    perMember: report.allowance.perMember,
                  })}
                </p>
              ) : null}
              {section.id === "events" ? <EventsTable report={report} lng={lng} timeZone={timeZone} /> : null}
              {section.id === "webinars" ? <WebinarsTable report={report} lng={lng} timeZone={timeZone} /> : null}
            </Section>
          ))}
          <Section id="trends" title={t("report.trends.title")}>
            <Trends report={report} lng={lng} />
          </Section>
        </>
      )}
    </div>
  );
}
