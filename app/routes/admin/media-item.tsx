import { useEffect, useRef, useState } from "react";
import { type ShouldRevalidateFunctionArgs, useFetcher } from "react-router";
import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import type { FieldMeta } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Link } from "~/components/ui/link";
import { AdminPage } from "~/features/admin/components/admin-page";
import { MediaCaptionsTable } from "~/features/admin/components/media-captions-table";
import { MediaEditFields, mediaEditFields } from "~/features/admin/components/media-edit-fields";
import { MediaPreview } from "~/features/admin/components/media-preview";
import { MediaPublicationCard } from "~/features/admin/components/media-publication-card";
import { MediaStateBadge } from "~/features/admin/components/media-state-badge";
import { MAX_DURATION_MINUTES, mediaItemSchema } from "~/features/admin/media-admin.schema";
import { CAPTIONS_LIMIT } from "~/features/media/media";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/media-item";
import type { MediaItemAnswer } from "./media-item.server";

// The back office's page of one media item: its publication, its texts and settings with a live
// preview, and its captions. Loader and action are in `media-item.server.ts`; every form is a
// Conform form over `mediaItemSchema`, and the page has one error summary for whichever form was
// refused last (decision 028).

export { action, loader } from "./media-item.server";

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
  const fetcher = useFetcher<MediaItemAnswer>();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const schedule = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      const form = formRef.current;
      if (!form) return;
      const typed = new FormData(form);
      const body = new FormData();
      body.set("intent", "preview");
      body.set("bodyNl", String(typed.get("bodyNl") ?? ""));
      body.set("bodyEn", String(typed.get("bodyEn") ?? ""));
      fetcher.submit(body, { method: "post" });
    }, 400);
  };
  return { schedule, preview: fetcher.data?.preview };
}

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

export default function AdminMediaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin-content");
  const lng = useLanguage();
  const { item, state, oldSlugs, partners, hosts, timeZone } = loaderData;
  const answer = actionData as MediaItemAnswer | undefined;

  const [edit, editFields] = useAppForm({
    id: "media",
    schema: mediaItemSchema,
    answer,
    defaultValue: Object.fromEntries(mediaEditFields.map((name) => [name, item[name]])),
  });
  const [schedule, scheduleFields] = useAppForm({
    id: "schedule",
    schema: mediaItemSchema,
    answer,
    defaultValue: { publishAt: loaderData.publishAt },
  });
  const [captionsNl, captionsNlFields] = useAppForm({ id: "captions-nl", schema: mediaItemSchema, answer });
  const [captionsEn, captionsEnFields] = useAppForm({ id: "captions-en", schema: mediaItemSchema, answer });

  // One summary for the page: the form with errors now (the browser's check or the server's
  // answer), or the publication buttons' answer. Each message links to its field.
  const refused = [edit, schedule, captionsNl, captionsEn].find((form) => hasErrors(form.allErrors));
  const summary = refused
    ? { form: refused.id, errors: refused.allErrors, status: refused.status }
    : answer?.form === "publication"
      ? { form: "publication", errors: answer.result.error, status: answer.result.status }
      : null;
  const fieldId = (name: string) => {
    if (summary?.form === "schedule" && name === "publishAt") return `schedule-${name}`;
    if (summary?.form.startsWith("captions-") && name === "captions") return `${summary.form}-${name}`;
    return (mediaEditFields as readonly string[]).includes(name) ? `media-${name}` : null;
  };

  const formRef = useRef<HTMLFormElement>(null);
  const live = useLivePreview(formRef);
  // The newest of the three: the saved text, a posted preview, the live one while typing.
  const [preview, setPreview] = useState(answer?.preview ?? loaderData.preview);
  useEffect(() => setPreview(loaderData.preview), [loaderData.preview]);
  useEffect(() => {
    if (answer?.preview) setPreview(answer.preview);
  }, [answer?.preview]);
  useEffect(() => {
    if (live.preview) setPreview(live.preview);
  }, [live.preview]);

  const done = answer?.done;
  const when = (iso: string | null) => (iso ? formatDateTime(new Date(iso), lng, timeZone) : "");
  return (
    <FormMessages
      namespace="admin-content"
      values={{ max: MAX_DURATION_MINUTES, kilobytes: CAPTIONS_LIMIT / 1024, hosts: hosts.join(", ") }}
    >
      <AdminPage
        back={{ to: "/admin/media", label: `← ${t("media.title")}` }}
        title={lng === "nl" ? item.titleNl : item.titleEn}
        titleAside={<MediaStateBadge state={state} />}
        width="xl"
        intro={
          <>
            {state === "scheduled" && item.publishedAt
              ? t("media.item.scheduledFor", { time: when(item.publishedAt) })
              : state === "published" && item.publishedAt
                ? t("media.item.publishedOn", { time: when(item.publishedAt) })
                : state === "withdrawn" && item.withdrawnAt
                  ? t("media.item.withdrawnOn", { time: when(item.withdrawnAt) })
                  : t("media.item.draftNote")}
            {state === "published" ? (
              <>
                {" "}
                <Link to={`/${lng}/media/id/${item.slug}`}>{t("media.item.view")}</Link>
              </>
            ) : null}
          </>
        }
      >
        <div className="mt-4 flex flex-col gap-3">
          {loaderData.created && !done ? <Alert tone="success">{t("media.item.created")}</Alert> : null}
          {done ? <Alert tone="success">{t(`media.done.${done}`)}</Alert> : null}
          <ErrorSummary errors={summary?.errors} status={summary?.status} fieldId={fieldId} />
        </div>

        <MediaPublicationCard
          state={state}
          timeZone={timeZone}
          schedule={schedule}
          publishAt={scheduleFields.publishAt}
        />

        <Form form={edit} ref={formRef} aria-labelledby="edit-title" className="mt-8 flex flex-col gap-6">
          <h2 id="edit-title" className="text-xl font-semibold text-ink">
            {t("media.item.editTitle")}
          </h2>
          <MediaEditFields
            fields={editFields}
            partners={partners}
            oldSlugs={oldSlugs}
            hosts={hosts}
            maxMinutes={MAX_DURATION_MINUTES}
            onBodyChange={live.schedule}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="save">
              {t("media.item.save")}
            </Button>
            <Button type="submit" name="intent" value="preview" variant="secondary">
              {t("media.item.preview")}
            </Button>
          </div>
        </Form>

        <MediaPreview preview={preview} />

        {item.type !== "article" ? (
          <MediaCaptionsTable
            captions={item.captions}
            kilobytes={CAPTIONS_LIMIT / 1024}
            // The file is no field of the schema (the handler checks it), so Conform's type does not know it.
            forms={{
              nl: { form: captionsNl, file: captionsNlFields.captions as FieldMeta },
              en: { form: captionsEn, file: captionsEnFields.captions as FieldMeta },
            }}
          />
        ) : null}
      </AdminPage>
    </FormMessages>
  );
}
