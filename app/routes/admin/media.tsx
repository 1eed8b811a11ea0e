import { Form as RouterForm } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { type FieldMeta, SelectField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, Table, TableBody, TableHead } from "~/components/ui/table";
import { MediaStateBadge } from "~/features/admin/components/media-state-badge";
import { createMediaSchema, MAX_MEDIA_URL, MAX_TITLE, mediaListStates } from "~/features/admin/media-admin.schema";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { MAX_MEDIA_SLUG, mediaTopics, mediaTypes } from "~/features/media/media";
import type { Route } from "./+types/media";
import type { MediaListAnswer } from "./media.server";

// Every media item with its state, a filter by state, and the form that creates a draft. Loader
// and action are in `media.server.ts`; the create form is a Conform form over `createMediaSchema`
// (decision 028).

export { action, loader } from "./media.server";

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

const createFields = ["type", "topic", "partnerId", "titleNl", "titleEn", "slug", "mediaUrl"];

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { t: tm } = useTranslation("media");
  const lng = useLanguage();
  const { items, state, timeZone, partners, hosts } = loaderData;
  const [create, fields] = useAppForm({
    id: "create",
    schema: createMediaSchema,
    answer: actionData as MediaListAnswer | undefined,
    defaultValue: { intent: "create", type: "article", topic: mediaTopics[0], partnerId: "" },
  });
  // The filter is an address (a GET form), no form of the action: its field is drawn from the loader.
  const stateField: FieldMeta = {
    id: "media-state",
    name: "state",
    errorId: "media-state-error",
    descriptionId: "media-state-description",
    initialValue: state,
  };
  return (
    <FormMessages namespace="admin-content" values={{ hosts: hosts.join(", ") }}>
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("media.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("media.intro")}</p>

        <RouterForm method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectField
            meta={stateField}
            label={t("media.filter")}
            options={mediaListStates.map((option) => ({ value: option, label: t(`media.states.${option}`) }))}
          />
          <button type="submit" className={buttonStyles.secondary}>
            {t("media.apply")}
          </button>
        </RouterForm>

        <section aria-labelledby="media-list" className="mt-6">
          <h2 id="media-list" className="sr-only">
            {t("media.listTitle")}
          </h2>
          <p className="mb-3 text-ink-muted" aria-live="polite">
            {t("media.count", { count: items.length })}
          </p>
          {items.length === 0 ? (
            <p className="text-ink-muted">{t("media.empty")}</p>
          ) : (
            <Table
              caption={t("media.listTitle")}
              hideCaption
              className="rounded-[var(--radius-card)] border border-line bg-surface px-4"
            >
              <TableHead>
                <Row>
                  <HeaderCell>{t("media.columns.title")}</HeaderCell>
                  <HeaderCell>{t("media.columns.type")}</HeaderCell>
                  <HeaderCell>{t("media.columns.audience")}</HeaderCell>
                  <HeaderCell>{t("media.columns.state")}</HeaderCell>
                  <HeaderCell>{t("media.columns.publishedAt")}</HeaderCell>
                </Row>
              </TableHead>
              <TableBody>
                {items.map((item) => (
                  <Row key={item.id}>
                    <HeaderCell scope="row">
                      <Link to={`/admin/media/${item.id}`}>{lng === "nl" ? item.titleNl : item.titleEn}</Link>
                      <span className="block font-mono text-sm font-normal text-ink-muted">{item.slug}</span>
                    </HeaderCell>
                    <Cell>
                      {tm(`type.${item.type}`)} · {tm(`topic.${item.topic}`)}
                    </Cell>
                    <Cell>{item.partnerName ?? t("media.everyone")}</Cell>
                    <Cell>
                      <MediaStateBadge state={item.state} />
                    </Cell>
                    <Cell>{item.publishedAt ? formatDateTime(new Date(item.publishedAt), lng, timeZone) : "—"}</Cell>
                  </Row>
                ))}
              </TableBody>
            </Table>
          )}
        </section>

        <Card className="mt-10 max-w-2xl">
          <h2 id="create-title" className="text-xl font-semibold text-ink">
            {t("media.create.title")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("media.create.intro")}</p>
          <div className="mt-4">
            <ErrorSummary
              title={t("media.errors.summary")}
              errors={create.allErrors}
              status={create.status}
              fieldId={(name) => (createFields.includes(name) ? `create-${name}` : null)}
            />
          </div>
          <Form form={create} aria-labelledby="create-title" className="mt-6 flex flex-col gap-5">
            <input type="hidden" name="intent" value="create" />
            <SelectField
              meta={fields.type}
              label={t("media.fields.type")}
              options={mediaTypes.map((value) => ({ value, label: tm(`type.${value}`) }))}
            />
            <SelectField
              meta={fields.topic}
              label={t("media.fields.topic")}
              options={mediaTopics.map((value) => ({ value, label: tm(`topic.${value}`) }))}
            />
            <SelectField
              meta={fields.partnerId}
              label={t("media.fields.audience")}
              hint={t("media.fields.audienceHint")}
              options={[
                { value: "", label: t("media.everyone") },
                ...partners.map((partner) => ({ value: partner.id, label: partner.name })),
              ]}
            />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField meta={fields.titleNl} label={t("media.fields.titleNl")} maxLength={MAX_TITLE} />
              <TextField meta={fields.titleEn} label={t("media.fields.titleEn")} maxLength={MAX_TITLE} />
            </div>
            <TextField
              meta={fields.slug}
              label={t("media.fields.slug")}
              hint={t("media.fields.slugCreateHint")}
              maxLength={MAX_MEDIA_SLUG}
            />
            <TextField
              meta={fields.mediaUrl}
              label={t("media.fields.mediaUrl")}
              hint={t("media.fields.mediaUrlHint", { hosts: hosts.join(", ") })}
              maxLength={MAX_MEDIA_URL}
            />
            <div>
              <button type="submit" className={buttonStyles.primary}>
                {t("media.create.submit")}
              </button>
            </div>
          </Form>
        </Card>
      </div>
    </FormMessages>
  );
}
