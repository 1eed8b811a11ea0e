import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField, SelectField, TextAreaField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { AdminPage, LanguageColumns } from "~/features/admin/components/admin-page";
import { MAX_PAGE_PATH, pageListings, pageSchema } from "~/features/admin/pages-admin.schema";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/page";
import type { PageAnswer } from "./page.server";

// A partner's program page in the back office: its address, audience, listing and session, and
// its texts in both languages side by side. Loader and action are in `page.server.ts`; the form
// is a Conform form over `pageSchema` (decision 028).

export { action, loader } from "./page.server";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.page.titleEn ?? "Page"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

/** The fields of the form, as the summary links to them. */
const pageFields = [
  "path",
  "listing",
  "sessionId",
  "isPublic",
  "titleNl",
  "titleEn",
  "introNl",
  "introEn",
  "bodyNl",
  "bodyEn",
] as const;

export default function AdminProgramPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const lng = useLanguage();
  const { page, partner, sessions, timeZone } = loaderData;
  const answer = actionData as PageAnswer | undefined;
  const [edit, fields] = useAppForm({
    id: "page",
    schema: pageSchema,
    answer,
    defaultValue: { ...page, intent: "save", isPublic: page.isPublic ? "yes" : "" },
  });
  const fieldId = (name: string) => ((pageFields as readonly string[]).includes(name) ? `page-${name}` : null);
  return (
    <FormMessages namespace="admin-content">
      <AdminPage
        back={{ to: "/admin/pages", label: `← ${t("pages.title")}` }}
        title={lng === "nl" ? page.titleNl : page.titleEn}
        intro={
          <>
            {partner.name} · <Link to={`/${lng}/pages/${partner.slug}/${page.path}`}>{t("pages.item.view")}</Link>
          </>
        }
        width="xl"
      >
        <div className="mt-4 flex flex-col gap-3">
          {loaderData.created && !answer ? <Alert tone="success">{t("pages.item.created")}</Alert> : null}
          {answer?.saved ? <Alert tone="success">{t("pages.item.saved")}</Alert> : null}
        </div>
        <Form form={edit} aria-labelledby="edit-title" className="mt-6 flex flex-col gap-6">
          <h2 id="edit-title" className="text-xl font-semibold text-ink">
            {t("pages.item.editTitle")}
          </h2>
          <ErrorSummary
            title={t("pages.errors.summary")}
            errors={edit.allErrors}
            status={edit.status}
            fieldId={fieldId}
          />
          <input type="hidden" name="intent" value="save" />
          <div className="grid gap-5 md:grid-cols-2">
            <TextField
              meta={fields.path}
              label={t("pages.fields.path")}
              hint={t("pages.fields.pathHint")}
              maxLength={MAX_PAGE_PATH}
            />
            <SelectField
              meta={fields.listing}
              label={t("pages.fields.listing")}
              hint={t("pages.fields.listingHint")}
              options={pageListings.map((listing) => ({ value: listing, label: t(`pages.listings.${listing}`) }))}
            />
            <SelectField
              meta={fields.sessionId}
              label={t("pages.fields.session")}
              hint={t("pages.fields.sessionHint")}
              options={[
                { value: "", label: t("pages.fields.noSession") },
                ...sessions.map((session) => ({
                  value: session.id,
                  label: `${lng === "nl" ? session.titleNl : session.titleEn} (${formatDateTime(new Date(session.startsAt), lng, timeZone)})`,
                })),
              ]}
            />
            <div className="flex items-end pb-2">
              <CheckboxField meta={fields.isPublic} value="yes">
                {t("pages.fields.isPublic")}
              </CheckboxField>
            </div>
          </div>
          <LanguageColumns>
            {(suffix) => (
              <>
                <TextField meta={fields[`title${suffix}`]} label={t(`pages.fields.title${suffix}`)} maxLength={200} />
                <TextAreaField
                  meta={fields[`intro${suffix}`]}
                  label={t(`pages.fields.intro${suffix}`)}
                  rows={3}
                  maxLength={500}
                  monospace
                />
                <TextAreaField
                  meta={fields[`body${suffix}`]}
                  label={t(`pages.fields.body${suffix}`)}
                  hint={t("pages.fields.bodyHint")}
                  rows={14}
                  maxLength={50_000}
                  monospace
                />
              </>
            )}
          </LanguageColumns>
          <div>
            <Button type="submit">{t("pages.item.save")}</Button>
          </div>
        </Form>
      </AdminPage>
    </FormMessages>
  );
}
