import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, TableBody } from "~/components/ui/table";
import { AdminFormCard, AdminPage } from "~/features/admin/components/admin-page";
import { AdminTable, numeric, useAdminFormat } from "~/features/admin/components/admin-table";
import { Audience, SlugField, WebinarFields, webinarFieldNames } from "~/features/admin/components/event-fields";
import { hasErrors, NewItem } from "~/features/admin/components/new-item";
import { createWebinarSchema } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/webinars";
import type { WebinarsAnswer } from "./webinars.server";

// Every webinar, latest first, with its registrations; and the form that creates one. Loader and
// action are in `webinars.server.ts`; the form is a Conform form over `createWebinarSchema`
// (decision 028).

export { action, loader } from "./webinars.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:webinars.metaTitle");

const formFields: readonly string[] = ["slug", ...webinarFieldNames];

export default function AdminWebinars({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const { webinars, timeZone, partners } = loaderData;
  const [create, fields] = useAppForm({
    id: "webinar",
    schema: createWebinarSchema,
    answer: actionData as WebinarsAnswer | undefined,
    defaultValue: { intent: "create-webinar", partnerId: "", timeZone, durationMinutes: "60" },
  });
  const { at, n } = useAdminFormat(timeZone);
  const columns = [
    { label: t("webinars.columns.title") },
    { label: t("events.columns.start") },
    { label: t("webinars.columns.presenter") },
    { label: t("sessions.audience") },
    { label: t("webinars.columns.registrations"), numeric: true },
  ];
  return (
    <FormMessages namespace="admin">
      <AdminPage title={t("webinars.title")} intro={t("webinars.intro")}>
        {/* A new webinar, at the top: the list can be long. */}
        <NewItem label={t("webinars.createTitle")} open={hasErrors(create.allErrors)}>
          <AdminFormCard
            id="create-webinar-title"
            form={create}
            className="mt-4"
            title={t("webinars.createTitle")}
            submit={t("webinars.create")}
            summary={{
              title: t("eventForm.errors.summary"),
              errors: create.allErrors,
              status: create.status,
              fieldId: (name) => (formFields.includes(name) ? `webinar-${name}` : null),
            }}
          >
            <input type="hidden" name="intent" value="create-webinar" />
            <SlugField meta={fields.slug} hint={t("eventForm.fields.slugHint")} />
            <WebinarFields fields={fields} partners={partners} />
          </AdminFormCard>
        </NewItem>
        <p className="mt-6 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
        {webinars.length === 0 ? (
          <p className="mt-8 text-ink-muted">{t("webinars.empty")}</p>
        ) : (
          <AdminTable caption={t("webinars.listCaption")} columns={columns} minWidth="min-w-[40rem]" className="mt-6">
            <TableBody>
              {webinars.map((webinar) => (
                <Row key={webinar.id}>
                  <HeaderCell scope="row">
                    <Link to={`/admin/webinars/${webinar.id}`}>{localised(webinar, "title", lng)}</Link>
                  </HeaderCell>
                  <Cell className="whitespace-nowrap">{at(webinar.startsAt)}</Cell>
                  <Cell>{webinar.presenterName}</Cell>
                  <Cell>
                    <Audience partnerName={webinar.partnerName} />
                  </Cell>
                  <Cell className={numeric}>{n(webinar.registrations)}</Cell>
                </Row>
              ))}
            </TableBody>
          </AdminTable>
        )}
      </AdminPage>
    </FormMessages>
  );
}
