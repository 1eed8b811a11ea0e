import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Link } from "~/components/ui/link";
import { WebinarStage } from "~/features/webinars/components/webinar-stage";
import { languageParam } from "~/utils/i18n/config";
import { formatDateTime, formatTime } from "~/utils/i18n/format";
import { pageMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/webinar";
import type { WebinarAnswer } from "./webinar.server";

// A webinar's page: when it is, registering (members), and its stream or recording. Loader and
// action are in `webinar.server.ts`.

export { action, loader } from "./webinar.server";

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

export default function Webinar({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("events");
  const lng = useLanguage();
  const answer = actionData as WebinarAnswer | undefined;
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
          {answer?.notice ? <Alert tone="success">{t(answer.notice)}</Alert> : null}
          <FormMessages namespace="events">
            <ErrorSummary
              errors={answer?.result.error}
              status={answer?.result.status}
              fieldId={() => null}
              title={t("session.refused")}
            />
          </FormMessages>
          {phase === "ended" ? null : registered ? (
            <>
              <Alert tone="success">
                {phase === "live" || stream ? t("webinar.registeredLive") : t("webinar.registeredBefore")}
              </Alert>
              {!webinar.hasStream ? <p className="text-ink-muted">{t("webinar.noStreamYet")}</p> : null}
              <ConfirmAction
                label={t("webinar.unregister")}
                consequence={t("webinar.unregisterConsequence")}
                confirmLabel={t("webinar.unregisterConfirm")}
                intent="cancel"
              />
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
              <Button type="submit" name="intent" value="register" isDisabled={busy}>
                {t("webinar.register")}
              </Button>
            </Form>
          )}
        </Card>
      </div>
    </div>
  );
}
