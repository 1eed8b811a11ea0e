// One event in the back office: its loader and action. The page is `event.tsx`.
import { data, redirect } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { eventPageSchema } from "~/features/admin/events-admin.schema";
import { adminEvent, createSession, partnerChoices, updateEvent } from "~/features/admin/events-admin.server";
import { answerError, type FormAnswer, fail, valueOrFail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/event";

async function eventOf(id: string) {
  if (!isUuid(id)) throw data(null, { status: 404 });
  const found = await adminEvent(await getDb(), id);
  if (!found) throw data(null, { status: 404 });
  return found;
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const { event, sessions } = await eventOf(params.id);
  return {
    timeZone: user.timeZone,
    partners: await partnerChoices(await getDb()),
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
    const created = await handle(params.id, submission.value, actor);
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
async function handle(id: string, input: z.output<typeof eventPageSchema>, actor: CurrentUser): Promise<string | null> {
  const db = await getDb();
  if (input.intent === "update-event") {
    const { intent: _intent, ...fields } = input;
    valueOrFail(await updateEvent(db, actor, id, fields));
    return null;
  }
  const { intent: _intent, ...session } = input;
  return valueOrFail(await createSession(db, actor, id, session)).id;
}
