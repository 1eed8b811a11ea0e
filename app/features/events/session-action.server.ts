import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { requireRole } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { eligibilityOf } from "./access.server";
import { cancelRegistration, register } from "./registrations.server";
import { SESSION_FORM_INVALID, sessionFormSchema } from "./session.schema";

/**
 * The register and cancel forms of a session, wherever the session is shown (its own page or a
 * partner's page), parsed with `sessionFormSchema` once. The caller has checked that the viewer
 * may see the session; this is the named guard for the form: members only, eligible ones.
 */
export async function sessionAction(request: Request, sessionId: string) {
  const user = await requireRole(request, "member");
  const parsed = parseForm(sessionFormSchema, await request.formData());
  if (!parsed.ok)
    return data({ error: Object.values(parsed.errors)[0] ?? SESSION_FORM_INVALID, notice: null }, { status: 400 });
  const eligibility = await eligibilityOf(user);
  if (eligibility !== "ok")
    return data({ error: `session.blocked.${eligibility}` as const, notice: null }, { status: 403 });
  const db = await getDb();
  const now = new Date();
  const form = parsed.data;
  if (form.intent === "register") {
    const result = await register(db, { sessionId, userId: user.id, choice: form.choice }, now);
    if (!result.ok) return data({ error: `session.error.${result.error}` as const, notice: null }, { status: 409 });
    return { error: null, notice: result.status };
  }
  const result = await cancelRegistration(db, { sessionId, userId: user.id }, now);
  if (!result.ok) return data({ error: `session.error.${result.error}` as const, notice: null }, { status: 409 });
  return { error: null, notice: "cancelled" as const };
}

/** What the panel shows after a form: a message key, or the new state. */
export interface SessionActionData {
  error: string | null;
  notice: "registered" | "waitlisted" | "cancelled" | null;
}
