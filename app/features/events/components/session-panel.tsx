import { useLocation, useNavigation } from "react-router";
import { ErrorSummary } from "~/components/form/error-summary";
import { SelectField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { Link } from "~/components/ui/link";
import { sessionFormSchema } from "~/features/events/session.schema";
import type { SessionActionData } from "~/features/events/session-action.server";
import type { SessionPanelData } from "~/features/events/session-page.server";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime, formatTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

const blockers = {
  "not-member": "session.blocked.not-member",
  verify: "session.blocked.verify",
  onboarding: "session.blocked.onboarding",
} as const;

/** A session's facts and the viewer's register / cancel controls, on the session page and partner pages. */
export function SessionPanel({
  panel,
  actionData,
  lng,
}: {
  panel: SessionPanelData;
  actionData: SessionActionData | undefined;
  lng: Language;
}) {
  const { t } = useTranslation("events");
  const location = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { session, mine, eligibility, timeZone } = panel;
  const start = new Date(session.startsAt);
  const full = session.placesLeft === 0;
  const returnTo = encodeURIComponent(location.pathname);
  const [form, fields] = useAppForm({ id: "session-register", schema: sessionFormSchema, answer: actionData });
  // One summary for the panel: the registration as checked or answered, or the cancel button's answer.
  const refused = Object.values(form.allErrors).some((keys) => keys.length > 0)
    ? { errors: form.allErrors, status: form.status }
    : actionData?.form === "session-cancel"
      ? { errors: actionData.result.error, status: actionData.result.status }
      : null;
  const onlyForm = refused ? Object.keys(refused.errors ?? {}).every((name) => name !== "choice") : false;
  return (
    <FormMessages namespace="events">
      <Card className="flex flex-col gap-4" aria-labelledby="session-panel-heading">
        <h2 id="session-panel-heading" className="text-xl font-semibold text-ink">
          {session.title}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          <dt className="font-medium text-ink-muted">{t("session.when")}</dt>
          <dd className="text-ink">
            {formatDateTime(start, lng, timeZone)}–{formatTime(new Date(session.endsAt), lng, timeZone)}{" "}
            <span className="text-ink-muted">({timeZone.replaceAll("_", " ")})</span>
          </dd>
          <dt className="font-medium text-ink-muted">{t("session.where")}</dt>
          <dd className="text-ink">
            {session.location ?? t("session.online")}
            {session.onlineUrl ? (
              <>
                {" · "}
                <a
                  className="font-semibold text-brand-800 underline"
                  href={session.onlineUrl}
                  rel="noopener noreferrer"
                >
                  {t("session.joinOnline")}
                </a>
              </>
            ) : null}
          </dd>
          <dt className="font-medium text-ink-muted">{t("session.places")}</dt>
          <dd className="text-ink">
            {full
              ? t("session.full", { count: session.waitlisted })
              : t("session.placesLeft", { count: session.placesLeft, capacity: session.capacity })}
          </dd>
          <dt className="font-medium text-ink-muted">{t("session.deadline")}</dt>
          <dd className="text-ink">{formatDateTime(new Date(session.deadline), lng, timeZone)}</dd>
        </dl>

        {actionData?.notice ? <Alert tone="success">{t(`session.notice.${actionData.notice}`)}</Alert> : null}
        <ErrorSummary
          errors={refused?.errors}
          status={refused?.status}
          fieldId={(name) => (name === "choice" ? fields.choice.id : null)}
          {...(onlyForm ? { title: t("session.refused") } : {})}
        />

        {mine ? (
          <div className="flex flex-col gap-3">
            <Alert tone={mine.status === "registered" ? "success" : "info"}>
              {mine.status === "registered"
                ? t("session.youAreRegistered")
                : t("session.youAreWaitlisted", { position: mine.position })}
              {mine.choice ? ` ${t("session.yourChoice", { choice: mine.choice })}` : null}
            </Alert>
            {session.cancellable ? (
              <ConfirmAction
                label={mine.status === "registered" ? t("session.cancel") : t("session.leaveWaitlist")}
                consequence={
                  mine.status === "registered" ? t("session.cancelConsequence") : t("session.leaveWaitlistConsequence")
                }
                confirmLabel={
                  mine.status === "registered" ? t("session.cancelConfirm") : t("session.leaveWaitlistConfirm")
                }
                intent="cancel"
              />
            ) : null}
          </div>
        ) : session.window !== "open" ? (
          <Alert tone="warning">{t(`session.closed.${session.window}`)}</Alert>
        ) : eligibility === "login" ? (
          <p>
            <Link variant="primary" to={`/${lng}/login?returnTo=${returnTo}`}>
              {t("session.loginToRegister")}
            </Link>
          </p>
        ) : eligibility !== "ok" ? (
          <Alert tone="warning">{t(blockers[eligibility])}</Alert>
        ) : (
          <Form form={form} className="flex flex-col gap-4">
            <input type="hidden" name="intent" value="register" />
            {session.choices.length > 0 ? (
              <SelectField
                meta={fields.choice}
                label={t("session.choice")}
                options={[{ value: "", label: t("session.choosePrompt") }, ...session.choices]}
              />
            ) : null}
            {full ? <p className="text-ink-muted">{t("session.waitlistExplained")}</p> : null}
            <div>
              <Button type="submit" isDisabled={busy}>
                {full ? t("session.joinWaitlist") : t("session.register")}
              </Button>
            </div>
          </Form>
        )}
      </Card>
    </FormMessages>
  );
}
