import { Form as RouterForm } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { CheckboxField, SelectField, TextField } from "~/components/form/fields";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, TableBody } from "~/components/ui/table";
import { AdminFormCard, AdminPage } from "~/features/admin/components/admin-page";
import { AdminTable } from "~/features/admin/components/admin-table";
import { hasErrors, NewItem } from "~/features/admin/components/new-item";
import { MAX_PAGE_PATH, pagesSchema } from "~/features/admin/pages-admin.schema";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/pages";
import type { PagesAnswer } from "./pages.server";

// Every partner's program pages in their tree, with buttons to move them, and the form that
// creates a page. Loader and action are in `pages.server.ts`; the create form is a Conform form
// over `pagesSchema` (decision 028), and the page has one summary for whichever form was refused.

export { action, loader } from "./pages.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

const createFields = ["partnerId", "path", "titleNl", "titleEn", "isPublic"];

export default function AdminPages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const lng = useLanguage();
  const answer = actionData as PagesAnswer | undefined;
  const [create, fields] = useAppForm({
    id: "create",
    schema: pagesSchema,
    answer,
    defaultValue: { intent: "create", partnerId: loaderData.partners[0]?.id ?? "" },
  });
  // The move buttons have no fields to point at: their problems are the page's, each said once.
  const moveErrors =
    answer?.form === "move" ? [...new Set(Object.values(answer.result.error ?? {}).flatMap((keys) => keys ?? []))] : [];
  const summary =
    moveErrors.length > 0
      ? { errors: { "": moveErrors }, status: answer?.result.status }
      : { errors: create.allErrors, status: create.status };
  const withPages = loaderData.partners.filter((partner) => partner.pages.length > 0);
  const columns = ["title", "path", "audience", "extra", "order"].map((name) => ({
    label: t(`pages.columns.${name}`),
  }));
  return (
    <FormMessages namespace="admin-content">
      <AdminPage title={t("pages.title")} intro={t("pages.intro")}>
        <div className="mt-4 flex flex-col gap-3">
          {answer?.done === "moved" ? <Alert tone="success">{t("pages.done.moved")}</Alert> : null}
          {answer?.done === "unmoved" ? <Alert>{t("pages.done.unmoved")}</Alert> : null}
          <ErrorSummary
            title={t("pages.errors.summary")}
            errors={summary.errors}
            status={summary.status}
            fieldId={(name) => (createFields.includes(name) ? `create-${name}` : null)}
          />
        </div>

        {/* A new page, at the top: the list can be long. */}
        <NewItem label={t("pages.create.title")} open={hasErrors(create.allErrors)}>
          <AdminFormCard
            form={create}
            id="create-title"
            title={t("pages.create.title")}
            intro={t("pages.create.intro")}
            submit={t("pages.create.submit")}
            className="mt-4 max-w-2xl"
          >
            <input type="hidden" name="intent" value="create" />
            <SelectField
              meta={fields.partnerId}
              label={t("pages.fields.partner")}
              options={loaderData.partners.map((partner) => ({ value: partner.id, label: partner.name }))}
            />
            <TextField
              meta={fields.path}
              label={t("pages.fields.path")}
              hint={t("pages.fields.pathHint")}
              maxLength={MAX_PAGE_PATH}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.titleNl} label={t("pages.fields.titleNl")} maxLength={200} />
              <TextField meta={fields.titleEn} label={t("pages.fields.titleEn")} maxLength={200} />
            </div>
            <CheckboxField meta={fields.isPublic} value="yes">
              {t("pages.fields.isPublic")}
            </CheckboxField>
          </AdminFormCard>
        </NewItem>
        {withPages.length === 0 ? <p className="mt-6 text-ink-muted">{t("pages.empty")}</p> : null}
        {withPages.map((partner) => (
          <section key={partner.id} aria-labelledby={`partner-${partner.slug}`} className="mt-8">
            <h2 id={`partner-${partner.slug}`} className="text-2xl font-semibold text-ink">
              {partner.name}
            </h2>
            <AdminTable caption={t("pages.tableCaption", { partner: partner.name })} columns={columns} className="mt-3">
              <TableBody>
                {partner.pages.map((page) => {
                  const title = lng === "nl" ? page.titleNl : page.titleEn;
                  return (
                    <Row key={page.id}>
                      <HeaderCell scope="row">
                        <span style={{ paddingInlineStart: `${page.depth * 1.25}rem` }} className="inline-block">
                          <Link to={`/admin/pages/${page.id}`}>{title}</Link>
                        </span>
                      </HeaderCell>
                      <Cell className="font-mono text-sm">{page.path}</Cell>
                      <Cell>{page.isPublic ? t("pages.audience.public") : t("pages.audience.members")}</Cell>
                      <Cell>
                        {t(`pages.listings.${page.listing}`)}
                        {page.hasSession ? ` · ${t("pages.withSession")}` : ""}
                      </Cell>
                      <Cell>
                        <div className="flex gap-2">
                          {(["up", "down"] as const).map((direction) => (
                            <RouterForm method="post" key={direction}>
                              <input type="hidden" name="pageId" value={page.id} />
                              <input type="hidden" name="direction" value={direction} />
                              <Button
                                type="submit"
                                name="intent"
                                value="move"
                                variant="ghost"
                                className="px-3"
                                aria-label={t(`pages.move.${direction}Label`, { title })}
                              >
                                {t(`pages.move.${direction}`)}
                              </Button>
                            </RouterForm>
                          ))}
                        </div>
                      </Cell>
                    </Row>
                  );
                })}
              </TableBody>
            </AdminTable>
          </section>
        ))}
      </AdminPage>
    </FormMessages>
  );
}
