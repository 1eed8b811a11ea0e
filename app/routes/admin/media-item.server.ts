// The back office's media item: its loader and action. The page is `media-item.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { partnerChoices } from "~/features/admin/events-admin.server";
import { type MediaItemForm, mediaItemSchema } from "~/features/admin/media-admin.schema";
import {
  mediaExists,
  mediaForAdmin,
  setMediaCaptions,
  setMediaPublication,
  updateMediaItem,
} from "~/features/admin/media-admin.server";
import { CAPTIONS_LIMIT, isWebVtt, wallClockInstant, wallClockValue } from "~/features/media/media";
import { streamHosts } from "~/features/webinars/webinars.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isLanguage } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";
import { renderMarkdown } from "~/utils/markdown.server";
import type { Route } from "./+types/media-item";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const now = new Date();
  const found = isUuid(params.id) ? await mediaForAdmin(db, params.id, now) : null;
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

/**
 * The page's forms, as answers name them: the texts and settings (`media`), the time to publish
 * at (`schedule`), the publication buttons (`publication`) and the captions of each language.
 */
export type MediaItemFormId = "media" | "schedule" | "publication" | "captions-nl" | "captions-en";

export type Done = "saved" | "publish" | "schedule" | "unpublish" | "withdraw" | "captions" | "remove-captions";

export type MediaItemAnswer = FormAnswer<MediaItemFormId> & {
  done?: Done;
  /** The bodies as members get them (the preview intent). */
  preview?: { nl: string; en: string };
};

/** The form a post came from, by its intent (and language); an unknown intent is the main form's. */
function formOf(payload: Record<string, unknown>): MediaItemFormId {
  switch (payload.intent) {
    case "schedule":
      return "schedule";
    case "publish":
    case "unpublish":
    case "withdraw":
      return "publication";
    case "captions":
    case "remove-captions":
      return isLanguage(payload.language) ? `captions-${payload.language}` : "publication";
    default:
      return "media";
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const submission = parseSubmission(form, mediaItemSchema);
  const posted = { form: formOf(submission.payload), submission };
  try {
    if (!isUuid(params.id)) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const answer = await handle(dbOf(context), params.id, submission.value, form, actor);
    // After a write the form starts again from the saved item; a preview keeps what was typed.
    const result = submission.reply(answer.done ? { resetForm: true } : {});
    return data<MediaItemAnswer>({ form: posted.form, result, ...answer });
  } catch (error) {
    return answerError(error, posted as { form: MediaItemFormId; submission: Submission<unknown> });
  }
}

async function handle(
  db: Database,
  id: string,
  input: MediaItemForm,
  form: FormData,
  actor: CurrentUser,
): Promise<Pick<MediaItemAnswer, "done" | "preview">> {
  const now = new Date();
  switch (input.intent) {
    case "preview":
      if (!(await mediaExists(db, id))) fail("notFound");
      // The members' renderer and sanitiser, nothing else: what the preview shows is what they get.
      return { preview: { nl: renderMarkdown(input.bodyNl), en: renderMarkdown(input.bodyEn) } };
    case "save": {
      const { intent: _intent, duration, mediaUrl, ...fields } = input;
      const durationSeconds = duration === null ? null : duration * 60;
      await updateMediaItem(db, actor, id, { ...fields, mediaUrl: mediaUrl || null, durationSeconds }, streamHosts());
      return { done: "saved" };
    }
    case "publish":
      await setMediaPublication(db, actor, id, { kind: "publish", at: now }, now);
      return { done: "publish" };
    case "schedule": {
      const at = wallClockInstant(input.publishAt, actor.timeZone);
      if (!at) fail("invalid", { fields: { publishAt: "media.errors.publishAt" } });
      await setMediaPublication(db, actor, id, { kind: "schedule", at }, now);
      return { done: "schedule" };
    }
    case "unpublish":
    case "withdraw":
      await setMediaPublication(db, actor, id, { kind: input.intent }, now);
      return { done: input.intent };
    case "captions": {
      const file = form.get("captions");
      if (typeof file !== "object" || file === null || file.size === 0) {
        fail("invalid", { fields: { captions: "media.errors.captionsMissing" } });
      }
      if (file.size > CAPTIONS_LIMIT) fail("invalid", { fields: { captions: "media.errors.captionsTooLarge" } });
      const vtt = await file.text();
      if (!isWebVtt(vtt)) fail("invalid", { fields: { captions: "media.errors.captionsNotVtt" } });
      await setMediaCaptions(db, actor, id, input.language, vtt);
      return { done: "captions" };
    }
    case "remove-captions":
      await setMediaCaptions(db, actor, id, input.language, null);
      return { done: "remove-captions" };
  }
}
