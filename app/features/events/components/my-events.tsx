import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

export interface MyEventRow {
  href: string;
  title: string;
  startsAt: string;
  waitlisted: boolean;
}

/** The dashboard's list of the member's upcoming events or webinars. */
export function MyEvents({
  kind,
  rows,
  timeZone,
}: {
  kind: "events" | "webinars";
  rows: MyEventRow[];
  timeZone: string;
}) {
  const { t } = useTranslation("events");
  const lng = useLanguage();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t(`dashboard.${kind}`)}</h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t(kind === "events" ? "dashboard.noEvents" : "dashboard.noWebinars")}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.href}>
              <Link to={row.href}>{row.title}</Link>
              <p className="text-sm text-ink-muted">
                {formatDateTime(new Date(row.startsAt), lng, timeZone)}
                {row.waitlisted ? ` · ${t("dashboard.waitlisted")}` : ""}
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4">
        <Link to={`/${lng}/events`}>{t("dashboard.browseEvents")}</Link>
      </p>
    </Card>
  );
}
