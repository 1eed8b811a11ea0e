import { Checkbox } from "~/components/ui/checkbox";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import type { SessionChoice } from "~/db/schema/events";
import { ATTENDED_FIELD } from "~/features/admin/sessions.schema";
import type { Language } from "~/utils/i18n/config";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import { numeric, useAdminFormat } from "./admin-table";

/** One registration for a session as the back office's session page lists it. */
export interface SessionRegistrationRow {
  id: string;
  position: number;
  userId: string;
  name: string;
  email: string;
  choice: string | null;
  requestedAt: string;
  attended: boolean;
}

/** A choice as the page's language names it; a value the session no longer offers as stored. */
function choiceText(choices: readonly SessionChoice[], value: string | null, lng: Language): string | null {
  if (value === null) return null;
  return choices.find((option) => option.value === value)?.[lng] ?? value;
}

/** A list of registrations in a table that scrolls sideways on a narrow screen. */
export function RegistrationsTable({
  caption,
  rows,
  choices,
  timeZone,
  attendance,
  ticked,
}: {
  caption: string;
  rows: SessionRegistrationRow[];
  choices: readonly SessionChoice[];
  timeZone: string;
  /** Whether the table has the "came" checkboxes. */
  attendance: boolean;
  /** The places ticked in a refused post, instead of the saved ones, so nothing typed is lost. */
  ticked?: readonly string[] | undefined;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { at, n } = useAdminFormat(timeZone);
  const hasChoices = choices.length > 0 || rows.some((registration) => registration.choice !== null);
  return (
    <Table caption={caption} hideCaption className="mt-4" minWidth="min-w-[36rem]">
      <TableHead>
        <Row>
          <HeaderCell className="text-right">{t("sessions.columns.position")}</HeaderCell>
          <HeaderCell>{t("sessions.columns.name")}</HeaderCell>
          <HeaderCell>{t("sessions.columns.email")}</HeaderCell>
          {hasChoices ? <HeaderCell>{t("sessions.columns.choice")}</HeaderCell> : null}
          <HeaderCell>{t("sessions.columns.registeredAt")}</HeaderCell>
          {attendance ? <HeaderCell>{t("sessions.columns.came")}</HeaderCell> : null}
        </Row>
      </TableHead>
      <TableBody>
        {rows.map((registration) => {
          return (
            <Row key={registration.id}>
              <Cell className={numeric}>{n(registration.position)}</Cell>
              <HeaderCell scope="row">
                <Link to={`/admin/users/${encodeURIComponent(registration.userId)}`}>{registration.name}</Link>
              </HeaderCell>
              <Cell className="break-all">{registration.email}</Cell>
              {hasChoices ? (
                <Cell>
                  {choiceText(choices, registration.choice, lng) ?? (
                    <span className="text-ink-muted">{t("sessions.noChoice")}</span>
                  )}
                </Cell>
              ) : null}
              <Cell className="whitespace-nowrap">{at(registration.requestedAt)}</Cell>
              {attendance ? (
                <Cell>
                  <Checkbox
                    key={ticked ? "posted" : "saved"}
                    name={ATTENDED_FIELD}
                    value={registration.id}
                    defaultSelected={ticked ? ticked.includes(registration.id) : registration.attended}
                  >
                    <span className="sr-only">{t("sessions.cameLabel", { name: registration.name })}</span>
                  </Checkbox>
                </Cell>
              ) : null}
            </Row>
          );
        })}
      </TableBody>
    </Table>
  );
}
