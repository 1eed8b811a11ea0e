import { ErrorSummary } from "~/components/form/error-summary";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { SlugField, WebinarFields, webinarFieldNames } from "~/features/admin/components/event-fields";
import { createWebinarSchema } from "~/features/admin/events-admin.schema";
import { adminMeta } from "~/features/admin/overview";
import { localised } from "~/features/events/events";
import { formatDate, formatNumber, formatTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
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
  return (
    <FormMessages namespace="admin">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("webinars.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("webinars.intro")}</p>
        <p className="mt-2 text-sm text-ink-muted">{t("events.zone", { zone: timeZone })}</p>
        {webinars.length === 0 ? (
          <p className="mt-8 text-ink-muted">{t("webinars.empty")}</p>
        ) : (
          <Table
            minWidth="min-w-[40rem]"
            caption={t("webinars.listCaption")}
            hideCaption
            className="mt-6 rounded-[var(--radius-card)] border border-line bg-surface px-3"
          >
            <TableHead>
              <Row>
                <HeaderCell>{t("webinars.columns.title")}</HeaderCell>
                <HeaderCell>{t("events.columns.start")}</HeaderCell>
                <HeaderCell>{t("webinars.columns.presenter")}</HeaderCell>
                <HeaderCell>{t("sessions.audience")}</HeaderCell>
                <HeaderCell className="text-right">{t("webinars.columns.registrations")}</HeaderCell>
              </Row>
            </TableHead>
            <TableBody>
              {webinars.map((webinar) => {
                const at = new Date(webinar.startsAt);
                return (
                  <Row key={webinar.id}>
                    <HeaderCell scope="row">
                      <Link to={`/admin/webinars/${webinar.id}`}>{localised(webinar, "title", lng)}</Link>
                    </HeaderCell>
                    <Cell className="whitespace-nowrap">
                      {t("events.at", {
                        date: formatDate(at, lng, timeZone, "medium"),
                        time: formatTime(at, lng, timeZone),
                      })}
                    </Cell>
                    <Cell>{webinar.presenterName}</Cell>
                    <Cell>
                      {webinar.partnerName
                        ? t("events.forPartner", { partner: webinar.partnerName })
                        : t("events.everyone")}
                    </Cell>
                    <Cell className="text-right tabular-nums">{formatNumber(webinar.registrations, lng)}</Cell>
                  </Row>
                );
              })}
            </TableBody>
          </Table>
        )}

        <Card className="mt-10">
          <h2 id="create-webinar-title" className="text-xl font-semibold text-ink">
            {t("webinars.createTitle")}
          </h2>
          <div className="mt-4">
            <ErrorSummary
              title={t("eventForm.errors.summary")}
              errors={create.allErrors}
              status={create.status}
              fieldId={(name) => (formFields.includes(name) ? `webinar-${name}` : null)}
            />
          </div>
          <Form form={create} aria-labelledby="create-webinar-title" className="mt-6 flex flex-col gap-5">
            <input type="hidden" name="intent" value="create-webinar" />
            <SlugField meta={fields.slug} hint={t("eventForm.fields.slugHint")} />
            <WebinarFields fields={fields} partners={partners} />
            <div>
              <button type="submit" className={buttonStyles.primary}>
                {t("webinars.create")}
              </button>
            </div>
          </Form>
        </Card>
      </div>
    </FormMessages>
  );
}
