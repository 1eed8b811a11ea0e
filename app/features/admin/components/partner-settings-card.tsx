import { Form } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { fieldStyle } from "~/components/ui/field-style";
import { TextField } from "~/components/ui/text-field";
import { LOGO_UPLOAD_LIMIT } from "~/features/admin/logo";
import { loginMethods, MAX_ALLOWANCE, MAX_DOMAINS } from "~/features/admin/partners.schema";
import type { partnerForAdmin } from "~/features/admin/partners.server";
import type { ConnectionReport } from "~/features/admin/partners-connection.server";
import { useTranslation } from "~/features/i18n/react";

const megabytes = LOGO_UPLOAD_LIMIT / 1024 / 1024;

/** A message of the partner page (an `admin` catalog key), with the numbers it may mention. */
export function usePartnerMessage() {
  const { t } = useTranslation("admin");
  return (key: string | undefined) =>
    key ? t(key, { max: MAX_ALLOWANCE, megabytes, domains: MAX_DOMAINS }) : undefined;
}

/** A refused form's messages above it, each a link to its field. */
export function PartnerErrorSummary({ errors }: { errors: Record<string, string> }) {
  const { t } = useTranslation("admin");
  const say = usePartnerMessage();
  return Object.keys(errors).length > 0 ? (
    <Alert tone="danger" role="alert" title={t("partners.errors.summary")}>
      <ul className="list-disc pl-5">
        {Object.entries(errors).map(([field, key]) => (
          <li key={field}>
            {field === "form" ? (
              say(key)
            ) : (
              <a href={`#${field}`} className="underline underline-offset-2">
                {say(key)}
              </a>
            )}
          </li>
        ))}
      </ul>
    </Alert>
  ) : null;
}

function ConnectionResult({ report }: { report: ConnectionReport & { tested: string } }) {
  const { t } = useTranslation("admin");
  if (!report.ok) {
    return (
      <Alert tone="danger" title={t("partners.connection.failedTitle")}>
        {t(`partners.connection.problem.${report.problem}`, { issuer: report.tested })}
      </Alert>
    );
  }
  // Only the issuer as typed and fixed words: what the address answered is never shown.
  return (
    <Alert
      tone={report.issuerMatches ? "success" : "warning"}
      title={t(report.issuerMatches ? "partners.connection.okTitle" : "partners.connection.mismatchTitle")}
    >
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="font-medium">{t("partners.connection.issuer")}</dt>
        <dd className="break-all font-mono">{report.tested}</dd>
      </dl>
      <p className="mt-2">
        {t(report.issuerMatches ? "partners.connection.okText" : "partners.connection.mismatchText", {
          typed: report.tested,
        })}
      </p>
    </Alert>
  );
}

/**
 * A partner's settings: name, colours, allowance, taglines, logo, login methods and single sign-on.
 * Its buttons post `update`, or `test-connection` to read the provider's configuration.
 */
export function PartnerSettingsCard({
  partner,
  errors: settingsErrors,
  report,
}: {
  partner: NonNullable<Awaited<ReturnType<typeof partnerForAdmin>>>;
  errors: Record<string, string>;
  report: (ConnectionReport & { tested: string }) | undefined;
}) {
  const { t } = useTranslation("admin");
  const say = usePartnerMessage();

  const fieldError = (errors: Record<string, string>, field: string, id = field) =>
    errors[field] ? (
      <p id={`${id}-error`} className="text-sm font-medium text-danger-700">
        {say(errors[field])}
      </p>
    ) : null;
  const describedBy = (errors: Record<string, string>, field: string, hint?: string) =>
    [hint, errors[field] ? `${field}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <Card className="mt-8">
      <h2 id="settings-title" className="text-xl font-semibold text-ink">
        {t("partners.settings.title")}
      </h2>
      <div className="mt-4">
        <PartnerErrorSummary errors={settingsErrors} />
      </div>
      <Form
        method="post"
        encType="multipart/form-data"
        aria-labelledby="settings-title"
        className="mt-4 flex flex-col gap-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField
            id="name"
            name="name"
            label={t("partners.fields.name")}
            defaultValue={partner.name}
            error={say(settingsErrors.name)}
          />
          <div className="flex flex-col gap-1.5">
            <span className="font-medium text-ink">{t("partners.fields.slug")}</span>
            <p className="min-h-11 py-2 font-mono text-ink">{partner.slug}</p>
            <p className="text-sm text-ink-muted">{t("partners.fields.slugFixed")}</p>
          </div>
          <div className="flex items-end gap-3">
            <div className="grow">
              <TextField
                id="brandColor"
                name="brandColor"
                label={t("partners.fields.brandColor")}
                hint={t("partners.fields.brandColorHint")}
                defaultValue={partner.brandColor}
                error={say(settingsErrors.brandColor)}
              />
            </div>
            <div
              className="mb-7 flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] font-semibold text-white"
              style={{ backgroundColor: partner.brandColor }}
              title={t("partners.fields.brandColorSample")}
            >
              <span aria-hidden="true">Aa</span>
            </div>
          </div>
          <TextField
            id="coachingAllowance"
            name="coachingAllowance"
            label={t("partners.fields.allowance")}
            hint={t("partners.fields.allowanceHint", { max: MAX_ALLOWANCE })}
            defaultValue={String(partner.coachingAllowance)}
            error={say(settingsErrors.coachingAllowance)}
          />
          <div lang="nl">
            <TextField
              id="taglineNl"
              name="taglineNl"
              label={t("partners.fields.taglineNl")}
              defaultValue={partner.taglineNl}
              error={say(settingsErrors.taglineNl)}
            />
          </div>
          <div lang="en">
            <TextField
              id="taglineEn"
              name="taglineEn"
              label={t("partners.fields.taglineEn")}
              defaultValue={partner.taglineEn}
              error={say(settingsErrors.taglineEn)}
            />
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor="logo" className="font-medium text-ink">
            {t("partners.fields.logo")}
          </label>
          <input
            id="logo"
            name="logo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-describedby={describedBy(settingsErrors, "logo", "logo-hint")}
            aria-invalid={settingsErrors.logo ? true : undefined}
            className={`${fieldStyle} file:mr-3 file:rounded-[var(--radius-control)] file:border file:border-brand-700 file:bg-surface file:px-3 file:py-1 file:font-semibold file:text-brand-800`}
          />
          <p id="logo-hint" className="text-sm text-ink-muted">
            {t("partners.fields.logoHint", { megabytes })}
          </p>
          {fieldError(settingsErrors, "logo")}
          {partner.logo ? (
            <label className="mt-1 flex items-center gap-3 text-ink">
              <input type="checkbox" name="removeLogo" value="yes" className="size-5 accent-brand-700" />
              {t("partners.fields.removeLogo")}
            </label>
          ) : null}
        </div>

        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={describedBy(settingsErrors, "loginMethods", "loginMethods-hint")}
        >
          <legend className="font-medium text-ink">{t("partners.fields.loginMethods")}</legend>
          {loginMethods.map((method) => (
            <label key={method} className="flex items-center gap-3 text-ink">
              <input
                id={method === partner.loginMethods ? "loginMethods" : undefined}
                type="radio"
                name="loginMethods"
                value={method}
                defaultChecked={method === partner.loginMethods}
                className="size-5 accent-brand-700"
              />
              {t(`partners.loginMethods.${method}`)}
            </label>
          ))}
          <p id="loginMethods-hint" className="text-sm text-ink-muted">
            {t("partners.fields.loginMethodsHint")}
          </p>
          {fieldError(settingsErrors, "loginMethods")}
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor="emailDomains" className="font-medium text-ink">
            {t("partners.fields.domains")}
          </label>
          <textarea
            id="emailDomains"
            name="emailDomains"
            rows={3}
            defaultValue={partner.ssoEmailDomains.join("\n")}
            aria-describedby={describedBy(settingsErrors, "emailDomains", "emailDomains-hint")}
            aria-invalid={settingsErrors.emailDomains ? true : undefined}
            className={`${fieldStyle} font-mono`}
          />
          <p id="emailDomains-hint" className="text-sm text-ink-muted">
            {t("partners.fields.domainsHint", { domains: MAX_DOMAINS })}
          </p>
          {fieldError(settingsErrors, "emailDomains")}
        </div>

        <fieldset className="flex flex-col gap-5 rounded-[var(--radius-control)] border border-line p-4">
          <legend className="px-1 font-semibold text-ink">{t("partners.sso.title")}</legend>
          <p className="text-sm text-ink-muted">{t("partners.sso.intro")}</p>
          <TextField
            id="ssoIssuer"
            name="ssoIssuer"
            type="url"
            label={t("partners.fields.issuer")}
            hint={t("partners.fields.issuerHint")}
            defaultValue={partner.ssoIssuer}
            error={say(settingsErrors.ssoIssuer)}
          />
          <TextField
            id="ssoClientId"
            name="ssoClientId"
            label={t("partners.fields.clientId")}
            defaultValue={partner.ssoClientId}
            error={say(settingsErrors.ssoClientId)}
          />
          <TextField
            id="ssoClientSecret"
            name="ssoClientSecret"
            type="password"
            autoComplete="new-password"
            label={t("partners.fields.clientSecret")}
            hint={t(
              partner.hasClientSecret ? "partners.fields.clientSecretStored" : "partners.fields.clientSecretNone",
            )}
            error={say(settingsErrors.ssoClientSecret)}
          />
          <label className="flex items-center gap-3 text-ink">
            <input
              type="checkbox"
              name="ssoProvisioning"
              value="yes"
              defaultChecked={partner.ssoProvisioning}
              className="size-5 accent-brand-700"
            />
            {t("partners.fields.provisioning")}
          </label>
          <div className="flex flex-col gap-3">
            <div>
              <Button type="submit" name="intent" value="test-connection" variant="secondary">
                {t("partners.connection.test")}
              </Button>
            </div>
            <div aria-live="polite">{report ? <ConnectionResult report={report} /> : null}</div>
          </div>
        </fieldset>

        <div>
          <Button type="submit" name="intent" value="update">
            {t("partners.settings.save")}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
