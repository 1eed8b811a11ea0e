import { ErrorSummary } from "~/components/form/error-summary";
import { type FieldMeta, InputField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { hasErrors, NewItem } from "~/features/admin/components/new-item";
import { LOGO_UPLOAD_LIMIT } from "~/features/admin/logo";
import { createPartnerSchema, MAX_ALLOWANCE } from "~/features/admin/partners.schema";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/partners";
import type { PartnersAnswer } from "./partners.server";

// The back office's partners: a form for a new one (at the top, in a disclosure), and the list. Loader and action are in
// `partners.server.ts`; the form is a Conform form over `createPartnerSchema` (decision 028).

export { action, loader } from "./partners.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

const megabytes = LOGO_UPLOAD_LIMIT / 1024 / 1024;
const messageValues = { max: MAX_ALLOWANCE, megabytes };
const createFields = ["name", "slug", "brandColor", "coachingAllowance", "logo"];

export default function AdminPartners({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const [create, fields] = useAppForm({
    id: "create",
    schema: createPartnerSchema,
    answer: actionData as PartnersAnswer | undefined,
    defaultValue: { brandColor: "#1d4f91", coachingAllowance: "0" },
  });
  const methods = (method: string) => t(`partners.loginMethods.${method}`);
  const badge = "rounded-full border px-2.5 py-0.5 text-sm font-medium";
  /** Whether the partner is active, or since when it is archived, as a badge. */
  const state = (archivedAt: string | null) =>
    archivedAt ? (
      <span className={`${badge} border-warning-700/30 bg-warning-50 text-warning-700`}>
        {t("partners.archivedOn", { date: formatDate(new Date(archivedAt), lng, loaderData.timeZone, "medium") })}
      </span>
    ) : (
      <span className={`${badge} border-success-700/30 bg-success-50 text-success-700`}>{t("partners.active")}</span>
    );
  return (
    <FormMessages namespace="admin" values={messageValues}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("partners.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("partners.intro")}</p>

        {/* A new partner, at the top: the list can be long. */}
        <NewItem label={t("partners.create.title")} open={hasErrors(create.allErrors)}>
          <Card className="mt-4 max-w-2xl">
            <h2 id="create-title" className="text-xl font-semibold text-ink">
              {t("partners.create.title")}
            </h2>
            <p className="mt-1 text-ink-muted">{t("partners.create.intro")}</p>
            <div className="mt-4 empty:hidden">
              <ErrorSummary
                errors={create.allErrors}
                status={create.status}
                fieldId={(name) => (createFields.includes(name) ? `create-${name}` : null)}
                title={t("partners.errors.summary")}
              />
            </div>
            <Form
              form={create}
              encType="multipart/form-data"
              aria-labelledby="create-title"
              className="mt-6 flex flex-col gap-5"
            >
              <TextField meta={fields.name} label={t("partners.fields.name")} />
              <TextField meta={fields.slug} label={t("partners.fields.slug")} hint={t("partners.fields.slugHint")} />
              <TextField
                meta={fields.brandColor}
                label={t("partners.fields.brandColor")}
                hint={t("partners.fields.brandColorHint")}
              />
              <TextField
                meta={fields.coachingAllowance}
                label={t("partners.fields.allowance")}
                hint={t("partners.fields.allowanceHint", { max: MAX_ALLOWANCE })}
              />
              <InputField
                // The file is no field of the schema (the action re-encodes it), so Conform's type does not know it.
                meta={fields.logo as FieldMeta}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                label={t("partners.fields.logo")}
                hint={t("partners.fields.logoHint", { megabytes })}
              />
              <div>
                <Button type="submit" name="intent" value="create">
                  {t("partners.create.submit")}
                </Button>
              </div>
            </Form>
          </Card>
        </NewItem>

        {/* The table is a named region itself: the wrapper is no second one of the same name. */}
        <div className="mt-8">
          <h2 id="partners-list" className="sr-only">
            {t("partners.listTitle")}
          </h2>
          {loaderData.partners.length === 0 ? (
            <p className="text-ink-muted">{t("partners.empty")}</p>
          ) : (
            <Table caption={t("partners.listTitle")} hideCaption>
              <TableHead>
                <Row>
                  <HeaderCell>{t("partners.columns.name")}</HeaderCell>
                  <HeaderCell>{t("partners.columns.slug")}</HeaderCell>
                  <HeaderCell className="text-right">{t("partners.columns.members")}</HeaderCell>
                  <HeaderCell>{t("partners.columns.loginMethods")}</HeaderCell>
                  <HeaderCell>{t("partners.columns.sso")}</HeaderCell>
                  <HeaderCell>{t("partners.columns.status")}</HeaderCell>
                </Row>
              </TableHead>
              <TableBody>
                {loaderData.partners.map((partner) => (
                  <Row key={partner.id}>
                    <HeaderCell scope="row">
                      <Link to={`/admin/partners/${partner.slug}`}>{partner.name}</Link>
                    </HeaderCell>
                    <Cell className="font-mono text-sm">{partner.slug}</Cell>
                    <Cell className="text-right tabular-nums">
                      {new Intl.NumberFormat(lng).format(partner.members)}
                    </Cell>
                    <Cell>{methods(partner.loginMethods)}</Cell>
                    <Cell>{partner.sso ? t("partners.yes") : t("partners.no")}</Cell>
                    <Cell>{state(partner.archivedAt)}</Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          )}
        </div>
      </div>
    </FormMessages>
  );
}
