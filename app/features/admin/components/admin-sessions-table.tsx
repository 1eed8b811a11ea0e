import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, TableBody } from "~/components/ui/table";
import { localised } from "~/features/events/events";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { AdminTable, numeric, useAdminFormat } from "./admin-table";

// Sessions of events as the back office lists them: when (a link to the session's page), which,
// where, and its places, grouped under their event where the list has several.

export interface AdminSessionRow {
  id: string;
  titleNl: string;
  titleEn: string;
  startsAt: string;
  location: string | null;
  online: boolean;
  capacity: number;
  registered: number;
  waitlisted: number;
  cancelled: boolean;
}

/** Where a session is: its place, online, or both. */
function Place({ location, online }: { location: string | null; online: boolean }) {
  const { t } = useTranslation("admin");
  if (location && online) return t("events.placeAndOnline", { place: location });
  return location ?? t("events.online");
}

/** The sessions in groups (an event each, under its heading when it has one), soonest or latest first as given. */
export function AdminSessionsTable({
  caption,
  groups,
  timeZone,
  withPlace = false,
  minWidth,
  className,
}: {
  caption: string;
  groups: readonly { key: string; heading?: ReactNode; sessions: readonly AdminSessionRow[] }[];
  timeZone: string;
  withPlace?: boolean;
  minWidth?: string;
  className?: string;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { at, n } = useAdminFormat(timeZone);
  const columns = [
    { label: t("events.columns.start") },
    { label: t("events.columns.session") },
    ...(withPlace ? [{ label: t("events.columns.place") }] : []),
    { label: t("events.columns.capacity"), numeric: true },
    { label: t("events.columns.registered"), numeric: true },
    { label: t("events.columns.waitlisted"), numeric: true },
  ];
  return (
    <AdminTable caption={caption} columns={columns} minWidth={minWidth} className={className}>
      {groups.map((group) => (
        <TableBody key={group.key}>
          {group.heading ? (
            <Row>
              <HeaderCell scope="rowgroup" colSpan={columns.length} className="pt-4 text-left">
                {group.heading}
              </HeaderCell>
            </Row>
          ) : null}
          {group.sessions.map((session) => (
            <Row key={session.id}>
              <HeaderCell scope="row" className="whitespace-nowrap font-normal">
                <Link to={`/admin/sessions/${session.id}`}>{at(session.startsAt)}</Link>
              </HeaderCell>
              <Cell>
                {localised(session, "title", lng)}
                {session.cancelled ? (
                  <span className="ml-2 text-sm font-medium text-danger-700">{t("eventForm.cancelledBadge")}</span>
                ) : null}
              </Cell>
              {withPlace ? (
                <Cell className="break-words">
                  <Place location={session.location} online={session.online} />
                </Cell>
              ) : null}
              <Cell className={numeric}>{n(session.capacity)}</Cell>
              <Cell className={numeric}>{n(session.registered)}</Cell>
              <Cell className={numeric}>{n(session.waitlisted)}</Cell>
            </Row>
          ))}
        </TableBody>
      ))}
    </AdminTable>
  );
}
