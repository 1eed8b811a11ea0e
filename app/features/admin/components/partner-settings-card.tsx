import {
  CheckboxField,
  type FieldMeta,
  InputField,
  RadioGroupField,
  TextAreaField,
  TextField,
} from "~/components/form/fields";
import { type AppFormMetadata, Form } from "~/components/form/form";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { LOGO_UPLOAD_LIMIT } from "~/features/admin/logo";
import { loginMethods, MAX_ALLOWANCE, MAX_DOMAINS } from "~/features/admin/partners.schema";
import type { partnerForAdmin } from "~/features/admin/partners.server";
import type { ConnectionReport } from "~/features/admin/partners-connection.server";
import { useTranslation } from "~/utils/i18n/react";

// A partner's settings in the back office, as the partner page's Conform form (`settings`): the
// page gives the form and its fields, shows the one error summary, and puts the messages' values
// (`partnerMessageValues`) around it.

const megabytes = LOGO_UPLOAD_LIMIT / 1024 / 1024;

/** The numbers the partner page's messages mention. */
export const partnerMessageValues = { max: MAX_ALLOWANCE, megabytes, domains: MAX_DOMAINS };

/** The settings form's fields: their ids are `settings-{name}`, as the summary links them. */
export const partnerSettingsFields = [
  "name",
  "brandColor",
  "coachingAllowance",
  "taglineNl",
  "taglineEn",
  "logo",
  "removeLogo",
  "loginMethods",
  "emailDomains",
  "ssoIssuer",
  "ssoClientId",
  "ssoClientSecret",
  "ssoProvisioning",
] as const;

export type PartnerSettingsField = (typeof partnerSettingsFields)[number];

type AdminPartner = NonNullable<Awaited<ReturnType<typeof partnerForAdmin>>>;

/** The settings form's values before anything is posted, as the form posts them. */
export function partnerSettingsDefaults(partner: AdminPartner): Record<string, string> {
  return {
    name: partner.name,
    brandColor: partner.brandColor,
    coachingAllowance: String(partner.coachingAllowance),
    taglineNl: partner.taglineNl,
    taglineEn: partner.taglineEn,
    loginMethods: partner.loginMethods,
    emailDomains: partner.ssoEmailDomains.join("\n"),
    ssoIssuer: partner.ssoIssuer,
    ssoClientId: partner.ssoClientId,
    ssoProvisioning: partner.ssoProvisioning ? "yes" : "",
  };
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
  form,
  fields,
  report,
}: {
  partner: AdminPartner;
  /** The settings form (Conform, id `settings`) and its fields. */
  form: AppFormMetadata;
  fields: Record<PartnerSettingsField, FieldMeta>;
  report: (ConnectionReport & { tested: string }) | undefined;
}) {
  const { t } = useTranslation("admin");
  return (
    <Card className="mt-8">
      <h2 id="settings-title" className="text-xl font-semibold text-ink">
        {t("partners.settings.title")}
      </h2>
      <Form
        form={form}
        encType="multipart/form-data"
        aria-labelledby="settings-title"
        className="mt-4 flex flex-col gap-6"
      >
        <div className="grid gap-5 md:grid-cols-2">
          <TextField meta={fields.name} label={t("partners.fields.name")} />
          <div className="flex flex-col gap-1.5">
            <span className="font-medium text-ink">{t("partners.fields.slug")}</span>
            <p className="min-h-11 py-2 font-mono text-ink">{partner.slug}</p>
            <p className="text-sm text-ink-muted">{t("partners.fields.slugFixed")}</p>
          </div>
          <div className="flex items-end gap-3">
            <TextField
              meta={fields.brandColor}
              label={t("partners.fields.brandColor")}
              hint={t("partners.fields.brandColorHint")}
              className="grow"
            />
            <div
              className="mb-7 flex size-11 shrink-0 items-center justify-center rounded-[var(--radius-control)] font-semibold text-white"
              style={{ backgroundColor: partner.brandColor }}
              title={t("partners.fields.brandColorSample")}
            >
              <span aria-hidden="true">Aa</span>
            </div>
          </div>
          <TextField
            meta={fields.coachingAllowance}
            label={t("partners.fields.allowance")}
            hint={t("partners.fields.allowanceHint", { max: MAX_ALLOWANCE })}
          />
          <div lang="nl">
            <TextField meta={fields.taglineNl} label={t("partners.fields.taglineNl")} />
          </div>
          <div lang="en">
            <TextField meta={fields.taglineEn} label={t("partners.fields.taglineEn")} />
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <InputField
            meta={fields.logo}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            label={t("partners.fields.logo")}
            hint={t("partners.fields.logoHint", { megabytes })}
          />
          {partner.logo ? (
            <CheckboxField meta={fields.removeLogo} value="yes" className="mt-1">
              {t("partners.fields.removeLogo")}
            </CheckboxField>
          ) : null}
        </div>

        <RadioGroupField
          meta={fields.loginMethods}
          label={t("partners.fields.loginMethods")}
          hint={t("partners.fields.loginMethodsHint")}
          options={loginMethods.map((method) => ({ value: method, label: t(`partners.loginMethods.${method}`) }))}
        />

        <TextAreaField
          meta={fields.emailDomains}
          label={t("partners.fields.domains")}
          hint={t("partners.fields.domainsHint", { domains: MAX_DOMAINS })}
          rows={3}
          monospace
        />

        <fieldset className="flex flex-col gap-5 rounded-[var(--radius-control)] border border-line p-4">
          <legend className="px-1 font-semibold text-ink">{t("partners.sso.title")}</legend>
          <p className="text-sm text-ink-muted">{t("partners.sso.intro")}</p>
          <TextField
            meta={fields.ssoIssuer}
            type="url"
            label={t("partners.fields.issuer")}
            hint={t("partners.fields.issuerHint")}
          />
          <TextField meta={fields.ssoClientId} label={t("partners.fields.clientId")} />
          <TextField
            meta={fields.ssoClientSecret}
            type="password"
            autoComplete="new-password"
            label={t("partners.fields.clientSecret")}
            hint={t(
              partner.hasClientSecret ? "partners.fields.clientSecretStored" : "partners.fields.clientSecretNone",
            )}
          />
          <CheckboxField meta={fields.ssoProvisioning} value="yes">
            {t("partners.fields.provisioning")}
          </CheckboxField>
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
