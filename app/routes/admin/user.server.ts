// The person page's loader and action; the page itself is `user.tsx`.
import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { getAuth } from "~/features/accounts/auth.server";
import { consumeEach } from "~/features/accounts/rate-limits.server";
import { isUserId, type PersonAction, personActionSchema } from "~/features/admin/people.schema";
import {
  deactivatePerson,
  deletePerson,
  getPerson,
  listPartnerChoices,
  type Outcome,
  reactivatePerson,
  recordVerificationResent,
  refuse,
  setPartnerAdmin,
  setRole,
} from "~/features/admin/people.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isLanguage } from "~/utils/i18n/config";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/user";

function notFound(): never {
  throw data(null, { status: 404 });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  if (!isUserId(params.id)) notFound();
  const db = dbOf(context);
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

/**
 * The page's forms, as answers name them: making someone a partner's administrator (`partner`),
 * deleting the account (`delete`), and the buttons of roles, memberships and the account
 * (`account`, also for a post whose intent the page does not know).
 */
export type PersonFormId = "partner" | "delete" | "account";

export type PersonAnswer = FormAnswer<PersonFormId> & {
  /** What was done, as an `admin:people.done.*` key. */
  done?: string;
};

function formOf(payload: Record<string, unknown>): PersonFormId {
  if (payload.intent === "grant-partner-admin") return "partner";
  if (payload.intent === "delete") return "delete";
  return "account";
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = context.get(signedInUser);
  if (!isUserId(params.id)) notFound();
  const userId = params.id;
  const submission = parseSubmission(await request.formData(), personActionSchema);
  const posted = { form: formOf(submission.payload), submission };
  try {
    if (submission.status !== "success") fail("invalid");
    const input = submission.value;
    const actor = { id: admin.id, name: admin.name, email: admin.email };
    // The client's address is read only for the one change it limits.
    const clientIp = () => context.get(requestContext).clientIp;
    const outcome = await handle(dbOf(context), input, userId, actor, clientIp);
    const done = outcome.changed ? `people.done.${input.intent}` : "people.done.unchanged";
    return data<PersonAnswer>({ form: posted.form, result: submission.reply({ resetForm: true }), done });
  } catch (error) {
    return answerError(error, posted);
  }
}

async function handle(
  db: Database,
  input: PersonAction,
  userId: string,
  actor: { id: string; name: string; email: string },
  clientIp: () => string,
): Promise<Outcome> {
  const now = new Date();
  switch (input.intent) {
    case "grant-role":
    case "revoke-role":
      return setRole(db, actor, userId, input.role, input.intent === "grant-role");
    case "grant-partner-admin":
    case "revoke-partner-admin":
      return setPartnerAdmin(db, actor, userId, input.partnerId, input.intent === "grant-partner-admin");
    case "deactivate":
      return deactivatePerson(db, actor, userId, now);
    case "reactivate":
      return reactivatePerson(db, actor, userId, now);
    case "resend-verification":
      return resend(db, actor, userId, clientIp());
    case "delete":
      await deletePerson(db, actor, userId, input.confirmEmail, now);
      throw redirect("/admin/users?deleted=1");
  }
}

/** Sends the verification link again, in the person's language, when the address is not verified yet. */
async function resend(
  db: Database,
  actor: { id: string; name: string; email: string },
  userId: string,
  clientIp: string,
): Promise<Outcome> {
  const person = await getPerson(db, userId);
  if (!person) refuse("notFound");
  if (person.account.emailVerified) refuse("alreadyVerified");
  // The account's allowance is the one its member's own resend spends.
  const allowed = await consumeEach([
    ["verificationClient", clientIp],
    ["verificationAccount", userId],
  ]);
  if (!allowed.ok) fail("tooMany", { key: "people.errors.tooManyMails" });
  const lng = isLanguage(person.account.locale) ? person.account.locale : "nl";
  const auth = await getAuth();
  await auth.api.sendVerificationEmail({ body: { email: person.account.email, callbackURL: `/${lng}/verify-email` } });
  await recordVerificationResent(db, actor, userId);
  return { ok: true, changed: true };
}
