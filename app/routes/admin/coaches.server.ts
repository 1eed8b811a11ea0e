// The coaches page's loader and action; the page itself is `coaches.tsx`.
import { data } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { adminCoachesFormSchema } from "~/features/admin/coaches.schema";
import { changePublicationOf, listCoaches } from "~/features/admin/coaches.server";
import {
  type InviteOutcome,
  inviteCoaches,
  listPendingInvitations,
  resendInvitation,
  withdrawInvitation,
} from "~/features/admin/invitations.server";
import { MAX_BYTES, parseInviteCsv, parseInviteText, refuseList } from "~/features/admin/invite-list";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/coaches";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
  const db = dbOf(context);
  const now = new Date();
  const [list, pending] = await Promise.all([listCoaches(db, page, now), listPendingInvitations(db, now)]);
  return {
    timeZone: user.timeZone,
    ...list,
    pending: pending.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

/**
 * The page's forms, as answers name them: the invitation of a list (`invite`, also for a post
 * whose intent the page does not know), the buttons of a pending invitation (`invitation`) and
 * the publication buttons of the list (`publication`).
 */
export type CoachesFormId = "invite" | "invitation" | "publication";

export type CoachesAnswer = FormAnswer<CoachesFormId> & {
  /** The invited list, row by row. */
  results?: { line: number; name: string; email: string; outcome: InviteOutcome }[];
  /** A change that was made, as an `admin:coaches.done.*` key. */
  done?: "resend" | "withdraw" | "publish" | "unpublish" | "release";
};

function formOf(payload: Record<string, unknown>): CoachesFormId {
  if (payload.intent === "resend" || payload.intent === "withdraw") return "invitation";
  if (payload.intent === "publish" || payload.intent === "unpublish" || payload.intent === "release") {
    return "publication";
  }
  return "invite";
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const submission = parseSubmission(form, adminCoachesFormSchema);
  const posted = { form: formOf(submission.payload), submission };
  try {
    if (submission.status !== "success") fail("invalid");
    const answer = await handle(dbOf(context), submission.value, form, actor, siteOrigin(env(), request));
    // After an invitation the list's form starts empty again.
    return data<CoachesAnswer>({ form: posted.form, result: submission.reply({ resetForm: true }), ...answer });
  } catch (error) {
    return answerError(error, posted);
  }
}

async function handle(
  db: Database,
  input: z.infer<typeof adminCoachesFormSchema>,
  form: FormData,
  actor: CurrentUser,
  origin: string,
): Promise<Pick<CoachesAnswer, "results" | "done">> {
  const now = new Date();
  switch (input.intent) {
    case "invite": {
      // A CSV file wins over pasted lines; either is read by the same rules.
      const file = form.get("file");
      let list: ReturnType<typeof parseInviteText>;
      if (typeof file === "object" && file !== null && file.size > 0) {
        if (file.size > MAX_BYTES) refuseList("file", "too-large");
        const text = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
        if (text.includes("\uFFFD")) refuseList("file", "unreadable");
        list = parseInviteCsv(text);
      } else {
        list = parseInviteText(input.list);
      }
      const invited = await inviteCoaches(db, actor, list.rows, input.lng, { origin, now });
      return { results: invited.map(({ line, name, email, outcome }) => ({ line, name, email, outcome })) };
    }
    case "resend":
    case "withdraw":
      if (input.intent === "resend") await resendInvitation(db, actor, input.id, input.lng, { origin, now });
      else await withdrawInvitation(db, actor, input.id, now);
      return { done: input.intent };
    case "publish":
    case "unpublish":
    case "release":
      await changePublicationOf(db, actor, input, now);
      return { done: input.intent };
  }
}
