import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { requireRole } from "~/features/accounts/areas.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { eligibilityOf } from "./access.server";
import { cancelRegistration, register } from "./registrations.server";
import { sessionFormSchema } from "./session.schema";

/** The panel's forms, as the answer names them: registering, and cancelling. */
export type SessionFormId = "session-register" | "session-cancel";

/** What the panel shows after a form: the form's answer, and the new state when it was done. */
export type SessionActionData = FormAnswer<SessionFormId> & {
  notice?: "registered" | "waitlisted" | "cancelled";
};

/**
 * The register and cancel forms of a session, wherever the session is shown (its own page or a
 * partner's page), parsed with `sessionFormSchema` once. The caller has checked that the viewer
 * may see the session; this is the named guard for the form: members only, eligible ones.
 */
export async function sessionAction(request: Request, db: Database, sessionId: string) {
  const user = await requireRole(request, "member");
  const submission = parseSubmission(await request.formData(), sessionFormSchema);
  const form: SessionFormId = submission.payload.intent === "cancel" ? "session-cancel" : "session-register";
  try {
    if (submission.status !== "success") fail("invalid");
    const eligibility = await eligibilityOf(user);
    if (eligibility !== "ok") fail("refused", { key: `session.blocked.${eligibility}` });
    const now = new Date();
    const posted = submission.value;
    let notice: SessionActionData["notice"] = "cancelled";
    if (posted.intent === "register") {
      notice = (await register(db, { sessionId, userId: user.id, choice: posted.choice }, now)).status;
    } else {
      await cancelRegistration(db, { sessionId, userId: user.id }, now);
    }
    return data<SessionActionData>({ form, result: submission.reply({ resetForm: true }), notice });
  } catch (error) {
    return answerError(error, { form, submission: submission as Submission<unknown> });
  }
}
