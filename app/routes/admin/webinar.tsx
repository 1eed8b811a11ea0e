import { useSearchParams } from "react-router";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, TableBody } from "~/components/ui/table";
import { AdminFormCard, AdminPage } from "~/features/admin/components/admin-page";
import { AdminTable, numeric, useAdminFormat } from "~/features/admin/components/admin-table";
import { Audience, WebinarFields, webinarFieldNames } from "~/features/admin/components/event-fields";
import { updateWebinarSchema } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
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
  const { at, n } = useAdminFormat(timeZone);
  const columns = [
    { label: t("sessions.columns.position"), numeric: true },
    { label: t("sessions.columns.name") },
    { label: t("sessions.columns.email") },
    { label: t("sessions.columns.registeredAt") },
  ];
  return (
    <FormMessages namespace="admin">
      <AdminPage
        back={{ to: "/admin/webinars", label: t("webinars.back") }}
        title={localised(webinar, "title", lng)}
        intro={
          <>
            {at(webinar.startsAt)} · <Audience partnerName={webinar.partnerName} />
          </>
        }
        width="md"
      >
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
            <AdminTable caption={t("webinars.registrationsCaption")} columns={columns} minWidth="min-w-[32rem]">
              <TableBody>
                {registrations.map((registration, index) => (
                  <Row key={registration.userId}>
                    <Cell className={numeric}>{n(index + 1)}</Cell>
                    <HeaderCell scope="row" className="font-semibold">
                      <Link to={`/admin/users/${encodeURIComponent(registration.userId)}`}>{registration.name}</Link>
                    </HeaderCell>
                    <Cell className="break-all">{registration.email}</Cell>
                    <Cell className="whitespace-nowrap">{at(registration.registeredAt)}</Cell>
                  </Row>
                ))}
              </TableBody>
            </AdminTable>
          )}
        </section>

        <AdminFormCard
          id="edit-webinar-title"
          form={edit}
          title={t("webinars.editTitle")}
          submit={t("eventForm.save")}
          summary={{
            title: t("eventForm.errors.summary"),
            errors: edit.allErrors,
            status: edit.status,
            fieldId: (name) => ((webinarFieldNames as readonly string[]).includes(name) ? `webinar-${name}` : null),
          }}
        >
          <input type="hidden" name="intent" value="update-webinar" />
          <WebinarFields fields={fields} partners={partners} />
        </AdminFormCard>
      </AdminPage>
    </FormMessages>
  );
}
