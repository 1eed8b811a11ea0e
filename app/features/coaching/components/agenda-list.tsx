import { useMemo } from "react";
import { Link } from "~/components/ui/link";
import { formatDay, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { type AgendaViewProps, busyPattern } from "./agenda-grid";
import { layoutAgenda, type PlacedItem } from "./agenda-layout";
import { StatusBadge } from "./status-badge";

function TimeRange({ item, zone }: { item: PlacedItem; zone: string }) {
  const lng = useLanguage();
  return (
    <span className="font-semibold tabular-nums">
      {item.fromBefore ? "… " : ""}
      {formatTime(new Date(item.start), lng, zone)}–{formatTime(new Date(item.end), lng, zone)}
      {item.untilAfter ? " …" : ""}
    </span>
  );
}

/**
 * The same week as a list, day by day in time order: for every screen width and for screen
 * readers. Busy times say "Busy" and carry the striped mark of the grid.
 */
export function AgendaList({
  items,
  monday,
  today,
  zone,
  headingLevel = 3,
}: AgendaViewProps & { headingLevel?: 3 | 4 }) {
  const { t } = useTranslation("coach");
  const lng = useLanguage();
  const days = useMemo(() => layoutAgenda(items, monday, 7, zone), [items, monday, zone]);
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ol className="grid gap-3">
      {days.map((day) => {
        const rows = [...day.items].sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime());
        return (
          <li key={day.date} className={day.date === today ? "rounded-xl border-2 border-brand-700 p-3" : "p-3"}>
            <Heading className="font-semibold text-ink">
              {formatDay(new Date(`${day.date}T12:00:00Z`), lng, "UTC")}
              {day.date === today ? ` · ${t("agenda.today")}` : ""}
            </Heading>
            {rows.length === 0 ? (
              <p className="text-sm text-ink-muted">{t("agenda.free")}</p>
            ) : (
              <ul className="divide-y divide-line">
                {rows.map((item) =>
                  item.kind === "busy" ? (
                    <li
                      key={`busy-${new Date(item.start).toISOString()}-${new Date(item.end).toISOString()}`}
                      className="flex items-center gap-3 py-2.5 text-ink"
                    >
                      <span aria-hidden="true" className={`size-6 shrink-0 rounded ${busyPattern}`} />
                      <span>
                        <TimeRange item={item} zone={zone} /> {t("agenda.busy")} · {t("agenda.busyHint")}
                      </span>
                    </li>
                  ) : (
                    <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-2.5">
                      <span className="flex items-center gap-3 text-ink">
                        <span
                          aria-hidden="true"
                          className="size-6 shrink-0 rounded border-s-4 border-brand-900 bg-brand-700"
                        />
                        <span>
                          <TimeRange item={item} zone={zone} /> {item.memberName || t("appointments.formerMember")} ·{" "}
                          {t(`coaching:kind.${item.sessionKind}Short`)}
                        </span>
                      </span>
                      <span className="flex items-center gap-3">
                        <StatusBadge status={item.status} />
                        <Link to={`/coach/appointments/${item.id}`}>
                          {t("agenda.open")}
                          <span className="sr-only">
                            {" "}
                            {formatTime(new Date(item.start), lng, zone)} {item.memberName}
                          </span>
                        </Link>
                        {item.memberId ? (
                          <Link to={`/coach/messages/${item.memberId}`}>
                            {t("messages:links.toMember", { name: item.memberName })}
                          </Link>
                        ) : null}
                      </span>
                    </li>
                  ),
                )}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}
