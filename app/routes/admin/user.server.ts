// The person page's loader and action; the page itself is `user.tsx`.
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { getAuth } from "~/features/accounts/auth.server";
import { type FieldErrors, parseForm } from "~/features/accounts/forms";
import { consumeEach } from "~/features/accounts/rate-limits.server";
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
import { isLanguage } from "~/features/i18n/config";
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

export type ActionResult = {
  intent: PersonIntent | null;
  done: string | null;
  error: string | null;
  errors: FieldErrors;
};

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
