import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { requireRole } from "~/features/accounts/guards.server";
import { kickJobs } from "~/features/jobs/registry.server";
import { eligibilityOf } from "./access.server";
import { cancelRegistration, register } from "./registrations.server";

/**
 * The register and cancel forms of a session, wherever the session is shown (its own page or a
 * partner's page). The caller has checked that the viewer may see the session.
 */
export async function sessionAction(request: Request, sessionId: string) {
  const user = await requireRole(request, "member");
  const eligibility = await eligibilityOf(user);
  if (eligibility !== "ok")
    return data({ error: `session.blocked.${eligibility}` as const, notice: null }, { status: 403 });
  const form = await request.formData();
  const intent = form.get("intent");
  const db = await getDb();
  const now = new Date();
  if (intent === "register") {
    const choice = form.get("choice");
    const result = await register(
      db,
      { sessionId, userId: user.id, choice: typeof choice === "string" ? choice : null },
      now,
    );
    if (!result.ok) return data({ error: `session.error.${result.error}` as const, notice: null }, { status: 409 });
    kickJobs();
    return { error: null, notice: result.status };
  }
  if (intent === "cancel") {
    const result = await cancelRegistration(db, { sessionId, userId: user.id }, now);
    if (!result.ok) return data({ error: `session.error.${result.error}` as const, notice: null }, { status: 409 });
    kickJobs();
    return { error: null, notice: "cancelled" as const };
  }
  return data({ error: "session.error.invalid" as const, notice: null }, { status: 400 });
}

/** What the panel shows after a form: a message key, or the new state. */
export interface SessionActionData {
  error: string | null;
  notice: "registered" | "waitlisted" | "cancelled" | null;
}
