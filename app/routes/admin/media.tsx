import { Form as RouterForm } from "react-router";
import { type FieldMeta, SelectField, TextField } from "~/components/form/fields";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { Cell, HeaderCell, Row, TableBody } from "~/components/ui/table";
import { AdminFormCard, AdminPage } from "~/features/admin/components/admin-page";
import { AdminTable } from "~/features/admin/components/admin-table";
import { MediaKindFields, MediaUrlField } from "~/features/admin/components/media-edit-fields";
import { MediaStateBadge } from "~/features/admin/components/media-state-badge";
import { hasErrors, NewItem } from "~/features/admin/components/new-item";
import { createMediaSchema, MAX_TITLE, mediaListStates } from "~/features/admin/media-admin.schema";
import { MAX_MEDIA_SLUG, mediaTopics } from "~/features/media/media";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
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
  const columns = ["title", "type", "audience", "state", "publishedAt"].map((name) => ({
    label: t(`media.columns.${name}`),
  }));
  return (
    <FormMessages namespace="admin-content" values={{ hosts: hosts.join(", ") }}>
      <AdminPage title={t("media.title")} intro={t("media.intro")}>
        {/* A new draft, at the top: the list can be long. */}
        <NewItem label={t("media.create.title")} open={hasErrors(create.allErrors)}>
          <AdminFormCard
            id="create-title"
            form={create}
            className="mt-4 max-w-2xl"
            title={t("media.create.title")}
            intro={t("media.create.intro")}
            submit={t("media.create.submit")}
            summary={{
              title: t("media.errors.summary"),
              errors: create.allErrors,
              status: create.status,
              fieldId: (name) => (createFields.includes(name) ? `create-${name}` : null),
            }}
          >
            <input type="hidden" name="intent" value="create" />
            <MediaKindFields fields={fields} partners={partners} />
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
            <MediaUrlField meta={fields.mediaUrl} hosts={hosts} />
          </AdminFormCard>
        </NewItem>
        <RouterForm method="get" className="mt-6 flex flex-wrap items-end gap-3">
          <SelectField
            meta={stateField}
            label={t("media.filter")}
            options={mediaListStates.map((option) => ({ value: option, label: t(`media.states.${option}`) }))}
          />
          <Button type="submit" variant="secondary">
            {t("media.apply")}
          </Button>
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
            <AdminTable caption={t("media.listTitle")} columns={columns} className="">
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
            </AdminTable>
          )}
        </section>
      </AdminPage>
    </FormMessages>
  );
}
