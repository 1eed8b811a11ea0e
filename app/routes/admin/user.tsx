import type { ReactNode } from "react";
import { data, Form, redirect, useNavigation } from "react-router";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FilterSelect } from "~/components/ui/filter-select";
import { Link } from "~/components/ui/link";
import { TextField } from "~/components/ui/text-field";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { getAuth } from "~/features/accounts/auth.server";
import { type FieldErrors, parseForm } from "~/features/accounts/forms";
import { consumeEach } from "~/features/accounts/rate-limits.server";
import { adminMeta } from "~/features/admin/overview";
import { isUserId, type PersonIntent, personActionSchema } from "~/features/admin/people.schema";
import {
  deactivatePerson,
  deletePerson,
  getPerson,
  listPartnerChoices,
  type Refusal,
  reactivatePerson,
  recordVerificationResent,
  setPartnerAdmin,
  setRole,
} from "~/features/admin/people.server";
import { StatusBadge } from "~/features/coaching/components/status-badge";
import { isLanguage } from "~/features/i18n/config";
import { formatDate, formatDateTime } from "~/features/i18n/format";
import { useTranslation } from "~/features/i18n/react";
import { useLanguage } from "~/features/i18n/use-language";
import { kickJobs } from "~/features/jobs/registry.server";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/user";

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  if (!isUserId(params.id)) notFound();
  const db = await getDb();
  const person = await getPerson(db, params.id);
  if (!person) notFound();
  const iso = (value: Date | null) => (value ? value.toISOString() : null);
  return {
    self: person.account.id === admin.id,
    zone: admin.timeZone,
    account: {
      ...person.account,
      createdAt: iso(person.account.createdAt),
      deactivatedAt: iso(person.account.deactivatedAt),
    },
    roles: person.roles,
    memberships: person.memberships.map((row) => ({ ...row, joinedAt: iso(row.joinedAt) })),
    appointments: person.appointments.map((row) => ({ ...row, startsAt: iso(row.startsAt), endsAt: iso(row.endsAt) })),
    eventRegistrations: person.eventRegistrations.map((row) => ({ ...row, startsAt: iso(row.startsAt) })),
    webinarRegistrations: person.webinarRegistrations.map((row) => ({
      ...row,
      startsAt: iso(row.startsAt),
      registeredAt: iso(row.registeredAt),
    })),
    partners: await listPartnerChoices(db),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "admin:people.personMetaTitle");

type ActionResult = { intent: PersonIntent | null; done: string | null; error: string | null; errors: FieldErrors };

const refusalStatus: Record<Refusal, number> = {
  notFound: 404,
  ownAdmin: 409,
  lastAdmin: 409,
  self: 409,
  notAdmin: 403,
  partnerNotFound: 422,
  alreadyVerified: 409,
  confirmMismatch: 422,
};

function refused(intent: PersonIntent, error: Refusal) {
  if (error === "notFound") notFound();
  const errors: FieldErrors = error === "confirmMismatch" ? { confirmEmail: `people.errors.${error}` } : {};
  return data<ActionResult>(
    { intent, done: null, error: `people.errors.${error}`, errors },
    { status: refusalStatus[error] },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser);
  if (!isUserId(params.id)) notFound();
  const userId = params.id;
  const parsed = parseForm(personActionSchema, await request.formData());
  if (!parsed.ok) {
    return data<ActionResult>(
      { intent: null, done: null, error: parsed.errors.form ?? null, errors: parsed.errors },
      { status: 400 },
    );
  }
  const db = await getDb();
  const actor = { id: admin.id, name: admin.name, email: admin.email };
  const form = parsed.data;
  const now = new Date();
  const outcome = await (async () => {
    switch (form.intent) {
      case "grant-role":
      case "revoke-role":
        return setRole(db, actor, userId, form.role, form.intent === "grant-role");
      case "grant-partner-admin":
      case "revoke-partner-admin":
        return setPartnerAdmin(db, actor, userId, form.partnerId, form.intent === "grant-partner-admin");
      case "deactivate":
        return deactivatePerson(db, actor, userId, now);
      case "reactivate":
        return reactivatePerson(db, actor, userId, now);
      case "resend-verification":
        return resend(actor, userId, context.get(requestContext).clientIp);
      case "delete": {
        const deleted = await deletePerson(db, actor, userId, form.confirmEmail, now);
        if (!deleted.ok) return deleted;
        // The coaches' cancellation mail and the waitlists' promotions go out now.
        if (deleted.cancelled > 0 || deleted.released > 0) kickJobs();
        throw redirect("/admin/users?deleted=1");
      }
    }
  })();
  if (!outcome.ok) return refused(form.intent, outcome.error);
  const done = outcome.changed ? `people.done.${form.intent}` : "people.done.unchanged";
  return data<ActionResult>({ intent: form.intent, done, error: null, errors: {} });
}

/** Sends the verification link again, in the person's language, when the address is not verified yet. */
async function resend(
  actor: { id: string; name: string; email: string },
  userId: string,
  clientIp: string,
): Promise<{ ok: true; changed: boolean } | { ok: false; error: Refusal }> {
  const db = await getDb();
  const person = await getPerson(db, userId);
  if (!person) return { ok: false, error: "notFound" };
  if (person.account.emailVerified) return { ok: false, error: "alreadyVerified" };
  // The account's allowance is the one its member's own resend spends.
  const allowed = await consumeEach([
    ["verificationClient", clientIp],
    ["verificationAccount", userId],
  ]);
  if (!allowed.ok)
    throw data<ActionResult>(
      { intent: "resend-verification", done: null, error: "people.errors.tooManyMails", errors: {} },
      { status: 429 },
    );
  const lng = isLanguage(person.account.locale) ? person.account.locale : "nl";
  const auth = await getAuth();
  await auth.api.sendVerificationEmail({ body: { email: person.account.email, callbackURL: `/${lng}/verify-email` } });
  await recordVerificationResent(db, actor, userId);
  return { ok: true, changed: true };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Card>
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        <div className="mt-4">{children}</div>
      </Card>
    </section>
  );
}

function IntentForm({
  intent,
  fields,
  children,
}: {
  intent: PersonIntent;
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </Form>
  );
}

export default function AdminPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("admin");
  const lng = useLanguage();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const { account, roles, memberships, self, zone } = loaderData;
  const feedback = actionData as ActionResult | undefined;
  const date = (value: string | null) => (value ? formatDate(new Date(value), lng, zone, "medium") : "—");
  const when = (value: string | null) => (value ? formatDateTime(new Date(value), lng, zone) : "—");
  const title = (row: { titleNl?: string; titleEn?: string }) => (lng === "en" ? row.titleEn : row.titleNl);
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

        <Section id="appointments" title={t("people.appointments")}>
          {loaderData.appointments.length === 0 ? (
            <p className="text-ink-muted">{t("people.noAppointments")}</p>
          ) : (
            <table className="w-full text-left">
              <thead className="text-sm text-ink-muted">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("people.when")}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t("people.status")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.appointments.map((row) => (
                  <tr key={row.id} className="border-t border-line">
                    <td className="py-2 pr-4 text-ink">{when(row.startsAt)}</td>
                    <td className="py-2">
                      <StatusBadge status={row.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </Section>

        <Section id="events" title={t("people.eventRegistrations")}>
          {loaderData.eventRegistrations.length === 0 ? (
            <p className="text-ink-muted">{t("people.noEventRegistrations")}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {loaderData.eventRegistrations.map((row) => (
                <li key={row.id} className="text-ink">
                  <span className="font-semibold">
                    {lng === "en" ? row.eventTitleEn : row.eventTitleNl} —{" "}
                    {lng === "en" ? row.sessionTitleEn : row.sessionTitleNl}
                  </span>{" "}
                  · {when(row.startsAt)} · {t(`people.registration.${row.status}`)}
                </li>
              ))}
            </ul>
          )}
        </Section>

        <Section id="webinars" title={t("people.webinarRegistrations")}>
          {loaderData.webinarRegistrations.length === 0 ? (
            <p className="text-ink-muted">{t("people.noWebinarRegistrations")}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {loaderData.webinarRegistrations.map((row) => (
                <li key={row.id} className="text-ink">
                  <span className="font-semibold">{title(row)}</span> · {when(row.startsAt)}
                </li>
              ))}
            </ul>
          )}
        </Section>
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
