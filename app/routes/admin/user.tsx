import { Form, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { IntentForm, PersonHistory, Section } from "~/features/admin/components/person-sections";
import { adminMeta } from "~/features/admin/overview";
import { formatDate } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import type { Route } from "./+types/user";
import type { ActionResult } from "./user.server";

export { action, loader } from "./user.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:people.personMetaTitle");

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { account, roles, memberships, self, zone } = loaderData;
  const feedback = actionData as ActionResult | undefined;
  const date = (value: string | null) => (value ? formatDate(new Date(value), lng, zone, "medium") : "—");
  const hasRole = (role: string) => roles.includes(role as (typeof roles)[number]);
  const adminMemberships = new Set(memberships.filter((row) => row.role === "admin").map((row) => row.partnerId));

  return (
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
      {feedback?.done ? (
        <div className="mt-4">
          <Alert tone="success">{t(feedback.done)}</Alert>
        </div>
      ) : null}
      {feedback?.error ? (
        <div className="mt-4">
          <Alert tone="danger" role="alert">
            {t(feedback.error)}
          </Alert>
        </div>
      ) : null}

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
                <Button type="submit" variant="secondary" isDisabled={busy}>
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
                  <Button type="submit" variant="secondary" isDisabled={busy}>
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
                      <Button type="submit" variant="ghost" isDisabled={busy}>
                        {t("people.revokePartnerAdmin", { partner: row.name })}
                      </Button>
                    </IntentForm>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <Form method="post" className="mt-6 flex flex-wrap items-end gap-3">
            <input type="hidden" name="intent" value="grant-partner-admin" />
            <FilterSelect
              id="grant-partner"
              name="partnerId"
              label={t("people.grantPartnerAdminLabel")}
              anyLabel={t("people.choosePartner")}
              options={loaderData.partners
                .filter((partner) => !adminMemberships.has(partner.id))
                .map((partner) => ({ value: partner.id, label: partner.name }))}
              value={null}
              className="min-w-64"
            />
            <Button type="submit" variant="secondary" isDisabled={busy}>
              {t("people.grantPartnerAdmin")}
            </Button>
          </Form>
          {feedback?.errors.partnerId ? (
            <p className="mt-2 text-sm font-medium text-danger-700">{t(feedback.errors.partnerId)}</p>
          ) : null}
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
                    <Button type="submit" variant="secondary" isDisabled={busy}>
                      {t("people.reactivate")}
                    </Button>
                  </IntentForm>
                ) : (
                  <IntentForm intent="deactivate">
                    <Button type="submit" variant="secondary" isDisabled={busy}>
                      {t("people.deactivate")}
                    </Button>
                  </IntentForm>
                )}
                <p className="mt-1 text-sm text-ink-muted">{t("people.deactivateHint")}</p>
              </div>
              {account.emailVerified ? null : (
                <div>
                  <IntentForm intent="resend-verification">
                    <Button type="submit" variant="secondary" isDisabled={busy}>
                      {t("people.resendVerification")}
                    </Button>
                  </IntentForm>
                  <p className="mt-1 text-sm text-ink-muted">{t("people.resendHint")}</p>
                </div>
              )}
              <Form method="post" className="flex max-w-xl flex-col gap-3 border-t border-line pt-6">
                <h3 className="text-lg font-semibold text-ink">{t("people.deleteTitle")}</h3>
                <p className="text-ink">{t("people.deleteText")}</p>
                <input type="hidden" name="intent" value="delete" />
                <TextField
                  id="confirmEmail"
                  name="confirmEmail"
                  type="email"
                  autoComplete="off"
                  label={t("people.deleteConfirmLabel", { email: account.email })}
                  error={feedback?.errors.confirmEmail ? t(feedback.errors.confirmEmail) : undefined}
                />
                <div>
                  <Button type="submit" variant="danger" isDisabled={busy}>
                    {t("people.deleteButton")}
                  </Button>
                </div>
              </Form>
            </div>
          )}
        </Card>
      </section>
    </div>
  );
}
