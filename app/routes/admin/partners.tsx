import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { parseForm } from "~/features/accounts/forms";
import { LOGO_UPLOAD_LIMIT } from "~/features/admin/logo";
import { createPartnerSchema, MAX_ALLOWANCE } from "~/features/admin/partners.schema";
import { createPartner, listPartners } from "~/features/admin/partners.server";
import { reencodeLogo } from "~/features/admin/partners-logo.server";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/partners";

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partners = await listPartners(await getDb());
  return {
    timeZone: user.timeZone,
    partners: partners.map((partner) => ({ ...partner, archivedAt: partner.archivedAt?.toISOString() ?? null })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const parsed = parseForm(createPartnerSchema, form);
  const errors: Record<string, string> = parsed.ok ? {} : ({ ...parsed.errors } as Record<string, string>);
  // The logo is a file, not text: re-encoded to WebP, or refused with the reason.
  let logo: Uint8Array | null = null;
  const file = form.get("logo");
  if (typeof file === "object" && file !== null && file.size > 0) {
    const result = await reencodeLogo(file);
    if (result.ok) logo = result.webp;
    else errors.logo = `partners.errors.logo-${result.error}`;
  }
  // What was typed goes back into the fields (for a page without script), cut to a sane length.
  const values = Object.fromEntries(
    ["name", "slug", "brandColor", "coachingAllowance"].map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 200) : ""];
    }),
  );
  if (!parsed.ok || Object.keys(errors).length > 0) return data({ errors, values }, { status: 400 });
  const { intent: _intent, ...input } = parsed.data;
  const created = await createPartner({ db: await getDb(), secret: authSecret() }, actor, input, logo);
  if (!created.ok) {
    return data({ errors: created.errors as Record<string, string>, values }, { status: created.status });
  }
  throw redirect(`/admin/partners/${created.value.slug}?created=1`);
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

const megabytes = LOGO_UPLOAD_LIMIT / 1024 / 1024;

export default function AdminPartners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: Record<string, string> = actionData?.values ?? {};
  const message = (field: string) =>
    errors[field] ? t(errors[field] as string, { max: MAX_ALLOWANCE, megabytes }) : undefined;
  const methods = (method: string) => t(`partners.loginMethods.${method}`);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("partners.title")}</h1>
      <p className="mt-1 text-ink-muted">{t("partners.intro")}</p>

      <section aria-labelledby="partners-list" className="mt-8">
        <h2 id="partners-list" className="sr-only">
          {t("partners.listTitle")}
        </h2>
        {loaderData.partners.length === 0 ? (
          <p className="text-ink-muted">{t("partners.empty")}</p>
        ) : (
          <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
            <table className="w-full text-left">
              <caption className="sr-only">{t("partners.listTitle")}</caption>
              <thead className="border-b border-line text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("partners.columns.name")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("partners.columns.slug")}
                  </th>
                  <th scope="col" className="px-4 py-3 text-right font-semibold">
                    {t("partners.columns.members")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("partners.columns.loginMethods")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("partners.columns.sso")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("partners.columns.status")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.partners.map((partner) => (
                  <tr key={partner.id} className="border-b border-line last:border-b-0">
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link to={`/admin/partners/${partner.slug}`}>{partner.name}</Link>
                    </th>
                    <td className="px-4 py-3 font-mono text-sm text-ink">{partner.slug}</td>
                    <td className="px-4 py-3 text-right tabular-nums text-ink">
                      {new Intl.NumberFormat(lng).format(partner.members)}
                    </td>
                    <td className="px-4 py-3 text-ink">{methods(partner.loginMethods)}</td>
                    <td className="px-4 py-3 text-ink">{partner.sso ? t("partners.yes") : t("partners.no")}</td>
                    <td className="px-4 py-3 text-ink">
                      {partner.archivedAt ? (
                        <span className="rounded-full border border-warning-700/30 bg-warning-50 px-2.5 py-0.5 text-sm font-medium text-warning-700">
                          {t("partners.archivedOn", {
                            date: formatDate(new Date(partner.archivedAt), lng, loaderData.timeZone, "medium"),
                          })}
                        </span>
                      ) : (
                        <span className="rounded-full border border-success-700/30 bg-success-50 px-2.5 py-0.5 text-sm font-medium text-success-700">
                          {t("partners.active")}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <Card className="mt-10 max-w-2xl">
        <h2 id="create-title" className="text-xl font-semibold text-ink">
          {t("partners.create.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("partners.create.intro")}</p>
        {Object.keys(errors).length > 0 ? (
          <div className="mt-4">
            <Alert tone="danger" role="alert" title={t("partners.errors.summary")}>
              <ul className="list-disc pl-5">
                {Object.keys(errors).map((field) => (
                  <li key={field}>
                    {field === "form" ? (
                      message(field)
                    ) : (
                      <a href={`#create-${field}`} className="underline underline-offset-2">
                        {message(field)}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </Alert>
          </div>
        ) : null}
        <Form
          method="post"
          encType="multipart/form-data"
          aria-labelledby="create-title"
          className="mt-6 flex flex-col gap-5"
        >
          <input type="hidden" name="intent" value="create" />
          <TextField
            id="create-name"
            name="name"
            label={t("partners.fields.name")}
            defaultValue={typed.name}
            error={message("name")}
          />
          <TextField
            id="create-slug"
            name="slug"
            label={t("partners.fields.slug")}
            hint={t("partners.fields.slugHint")}
            defaultValue={typed.slug}
            error={message("slug")}
          />
          <TextField
            id="create-brandColor"
            name="brandColor"
            label={t("partners.fields.brandColor")}
            hint={t("partners.fields.brandColorHint")}
            defaultValue={typed.brandColor ?? "#1d4f91"}
            error={message("brandColor")}
          />
          <TextField
            id="create-coachingAllowance"
            name="coachingAllowance"
            label={t("partners.fields.allowance")}
            hint={t("partners.fields.allowanceHint", { max: MAX_ALLOWANCE })}
            defaultValue={typed.coachingAllowance ?? "0"}
            error={message("coachingAllowance")}
          />
          <div className="flex flex-col gap-1.5">
            <label htmlFor="create-logo" className="font-medium text-ink">
              {t("partners.fields.logo")}
            </label>
            <input
              id="create-logo"
              name="logo"
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={errors.logo ? "create-logo-hint create-logo-error" : "create-logo-hint"}
              aria-invalid={errors.logo ? true : undefined}
              className={`${fieldStyle} file:mr-3 file:rounded-[var(--radius-control)] file:border file:border-brand-700 file:bg-surface file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
            />
            <p id="create-logo-hint" className="text-sm text-ink-muted">
              {t("partners.fields.logoHint", { megabytes })}
            </p>
            {errors.logo ? (
              <p id="create-logo-error" className="text-sm font-medium text-danger-700">
                {message("logo")}
              </p>
            ) : null}
          </div>
          <div>
            <button type="submit" className={buttonStyles.primary}>
              {t("partners.create.submit")}
            </button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
