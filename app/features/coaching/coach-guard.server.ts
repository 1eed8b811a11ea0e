import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { requireRole } from "~/features/accounts/guards.server";
import { coachOfUser } from "./appointments.server";

/** Opens every coach-area loader and action: a logged-in coach with a practice, else 401/403. */
export async function requireCoach(request: Request) {
  const user = await requireRole(request, "coach");
  const coach = await coachOfUser(await getDb(), user.id);
  if (!coach) throw data(null, { status: 403 });
  return { user, coach };
}
