import { useSearchParams } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { WebinarFields, webinarFieldNames } from "~/features/admin/components/event-fields";
import { updateWebinarSchema } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/webinar";
import type { WebinarAnswer } from "./webinar.server";

// One webinar: its fields in both languages side by side, and who registered (with a CSV). Loader
// and action are in `webinar.server.ts`; the form is a Conform form over `updateWebinarSchema`
// (decision 028).

export { action, loader } from "./webinar.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:webinars.metaTitle");

export default function AdminWebinar({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const [search] = useSearchParams();
  const { webinar, registrations, timeZone, partners } = loaderData;
  const answer = actionData as WebinarAnswer | undefined;
  const [edit, fields] = useAppForm({
    id: "webinar",
    schema: updateWebinarSchema,
    answer,
    defaultValue: { ...loaderData.form, intent: "update-webinar" },
  });
  const at = (iso: string) => {
    const date = new Date(iso);
    return t("events.at", { date: formatDate(date, lng, timeZone, "medium"), time: formatTime(date, lng, timeZone) });
  };
  return (
    <FormMessages namespace="admin">
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
        <p>
          <Link to="/admin/webinars">{t("webinars.back")}</Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight break-words text-ink">
          {localised(webinar, "title", lng)}
        </h1>
        <p className="mt-1 text-ink-muted">
          {at(webinar.startsAt)} ·{" "}
          {webinar.partnerName ? t("events.forPartner", { partner: webinar.partnerName }) : t("events.everyone")}
        </p>
        <div role="status" aria-live="polite" className="mt-4 flex flex-col gap-3">
          {search.get("created") ? <Alert tone="success">{t("webinars.created")}</Alert> : null}
          {answer?.saved ? <Alert tone="success">{t("eventForm.saved")}</Alert> : null}
        </div>
        {loaderData.form.recordingSlug && !webinar.recordingFound ? (
          <div className="mt-4">
            <Alert tone="warning">{t("webinars.recordingMissing", { slug: loaderData.form.recordingSlug })}</Alert>
          </div>
        ) : null}

        <section aria-labelledby="webinar-registrations" className="mt-8">
          <h2 id="webinar-registrations" className="text-2xl font-semibold text-ink">
            {t("webinars.registrations", { count: registrations.length })}
          </h2>
          <p className="mt-2">
            <Link to={`/admin/webinars/${webinar.id}/registrations.csv`} reloadDocument variant="secondary">
              {t("sessions.download")}
            </Link>
          </p>
          {registrations.length === 0 ? (
            <p className="mt-3 text-ink-muted">{t("webinars.noRegistrations")}</p>
          ) : (
            <Table
              minWidth="min-w-[32rem]"
              caption={t("webinars.registrationsCaption")}
              hideCaption
              className="mt-4 rounded-[var(--radius-card)] border border-line bg-surface px-3"
            >
              <TableHead>
                <Row>
                  <HeaderCell className="text-right">{t("sessions.columns.position")}</HeaderCell>
                  <HeaderCell>{t("sessions.columns.name")}</HeaderCell>
                  <HeaderCell>{t("sessions.columns.email")}</HeaderCell>
                  <HeaderCell>{t("sessions.columns.registeredAt")}</HeaderCell>
                </Row>
              </TableHead>
              <TableBody>
                {registrations.map((registration, index) => (
                  <Row key={registration.userId}>
                    <Cell className="text-right tabular-nums">{formatNumber(index + 1, lng)}</Cell>
                    <HeaderCell scope="row" className="font-semibold">
                      <Link to={`/admin/users/${encodeURIComponent(registration.userId)}`}>{registration.name}</Link>
                    </HeaderCell>
                    <Cell className="break-all">{registration.email}</Cell>
                    <Cell className="whitespace-nowrap">{at(registration.registeredAt)}</Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          )}
        </section>

        <Card className="mt-10">
          <h2 id="edit-webinar-title" className="text-xl font-semibold text-ink">
            {t("webinars.editTitle")}
          </h2>
          <div className="mt-4">
            <ErrorSummary
              title={t("eventForm.errors.summary")}
              errors={edit.allErrors}
              status={edit.status}
              fieldId={(name) => ((webinarFieldNames as readonly string[]).includes(name) ? `webinar-${name}` : null)}
            />
          </div>
          <Form form={edit} aria-labelledby="edit-webinar-title" className="mt-6 flex flex-col gap-5">
            <input type="hidden" name="intent" value="update-webinar" />
            <WebinarFields fields={fields} partners={partners} />
            <div>
              <button type="submit" className={buttonStyles.primary}>
                {t("eventForm.save")}
              </button>
            </div>
          </Form>
        </Card>
      </div>
    </FormMessages>
  );
}
