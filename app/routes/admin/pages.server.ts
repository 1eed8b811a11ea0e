// The back office's list of program pages: its loader and action. The page is `pages.tsx`.
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { type PagesForm, pagesSchema } from "~/features/admin/pages-admin.schema";
import { createPartnerPage, listPagesForAdmin, movePartnerPage } from "~/features/admin/pages-admin.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/pages";

export async function loader({ context }: Route.LoaderArgs) {
  const partners = await listPagesForAdmin(dbOf(context));
  return {
    partners: partners.map((partner) => ({
      ...partner,
      pages: partner.pages.map(({ page, depth }) => ({
        id: page.id,
        path: page.path,
        titleNl: page.titleNl,
        titleEn: page.titleEn,
        isPublic: page.isPublic,
        listing: page.listing,
        hasSession: page.sessionId !== null,
        depth,
      })),
    })),
  };
}

/**
 * The page's forms, as answers name them: a new page (`create`), and the buttons that move a page
 * (`move`, which also answers a post that names no form of the page).
 */
export type PagesFormId = "create" | "move";

export type PagesAnswer = FormAnswer<PagesFormId> & { done?: "moved" | "unmoved" };

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), pagesSchema);
  const posted = { form: (submission.payload.intent === "create" ? "create" : "move") as PagesFormId, submission };
  try {
    if (submission.status !== "success") fail("invalid");
    const done = await handle(dbOf(context), submission.value, actor);
    return data<PagesAnswer>({ form: posted.form, result: submission.reply(), done });
  } catch (error) {
    return answerError(error, posted);
  }
}

async function handle(db: Database, input: PagesForm, actor: CurrentUser): Promise<"moved" | "unmoved"> {
  if (input.intent === "move") {
    const { moved } = await movePartnerPage(db, actor, input.pageId, input.direction);
    return moved ? "moved" : "unmoved";
  }
  const { intent: _intent, partnerId, ...fields } = input;
  const texts = { introNl: "", introEn: "", bodyNl: "", bodyEn: "" };
  const created = await createPartnerPage(db, actor, partnerId, {
    ...fields,
    ...texts,
    listing: "none",
    sessionId: null,
  });
  throw redirect(`/admin/pages/${created.id}?created=1`);
}
