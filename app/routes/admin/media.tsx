import { data, Form, redirect } from "react-router";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { ErrorSummary, InputField, SelectField } from "~/features/admin/components/content-fields";
import { MediaStateBadge } from "~/features/admin/components/media-state-badge";
import {
  createMediaSchema,
  MAX_MEDIA_URL,
  MAX_TITLE,
  mediaListStates,
  parseMediaListState,
} from "~/features/admin/media-admin.schema";
import { createMediaItem, listMediaForAdmin, partnerChoices } from "~/features/admin/media-admin.server";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { MAX_MEDIA_SLUG, mediaTopics, mediaTypes, slugFromTitle } from "~/features/media/media";
import { streamHosts } from "~/features/webinars/webinars.server";
import type { Route } from "./+types/media";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const state = parseMediaListState(new URL(request.url).searchParams.get("state"));
  const db = await getDb();
  const [items, partners] = await Promise.all([listMediaForAdmin(db, state, new Date()), partnerChoices(db)]);
  return {
    state,
    timeZone: user.timeZone,
    partners,
    hosts: streamHosts(),
    items: items.map((item) => ({
      ...item,
      publishedAt: item.publishedAt?.toISOString() ?? null,
      withdrawnAt: item.withdrawnAt?.toISOString() ?? null,
      updatedAt: item.updatedAt.toISOString(),
    })),
  };
}

const typedFields = ["type", "topic", "partnerId", "titleNl", "titleEn", "slug", "mediaUrl"] as const;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const values = Object.fromEntries(
    typedFields.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.slice(0, 600) : ""];
    }),
  );
  const parsed = parseForm(createMediaSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors as Record<string, string>, values }, { status: 400 });
  const { intent: _intent, slug: typedSlug, mediaUrl, ...input } = parsed.data;
  const slug = typedSlug || slugFromTitle(input.titleEn);
  if (!slug) return data({ errors: { slug: "media.errors.slugFormat" }, values }, { status: 400 });
  const created = await createMediaItem(
    await getDb(),
    actor,
    {
      ...input,
      slug,
      summaryNl: "",
      summaryEn: "",
      bodyNl: "",
      bodyEn: "",
      mediaUrl: mediaUrl || null,
      durationSeconds: null,
    },
    streamHosts(),
  );
  if (!created.ok)
    return data({ errors: created.errors as Record<string, string>, values }, { status: created.status });
  throw redirect(`/admin/media/${created.value.id}?created=1`);
}

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Admin" }, { name: "robots", content: "noindex" }];

export default function AdminMedia({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { t: tm } = useTranslation("media");
  const lng = useLanguage();
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: Record<string, string> = actionData?.values ?? {};
  const { items, state, timeZone, partners, hosts } = loaderData;
  const message = (field: string) =>
    errors[field] ? t(errors[field] as string, { hosts: hosts.join(", ") }) : undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("media.title")}</h1>
      <p className="mt-1 text-ink-muted">{t("media.intro")}</p>

      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="media-state" className="font-medium text-ink">
            {t("media.filter")}
          </label>
          <select id="media-state" name="state" defaultValue={state} className={fieldStyle}>
            {mediaListStates.map((option) => (
              <option key={option} value={option}>
                {t(`media.states.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonStyles.secondary}>
          {t("media.apply")}
        </button>
      </Form>

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
          <div className="overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface">
            <table className="w-full text-left">
              <caption className="sr-only">{t("media.listTitle")}</caption>
              <thead className="border-b border-line text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("media.columns.title")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("media.columns.type")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("media.columns.audience")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("media.columns.state")}
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    {t("media.columns.publishedAt")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id} className="border-b border-line last:border-b-0">
                    <th scope="row" className="px-4 py-3 font-medium">
                      <Link to={`/admin/media/${item.id}`}>{lng === "nl" ? item.titleNl : item.titleEn}</Link>
                      <span className="block font-mono text-sm font-normal text-ink-muted">{item.slug}</span>
                    </th>
                    <td className="px-4 py-3 text-ink">
                      {tm(`type.${item.type}`)} · {tm(`topic.${item.topic}`)}
                    </td>
                    <td className="px-4 py-3 text-ink">{item.partnerName ?? t("media.everyone")}</td>
                    <td className="px-4 py-3">
                      <MediaStateBadge state={item.state} />
                    </td>
                    <td className="px-4 py-3 text-ink">
                      {item.publishedAt ? formatDateTime(new Date(item.publishedAt), lng, timeZone) : "—"}
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
          {t("media.create.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("media.create.intro")}</p>
        <div className="mt-4">
          <ErrorSummary
            title={t("media.errors.summary")}
            errors={errors}
            message={(f) => message(f) ?? ""}
            prefix="create"
          />
        </div>
        <Form method="post" aria-labelledby="create-title" className="mt-6 flex flex-col gap-5">
          <input type="hidden" name="intent" value="create" />
          <SelectField
            id="create-type"
            name="type"
            label={t("media.fields.type")}
            defaultValue={typed.type ?? "article"}
            error={message("type")}
            options={mediaTypes.map((value) => ({ value, label: tm(`type.${value}`) }))}
          />
          <SelectField
            id="create-topic"
            name="topic"
            label={t("media.fields.topic")}
            defaultValue={typed.topic ?? mediaTopics[0]}
            error={message("topic")}
            options={mediaTopics.map((value) => ({ value, label: tm(`topic.${value}`) }))}
          />
          <SelectField
            id="create-partnerId"
            name="partnerId"
            label={t("media.fields.audience")}
            hint={t("media.fields.audienceHint")}
            defaultValue={typed.partnerId ?? ""}
            error={message("partnerId")}
            options={[
              { value: "", label: t("media.everyone") },
              ...partners.map((partner) => ({ value: partner.id, label: partner.name })),
            ]}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <InputField
              id="create-titleNl"
              name="titleNl"
              label={t("media.fields.titleNl")}
              defaultValue={typed.titleNl}
              error={message("titleNl")}
              maxLength={MAX_TITLE}
            />
            <InputField
              id="create-titleEn"
              name="titleEn"
              label={t("media.fields.titleEn")}
              defaultValue={typed.titleEn}
              error={message("titleEn")}
              maxLength={MAX_TITLE}
            />
          </div>
          <InputField
            id="create-slug"
            name="slug"
            label={t("media.fields.slug")}
            hint={t("media.fields.slugCreateHint")}
            defaultValue={typed.slug}
            error={message("slug")}
            maxLength={MAX_MEDIA_SLUG}
          />
          <InputField
            id="create-mediaUrl"
            name="mediaUrl"
            label={t("media.fields.mediaUrl")}
            hint={t("media.fields.mediaUrlHint", { hosts: hosts.join(", ") })}
            defaultValue={typed.mediaUrl}
            error={message("mediaUrl")}
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
  );
}
