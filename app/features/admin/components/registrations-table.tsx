import { Checkbox } from "~/components/ui/checkbox";
import { Link } from "~/components/ui/link";
import { ScrollRegion } from "~/components/ui/scroll-region";
import type { SessionChoice } from "~/db/schema/events";
import { ATTENDED_FIELD } from "~/features/admin/sessions.schema";
import type { Language } from "~/features/i18n/config";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";

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

const th = "px-3 py-3 font-semibold";
const td = "px-3 py-3 text-ink";

/** A list of registrations in a table that scrolls sideways on a narrow screen. */
export function RegistrationsTable({
  caption,
  rows,
  choices,
  timeZone,
  attendance,
}: {
  caption: string;
  rows: SessionRegistrationRow[];
  choices: readonly SessionChoice[];
  timeZone: string;
  /** Whether the table has the "came" checkboxes. */
  attendance: boolean;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const hasChoices = choices.length > 0 || rows.some((registration) => registration.choice !== null);
  return (
    <ScrollRegion label={caption} className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface">
      <table className="w-full min-w-[36rem] text-left align-top">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-brand-50/40 text-sm text-ink-muted">
          <tr>
            <th scope="col" className={`${th} text-right`}>
              {t("sessions.columns.position")}
            </th>
            <th scope="col" className={th}>
              {t("sessions.columns.name")}
            </th>
            <th scope="col" className={th}>
              {t("sessions.columns.email")}
            </th>
            {hasChoices ? (
              <th scope="col" className={th}>
                {t("sessions.columns.choice")}
              </th>
            ) : null}
            <th scope="col" className={th}>
              {t("sessions.columns.registeredAt")}
            </th>
            {attendance ? (
              <th scope="col" className={th}>
                {t("sessions.columns.came")}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((registration) => {
            const at = new Date(registration.requestedAt);
            return (
              <tr key={registration.id} className="border-b border-line align-top last:border-0">
                <td className={`${td} text-right tabular-nums`}>{formatNumber(registration.position, lng)}</td>
                <th scope="row" className="px-3 py-3 text-left font-semibold text-ink">
                  <Link to={`/admin/users/${encodeURIComponent(registration.userId)}`}>{registration.name}</Link>
                </th>
                <td className={`${td} break-all`}>{registration.email}</td>
                {hasChoices ? (
                  <td className={td}>
                    {choiceText(choices, registration.choice, lng) ?? (
                      <span className="text-ink-muted">{t("sessions.noChoice")}</span>
                    )}
                  </td>
                ) : null}
                <td className={`${td} whitespace-nowrap`}>
                  {t("events.at", {
                    date: formatDate(at, lng, timeZone, "medium"),
                    time: formatTime(at, lng, timeZone),
                  })}
                </td>
                {attendance ? (
                  <td className={td}>
                    <Checkbox name={ATTENDED_FIELD} value={registration.id} defaultSelected={registration.attended}>
                      <span className="sr-only">{t("sessions.cameLabel", { name: registration.name })}</span>
                    </Checkbox>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
