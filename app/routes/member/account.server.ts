// The account page's loader and action; the page itself is `account.tsx`.
import { data, redirect } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { accountFormSchema } from "~/features/accounts/account.schema";
import {
  changePassword,
  confirmIdentity,
  deleteAccount,
  endOtherSessions,
  identityCheck,
  listSessions,
  requestEmailChange,
  updateProfile,
} from "~/features/accounts/account.server";
import { pendingEmailChange } from "~/features/accounts/account-changes.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { timeZoneChoices } from "~/features/accounts/forms";
import type { CurrentUser } from "~/features/accounts/session.server";
import {
  getMailPreferences,
  getReminderSettings,
  leadHoursOf,
  saveMailPreferences,
} from "~/features/notifications/preferences.server";
import { linkedIdentities, ssoDeps, startSso, unlinkIdentity } from "~/features/partners/sso.server";
import { checkUndo, issueUndo, type UndoAnswer } from "~/features/undo/undo.server";
import { getConsent, undoWithdrawal, withdrawConsent } from "~/features/vitascan/vitascan.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import { type Language, languageParam } from "~/utils/i18n/config";
import { isSlug } from "~/utils/ids";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const active = await listSessions(user.id);
  const db = dbOf(context);
  const consent = await getConsent(db, user.id);
  const url = new URL(request.url);
  const offer = url.searchParams.get("link");
  const identities = await linkedIdentities(db, user.id, isSlug(offer) ? offer : null);
  const linkedNow = url.searchParams.get("linked");
  const identity = await identityCheck(user);
  return {
    // How a change of address or a deletion is confirmed: the password, or a fresh login through
    // a linked organisation (until `freshUntil`).
    identity: identity.password
      ? { password: true as const, freshUntil: null }
      : { password: false as const, freshUntil: identity.freshUntil?.toISOString() ?? null },
    pendingEmail: await pendingEmailChange(db, user.id, new Date()),
    identities: {
      ...identities,
      linked: identities.linked.map((item) => ({ ...item, since: item.since.toISOString() })),
    },
    linkedNow: identities.linked.find((item) => item.slug === linkedNow)?.name ?? null,
    vitascanConsentAt: consent?.consentedAt.toISOString() ?? null,
    mail: await getMailPreferences(db, user.id),
    reminder: await getReminderSettings(db, user.id),
    name: user.name,
    email: user.email,
    timeZone: user.timeZone,
    locale: user.locale,
    zones: timeZoneChoices(user.timeZone),
    sessions: active.map((session) => ({
      id: session.id,
      createdAt: session.createdAt.toISOString(),
      userAgent: session.userAgent,
      current: session.id === user.sessionId,
    })),
  };
}

/**
 * The page's forms, as answers name them: one per card with fields, the organisations' buttons
 * (`sso`), the sessions and vitascan buttons, and `account` for a form the page does not have.
 */
export type AccountFormId =
  | "profile"
  | "email"
  | "password"
  | "mail"
  | "sso"
  | "sessions"
  | "vitascan"
  | "delete"
  | "account";

type AccountForm = z.infer<typeof accountFormSchema>;

export type AccountAnswer = FormAnswer<AccountFormId> &
  UndoAnswer & {
    /** The change made (the intent that was posted). */
    done?: AccountForm["intent"];
    /** The new address the confirmation link went to. */
    sentTo?: string;
  };

const formOfIntent: Record<string, AccountFormId> = {
  profile: "profile",
  email: "email",
  password: "password",
  mail: "mail",
  "link-sso": "sso",
  "unlink-sso": "sso",
  reauth: "sso",
  sessions: "sessions",
  "withdraw-vitascan": "vitascan",
  delete: "delete",
};

/** No password typed on this page is ever sent back into it. */
const passwords = ["emailPassword", "currentPassword", "newPassword", "deletePassword"];

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  const body = await request.formData();
  // "Undo" under a withdrawn consent: the only undo this page offers.
  if (body.get("intent") === "undo") return undoVitascan(context, user, body.get("token"));
  const submission = parseSubmission(body, accountFormSchema);
  // The posted intent picks the card that shows the messages; an unknown one is the page's own.
  const form = formOfIntent[String(submission.payload.intent)] ?? "account";
  try {
    if (submission.status !== "success") fail("invalid");
    const { headers, ...answer } = await handle(submission.value, request, user, languageParam(params.lng), context);
    const result = submission.reply({ resetForm: true });
    return data<AccountAnswer>({ form, result, done: submission.value.intent, ...answer }, { headers });
  } catch (error) {
    return answerError(error, { form, submission, hideFields: passwords });
  }
}

/** Puts back the scans and consent of a withdrawal, when the token is this member's and still valid. */
async function undoVitascan(context: Route.ActionArgs["context"], user: CurrentUser, token: FormDataEntryValue | null) {
  const now = new Date();
  const checked = checkUndo<{ withdrawnAt: string }>(token, "vitascan-withdrawal", user.id, now);
  const answer: AccountAnswer = { form: "vitascan", result: {} };
  if (!checked.ok) return data<AccountAnswer>({ ...answer, undoRefused: checked.reason }, { status: 422 });
  const withdrawnAt = new Date(checked.data.withdrawnAt);
  if (Number.isNaN(withdrawnAt.getTime()))
    return data<AccountAnswer>({ ...answer, undoRefused: "invalid" }, { status: 422 });
  const restored = await undoWithdrawal(dbOf(context), user.id, withdrawnAt, now);
  if (!restored) return data<AccountAnswer>({ ...answer, undoRefused: "gone" }, { status: 409 });
  return data<AccountAnswer>({ ...answer, undone: true });
}

/** An organisation's login that cannot be started (none, or not this account's). */
function ssoUnavailable(): never {
  fail("invalid", { fields: { partner: "account.ssoUnavailable" } });
}

/** Sends the browser on to the organisation's login, which brings it back here. */
async function toOrganisation(
  context: Route.ActionArgs["context"],
  input: Parameters<typeof startSso>[0],
): Promise<never> {
  const started = await startSso(input, await ssoDeps(dbOf(context)));
  if (!started) ssoUnavailable();
  throw redirect(started.url, { headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" } });
}

async function handle(
  form: AccountForm,
  request: Request,
  user: CurrentUser,
  lng: Language,
  context: Route.ActionArgs["context"],
): Promise<{ sentTo?: string; headers?: Headers } & UndoAnswer> {
  const { clientIp } = context.get(requestContext);
  switch (form.intent) {
    case "profile":
      await updateProfile(user.id, { name: form.name, timeZone: form.timeZone, locale: form.locale });
      return {};
    case "email": {
      if (form.email === user.email) fail("invalid", { fields: { email: "account.emailSame" } });
      await confirmIdentity(user, { password: form.emailPassword, field: "emailPassword" }, clientIp);
      await requestEmailChange(user, form.email, clientIp);
      return { sentTo: form.email };
    }
    case "password": {
      const { headers } = await changePassword(
        request,
        user,
        { currentPassword: form.currentPassword, newPassword: form.newPassword },
        clientIp,
      );
      return { headers };
    }
    case "sessions":
      await endOtherSessions(user.id, user.sessionId);
      return {};
    case "mail":
      await saveMailPreferences(
        dbOf(context),
        user.id,
        {
          reminders: form.reminders,
          messages: form.messages,
          channel: form.reminderChannel,
          // With reminders off and no lead time ticked, the saved lead times stay.
          hours: leadHoursOf(form.reminderHours),
        },
        new Date(),
      );
      return {};
    case "unlink-sso":
      if (!(await unlinkIdentity(dbOf(context), user.id, form.partner))) {
        fail("invalid", { fields: { partner: "account.ssoUnlinkNeedsPassword" } });
      }
      return {};
    case "link-sso": {
      // The provider's answer links the identity to this account, if this browser is still logged in
      // as this person when it comes back (finishSso checks).
      const origin = siteOrigin(env(), request);
      return toOrganisation(context, { partner: form.partner, lng, returnTo: "", origin, linkUserId: user.id });
    }
    case "reauth": {
      // A login through one of the account's own organisations, back to this page with a new
      // session: what an account without a password confirms a change with.
      const { linked } = await linkedIdentities(dbOf(context), user.id, null);
      if (!linked.some((item) => item.slug === form.partner)) ssoUnavailable();
      const origin = siteOrigin(env(), request);
      return toOrganisation(context, { partner: form.partner, lng, returnTo: `/${lng}/account`, origin });
    }
    case "withdraw-vitascan": {
      // Taken out of use at once; for 30 seconds the answer offers to put it all back.
      const now = new Date();
      const { withdrawnAt } = await withdrawConsent(dbOf(context), user.id, now);
      return { undo: issueUndo("vitascan-withdrawal", user.id, { withdrawnAt: withdrawnAt.toISOString() }, now) };
    }
    case "delete": {
      await confirmIdentity(user, { password: form.deletePassword, field: "deletePassword" }, clientIp);
      const { headers } = await deleteAccount(user);
      throw redirect(`/${lng}/post-logout?deleted=1`, { headers });
    }
  }
}
