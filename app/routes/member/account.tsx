import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import { SwitchField } from "~/components/form/fields";
import { useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Card } from "~/components/ui/card";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { UndoNotice, UndoOutcome } from "~/components/ui/undo-notice";
import { accountFormSchema } from "~/features/accounts/account.schema";
import {
  AccountDataCard,
  ButtonForm,
  CardForm,
  CardNotice,
  DeleteConfirmField,
  EmailChangeFields,
  LinkedSince,
  PasswordChangeFields,
  SessionList,
} from "~/features/accounts/components/account-parts";
import { AuthMessages } from "~/features/accounts/components/form-parts";
import { ProfileFields } from "~/features/accounts/components/profile-fields";
import { ReminderFields } from "~/features/accounts/components/reminder-fields";
import { languageParam } from "~/utils/i18n/config";
import { formatDate, formatTime } from "~/utils/i18n/format";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/account";
import type { AccountAnswer, AccountFormId } from "./account.server";

export { action, loader } from "./account.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:account.metaTitle");

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/** The fields of each form with fields, as the summary links to them (`{form}-{name}`). */
const formFields: Record<string, readonly string[]> = {
  profile: ["name", "timeZone", "locale"],
  email: ["email", "emailPassword"],
  password: ["currentPassword", "newPassword"],
  delete: ["deletePassword"],
  mail: ["reminders", "reminderChannel", "reminderHours", "messages"],
};

export default function Account({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const answer = actionData as AccountAnswer | undefined;
  const form = (id: AccountFormId, defaultValue?: Record<string, string>) => ({
    id,
    schema: accountFormSchema,
    answer,
    defaultValue,
  });
  const { name, timeZone, locale } = loaderData;
  const [profile, profileFields] = useAppForm(form("profile", { name, timeZone, locale }));
  const [email, emailFields] = useAppForm(form("email"));
  const [password, passwordFields] = useAppForm(form("password"));
  const [remove, deleteFields] = useAppForm(form("delete"));
  const on = (value: boolean) => (value ? "on" : "");
  const [mail, mailFields] = useAppForm({
    ...form("mail"),
    defaultValue: {
      reminders: on(loaderData.mail.reminders),
      messages: on(loaderData.mail.messages),
      reminderChannel: loaderData.reminder.channel,
      reminderHours: loaderData.reminder.hours.map(String),
    },
  });
  // One summary for the page: the form with errors now (the browser's check or the server's
  // answer), or the buttons' answer (an organisation's login, a form the page does not have).
  const refused = [profile, email, password, remove, mail].find((candidate) => hasErrors(candidate.allErrors));
  const summary = refused
    ? { form: refused.id, errors: refused.allErrors, status: refused.status }
    : answer && !(answer.form in formFields)
      ? { form: answer.form, errors: answer.result.error, status: answer.result.status }
      : null;
  const fieldId = (field: string) =>
    summary && formFields[summary.form]?.includes(field) ? `${summary.form}-${field}` : null;
  const done = (intent: string) => answer?.done === intent;
  const values = answer?.problem?.values;
  // An account without a password confirms with a fresh login through its organisation.
  const identity = loaderData.identity;
  const needsLogin = !identity.password && !identity.freshUntil;
  const freshUntil = identity.freshUntil ? formatTime(new Date(identity.freshUntil), lng, loaderData.timeZone) : null;
  const partners = loaderData.identities.linked;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("account.title")}</h1>
      <p className="mt-2 text-lg text-ink-muted">{t("account.intro")}</p>
      <AuthMessages errors={summary?.errors} values={values}>
        <div className="mt-6 empty:hidden">
          <ErrorSummary errors={summary?.errors} status={summary?.status} fieldId={fieldId} />
        </div>
      </AuthMessages>
      <div className="mt-8 flex flex-col gap-6">
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.profileTitle")}</h2>
          {done("profile") ? <CardNotice tone="success">{t("account.profileSaved")}</CardNotice> : null}
          <FormMessages namespace="auth">
            <CardForm form={profile} intent="profile">
              <ProfileFields
                fields={{ name: profileFields.name, timeZone: profileFields.timeZone, locale: profileFields.locale }}
                zones={loaderData.zones}
              />
            </CardForm>
          </FormMessages>
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.emailTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.emailIntro", { email: loaderData.email })}</p>
          {done("email") && answer?.sentTo ? (
            <CardNotice tone="success">{t("account.emailSent", { email: answer.sentTo })}</CardNotice>
          ) : loaderData.pendingEmail ? (
            <CardNotice tone="info">{t("account.emailPending", { email: loaderData.pendingEmail })}</CardNotice>
          ) : null}
          {needsLogin ? (
            <FreshLogin partners={partners} />
          ) : (
            <CardForm form={email} intent="email">
              <EmailChangeFields
                fields={{ email: emailFields.email, emailPassword: emailFields.emailPassword }}
                values={values}
                password={identity.password}
                freshUntil={freshUntil}
              />
            </CardForm>
          )}
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.passwordTitle")}</h2>
          {done("password") ? <CardNotice tone="success">{t("account.passwordSaved")}</CardNotice> : null}
          <CardForm form={password} intent="password">
            <PasswordChangeFields
              fields={{ currentPassword: passwordFields.currentPassword, newPassword: passwordFields.newPassword }}
              values={values}
            />
          </CardForm>
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.mailTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.mailIntro")}</p>
          {done("mail") ? <CardNotice tone="success">{t("account.mailSaved")}</CardNotice> : null}
          <FormMessages namespace="auth">
            <CardForm form={mail} intent="mail">
              <SwitchField meta={mailFields.reminders} hint={t("account.reminderHint")}>
                {t("account.mailReminders")}
              </SwitchField>
              <ReminderFields
                fields={{ reminderChannel: mailFields.reminderChannel, reminderHours: mailFields.reminderHours }}
              />
              <SwitchField meta={mailFields.messages} hint={t("account.mailMessagesHint")}>
                {t("account.mailMessages")}
              </SwitchField>
            </CardForm>
          </FormMessages>
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.ssoTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.ssoIntro")}</p>
          {loaderData.linkedNow ? (
            <CardNotice tone="success">{t("account.ssoLinkedDone", { partner: loaderData.linkedNow })}</CardNotice>
          ) : null}
          {done("unlink-sso") ? <CardNotice tone="success">{t("account.ssoUnlinked")}</CardNotice> : null}
          {loaderData.identities.linked.length === 0 ? (
            <p className="mt-4 text-ink-muted">{t("account.ssoNone")}</p>
          ) : null}
          <ul className="mt-4 flex flex-col gap-2">
            {loaderData.identities.linked.map((item) => (
              <li
                key={item.slug}
                className="flex flex-wrap items-center justify-between gap-3 rounded-[var(--radius-control)] border border-line p-3"
              >
                <LinkedSince name={item.name} since={item.since} timeZone={loaderData.timeZone} lng={lng} />
                <ButtonForm intent="unlink-sso" partner={item.slug} variant="secondary">
                  {t("account.ssoUnlink", { partner: item.name })}
                </ButtonForm>
              </li>
            ))}
          </ul>
          {loaderData.identities.available.length > 0 ? (
            <div className="mt-4 flex flex-wrap gap-3">
              {loaderData.identities.available.map((item) => (
                <ButtonForm key={item.slug} intent="link-sso" partner={item.slug}>
                  {t("account.ssoLink", { partner: item.name })}
                </ButtonForm>
              ))}
            </div>
          ) : null}
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.sessionsTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.sessionsIntro")}</p>
          {done("sessions") ? <CardNotice tone="success">{t("account.othersLoggedOut")}</CardNotice> : null}
          <SessionList sessions={loaderData.sessions} timeZone={loaderData.timeZone} lng={lng} />
          <ButtonForm intent="sessions" variant="secondary" className="mt-4">
            {t("account.logoutOthers")}
          </ButtonForm>
        </Card>

        <AccountDataCard lng={lng} />

        <VitascanConsent
          consentedAt={loaderData.vitascanConsentAt}
          answer={answer?.form === "vitascan" ? answer : undefined}
        />

        <Card className="border-danger-700/40">
          <h2 className="text-xl font-semibold text-ink">{t("account.deleteTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.deleteText")}</p>
          {needsLogin ? (
            <FreshLogin partners={partners} />
          ) : (
            <CardForm form={remove} intent="delete" button={t("account.deleteButton")} variant="danger">
              <DeleteConfirmField
                fields={{ deletePassword: deleteFields.deletePassword }}
                values={values}
                password={identity.password}
                freshUntil={freshUntil}
              />
            </CardForm>
          )}
        </Card>
      </div>
    </div>
  );
}

/**
 * For an account without a password whose login is no longer fresh: a change of address or a
 * deletion is confirmed by logging in again through one of its organisations, which brings the
 * person back here.
 */
function FreshLogin({ partners }: { partners: { slug: string; name: string }[] }) {
  const { t } = useTranslation("auth");
  return (
    <div className="mt-4 flex flex-col gap-4">
      <p className="text-ink-muted">{t(partners.length > 0 ? "account.reauthText" : "account.reauthNone")}</p>
      {partners.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {partners.map((item) => (
            <ButtonForm key={item.slug} intent="reauth" partner={item.slug} variant="secondary">
              {t("account.reauthButton", { partner: item.name })}
            </ButtonForm>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The vitality scan's health-data consent, and withdrawing it (which deletes every scan, after 30 seconds to undo). */
function VitascanConsent({ consentedAt, answer }: { consentedAt: string | null; answer: AccountAnswer | undefined }) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("account.title")}</h2>
      {answer?.undo ? (
        <div className="mt-2">
          <UndoNotice
            message={t("account.withdrawnUndo")}
            token={answer.undo.token}
            expiresAt={answer.undo.expiresAt}
          />
        </div>
      ) : null}
      <div className="mt-2 empty:hidden">
        <UndoOutcome done={answer?.undone ? t("account.restored") : null} refused={answer?.undoRefused} />
      </div>
      {consentedAt ? (
        <>
          <p className="mt-2 text-ink-muted">
            {t("account.consented", { date: formatDate(new Date(consentedAt), lng, "Europe/Amsterdam") })}
          </p>
          {/* Every scan goes with it: asked twice, saying so, and for 30 seconds it can be undone. */}
          <div className="mt-4">
            <ConfirmAction
              label={t("account.withdraw")}
              consequence={t("account.withdrawConsequenceUndo")}
              confirmLabel={t("account.withdrawConfirm")}
              intent="withdraw-vitascan"
            />
          </div>
        </>
      ) : (
        <p className="mt-2 text-ink-muted">{t("account.none")}</p>
      )}
    </Card>
  );
}
