// The coach invitation page's loader and action; the page itself is `coach-invitation.tsx`.
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { getAuth } from "~/features/accounts/auth.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { acceptInvitationSchema } from "~/features/admin/invitations.schema";
import { acceptInvitation, type InvitationState, invitationByToken } from "~/features/admin/invitations.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/coach-invitation";

// Public, with a secret: the one-time token in the link of the invitation mail. A link that is
// missing, unknown, expired, used or withdrawn gets the same status, 410, with a page that says
// which (an unknown token says only that the link does not work).

type Gone = Exclude<InvitationState, "valid">;

const gone = (state: Gone) => data({ state, token: "", invitation: null, signedIn: null }, { status: 410 });

export type InvitationAnswer = FormAnswer<"invitation">;

async function lookUp(db: Database, token: string) {
  return invitationByToken(db, token, new Date());
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const found = await lookUp(dbOf(context), token);
  if (found.state !== "valid" || !found.invitation) return gone(found.state === "valid" ? "unknown" : found.state);
  const user = await getCurrentUser(request);
  const { name, email, inviter } = found.invitation;
  return data({
    state: "valid" as const,
    token,
    invitation: { name, email, inviter },
    signedIn: user ? { email: user.email } : null,
  });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const db = dbOf(context);
  const form = await request.formData();
  // The link first: a dead one is answered the same whatever the fields say.
  const posted = form.get("token");
  const found = await lookUp(db, typeof posted === "string" ? posted : "");
  if (found.state !== "valid") return gone(found.state);
  const submission = parseSubmission(form, acceptInvitationSchema);
  try {
    if (submission.status !== "success") fail("invalid");
    const user = await getCurrentUser(request);
    const outcome = await acceptInvitation(db, await getAuth(), submission.value, {
      lng,
      sessionUserId: user?.id ?? null,
      now: new Date(),
    });
    if (!outcome.ok) {
      if (outcome.reason === "gone") return gone("unknown");
      fail("conflict", { key: `coachInvitation.refused.${outcome.reason}` });
    }
    return redirect("/coach/profile", { headers: { "Set-Cookie": outcome.cookie } });
  } catch (error) {
    // What was typed goes back into the form after a refusal, the password never.
    return answerError(error, { form: "invitation", submission, hideFields: ["password"] });
  }
}
