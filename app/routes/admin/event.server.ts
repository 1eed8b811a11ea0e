// One event in the back office: its loader and action. The page is `event.tsx`.
import { data, redirect } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { eventPageSchema } from "~/features/admin/events-admin.schema";
import { adminEvent, createSession, partnerChoices, updateEvent } from "~/features/admin/events-admin.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/event";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const found = isUuid(params.id) ? await adminEvent(db, params.id) : null;
  if (!found) throw data(null, { status: 404 });
  const { event, sessions } = found;
  return {
    timeZone: user.timeZone,
    partners: await partnerChoices(db),
    event: {
      id: event.id,
      slug: event.slug,
      kind: event.kind,
      partnerId: event.partnerId ?? "",
      titleNl: event.titleNl,
      titleEn: event.titleEn,
      summaryNl: event.summaryNl,
      summaryEn: event.summaryEn,
      bodyNl: event.bodyNl,
      bodyEn: event.bodyEn,
      image: event.image,
    },
    sessions: sessions.map((session) => ({
      id: session.id,
      titleNl: session.titleNl,
      titleEn: session.titleEn,
      startsAt: session.startsAt.toISOString(),
      location: session.location,
      online: session.onlineUrl !== null,
      capacity: session.capacity,
      registered: session.registered,
      waitlisted: session.waitlisted,
      cancelled: session.cancelledAt !== null,
    })),
  };
}

/**
 * The page's forms, as answers name them: the event's own texts (`event`, which also answers a
 * post that names no form of the page) and a new session (`session`).
 */
export type EventFormId = "event" | "session";

export type EventAnswer = FormAnswer<EventFormId> & { saved?: true };

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), eventPageSchema);
  const posted = {
    form: (submission.payload.intent === "add-session" ? "session" : "event") as EventFormId,
    submission,
  };
  let session: string;
  try {
    if (!isUuid(params.id)) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const created = await handle(dbOf(context), params.id, submission.value, actor);
    if (created === null) {
      // The form starts again from the saved event.
      return data<EventAnswer>({ form: "event", result: submission.reply({ resetForm: true }), saved: true });
    }
    session = created;
  } catch (error) {
    return answerError(error, posted);
  }
  throw redirect(`/admin/sessions/${session}?created=1`);
}

/** Saves the event (null), or adds a session and answers its id. */
async function handle(
  db: Database,
  id: string,
  input: z.output<typeof eventPageSchema>,
  actor: CurrentUser,
): Promise<string | null> {
  if (input.intent === "update-event") {
    const { intent: _intent, ...fields } = input;
    await updateEvent(db, actor, id, fields);
    return null;
  }
  const { intent: _intent, ...session } = input;
  return (await createSession(db, actor, id, session)).id;
}
