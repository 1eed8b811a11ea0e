// One webinar in the back office: its loader and action. The page is `webinar.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { updateWebinarSchema, wallClockOf } from "~/features/admin/events-admin.schema";
import { adminWebinar, partnerChoices, updateWebinar } from "~/features/admin/events-admin.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/webinar";

export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const detail = isUuid(params.id) ? await adminWebinar(db, params.id) : null;
  if (!detail) throw data(null, { status: 404 });
  const { webinar, partnerName, registrations, recordingFound } = detail;
  const start = wallClockOf(webinar.startsAt, user.timeZone);
  return {
    timeZone: user.timeZone,
    partners: await partnerChoices(db),
    webinar: {
      id: webinar.id,
      slug: webinar.slug,
      titleNl: webinar.titleNl,
      titleEn: webinar.titleEn,
      startsAt: webinar.startsAt.toISOString(),
      partnerName,
      recordingFound,
    },
    /** The form's values as saved, as the fields show them. */
    form: {
      partnerId: webinar.partnerId ?? "",
      titleNl: webinar.titleNl,
      titleEn: webinar.titleEn,
      descriptionNl: webinar.descriptionNl,
      descriptionEn: webinar.descriptionEn,
      presenterName: webinar.presenterName,
      presenterRoleNl: webinar.presenterRoleNl,
      presenterRoleEn: webinar.presenterRoleEn,
      timeZone: user.timeZone,
      startDate: start.date,
      startTime: start.time,
      durationMinutes: String(webinar.durationMinutes),
      streamUrl: webinar.streamUrl ?? "",
      recordingSlug: webinar.recordingSlug ?? "",
    },
    registrations: registrations.map((registration) => ({
      ...registration,
      registeredAt: registration.registeredAt.toISOString(),
    })),
  };
}

/** The page's one form (`webinar`); `saved` after a write. */
export type WebinarAnswer = FormAnswer<"webinar"> & { saved?: true };

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const submission = parseSubmission(await request.formData(), updateWebinarSchema);
  const posted = { form: "webinar" as const, submission };
  try {
    if (!isUuid(params.id)) fail("notFound");
    if (submission.status !== "success") fail("invalid");
    const { intent: _intent, ...input } = submission.value;
    await updateWebinar(dbOf(context), actor, params.id, input, new Date());
    // The form starts again from the saved webinar.
    return data<WebinarAnswer>({ form: "webinar", result: submission.reply({ resetForm: true }), saved: true });
  } catch (error) {
    return answerError(error, posted);
  }
}
