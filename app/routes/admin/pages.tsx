import { data, Form, redirect } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { CheckboxField, ErrorSummary, InputField, SelectField } from "~/features/admin/components/content-fields";
import { MAX_PAGE_PATH, pagesSchema } from "~/features/admin/pages-admin.schema";
import { createPartnerPage, listPagesForAdmin, movePartnerPage } from "~/features/admin/pages-admin.server";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/pages";

export async function loader() {
  const partners = await listPagesForAdmin(await getDb());
  return {
    partners: partners.map((partner) => ({
      ...partner,
      pages: partner.pages.map(({ page, depth }) => ({
        id: page.id,
        path: page.path,
        titleNl: page.titleNl,
        titleEn: page.titleEn,
        isPublic: page.isPublic,
        listing: page.listing,
        hasSession: page.sessionId !== null,
        depth,
      })),
    })),
  };
}

const typedFields = ["partnerId", "path", "titleNl", "titleEn", "isPublic"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const posted = typeof form.get("intent") === "string" ? String(form.get("intent")).slice(0, 40) : "";
  const values = Object.fromEntries(
    typedFields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 300) : ""];
    }),
  );
  const parsed = parseForm(pagesSchema, form);
  if (!parsed.ok) {
    // The move buttons have no fields to point at: their problem is the form's.
    const errors = posted === "create" ? (parsed.errors as Record<string, string>) : { form: "pages.errors.form" };
    return data({ intent: posted, errors, values, done: null }, { status: 400 });
  }
  const db = await getDb();
  const input = parsed.data;
  if (input.intent === "move") {
    const moved = await movePartnerPage(db, actor, input.pageId, input.direction);
    if (!moved.ok) {
      return data(
        { intent: posted, errors: moved.errors as Record<string, string>, values, done: null },
        { status: moved.status },
      );
    }
    return { intent: posted, errors: {}, values: {}, done: moved.value.moved ? "moved" : "unmoved" };
  }
  const { intent: _intent, partnerId, ...fields } = input;
  const created = await createPartnerPage(db, actor, partnerId, {
    ...fields,
    introNl: "",
    introEn: "",
    bodyNl: "",
    bodyEn: "",
    listing: "none",
    sessionId: null,
  });
  if (!created.ok) {
    return data(
      { intent: posted, errors: created.errors as Record<string, string>, values, done: null },
      { status: created.status },
    );
  }
  throw redirect(`/admin/pages/${created.value.id}?created=1`);
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const lng = useLanguage();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: Record<string, string> = actionData?.values ?? {};
  const creating = actionData?.intent === "create";
  const message = (field: string) => (errors[field] ? t(errors[field] as string) : undefined);
  const withPages = loaderData.partners.filter((partner) => partner.pages.length > 0);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("pages.title")}</h1>
      <p className="mt-1 text-ink-muted">{t("pages.intro")}</p>
      <div className="mt-4 flex flex-col gap-3">
        {actionData?.done === "moved" ? <Alert tone="success">{t("pages.done.moved")}</Alert> : null}
        {actionData?.done === "unmoved" ? <Alert>{t("pages.done.unmoved")}</Alert> : null}
        {!creating && Object.keys(errors).length > 0 ? (
          <ErrorSummary
            title={t("pages.errors.summary")}
            errors={errors}
            message={(f) => message(f) ?? ""}
            prefix="pages"
          />
        ) : null}
      </div>

      {withPages.length === 0 ? <p className="mt-6 text-ink-muted">{t("pages.empty")}</p> : null}
      {withPages.map((partner) => (
        <section key={partner.id} aria-labelledby={`partner-${partner.slug}`} className="mt-8">
          <h2 id={`partner-${partner.slug}`} className="text-2xl font-semibold text-ink">
            {partner.name}
          </h2>
          <div className="mt-3 overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
            <table className="w-full text-left">
              <caption className="sr-only">{t("pages.tableCaption", { partner: partner.name })}</caption>
              <thead className="border-b border-line text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("pages.columns.title")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("pages.columns.path")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("pages.columns.audience")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("pages.columns.extra")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("pages.columns.order")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {partner.pages.map((page) => {
                  const title = lng === "nl" ? page.titleNl : page.titleEn;
                  return (
                    <tr key={page.id} className="border-b border-line last:border-b-0">
                      <th scope="row" className="px-4 py-3 font-medium">
                        <span style={{ paddingInlineStart: `${page.depth * 1.25}rem` }} className="inline-block">
                          <Link to={`/admin/pages/${page.id}`}>{title}</Link>
                        </span>
                      </th>
                      <td className="px-4 py-3 font-mono text-sm text-ink">{page.path}</td>
                      <td className="px-4 py-3 text-ink">
                        {page.isPublic ? t("pages.audience.public") : t("pages.audience.members")}
                      </td>
                      <td className="px-4 py-3 text-ink">
                        {t(`pages.listings.${page.listing}`)}
                        {page.hasSession ? ` · ${t("pages.withSession")}` : ""}
                      </td>
                      <td className="px-4 py-3">
                        <div className="flex gap-2">
                          {(["up", "down"] as const).map((direction) => (
                            <Form method="post" key={direction}>
                              <input type="hidden" name="intent" value="move" />
                              <input type="hidden" name="pageId" value={page.id} />
                              <input type="hidden" name="direction" value={direction} />
                              <button
                                type="submit"
                                className={`${buttonStyles.ghost} px-3`}
                                aria-label={t(`pages.move.${direction}Label`, { title })}
                              >
                                {t(`pages.move.${direction}`)}
                              </button>
                            </Form>
                          ))}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}

      <Card className="mt-10 max-w-2xl">
        <h2 id="create-title" className="text-xl font-semibold text-ink">
          {t("pages.create.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("pages.create.intro")}</p>
        {creating ? (
          <div className="mt-4">
            <ErrorSummary
              title={t("pages.errors.summary")}
              errors={errors}
              message={(f) => message(f) ?? ""}
              prefix="create"
            />
          </div>
        ) : null}
        <Form method="post" aria-labelledby="create-title" className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="intent" value="create" />
          <SelectField
            id="create-partnerId"
            name="partnerId"
            label={t("pages.fields.partner")}
            defaultValue={typed.partnerId ?? loaderData.partners[0]?.id ?? ""}
            error={creating ? message("partnerId") : undefined}
            options={loaderData.partners.map((partner) => ({ value: partner.id, label: partner.name }))}
          />
          <InputField
            id="create-path"
            name="path"
            label={t("pages.fields.path")}
            hint={t("pages.fields.pathHint")}
            defaultValue={typed.path}
            error={creating ? message("path") : undefined}
            maxLength={MAX_PAGE_PATH}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id="create-titleNl"
              name="titleNl"
              label={t("pages.fields.titleNl")}
              defaultValue={typed.titleNl}
              error={creating ? message("titleNl") : undefined}
              maxLength={200}
            />
            <InputField
              id="create-titleEn"
              name="titleEn"
              label={t("pages.fields.titleEn")}
              defaultValue={typed.titleEn}
              error={creating ? message("titleEn") : undefined}
              maxLength={200}
            />
          </div>
          <CheckboxField
            id="create-isPublic"
            name="isPublic"
            label={t("pages.fields.isPublic")}
            defaultChecked={typed.isPublic === "yes"}
          />
          <div>
            <button type="submit" className={buttonStyles.primary}>
              {t("pages.create.submit")}
            </button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
