// The back office's media list: its loader and action. The page is `media.tsx`.
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { partnerChoices } from "~/features/admin/events-admin.server";
import { createMediaSchema, parseMediaListState } from "~/features/admin/media-admin.schema";
import { createMediaItem, listMediaForAdmin } from "~/features/admin/media-admin.server";
import { slugFromTitle } from "~/features/media/media";
import { streamHosts } from "~/features/webinars/webinars.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/media";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const state = parseMediaListState(new URL(request.url).searchParams.get("state"));
  const db = dbOf(context);
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

/** The page's one form, a new draft (`create`); a created draft opens its own page. */
export type MediaListAnswer = FormAnswer<"create">;

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), createMediaSchema);
  const posted = { form: "create" as const, submission };
  let id: string;
  try {
    if (submission.status !== "success") fail("invalid");
    const { intent: _intent, slug: typedSlug, mediaUrl, ...input } = submission.value;
    // Without an address of its own, the draft takes one made from its English title.
    const slug = typedSlug || slugFromTitle(input.titleEn);
    if (!slug) fail("invalid", { fields: { slug: "media.errors.slugFormat" } });
    const fields = { ...input, slug, summaryNl: "", summaryEn: "", bodyNl: "", bodyEn: "" };
    const item = { ...fields, mediaUrl: mediaUrl || null, durationSeconds: null };
    ({ id } = await createMediaItem(dbOf(context), actor, item, streamHosts()));
  } catch (error) {
    return answerError(error, posted);
  }
  throw redirect(`/admin/media/${id}?created=1`);
}
