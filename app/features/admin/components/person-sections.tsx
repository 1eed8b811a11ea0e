import type { ReactNode } from "react";
import { Form } from "react-router";
import { Card } from "~/components/ui/card";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import type { PersonIntent } from "~/features/admin/people.schema";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";

/** One card of the person page, under its heading. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

/** A form of the person page that posts one intent, with its fields as hidden inputs. */
export function IntentForm({
  intent,
  fields,
  children,
}: {
  intent: PersonIntent;
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

/** What a person did: appointments, event registrations and webinar registrations, newest first. */
export function PersonHistory({
  appointments,
  eventRegistrations,
  webinarRegistrations,
  zone,
}: {
  appointments: { id: string; startsAt: string | null; status: string }[];
  eventRegistrations: {
    id: string;
    eventTitleNl: string;
    eventTitleEn: string;
    sessionTitleNl: string;
    sessionTitleEn: string;
    startsAt: string | null;
    status: string;
  }[];
  webinarRegistrations: { id: string; titleNl: string; titleEn: string; startsAt: string | null }[];
  zone: string;
}) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const when = (value: string | null) => (value ? formatDateTime(new Date(value), lng, zone) : "—");
  const title = (row: { titleNl?: string; titleEn?: string }) => (lng === "en" ? row.titleEn : row.titleNl);
  return (
    <>
      <Section id="appointments" title={t("people.appointments")}>
        {appointments.length === 0 ? (
          <p className="text-ink-muted">{t("people.noAppointments")}</p>
        ) : (
          <Table caption={t("people.appointmentsCaption")} hideCaption>
            <TableHead>
              <Row>
                <HeaderCell>{t("people.when")}</HeaderCell>
                <HeaderCell>{t("people.status")}</HeaderCell>
              </Row>
            </TableHead>
            <TableBody>
              {appointments.map((row) => (
                <Row key={row.id}>
                  <Cell>{when(row.startsAt)}</Cell>
                  <Cell>
                    <StatusBadge status={row.status} />
                  </Cell>
                </Row>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>

      <Section id="events" title={t("people.eventRegistrations")}>
        {eventRegistrations.length === 0 ? (
          <p className="text-ink-muted">{t("people.noEventRegistrations")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {eventRegistrations.map((row) => (
              <li key={row.id} className="text-ink">
                <span className="font-semibold">
                  {lng === "en" ? row.eventTitleEn : row.eventTitleNl} —{" "}
                  {lng === "en" ? row.sessionTitleEn : row.sessionTitleNl}
                </span>{" "}
                · {when(row.startsAt)} · {t(`people.registration.${row.status}`)}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section id="webinars" title={t("people.webinarRegistrations")}>
        {webinarRegistrations.length === 0 ? (
          <p className="text-ink-muted">{t("people.noWebinarRegistrations")}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {webinarRegistrations.map((row) => (
              <li key={row.id} className="text-ink">
                <span className="font-semibold">{title(row)}</span> · {when(row.startsAt)}
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
