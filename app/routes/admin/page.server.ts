// The back office's program page: its loader and action. The page is `page.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { pageSchema } from "~/features/admin/pages-admin.schema";
import { pageForAdmin, updatePartnerPage } from "~/features/admin/pages-admin.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const found = isUuid(params.id) ? await pageForAdmin(dbOf(context), params.id) : null;
  if (!found) throw data(null, { status: 404 });
  const { page, partner, sessions } = found;
  return {
    page: {
      id: page.id,
      path: page.path,
      isPublic: page.isPublic,
      titleNl: page.titleNl,
      titleEn: page.titleEn,
      introNl: page.introNl,
      introEn: page.introEn,
      bodyNl: page.bodyNl,
      bodyEn: page.bodyEn,
      listing: page.listing,
      sessionId: page.sessionId ?? "",
    },
    partner,
    sessions: sessions.map((session) => ({
      id: session.id,
      slug: session.slug,
      titleNl: `${session.eventTitleNl} · ${session.titleNl}`,
      titleEn: `${session.eventTitleEn} · ${session.titleEn}`,
      startsAt: session.startsAt.toISOString(),
    })),
    timeZone: user.timeZone,
    created: new URL(request.url).searchParams.has("created"),
  };
}

/** The page's one form (`page`); `saved` after a write. */
export type PageAnswer = FormAnswer<"page"> & { saved?: true };

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), pageSchema);
  const posted = { form: "page" as const, submission };
  try {
    if (!isUuid(params.id)) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const { intent: _intent, ...input } = submission.value;
    await updatePartnerPage(dbOf(context), actor, params.id, input);
    // The form starts again from the saved page.
    return data<PageAnswer>({ form: "page", result: submission.reply({ resetForm: true }), saved: true });
  } catch (error) {
    return answerError(error, posted);
  }
}
