import { useEffect, useRef, useState } from "react";
import { data, Form, type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import { Alert } from "~/components/ui/alert";
import { buttonStyles } from "~/components/ui/button-styles";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { ErrorSummary, InputField, SelectField, TextAreaField } from "~/features/admin/components/content-fields";
import { MediaStateBadge } from "~/features/admin/components/media-state-badge";
import {
  MAX_BODY,
  MAX_DURATION_MINUTES,
  MAX_MEDIA_URL,
  MAX_SUMMARY,
  MAX_TITLE,
  mediaItemSchema,
} from "~/features/admin/media-admin.schema";
import {
  mediaExists,
  mediaForAdmin,
  partnerChoices,
  setMediaCaptions,
  setMediaPublication,
  updateMediaItem,
} from "~/features/admin/media-admin.server";
import type { WriteResult } from "~/features/admin/partners.server";
import { languages } from "~/features/i18n/config";
import { formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import {
  CAPTIONS_LIMIT,
  isWebVtt,
  MAX_MEDIA_SLUG,
  mediaTopics,
  mediaTypes,
  wallClockInstant,
  wallClockValue,
} from "~/features/media/media";
import { streamHosts } from "~/features/webinars/webinars.server";
import { isUuid } from "~/utils/ids";
import { renderMarkdown } from "~/utils/markdown.server";
import type { Route } from "./+types/media-item";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const db = await getDb();
  const now = new Date();
  const found = await mediaForAdmin(db, params.id, now);
  if (!found) throw data(null, { status: 404 });
  const { item, state, oldSlugs } = found;
  // A scheduled item shows its time; otherwise the field suggests tomorrow at nine.
  const tomorrow = wallClockInstant(
    `${wallClockValue(new Date(now.getTime() + 86_400_000), user.timeZone).slice(0, 10)}T09:00`,
    user.timeZone,
  );
  return {
    item: {
      id: item.id,
      slug: item.slug,
      type: item.type,
      topic: item.topic,
      partnerId: item.partnerId ?? "",
      titleNl: item.titleNl,
      titleEn: item.titleEn,
      summaryNl: item.summaryNl,
      summaryEn: item.summaryEn,
      bodyNl: item.bodyNl,
      bodyEn: item.bodyEn,
      mediaUrl: item.mediaUrl ?? "",
      duration: item.durationSeconds ? String(Math.max(1, Math.round(item.durationSeconds / 60))) : "",
      publishedAt: item.publishedAt?.toISOString() ?? null,
      withdrawnAt: item.withdrawnAt?.toISOString() ?? null,
      captions: {
        nl: item.captionsTextNl ? "uploaded" : item.captionsNl ? "file" : null,
        en: item.captionsTextEn ? "uploaded" : item.captionsEn ? "file" : null,
      } as Record<"nl" | "en", "uploaded" | "file" | null>,
    },
    state,
    oldSlugs,
    publishAt:
      item.publishedAt && state === "scheduled"
        ? wallClockValue(item.publishedAt, user.timeZone)
        : wallClockValue(tomorrow ?? now, user.timeZone),
    preview: { nl: renderMarkdown(item.bodyNl), en: renderMarkdown(item.bodyEn) },
    partners: await partnerChoices(db),
    hosts: streamHosts(),
    timeZone: user.timeZone,
    created: new URL(request.url).searchParams.has("created"),
  };
}

type Done = "saved" | "publish" | "schedule" | "unpublish" | "withdraw" | "captions" | "remove-captions";

interface ActionResult {
  intent: string;
  errors: Record<string, string>;
  done?: Done;
  values?: Record<string, string>;
  preview?: { nl: string; en: string };
  /** The captions form's language, so its message is shown at that form's file field. */
  language?: string;
}

const reply = (value: ActionResult, status = 200) => data(value, { status });

const typedFields = [
  "slug",
  "type",
  "topic",
  "partnerId",
  "titleNl",
  "titleEn",
  "summaryNl",
  "summaryEn",
  "bodyNl",
  "bodyEn",
  "mediaUrl",
  "duration",
  "publishAt",
] as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  if (!isUuid(params.id)) throw data(null, { status: 404 });
  const id = params.id;
  const db = await getDb();
  const form = await request.formData();
  const posted = typeof form.get("intent") === "string" ? String(form.get("intent")).slice(0, 40) : "";
  // What was typed goes back into the fields (for a page without script).
  const values = Object.fromEntries(
    typedFields.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" ? [[name, value.slice(0, MAX_BODY + 10)]] : [];
    }),
  );
  const parsed = parseForm(mediaItemSchema, form);
  if (!parsed.ok) {
    // A field the page has no input for (a hidden one that was tampered with) is the form's problem.
    const fields = new Set<string>(typedFields);
    const errors: Record<string, string> = {};
    for (const [field, key] of Object.entries(parsed.errors)) {
      if (key) errors[fields.has(field) ? field : "form"] ??= key;
    }
    return reply({ intent: posted, errors, values }, 400);
  }
  const input = parsed.data;
  const now = new Date();
  let write: WriteResult<unknown>;
  switch (input.intent) {
    case "preview":
      if (!(await mediaExists(db, id))) throw data(null, { status: 404 });
      // The members' renderer and sanitiser, nothing else: what the preview shows is what they get.
      return reply({
        intent: "preview",
        errors: {},
        values,
        preview: { nl: renderMarkdown(input.bodyNl), en: renderMarkdown(input.bodyEn) },
      });
    case "save": {
      const { intent: _intent, duration, mediaUrl, ...fields } = input;
      write = await updateMediaItem(
        db,
        actor,
        id,
        { ...fields, mediaUrl: mediaUrl || null, durationSeconds: duration === null ? null : duration * 60 },
        streamHosts(),
      );
      break;
    }
    case "publish":
      write = await setMediaPublication(db, actor, id, { kind: "publish", at: now }, now);
      break;
    case "schedule": {
      const at = wallClockInstant(input.publishAt, actor.timeZone);
      if (!at) return reply({ intent: posted, errors: { publishAt: "media.errors.publishAt" }, values }, 400);
      write = await setMediaPublication(db, actor, id, { kind: "schedule", at }, now);
      break;
    }
    case "unpublish":
    case "withdraw":
      write = await setMediaPublication(db, actor, id, { kind: input.intent }, now);
      break;
    case "captions": {
      const file = form.get("captions");
      if (typeof file !== "object" || file === null || file.size === 0) {
        return reply(
          { intent: posted, language: input.language, errors: { captions: "media.errors.captionsMissing" } },
          400,
        );
      }
      if (file.size > CAPTIONS_LIMIT) {
        return reply(
          { intent: posted, language: input.language, errors: { captions: "media.errors.captionsTooLarge" } },
          400,
        );
      }
      const vtt = await file.text();
      if (!isWebVtt(vtt)) {
        return reply(
          { intent: posted, language: input.language, errors: { captions: "media.errors.captionsNotVtt" } },
          400,
        );
      }
      write = await setMediaCaptions(db, actor, id, input.language, vtt);
      break;
    }
    case "remove-captions":
      write = await setMediaCaptions(db, actor, id, input.language, null);
      break;
  }
  if (!write.ok) {
    if (write.status === 404) throw data(null, { status: 404 });
    return reply(
      {
        intent: input.intent,
        errors: write.errors as Record<string, string>,
        values,
        ...("language" in input ? { language: input.language } : {}),
      },
      write.status,
    );
  }
  return reply({ intent: input.intent, errors: {}, done: input.intent === "save" ? "saved" : input.intent });
}

/** A preview changes nothing, so the page's data need not be loaded again after one. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get("intent") === "preview" ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.item.titleEn ?? "Media"} · Vitaal · Admin` },
  { name: "robots", content: "noindex" },
];

/** Asks the server for a fresh preview while the administrator types (a short pause first). */
function useLivePreview(formRef: React.RefObject<HTMLFormElement | null>) {
  const fetcher = useFetcher<ActionResult>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const schedule = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const body = new FormData();
      body.set("intent", "preview");
      body.set("bodyNl", String(new FormData(form).get("bodyNl") ?? ""));
      body.set("bodyEn", String(new FormData(form).get("bodyEn") ?? ""));
      fetcher.submit(body, { method: "post" });
    }, 400);
  };
  return { schedule, preview: fetcher.data?.preview };
}

export default function AdminMediaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const { t: tm } = useTranslation("media");
  const lng = useLanguage();
  const { item, state, oldSlugs, partners, hosts, timeZone } = loaderData;
  const formRef = useRef<HTMLFormElement>(null);
  const live = useLivePreview(formRef);
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: Record<string, string> = actionData?.values ?? {};
  const value = (name: keyof typeof item & string) => typed[name] ?? String(item[name] ?? "");
  const message = (field: string) =>
    errors[field]
      ? t(errors[field] as string, {
          max: MAX_DURATION_MINUTES,
          kilobytes: CAPTIONS_LIMIT / 1024,
          hosts: hosts.join(", "),
        })
      : undefined;
  // The newest of the three: the saved text, a posted preview, the live one while typing.
  const [preview, setPreview] = useState(actionData?.preview ?? loaderData.preview);
  useEffect(() => setPreview(loaderData.preview), [loaderData.preview]);
  useEffect(() => {
    if (actionData?.preview) setPreview(actionData.preview);
  }, [actionData?.preview]);
  useEffect(() => {
    if (live.preview) setPreview(live.preview);
  }, [live.preview]);
  const captionsLanguage =
    actionData?.intent === "captions" || actionData?.intent === "remove-captions" ? actionData.language : undefined;
  const isSave = actionData?.intent === "save" || actionData?.intent === "preview";
  const isCaptions = Boolean(captionsLanguage);
  const saveErrors = isSave ? errors : {};
  const publicationErrors = !isSave && !isCaptions ? errors : {};
  const done = actionData?.done;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <p>
        <Link to="/admin/media">← {t("media.title")}</Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-ink">{lng === "nl" ? item.titleNl : item.titleEn}</h1>
        <MediaStateBadge state={state} />
      </div>
      <p className="mt-1 text-ink-muted">
        {state === "scheduled" && item.publishedAt
          ? t("media.item.scheduledFor", { time: formatDateTime(new Date(item.publishedAt), lng, timeZone) })
          : state === "published" && item.publishedAt
            ? t("media.item.publishedOn", { time: formatDateTime(new Date(item.publishedAt), lng, timeZone) })
            : state === "withdrawn" && item.withdrawnAt
              ? t("media.item.withdrawnOn", { time: formatDateTime(new Date(item.withdrawnAt), lng, timeZone) })
              : t("media.item.draftNote")}
        {state === "published" ? (
          <>
            {" "}
            <Link to={`/${lng}/media/id/${item.slug}`}>{t("media.item.view")}</Link>
          </>
        ) : null}
      </p>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.created && !done ? <Alert tone="success">{t("media.item.created")}</Alert> : null}
        {done ? <Alert tone="success">{t(`media.done.${done}`)}</Alert> : null}
      </div>

      <Card className="mt-6">
        <h2 id="publication-title" className="text-xl font-semibold text-ink">
          {t("media.publication.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("media.publication.intro", { zone: timeZone })}</p>
        <div className="mt-4">
          <ErrorSummary
            title={t("media.errors.summary")}
            errors={publicationErrors}
            message={(field) => message(field) ?? ""}
            prefix="media"
          />
        </div>
        <div className="mt-4 flex flex-wrap items-end gap-4">
          {state !== "published" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="publish" />
              <button type="submit" className={buttonStyles.primary}>
                {t("media.publication.publishNow")}
              </button>
            </Form>
          ) : null}
          {state !== "published" ? (
            <Form method="post" className="flex flex-wrap items-end gap-3" aria-labelledby="schedule-label">
              <input type="hidden" name="intent" value="schedule" />
              <span id="schedule-label" className="sr-only">
                {t("media.publication.schedule")}
              </span>
              <InputField
                id="media-publishAt"
                name="publishAt"
                type="datetime-local"
                label={t("media.fields.publishAt", { zone: timeZone })}
                defaultValue={typed.publishAt ?? loaderData.publishAt}
                error={publicationErrors.publishAt ? message("publishAt") : undefined}
              />
              <button type="submit" className={buttonStyles.secondary}>
                {t("media.publication.schedule")}
              </button>
            </Form>
          ) : null}
          {state === "scheduled" || state === "withdrawn" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="unpublish" />
              <button type="submit" className={buttonStyles.ghost}>
                {t("media.publication.unpublish")}
              </button>
            </Form>
          ) : null}
          {state === "published" ? (
            <Form method="post">
              <input type="hidden" name="intent" value="withdraw" />
              <button type="submit" className={buttonStyles.danger}>
                {t("media.publication.withdraw")}
              </button>
            </Form>
          ) : null}
        </div>
      </Card>

      <Form ref={formRef} method="post" aria-labelledby="edit-title" className="mt-8 flex flex-col gap-6">
        <h2 id="edit-title" className="text-xl font-semibold text-ink">
          {t("media.item.editTitle")}
        </h2>
        <ErrorSummary
          title={t("media.errors.summary")}
          errors={saveErrors}
          message={(field) => message(field) ?? ""}
          prefix="media"
        />
        <div className="grid gap-5 md:grid-cols-2 lg:grid-cols-4">
          <SelectField
            id="media-type"
            name="type"
            label={t("media.fields.type")}
            defaultValue={value("type")}
            error={message("type")}
            options={mediaTypes.map((option) => ({ value: option, label: tm(`type.${option}`) }))}
          />
          <SelectField
            id="media-topic"
            name="topic"
            label={t("media.fields.topic")}
            defaultValue={value("topic")}
            error={message("topic")}
            options={mediaTopics.map((option) => ({ value: option, label: tm(`topic.${option}`) }))}
          />
          <SelectField
            id="media-partnerId"
            name="partnerId"
            label={t("media.fields.audience")}
            defaultValue={value("partnerId")}
            error={message("partnerId")}
            options={[
              { value: "", label: t("media.everyone") },
              ...partners.map((partner) => ({ value: partner.id, label: partner.name })),
            ]}
          />
          <InputField
            id="media-duration"
            name="duration"
            label={t("media.fields.duration")}
            hint={t("media.fields.durationHint", { max: MAX_DURATION_MINUTES })}
            defaultValue={value("duration")}
            error={message("duration")}
            maxLength={4}
          />
        </div>
        <InputField
          id="media-slug"
          name="slug"
          label={t("media.fields.slug")}
          hint={
            oldSlugs.length > 0
              ? t("media.fields.slugHintOld", { old: oldSlugs.join(", ") })
              : t("media.fields.slugHint")
          }
          defaultValue={value("slug")}
          error={message("slug")}
          maxLength={MAX_MEDIA_SLUG}
        />
        <InputField
          id="media-mediaUrl"
          name="mediaUrl"
          label={t("media.fields.mediaUrl")}
          hint={t("media.fields.mediaUrlHint", { hosts: hosts.join(", ") })}
          defaultValue={value("mediaUrl")}
          error={message("mediaUrl")}
          maxLength={MAX_MEDIA_URL}
        />
        <div className="grid gap-6 lg:grid-cols-2">
          {languages.map((language) => {
            const suffix = language === "nl" ? "Nl" : "En";
            return (
              <fieldset key={language} className="flex min-w-0 flex-col gap-5">
                <legend className="mb-2 text-lg font-semibold text-ink">{t(`languages.${language}`)}</legend>
                <InputField
                  id={`media-title${suffix}`}
                  name={`title${suffix}`}
                  label={t(`media.fields.title${suffix}`)}
                  defaultValue={value(`title${suffix}`)}
                  error={message(`title${suffix}`)}
                  maxLength={MAX_TITLE}
                />
                <TextAreaField
                  id={`media-summary${suffix}`}
                  name={`summary${suffix}`}
                  label={t(`media.fields.summary${suffix}`)}
                  defaultValue={value(`summary${suffix}`)}
                  error={message(`summary${suffix}`)}
                  rows={3}
                  maxLength={MAX_SUMMARY}
                />
                <TextAreaField
                  id={`media-body${suffix}`}
                  name={`body${suffix}`}
                  label={t(`media.fields.body${suffix}`)}
                  hint={t("media.fields.bodyHint")}
                  defaultValue={value(`body${suffix}`)}
                  error={message(`body${suffix}`)}
                  rows={16}
                  maxLength={MAX_BODY}
                  onInput={live.schedule}
                />
              </fieldset>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonStyles.primary}>
            {t("media.item.save")}
          </button>
          <button type="submit" name="intent" value="preview" className={buttonStyles.secondary}>
            {t("media.item.preview")}
          </button>
        </div>
      </Form>

      <section aria-labelledby="preview-title" className="mt-10">
        <h2 id="preview-title" className="text-xl font-semibold text-ink">
          {t("media.preview.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("media.preview.intro")}</p>
        <div className="mt-4 grid gap-6 lg:grid-cols-2">
          {languages.map((language) => (
            <article
              key={language}
              lang={language}
              aria-label={t("media.preview.language", { language: t(`languages.${language}`) })}
              data-testid={`preview-${language}`}
              className="rounded-[var(--radius-card)] border border-line bg-surface p-5"
            >
              <p className="text-sm font-semibold uppercase tracking-wide text-ink-muted">
                {t(`languages.${language}`)}
              </p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown (renderMarkdown), as members get it */}
              <div className="prose-vitaal mt-2" dangerouslySetInnerHTML={{ __html: preview[language] }} />
            </article>
          ))}
        </div>
      </section>

      {item.type !== "article" ? (
        <Card className="mt-10">
          <h2 id="captions-title" className="text-xl font-semibold text-ink">
            {t("media.captions.title")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("media.captions.intro", { kilobytes: CAPTIONS_LIMIT / 1024 })}</p>
          {captionsLanguage && errors.captions ? (
            <div className="mt-4">
              <ErrorSummary
                title={t("media.errors.summary")}
                errors={{ [captionsLanguage]: errors.captions }}
                message={() => message("captions") ?? ""}
                prefix="captions"
              />
            </div>
          ) : null}
          <ul className="mt-4 flex flex-col gap-6">
            {languages.map((language) => (
              <li key={language} className="flex flex-col gap-3">
                <p className="font-medium text-ink">
                  {t(`languages.${language}`)}: {t(`media.captions.state.${item.captions[language] ?? "none"}`)}
                </p>
                <div className="flex flex-wrap items-end gap-3">
                  <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
                    <input type="hidden" name="intent" value="captions" />
                    <input type="hidden" name="language" value={language} />
                    <InputField
                      id={`captions-${language}`}
                      name="captions"
                      type="file"
                      label={t("media.captions.file", { language: t(`languages.${language}`) })}
                      hint={t("media.captions.fileHint")}
                      error={captionsLanguage === language ? message("captions") : undefined}
                    />
                    <button type="submit" className={buttonStyles.secondary}>
                      {t("media.captions.upload")}
                    </button>
                  </Form>
                  {item.captions[language] === "uploaded" ? (
                    <Form method="post">
                      <input type="hidden" name="intent" value="remove-captions" />
                      <input type="hidden" name="language" value={language} />
                      <button type="submit" className={buttonStyles.ghost}>
                        {t("media.captions.remove", { language: t(`languages.${language}`) })}
                      </button>
                    </Form>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
    </div>
  );
}
