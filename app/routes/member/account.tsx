import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  AccountDataCard,
  CardNotice,
  DeleteConfirmField,
  EmailChangeFields,
  LinkedSince,
  PasswordChangeFields,
  SessionList,
} from "~/features/accounts/components/account-parts";
import { ProfileFields } from "~/features/accounts/components/profile-fields";
import { languageParam } from "~/features/i18n/config";
import { formatDate, formatTime } from "~/features/i18n/format";
import { privateMeta } from "~/features/i18n/meta";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/account";

export { action, loader } from "./account.server";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "auth:account.metaTitle");

export default function Account({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const lng = languageParam(params.lng);
  const errorsFor = (intent: string) => (actionData?.intent === intent ? (actionData.errors ?? {}) : {});
  const doneFor = (intent: string) => actionData?.intent === intent && actionData.done;
  const message = (key: string | undefined, limits: { min?: number; max?: number; minutes?: number } = {}) =>
    key ? t(key, limits) : undefined;
  const profileErrors = errorsFor("profile");
  const passwordErrors = errorsFor("password");
  const emailErrors = errorsFor("email");
  const deleteErrors = errorsFor("delete");
  // An account without a password confirms with a fresh login through its organisation.
  const identity = loaderData.identity;
  const needsLogin = !identity.password && !identity.freshUntil;
  const freshUntil = identity.freshUntil ? formatTime(new Date(identity.freshUntil), lng, loaderData.timeZone) : null;
  const partners = loaderData.identities.linked;
  const ssoError = errorsFor("link-sso").partner ?? errorsFor("unlink-sso").partner ?? errorsFor("reauth").partner;
  // A form this page does not have (an unknown intent): said once, above every card.
  const formError = actionData?.errors?.form;
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("account.title")}</h1>
      <p className="mt-2 text-lg text-ink-muted">{t("account.intro")}</p>
      {formError ? (
        <div className="mt-6">
          <Alert tone="danger" role="alert">
            {t(formError)}
          </Alert>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col gap-6">
        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.profileTitle")}</h2>
          {doneFor("profile") ? <CardNotice tone="success">{t("account.profileSaved")}</CardNotice> : null}
          <Form method="post" className="mt-4 flex flex-col gap-5" noValidate>
            <input type="hidden" name="intent" value="profile" />
            <ProfileFields
              name={loaderData.name}
              timeZone={loaderData.timeZone}
              locale={loaderData.locale}
              zones={loaderData.zones}
              errors={profileErrors}
            />
            <div>
              <Button type="submit">{t("account.save")}</Button>
            </div>
          </Form>
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.emailTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.emailIntro", { email: loaderData.email })}</p>
          {doneFor("email") && actionData?.sentTo ? (
            <CardNotice tone="success">{t("account.emailSent", { email: actionData.sentTo })}</CardNotice>
          ) : loaderData.pendingEmail ? (
            <CardNotice tone="info">{t("account.emailPending", { email: loaderData.pendingEmail })}</CardNotice>
          ) : null}
          {needsLogin ? (
            <FreshLogin partners={partners} error={message(emailErrors.emailPassword)} />
          ) : (
            <Form method="post" className="mt-4 flex flex-col gap-5" noValidate>
              <input type="hidden" name="intent" value="email" />
              <EmailChangeFields
                errors={emailErrors}
                minutes={actionData?.minutes}
                password={identity.password}
                freshUntil={freshUntil}
              />
              <div>
                <Button type="submit">{t("account.save")}</Button>
              </div>
            </Form>
          )}
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.passwordTitle")}</h2>
          {doneFor("password") ? <CardNotice tone="success">{t("account.passwordSaved")}</CardNotice> : null}
          <Form method="post" className="mt-4 flex flex-col gap-5" noValidate>
            <input type="hidden" name="intent" value="password" />
            <PasswordChangeFields errors={passwordErrors} minutes={actionData?.minutes} />
            <div>
              <Button type="submit">{t("account.save")}</Button>
            </div>
          </Form>
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.ssoTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.ssoIntro")}</p>
          {loaderData.linkedNow ? (
            <CardNotice tone="success">{t("account.ssoLinkedDone", { partner: loaderData.linkedNow })}</CardNotice>
          ) : null}
          {doneFor("unlink-sso") ? <CardNotice tone="success">{t("account.ssoUnlinked")}</CardNotice> : null}
          {ssoError ? <CardNotice tone="danger">{t(ssoError)}</CardNotice> : null}
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
                <Form method="post">
                  <input type="hidden" name="intent" value="unlink-sso" />
                  <input type="hidden" name="partner" value={item.slug} />
                  <Button type="submit" variant="secondary">
                    {t("account.ssoUnlink", { partner: item.name })}
                  </Button>
                </Form>
              </li>
            ))}
          </ul>
          {loaderData.identities.available.length > 0 ? (
            <div className="mt-4 flex flex-wrap gap-3">
              {loaderData.identities.available.map((item) => (
                <Form method="post" key={item.slug}>
                  <input type="hidden" name="intent" value="link-sso" />
                  <input type="hidden" name="partner" value={item.slug} />
                  <Button type="submit">{t("account.ssoLink", { partner: item.name })}</Button>
                </Form>
              ))}
            </div>
          ) : null}
        </Card>

        <Card>
          <h2 className="text-xl font-semibold text-ink">{t("account.sessionsTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.sessionsIntro")}</p>
          {doneFor("sessions") ? <CardNotice tone="success">{t("account.othersLoggedOut")}</CardNotice> : null}
          <SessionList sessions={loaderData.sessions} timeZone={loaderData.timeZone} lng={lng} />
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="sessions" />
            <Button type="submit" variant="secondary">
              {t("account.logoutOthers")}
            </Button>
          </Form>
        </Card>

        <AccountDataCard lng={lng} />

        <VitascanConsent consentedAt={loaderData.vitascanConsentAt} withdrawn={Boolean(doneFor("withdraw-vitascan"))} />

        <Card className="border-danger-700/40">
          <h2 className="text-xl font-semibold text-ink">{t("account.deleteTitle")}</h2>
          <p className="mt-2 text-ink-muted">{t("account.deleteText")}</p>
          {needsLogin ? (
            <FreshLogin partners={partners} error={message(deleteErrors.deletePassword)} />
          ) : (
            <Form method="post" className="mt-4 flex flex-col gap-5" noValidate>
              <input type="hidden" name="intent" value="delete" />
              <DeleteConfirmField
                errors={deleteErrors}
                minutes={actionData?.minutes}
                password={identity.password}
                freshUntil={freshUntil}
              />
              <div>
                <Button type="submit" variant="danger">
                  {t("account.deleteButton")}
                </Button>
              </div>
            </Form>
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
function FreshLogin({ partners, error }: { partners: { slug: string; name: string }[]; error?: string }) {
  const { t } = useTranslation("auth");
  return (
    <div className="mt-4 flex flex-col gap-4">
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <p className="text-ink-muted">{t(partners.length > 0 ? "account.reauthText" : "account.reauthNone")}</p>
      {partners.length > 0 ? (
        <div className="flex flex-wrap gap-3">
          {partners.map((item) => (
            <Form method="post" key={item.slug}>
              <input type="hidden" name="intent" value="reauth" />
              <input type="hidden" name="partner" value={item.slug} />
              <Button type="submit" variant="secondary">
                {t("account.reauthButton", { partner: item.name })}
              </Button>
            </Form>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The vitality scan's health-data consent, and withdrawing it (which deletes every scan). */
function VitascanConsent({ consentedAt, withdrawn }: { consentedAt: string | null; withdrawn: boolean }) {
  const { t } = useTranslation("vitascan");
  const lng = useLanguage();
  return (
    <Card>
      <h2 className="text-xl font-semibold text-ink">{t("account.title")}</h2>
      {withdrawn ? (
        <p role="status" className="mt-2 font-semibold text-success-700">
          {t("account.withdrawn")}
        </p>
      ) : null}
      {consentedAt ? (
        <>
          <p className="mt-2 text-ink-muted">
            {t("account.consented", { date: formatDate(new Date(consentedAt), lng, "Europe/Amsterdam") })}
          </p>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="withdraw-vitascan" />
            <Button type="submit" variant="danger">
              {t("account.withdraw")}
            </Button>
          </Form>
        </>
      ) : (
        <p className="mt-2 text-ink-muted">{t("account.none")}</p>
      )}
    </Card>
  );
}
