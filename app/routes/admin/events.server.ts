// The back office's list of events: its loader and action. The page is `events.tsx`.
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { createEventSchema } from "~/features/admin/events-admin.schema";
import { createEvent, partnerChoices } from "~/features/admin/events-admin.server";
import { type AdminEventListRow, listAdminEvents } from "~/features/admin/sessions.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import type { Route } from "./+types/events";

/** The list as the page needs it: titles in both languages, times as ISO strings. */
function forPage(rows: AdminEventListRow[]) {
  return rows.map((event) => ({
    ...event,
    sessions: event.sessions.map((session) => ({
      ...session,
      startsAt: session.startsAt.toISOString(),
      endsAt: session.endsAt.toISOString(),
    })),
  }));
}

export type PageEvent = ReturnType<typeof forPage>[number];

export async function loader({ context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const list = await listAdminEvents(db, new Date());
  return {
    partners: await partnerChoices(db),
    timeZone: user.timeZone,
    upcoming: forPage(list.upcoming),
    past: forPage(list.past),
    unscheduled: forPage(list.unscheduled),
  };
}

/** The page's one form, a new event (`create`); a created event opens its own page. */
export type EventsAnswer = FormAnswer<"create">;

/** Creates an event and opens its page, where its sessions are added. */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), createEventSchema);
  const posted = { form: "create" as const, submission };
  let id: string;
  try {
    if (submission.status !== "success") fail("invalid");
    const { intent: _intent, ...input } = submission.value;
    ({ id } = await createEvent(dbOf(context), actor, input));
  } catch (error) {
    return answerError(error, posted);
  }
  throw redirect(`/admin/events/${id}?created=1`);
}
