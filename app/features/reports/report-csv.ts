import type { TFunction } from "i18next";
import { type CsvValue, csvDocument } from "~/utils/csv";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import type {
  Figure,
  PublishedEvent,
  PublishedMonth,
  PublishedReport,
  PublishedWebinar,
  Satisfaction,
} from "./published";

// The partner report's figures and their labels, shared by the page and its CSV export: both are
// drawn from the same `PublishedReport` through these lists, so the file says exactly what the page
// says, suppressed figures included. Labels are keys of the `partner` catalog.

/** A translate function of the `partner` namespace (i18next's `t`, or a test's). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** i18next's `t` (of the `partner` namespace) as a `Translate`. */
export function translateWith(t: TFunction): Translate {
  return (key, options) => (options ? t(key, options) : t(key));
}

type Row = { label: string; figure: Figure };

/** The number of a shown figure; null for a hidden one. */
export function figureValue(figure: Figure): number | null {
  return "value" in figure ? figure.value : null;
}

/**
 * Why a figure is not shown, in words: "fewer than N", "hidden" for a complement, or "after the
 * period" for a total of a period that is still running.
 */
function hiddenText(figure: Figure, n: number, t: Translate, custom = false): string {
  if ("range" in figure) return `${figure.range[0]}–${figure.range[1]}`;
  if (!("suppressed" in figure) || figure.suppressed === "small") return t("figure.fewerThan", { n });
  if (figure.suppressed === "complement") return t("figure.hidden");
  // A total of a custom range that its published parts do not add up to in the open.
  return custom ? t("figure.notAdded") : t("figure.pending");
}

/**
 * A figure as text: the formatted number, a band ("40–49"), "fewer than N", "hidden", or for a
 * total that waits ("pending") "after the period ends", in a custom range's report "not added up".
 */
export function figureText(figure: Figure, n: number, t: Translate, lng: Language, custom = false): string {
  const format = new Intl.NumberFormat(lng === "nl" ? "nl-NL" : "en-GB").format;
  if ("range" in figure) return `${format(figure.range[0])}–${format(figure.range[1])}`;
  const value = figureValue(figure);
  return value === null ? hiddenText(figure, n, t, custom) : format(value);
}

/** Whether a report is of a custom range of months (its waiting totals read "not added up"). */
export const isCustom = (report: Pick<PublishedReport, "period">) => report.period.kind === "custom";

/** The two figures of a satisfaction: its average and share that would recommend. */
export const satisfactionParts = ["average", "recommendShare"] as const;
export type SatisfactionPart = (typeof satisfactionParts)[number];

/** A satisfaction figure's number (the share in percent); null where it is not shown. */
export function satisfactionValue(satisfaction: Satisfaction, part: SatisfactionPart): number | null {
  return "average" in satisfaction ? satisfaction[part] : null;
}

/**
 * A satisfaction figure as text: "4,3" or "87%", the words of a hidden figure, "no ratings", or
 * "not measured" for a month published before ratings were part of the report.
 */
export function satisfactionText(
  satisfaction: Satisfaction,
  part: SatisfactionPart,
  n: number,
  t: Translate,
  lng: Language,
  custom = false,
): string {
  const locale = lng === "nl" ? "nl-NL" : "en-GB";
  if ("none" in satisfaction) return t("report.satisfaction.none");
  if ("unmeasured" in satisfaction) return t("report.satisfaction.unmeasured");
  if ("suppressed" in satisfaction) return hiddenText(satisfaction, n, t, custom);
  return part === "average"
    ? new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(satisfaction.average)
    : new Intl.NumberFormat(locale, { style: "percent" }).format(satisfaction.recommendShare / 100);
}

/**
 * "2026", "3e kwartaal 2026" / "Q3 2026", "juli 2026" / "July 2026", and a custom range
 * "november 2025 t/m oktober 2026" / "November 2025 to October 2026".
 */
export function periodLabel(key: string, t: Translate, lng: Language): string {
  const range = /^(\d{4}-\d{2})\.\.(\d{4}-\d{2})$/.exec(key);
  if (range) {
    return t("report.picker.range", {
      from: monthLabel(range[1] as string, lng),
      to: monthLabel(range[2] as string, lng),
    });
  }
  const quarter = /^(\d{4})-Q([1-4])$/.exec(key);
  if (quarter) return t("report.picker.quarter", { quarter: Number(quarter[2]), year: quarter[1] });
  const month = /^(\d{4})-(\d{2})$/.exec(key);
  if (month) return monthLabel(key, lng);
  return key;
}

/** A "YYYY-MM" month in words. */
export function monthLabel(key: string, lng: Language, style: "long" | "short" = "long"): string {
  const [year, month] = key.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(lng === "nl" ? "nl-NL" : "en-GB", {
    month: style,
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, 15)));
}

/** The headline sections of the report, in the order the page shows them. */
export function reportSections(report: PublishedReport): { id: string; title: string; rows: Row[] }[] {
  const { members, coaching, allowance, events, webinars, ebook } = report;
  return [
    {
      id: "members",
      title: "report.members.title",
      rows: [
        { label: "report.members.total", figure: members.total },
        { label: "report.members.joined", figure: members.joined },
        { label: "report.members.active", figure: members.active },
      ],
    },
    {
      id: "coaching",
      title: "report.coaching.title",
      rows: [
        { label: "report.coaching.booked", figure: coaching.booked },
        { label: "report.coaching.held", figure: coaching.held },
        { label: "report.coaching.noShow", figure: coaching.noShow },
        { label: "report.coaching.cancelledLate", figure: coaching.cancelledLate },
        { label: "report.coaching.cancelledInTime", figure: coaching.cancelledInTime },
        { label: "report.coaching.open", figure: coaching.open },
        { label: "report.coaching.allowanceUsed", figure: allowance.used },
        { label: "report.coaching.allowanceTotal", figure: allowance.total },
        { label: "report.coaching.perMember", figure: { value: allowance.perMember } },
      ],
    },
    {
      id: "events",
      title: "report.events.title",
      rows: [
        { label: "report.events.registered", figure: events.registered },
        { label: "report.events.waitlisted", figure: events.waitlisted },
        { label: "report.events.attended", figure: events.attended },
      ],
    },
    {
      id: "webinars",
      title: "report.webinars.title",
      rows: [{ label: "report.webinars.registrations", figure: webinars.registrations }],
    },
    {
      id: "ebook",
      title: "report.ebook.title",
      rows: [{ label: "report.ebook.downloads", figure: ebook.downloads }],
    },
  ];
}

/** The columns of the trend table after the month, in order. */
export const trendColumns = [
  "joined",
  "active",
  "coachingBooked",
  "coachingHeld",
  "eventRegistrations",
  "webinarRegistrations",
  "ebookDownloads",
] as const satisfies readonly (keyof PublishedMonth)[];

export const titleOf = (item: PublishedEvent | PublishedWebinar, lng: Language) =>
  lng === "nl" ? item.titleNl : item.titleEn;

/** The CSV export of a report: the page's sections, tables and labels, one block after another. */
export function reportCsv(report: PublishedReport, t: Translate, lng: Language, timeZone: string): string {
  const n = report.minGroupSize;
  const custom = isCustom(report);
  const cell = (figure: Figure): CsvValue => figureValue(figure) ?? hiddenText(figure, n, t, custom);
  // Shown as plain numbers (the share in percent, as its label says), like every other figure.
  const rated = (satisfaction: Satisfaction, part: SatisfactionPart): CsvValue =>
    satisfactionValue(satisfaction, part) ?? satisfactionText(satisfaction, part, n, t, lng, custom);
  const when = (iso: string) => formatDateTime(new Date(iso), lng, timeZone);
  const rows: CsvValue[][] = [
    [t("report.csvTitle")],
    [t("report.periodLabel"), periodLabel(report.period.key, t, lng)],
    [t("report.throughLabel"), monthLabel(report.through, lng)],
    [t("report.generatedLabel"), when(report.generatedAt)],
    [t("report.noticeLabel"), t("report.notice", { n })],
    ...(custom ? [[t("report.customLabel"), t("report.privacy.custom")]] : []),
  ];
  for (const section of reportSections(report)) {
    rows.push([], [t(section.title)]);
    for (const row of section.rows) rows.push([t(row.label), cell(row.figure)]);
    if (section.id === "coaching") {
      rows.push([], [t("report.satisfaction.title")]);
      for (const part of satisfactionParts) {
        rows.push([t(`report.satisfaction.${part}`), rated(report.satisfaction, part)]);
      }
    }
    if (section.id === "events" && report.events.byEvent.length > 0) {
      rows.push(
        [],
        [t("report.events.tableTitle")],
        [
          t("report.events.event"),
          t("report.events.session"),
          t("report.events.registered"),
          t("report.events.attended"),
        ],
      );
      for (const event of report.events.byEvent) {
        const title = titleOf(event, lng);
        rows.push([title, t("report.events.allSessions"), cell(event.registered), cell(event.attended)]);
        for (const session of event.sessions) {
          rows.push([title, when(session.startsAt), cell(session.registered), cell(session.attended)]);
        }
      }
    }
    if (section.id === "webinars" && report.webinars.byWebinar.length > 0) {
      rows.push(
        [],
        [t("report.webinars.tableTitle")],
        [t("report.webinars.webinar"), t("report.webinars.date"), t("report.webinars.registrations")],
      );
      for (const webinar of report.webinars.byWebinar) {
        rows.push([titleOf(webinar, lng), when(webinar.startsAt), cell(webinar.registrations)]);
      }
    }
  }
  rows.push(
    [],
    [t("report.trends.tableTitle")],
    [
      t("report.trends.month"),
      ...trendColumns.map((column) => t(`report.trends.${column}`)),
      ...satisfactionParts.map((part) => t(`report.satisfaction.${part}`)),
    ],
  );
  for (const month of report.trends) {
    rows.push([
      monthLabel(month.month, lng),
      ...trendColumns.map((column) => cell(month[column])),
      ...satisfactionParts.map((part) => rated(month.satisfaction, part)),
    ]);
  }
  return csvDocument(rows);
}
