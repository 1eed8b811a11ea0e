import { data, Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import {
  CheckboxField,
  ErrorSummary,
  InputField,
  SelectField,
  TextAreaField,
} from "~/features/admin/components/content-fields";
import { MAX_PAGE_PATH, pageListings, pageSchema } from "~/features/admin/pages-admin.schema";
import { pageForAdmin, updatePartnerPage } from "~/features/admin/pages-admin.server";
import { languages } from "~/features/i18n/config";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const found = await pageForAdmin(await getDb(), params.id);
  if (!found) throw data(null, { status: 404 });
  const { page, partner, sessions } = found;
  return {
    page: {
      id: page.id,
      path: page.path,
      isPublic: page.isPublic,
      titleNl: page.titleNl,
      titleEn: page.titleEn,
      introNl: page.introNl,
      introEn: page.introEn,
      bodyNl: page.bodyNl,
      bodyEn: page.bodyEn,
      listing: page.listing,
      sessionId: page.sessionId ?? "",
    },
    partner,
    sessions: sessions.map((session) => ({
      id: session.id,
      slug: session.slug,
      titleNl: `${session.eventTitleNl} · ${session.titleNl}`,
      titleEn: `${session.eventTitleEn} · ${session.titleEn}`,
      startsAt: session.startsAt.toISOString(),
    })),
    timeZone: user.timeZone,
    created: new URL(request.url).searchParams.has("created"),
  };
}

const typedFields = [
  "path",
  "isPublic",
  "titleNl",
  "titleEn",
  "introNl",
  "introEn",
  "bodyNl",
  "bodyEn",
  "listing",
  "sessionId",
] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const form = await request.formData();
  const values = Object.fromEntries(
    typedFields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 50_010) : ""];
    }),
  );
  const parsed = parseForm(pageSchema, form);
  if (!parsed.ok)
    return data({ errors: parsed.errors as Record<string, string>, values, saved: false }, { status: 400 });
  const { intent: _intent, ...input } = parsed.data;
  const saved = await updatePartnerPage(await getDb(), actor, params.id, input);
  if (!saved.ok) {
    if (saved.status === 404) throw data(null, { status: 404 });
    return data({ errors: saved.errors as Record<string, string>, values, saved: false }, { status: saved.status });
  }
  return { errors: {} as Record<string, string>, values: {} as Record<string, string>, saved: true };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.page.titleEn ?? "Page"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const lng = useLanguage();
  const { page, partner, sessions, timeZone } = loaderData;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: Record<string, string> = actionData?.values ?? {};
  const value = (name: Exclude<keyof typeof page, "isPublic">) => typed[name] ?? page[name];
  const message = (field: string) => (errors[field] ? t(errors[field] as string) : undefined);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/pages">← {t("pages.title")}</Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-ink">{lng === "nl" ? page.titleNl : page.titleEn}</h1>
      <p className="mt-1 text-ink-muted">
        {partner.name} · <Link to={`/${lng}/pages/${partner.slug}/${page.path}`}>{t("pages.item.view")}</Link>
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.created && !actionData ? <Alert tone="success">{t("pages.item.created")}</Alert> : null}
        {actionData?.saved ? <Alert tone="success">{t("pages.item.saved")}</Alert> : null}
      </div>
      <Form method="post" aria-labelledby="edit-title" className="mt-6 flex flex-col gap-6">
        <h2 id="edit-title" className="text-xl font-semibold text-ink">
          {t("pages.item.editTitle")}
        </h2>
        <ErrorSummary
          title={t("pages.errors.summary")}
          errors={errors}
          message={(f) => message(f) ?? ""}
          prefix="page"
        />
        <input type="hidden" name="intent" value="save" />
        <div className="grid gap-5 md:grid-cols-2">
          <InputField
            id="page-path"
            name="path"
            label={t("pages.fields.path")}
            hint={t("pages.fields.pathHint")}
            defaultValue={value("path")}
            error={message("path")}
            maxLength={MAX_PAGE_PATH}
          />
          <SelectField
            id="page-listing"
            name="listing"
            label={t("pages.fields.listing")}
            hint={t("pages.fields.listingHint")}
            defaultValue={value("listing")}
            error={message("listing")}
            options={pageListings.map((listing) => ({ value: listing, label: t(`pages.listings.${listing}`) }))}
          />
          <SelectField
            id="page-sessionId"
            name="sessionId"
            label={t("pages.fields.session")}
            hint={t("pages.fields.sessionHint")}
            defaultValue={value("sessionId")}
            error={message("sessionId")}
            options={[
              { value: "", label: t("pages.fields.noSession") },
              ...sessions.map((session) => ({
                value: session.id,
                label: `${lng === "nl" ? session.titleNl : session.titleEn} (${formatDateTime(new Date(session.startsAt), lng, timeZone)})`,
              })),
            ]}
          />
          <div className="flex items-end pb-2">
            <CheckboxField
              id="page-isPublic"
              name="isPublic"
              label={t("pages.fields.isPublic")}
              defaultChecked={typed.isPublic !== undefined ? typed.isPublic === "yes" : page.isPublic}
            />
          </div>
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          {languages.map((language) => {
            const suffix = language === "nl" ? "Nl" : "En";
            return (
              <fieldset key={language} className="flex min-w-0 flex-col gap-5">
                <legend className="mb-2 text-lg font-semibold text-ink">{t(`languages.${language}`)}</legend>
                <InputField
                  id={`page-title${suffix}`}
                  name={`title${suffix}`}
                  label={t(`pages.fields.title${suffix}`)}
                  defaultValue={value(`title${suffix}`)}
                  error={message(`title${suffix}`)}
                  maxLength={200}
                />
                <TextAreaField
                  id={`page-intro${suffix}`}
                  name={`intro${suffix}`}
                  label={t(`pages.fields.intro${suffix}`)}
                  defaultValue={value(`intro${suffix}`)}
                  error={message(`intro${suffix}`)}
                  rows={3}
                  maxLength={500}
                />
                <TextAreaField
                  id={`page-body${suffix}`}
                  name={`body${suffix}`}
                  label={t(`pages.fields.body${suffix}`)}
                  hint={t("pages.fields.bodyHint")}
                  defaultValue={value(`body${suffix}`)}
                  error={message(`body${suffix}`)}
                  rows={14}
                  maxLength={50_000}
                />
              </fieldset>
            );
          })}
        </div>
        <div>
          <button type="submit" className={buttonStyles.primary}>
            {t("pages.item.save")}
          </button>
        </div>
      </Form>
    </div>
  );
}
