import { Fragment, useEffect, useState } from "react";
import { Form, useRevalidator } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { FilterSelect } from "~/components/ui/filter-select";
import { allowanceSentence } from "~/features/reports/allowance-text";
import {
  EventsTable,
  FigureText,
  linkStyle,
  PrivacyNote,
  SatisfactionSection,
  Section,
  Trends,
  WebinarsTable,
} from "~/features/reports/components/report-parts";
import { isCustom, monthLabel, periodLabel, reportSections, translateWith } from "~/features/reports/report-csv";
import { MAX_CUSTOM_MONTHS, REPORT_TIME_ZONE } from "~/features/reports/usage-period";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/report";

export { loader } from "./report.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Partner"} · ${loaderData?.partner.name ?? ""} · Vitaal` },
  { name: "robots", content: "noindex" },
];

type LoaderData = Route.ComponentProps["loaderData"];
type Choices = LoaderData["choices"];

/**
 * The period: a year, quarter or month, or "a range of months" with its first and last month (shown
 * when that is chosen; without JavaScript, after the first "Show report").
 */
function PeriodPicker({
  choices,
  selected,
  range,
}: {
  choices: Choices;
  selected: string;
  range: { from: string; to: string } | null;
}) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const groups = [
    ["years", choices.years],
    ["quarters", choices.quarters],
    ["months", choices.months],
  ] as const;
  const known = selected === "custom" || groups.some(([, keys]) => keys.includes(selected));
  const [custom, setCustom] = useState(selected === "custom");
  useEffect(() => setCustom(selected === "custom"), [selected]);
  // Every closed month back to 2024 (the last 24 where a page's data predates the range).
  const months: readonly string[] = choices.custom ?? choices.months;
  const monthOptions = months.map((month) => ({ value: month, label: monthLabel(month, lng) }));
  const fallbackFrom = months[Math.min(11, months.length - 1)] ?? "";
  const pick = (value: string | undefined, fallback: string) => (value && months.includes(value) ? value : fallback);
  return (
    <Form
      method="get"
      aria-labelledby="period-title"
      className="flex flex-wrap items-end gap-3"
      onChange={(event) => {
        const target = event.target as unknown as HTMLSelectElement;
        if (target.name === "period") setCustom(target.value === "custom");
      }}
    >
      <h2 id="period-title" className="sr-only">
        {t("report.picker.title")}
      </h2>
      <FilterSelect
        id="period"
        name="period"
        label={t("report.picker.label")}
        hint={t("report.picker.hint")}
        value={known ? selected : (choices.years[0] ?? "")}
        selectClassName="min-w-56"
        options={[
          ...groups.map(([group, keys]) => ({
            label: t(`report.picker.${group}`),
            options: keys.map((key) => ({ value: key, label: periodLabel(key, translateWith(t), lng) })),
          })),
          { label: t("report.picker.customGroup"), options: [{ value: "custom", label: t("report.picker.custom") }] },
        ]}
      />
      {custom ? (
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">{t("report.picker.customLegend")}</legend>
          <FilterSelect
            // A new range asked for is a new form: the selects show what the page holds.
            key={`from-${range?.from ?? ""}`}
            id="period-from"
            name="from"
            label={t("report.picker.from")}
            hint={t("report.picker.customHint", { max: MAX_CUSTOM_MONTHS })}
            value={pick(range?.from, fallbackFrom)}
            options={monthOptions}
          />
          <FilterSelect
            key={`to-${range?.to ?? ""}`}
            id="period-to"
            name="to"
            label={t("report.picker.to")}
            hint={t("report.picker.toHint")}
            value={pick(range?.to, months[0] ?? "")}
            options={monthOptions}
          />
        </fieldset>
      ) : null}
      <Button type="submit" className="mb-7">
        {t("report.picker.show")}
      </Button>
    </Form>
  );
}

/** Why the query names no report, in words, with what to do instead. */
function ProblemAlert({ problem, example }: { problem: NonNullable<LoaderData["problem"]>; example: string }) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  if (problem.problem === "invalid") {
    return (
      <Alert tone="danger" role="alert" title={t("report.invalid.title")}>
        {t("report.invalid.text", { example })}
      </Alert>
    );
  }
  if (problem.problem === "chooseRange") {
    return (
      <Alert tone="info" role="status" title={t("report.problem.chooseRange.title")}>
        {t("report.problem.chooseRange.text")}
      </Alert>
    );
  }
  if (problem.problem === "notYet") {
    return (
      <Alert tone="info" role="alert" title={t("report.problem.notYet.title")}>
        {t("report.problem.notYet.text", {
          month: monthLabel(problem.month, lng),
          date: formatDate(new Date(problem.closes), lng, REPORT_TIME_ZONE),
        })}
      </Alert>
    );
  }
  const values = problem.problem === "tooLong" ? { max: problem.max } : {};
  return (
    <Alert tone="danger" role="alert" title={t(`report.problem.${problem.problem}.title`)}>
      {t(`report.problem.${problem.problem}.text`, values)}
    </Alert>
  );
}

export default function PartnerReport({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("partner");
  const lng = useLanguage();
  const { partner, choices, report, asked, range, key, problem, timeZone, sessions, preparing } = loaderData;
  const translate = translateWith(t);
  const revalidator = useRevalidator();
  // While a month is being decided, the page asks again every 15 seconds (and says so).
  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 15_000);
    return () => clearInterval(timer);
  }, [preparing, revalidator]);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("report.title")}</h1>
      {report ? (
        <p className="mt-2 max-w-prose text-ink-muted">
          {t("report.intro", { partner: partner.name, period: periodLabel(report.period.key, translate, lng) })}
        </p>
      ) : null}
      <div className="mt-6">
        <PeriodPicker choices={choices} selected={asked} range={range} />
      </div>
      {preparing ? (
        <div className="mt-4">
          <Alert tone="info" role="status" title={t("report.preparing.title", { month: monthLabel(preparing, lng) })}>
            {t("report.preparing.text")}{" "}
            <a className={linkStyle} href={`/partner/report?period=${encodeURIComponent(key ?? asked)}`}>
              {t("report.preparing.again")}
            </a>
          </Alert>
        </div>
      ) : report === null ? (
        <div className="mt-4">
          {problem ? (
            <ProblemAlert problem={problem} example={periodLabel(choices.years[0] ?? "", translate, lng)} />
          ) : null}
        </div>
      ) : (
        <>
          <div className="mt-2 flex flex-col gap-4">
            <Alert tone="info">{t("report.notice", { n: report.minGroupSize })}</Alert>
            <p className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-ink-muted">
              <a
                href={`/partner/report.csv?period=${encodeURIComponent(report.period.key)}`}
                download
                className={linkStyle}
              >
                {t("report.export", { period: periodLabel(report.period.key, translate, lng) })}
              </a>
              <span>{t("report.generated", { date: formatDate(new Date(report.generatedAt), lng, timeZone) })}</span>
            </p>
          </div>
          <PrivacyNote report={report} lng={lng} />
          {reportSections(report).map((section) => (
            <Fragment key={section.id}>
              <Section id={section.id} title={t(section.title)}>
                <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-3">
                  {section.rows.map((row) => (
                    <div key={row.label} className="rounded-[var(--radius-control)] border border-line p-3 sm:p-4">
                      <dt className="text-sm text-ink-muted">{t(row.label)}</dt>
                      <dd className="mt-1 text-lg font-semibold tabular-nums text-ink sm:text-2xl">
                        <FigureText figure={row.figure} n={report.minGroupSize} custom={isCustom(report)} />
                      </dd>
                    </div>
                  ))}
                </dl>
                {section.id === "coaching" ? (
                  <p className="mt-4 text-ink">
                    {allowanceSentence(
                      report.allowance,
                      periodLabel(report.period.key, translate, lng),
                      report.period.key,
                      report.minGroupSize,
                      translate,
                      lng,
                    )}
                  </p>
                ) : null}
                {section.id === "events" ? (
                  <EventsTable report={report} sessions={sessions} lng={lng} timeZone={timeZone} />
                ) : null}
                {section.id === "webinars" ? <WebinarsTable report={report} lng={lng} timeZone={timeZone} /> : null}
              </Section>
              {section.id === "coaching" ? <SatisfactionSection report={report} /> : null}
            </Fragment>
          ))}
          <Section id="trends" title={t("report.trends.title")}>
            <Trends report={report} lng={lng} />
          </Section>
        </>
      )}
    </div>
  );
}
