import { data, Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { getDb } from "~/db/client.server";
import { requireRole } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { assertCanSee, eligibilityOf, viewerOf } from "~/features/events/access.server";
import { localised } from "~/features/events/events";
import { languageParam } from "~/features/i18n/config";
import { formatDateTime, formatTime } from "~/features/i18n/format";
import { pageMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { WebinarStage } from "~/features/webinars/components/webinar-stage";
import { STREAM_LEAD_MINUTES, webinarPhase } from "~/features/webinars/stream";
import { WEBINAR_FORM_INVALID, webinarFormSchema } from "~/features/webinars/webinar.schema";
import {
  embeddableStream,
  getWebinar,
  isRegistered,
  registerForWebinar,
  unregisterFromWebinar,
} from "~/features/webinars/webinars.server";
import { isSlug } from "~/utils/ids";
import { renderMarkdown } from "~/utils/markdown.server";
import type { Route } from "./+types/webinar";

async function visibleWebinar(request: Request, slug: string) {
  if (!isSlug(slug)) throw data(null, { status: 404 });
  const webinar = await getWebinar(await getDb(), slug);
  if (!webinar) throw data(null, { status: 404 });
  const viewer = await viewerOf(request);
  assertCanSee(webinar.partnerId, viewer);
  return { webinar, viewer };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const { webinar, viewer } = await visibleWebinar(request, params.slug);
  const db = await getDb();
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

export async function action({ request, params }: Route.ActionArgs) {
  const { webinar } = await visibleWebinar(request, params.slug);
  // The page is public; registering is for members.
  const user = await requireRole(request, "member", params);
  const eligibility = await eligibilityOf(user);
  if (eligibility !== "ok") return data({ error: `session.blocked.${eligibility}`, notice: null }, { status: 403 });
  const parsed = parseForm(webinarFormSchema, await request.formData());
  if (!parsed.ok) return data({ error: WEBINAR_FORM_INVALID, notice: null }, { status: 400 });
  const now = new Date();
  if (webinarPhase(webinar.startsAt, webinar.durationMinutes, now) === "ended") {
    return data({ error: "webinar.ended", notice: null }, { status: 409 });
  }
  const db = await getDb();
  if (parsed.data.intent === "register") {
    await registerForWebinar(db, webinar.id, user.id, now);
    return { error: null, notice: "webinar.registered" };
  }
  await unregisterFromWebinar(db, webinar.id, user.id);
  return { error: null, notice: "webinar.unregistered" };
}

export const meta: Route.MetaFunction = ({ params, matches, loaderData }) => {
  if (!loaderData) return [{ title: "Vitaal" }];
  return pageMeta({
    title: loaderData.webinar.title,
    description: `${loaderData.webinar.presenter} · ${loaderData.webinar.presenterRole}`,
    lng: languageParam(params.lng),
    path: `/webinars/${loaderData.webinar.slug}`,
    origin: matches[0]?.loaderData?.origin ?? "",
  });
};

export default function Webinar({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  const lng = languageParam(params.lng);
  const { webinar, phase, registered, stream, eligibility, timeZone } = loaderData;
  const busy = useNavigation().state === "submitting";
  const start = new Date(webinar.startsAt);
  const end = new Date(start.getTime() + webinar.durationMinutes * 60_000);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <p>
        <Link to={`/${lng}/events`}>← {t("list.title")}</Link>
      </p>
      <p className="mt-4 text-sm font-semibold uppercase tracking-wide text-brand-800">{t("webinar.label")}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{webinar.title}</h1>
      <p className="mt-2 text-lg text-ink-muted">
        {t("webinar.by", { presenter: webinar.presenter, role: webinar.presenterRole })}
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="flex flex-col gap-6">
          {stream ? (
            <WebinarStage
              title={webinar.title}
              startsAt={webinar.startsAt}
              durationMinutes={webinar.durationMinutes}
              streamUrl={stream}
              serverNow={loaderData.serverNow}
            />
          ) : null}
          {phase === "ended" ? (
            <Card>
              <h2 className="text-xl font-semibold text-ink">{t("webinar.recording")}</h2>
              {webinar.recordingSlug ? (
                <p className="mt-2">
                  <Link variant="primary" to={`/${lng}/media/id/${webinar.recordingSlug}`}>
                    {t("webinar.watchRecording")}
                  </Link>
                </p>
              ) : (
                <p className="mt-2 text-ink">{t("webinar.recordingFollows")}</p>
              )}
            </Card>
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised Markdown (renderMarkdown) */}
          <div className="prose-vitaal" dangerouslySetInnerHTML={{ __html: webinar.descriptionHtml }} />
        </div>
        <Card className="flex flex-col gap-4 self-start" aria-labelledby="webinar-when">
          <h2 id="webinar-when" className="text-xl font-semibold text-ink">
            {t("webinar.when")}
          </h2>
          <p className="text-ink">
            {formatDateTime(start, lng, timeZone)}–{formatTime(end, lng, timeZone)}{" "}
            <span className="text-ink-muted">({timeZone.replaceAll("_", " ")})</span>
          </p>
          <p className="text-ink-muted">{t("webinar.duration", { minutes: webinar.durationMinutes })}</p>
          {actionData?.notice ? <Alert tone="success">{t(actionData.notice)}</Alert> : null}
          {actionData?.error ? (
            <Alert tone="danger" role="alert">
              {t(actionData.error)}
            </Alert>
          ) : null}
          {phase === "ended" ? null : registered ? (
            <>
              <Alert tone="success">
                {phase === "live" || stream ? t("webinar.registeredLive") : t("webinar.registeredBefore")}
              </Alert>
              {!webinar.hasStream ? <p className="text-ink-muted">{t("webinar.noStreamYet")}</p> : null}
              <Form method="post">
                <input type="hidden" name="intent" value="cancel" />
                <Button type="submit" variant="secondary" isDisabled={busy}>
                  {t("webinar.unregister")}
                </Button>
              </Form>
            </>
          ) : eligibility === "login" ? (
            <p>
              <Link
                variant="primary"
                to={`/${lng}/login?returnTo=${encodeURIComponent(`/${lng}/webinars/${webinar.slug}`)}`}
              >
                {t("webinar.loginToRegister")}
              </Link>
            </p>
          ) : eligibility !== "ok" ? (
            <Alert tone="warning">{t(`session.blocked.${eligibility}`)}</Alert>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="register" />
              <Button type="submit" isDisabled={busy}>
                {t("webinar.register")}
              </Button>
            </Form>
          )}
        </Card>
      </div>
    </div>
  );
}
