// A webinar's page: its loader and action. The page is `webinar.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { requireRole } from "~/features/accounts/areas.server";
import { assertCanSee, eligibilityOf, viewerOf } from "~/features/events/access.server";
import { localised } from "~/features/events/events";
import { STREAM_LEAD_MINUTES, webinarPhase } from "~/features/webinars/stream";
import { webinarFormSchema } from "~/features/webinars/webinar.schema";
import {
  embeddableStream,
  getWebinar,
  isRegistered,
  registerForWebinar,
  unregisterFromWebinar,
} from "~/features/webinars/webinars.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { isSlug } from "~/utils/ids";
import { renderMarkdown } from "~/utils/markdown.server";
import type { Route } from "./+types/webinar";

async function visibleWebinar(db: Database, request: Request, slug: string) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const webinar = await getWebinar(db, slug);
  if (!webinar) throw data(null, { status: 404 });
  const viewer = await viewerOf(request);
  assertCanSee(webinar.partnerId, viewer);
  return { webinar, viewer };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const db = dbOf(context);
  const { webinar, viewer } = await visibleWebinar(db, request, params.slug);
  const now = new Date();
  const registered = viewer.user ? await isRegistered(db, webinar.id, viewer.user.id) : false;
  const phase = webinarPhase(webinar.startsAt, webinar.durationMinutes, now);
  const streamOpens = webinar.startsAt.getTime() - STREAM_LEAD_MINUTES * 60_000;
  const stream = registered && phase !== "ended" && now.getTime() >= streamOpens ? embeddableStream(webinar) : null;
  return {
    webinar: {
      slug: webinar.slug,
      title: localised(webinar, "title", lng),
      descriptionHtml: renderMarkdown(localised(webinar, "description", lng)),
      presenter: webinar.presenterName,
      presenterRole: localised(webinar, "presenterRole", lng),
      startsAt: webinar.startsAt.toISOString(),
      durationMinutes: webinar.durationMinutes,
      recordingSlug: webinar.recordingSlug,
      hasStream: webinar.streamUrl !== null,
    },
    phase,
    registered,
    stream,
    eligibility: await eligibilityOf(viewer.user),
    serverNow: now.toISOString(),
    timeZone: viewer.user?.timeZone ?? "Europe/Amsterdam",
  };
}

/** What the page shows after its register or cancel button: the answer, and what was done. */
export type WebinarAnswer = FormAnswer<"webinar"> & { notice?: "webinar.registered" | "webinar.unregistered" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const db = dbOf(context);
  const { webinar } = await visibleWebinar(db, request, params.slug);
  // The page is public; registering is for members.
  const user = await requireRole(request, "member", params);
  const submission = parseSubmission(await request.formData(), webinarFormSchema);
  const posted = { form: "webinar" as const, submission: submission as Submission<unknown> };
  try {
    const eligibility = await eligibilityOf(user);
    if (eligibility !== "ok") fail("refused", { key: `session.blocked.${eligibility}` });
    if (submission.status !== "success") fail("invalid");
    const now = new Date();
    if (webinarPhase(webinar.startsAt, webinar.durationMinutes, now) === "ended") {
      fail("conflict", { key: "webinar.ended" });
    }
    let notice: WebinarAnswer["notice"] = "webinar.unregistered";
    if (submission.value.intent === "register") {
      await registerForWebinar(db, webinar.id, user.id, now);
      notice = "webinar.registered";
    } else {
      await unregisterFromWebinar(db, webinar.id, user.id);
    }
    return data<WebinarAnswer>({ form: "webinar", result: submission.reply({ resetForm: true }), notice });
  } catch (error) {
    return answerError(error, posted);
  }
}
