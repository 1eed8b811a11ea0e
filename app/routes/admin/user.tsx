import { useNavigation } from "react-router";
import { ErrorSummary, type ErrorsByField } from "~/components/form/error-summary";
import { SelectField, TextField } from "~/components/form/fields";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import { IntentForm, PersonHistory, Section } from "~/features/admin/components/person-sections";
import { adminMeta } from "~/features/admin/overview";
import { personActionSchema } from "~/features/admin/people.schema";
import { formatDate } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/user";
import type { PersonAnswer } from "./user.server";

// A person's page in the back office: the account, its roles and partner memberships, what it
// did, and deactivating or deleting it. Loader and action are in `user.server.ts`; making someone
// a partner's administrator and deleting the account are Conform forms over `personActionSchema`,
// with one error summary for them and the buttons' answers (decision 028).

export { action, loader } from "./user.server";

const hasErrors = (errors: ErrorsByField | undefined) =>
  Object.values(errors ?? {}).some((keys) => Boolean(keys?.length));

/** The controls the summary links to, by form and field name. */
const fieldIds: Record<string, Record<string, string>> = {
  partner: { partnerId: "partner-partnerId" },
  delete: { confirmEmail: "delete-confirmEmail" },
};

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:people.personMetaTitle");

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { account, roles, memberships, self, zone } = loaderData;
  const answer = actionData as PersonAnswer | undefined;
  const [grant, grantFields] = useAppForm({ id: "partner", schema: personActionSchema, answer });
  const [remove, removeFields] = useAppForm({ id: "delete", schema: personActionSchema, answer });
  // One summary for the page: the form with errors now, or the answer to a button.
  const refused = [grant, remove].find((form) => hasErrors(form.allErrors));
  const summary = refused
    ? { form: refused.id, errors: refused.allErrors, status: refused.status }
    : answer?.form === "account"
      ? { form: "account", errors: answer.result.error, status: answer.result.status }
      : null;
  const date = (value: string | null) => (value ? formatDate(new Date(value), lng, zone, "medium") : "—");
  const hasRole = (role: string) => roles.includes(role as (typeof roles)[number]);
  const adminMemberships = new Set(memberships.filter((row) => row.role === "admin").map((row) => row.partnerId));

  return (
    <FormMessages namespace="admin">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <p>
          <Link to="/admin/users">{t("people.back")}</Link>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{account.name}</h1>
        <p className="mt-1 text-ink-muted">{account.email}</p>
        {account.deactivatedAt ? (
          <div className="mt-4">
            <Alert tone="warning" title={t("people.deactivatedTitle")}>
              {t("people.deactivatedSince", { date: date(account.deactivatedAt) })}
            </Alert>
          </div>
        ) : null}
        <div className="mt-4 flex flex-col gap-3 empty:hidden">
          {answer?.done ? <Alert tone="success">{t(answer.done)}</Alert> : null}
          <ErrorSummary
            errors={summary?.errors}
            status={summary?.status}
            fieldId={(name) => (summary ? (fieldIds[summary.form]?.[name] ?? null) : null)}
          />
        </div>

        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <Section id="facts" title={t("people.facts")}>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="font-medium text-ink-muted">{t("people.name")}</dt>
              <dd className="text-ink">{account.name}</dd>
              <dt className="font-medium text-ink-muted">{t("people.email")}</dt>
              <dd className="text-ink">{account.email}</dd>
              <dt className="font-medium text-ink-muted">{t("people.verified")}</dt>
              <dd className="text-ink">{account.emailVerified ? t("people.yes") : t("people.no")}</dd>
              <dt className="font-medium text-ink-muted">{t("people.language")}</dt>
              <dd className="text-ink">{t(`people.languages.${account.locale === "en" ? "en" : "nl"}`)}</dd>
              <dt className="font-medium text-ink-muted">{t("people.zone")}</dt>
              <dd className="text-ink">{account.timeZone}</dd>
              <dt className="font-medium text-ink-muted">{t("people.created")}</dt>
              <dd className="text-ink">{date(account.createdAt)}</dd>
              <dt className="font-medium text-ink-muted">{t("people.deactivatedLabel")}</dt>
              <dd className="text-ink">{account.deactivatedAt ? date(account.deactivatedAt) : t("people.no")}</dd>
            </dl>
          </Section>

          <Section id="roles" title={t("people.roles")}>
            <p className="text-ink">
              {t("people.currentRoles", { roles: roles.map((role) => t(`people.role.${role}`)).join(", ") })}
            </p>
            <ul className="mt-4 flex flex-col gap-4">
              <li>
                <IntentForm intent={hasRole("coach") ? "revoke-role" : "grant-role"} fields={{ role: "coach" }}>
                  <Button type="submit" isDisabled={busy} variant="secondary">
                    {hasRole("coach") ? t("people.revokeCoach") : t("people.grantCoach")}
                  </Button>
                </IntentForm>
                <p className="mt-1 text-sm text-ink-muted">{t("people.coachHint")}</p>
              </li>
              <li>
                {self && hasRole("admin") ? (
                  <p className="text-sm text-ink-muted">{t("people.ownAdminHint")}</p>
                ) : (
                  <IntentForm intent={hasRole("admin") ? "revoke-role" : "grant-role"} fields={{ role: "admin" }}>
                    <Button type="submit" isDisabled={busy} variant="secondary">
                      {hasRole("admin") ? t("people.revokeAdmin") : t("people.grantAdmin")}
                    </Button>
                  </IntentForm>
                )}
              </li>
            </ul>
          </Section>

          <Section id="partners" title={t("people.memberships")}>
            {memberships.length === 0 ? (
              <p className="text-ink-muted">{t("people.noMemberships")}</p>
            ) : (
              <ul className="flex flex-col gap-3">
                {memberships.map((row) => (
                  <li key={row.partnerId} className="flex flex-wrap items-center justify-between gap-3">
                    <span className="text-ink">
                      <span className="font-semibold">{row.name}</span> ·{" "}
                      {row.role === "admin" ? t("people.partnerAdmin") : t("people.partnerMember")} ·{" "}
                      {t("people.joined", { date: date(row.joinedAt) })}
                    </span>
                    {row.role === "admin" ? (
                      <IntentForm intent="revoke-partner-admin" fields={{ partnerId: row.partnerId }}>
                        <Button type="submit" isDisabled={busy} variant="ghost">
                          {t("people.revokePartnerAdmin", { partner: row.name })}
                        </Button>
                      </IntentForm>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <Form form={grant} className="mt-6 flex flex-wrap items-end gap-3">
              <SelectField
                meta={grantFields.partnerId}
                label={t("people.grantPartnerAdminLabel")}
                options={[
                  { value: "", label: t("people.choosePartner") },
                  ...loaderData.partners
                    .filter((partner) => !adminMemberships.has(partner.id))
                    .map((partner) => ({ value: partner.id, label: partner.name })),
                ]}
                className="min-w-64"
              />
              <Button type="submit" name="intent" value="grant-partner-admin" isDisabled={busy} variant="secondary">
                {t("people.grantPartnerAdmin")}
              </Button>
            </Form>
          </Section>

          <PersonHistory
            appointments={loaderData.appointments}
            eventRegistrations={loaderData.eventRegistrations}
            webinarRegistrations={loaderData.webinarRegistrations}
            zone={zone}
          />
        </div>

        <section aria-labelledby="account-actions" className="mt-6">
          <Card>
            <h2 id="account-actions" className="text-xl font-semibold text-ink">
              {t("people.accountActions")}
            </h2>
            {self ? (
              <p className="mt-4 text-ink-muted">{t("people.selfHint")}</p>
            ) : (
              <div className="mt-4 flex flex-col gap-6">
                <div>
                  {account.deactivatedAt ? (
                    <IntentForm intent="reactivate">
                      <Button type="submit" isDisabled={busy} variant="secondary">
                        {t("people.reactivate")}
                      </Button>
                    </IntentForm>
                  ) : (
                    <IntentForm intent="deactivate">
                      <Button type="submit" isDisabled={busy} variant="secondary">
                        {t("people.deactivate")}
                      </Button>
                    </IntentForm>
                  )}
                  <p className="mt-1 text-sm text-ink-muted">{t("people.deactivateHint")}</p>
                </div>
                {account.emailVerified ? null : (
                  <div>
                    <IntentForm intent="resend-verification">
                      <Button type="submit" isDisabled={busy} variant="secondary">
                        {t("people.resendVerification")}
                      </Button>
                    </IntentForm>
                    <p className="mt-1 text-sm text-ink-muted">{t("people.resendHint")}</p>
                  </div>
                )}
                <Form form={remove} className="flex max-w-xl flex-col gap-3 border-t border-line pt-6">
                  <h3 className="text-lg font-semibold text-ink">{t("people.deleteTitle")}</h3>
                  <p className="text-ink">{t("people.deleteText")}</p>
                  <TextField
                    meta={removeFields.confirmEmail}
                    type="email"
                    autoComplete="off"
                    label={t("people.deleteConfirmLabel", { email: account.email })}
                  />
                  <div>
                    <Button type="submit" name="intent" value="delete" isDisabled={busy} variant="danger">
                      {t("people.deleteButton")}
                    </Button>
                  </div>
                </Form>
              </div>
            )}
          </Card>
        </section>
      </div>
    </FormMessages>
  );
}
