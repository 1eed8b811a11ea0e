// The account page's loader and action; the page itself is `account.tsx`.
import { data, redirect } from "react-router";
import type { z } from "zod";
import { parseSubmission } from "~/components/form/form";
import { getDb } from "~/db/client.server";
import { accountFormSchema } from "~/features/accounts/account.schema";
import {
  changePassword,
  confirmIdentity,
  deleteAccount,
  endOtherSessions,
  identityCheck,
  listSessions,
  type Refusal,
  requestEmailChange,
  updateProfile,
} from "~/features/accounts/account.server";
import { pendingEmailChange } from "~/features/accounts/account-changes.server";
import { withoutSecrets } from "~/features/accounts/account-failures.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { timeZoneChoices } from "~/features/accounts/forms";
import type { CurrentUser } from "~/features/accounts/session.server";
import { type Language, languageParam } from "~/features/i18n/config";
import { linkedIdentities, startSso, unlinkIdentity } from "~/features/partners/sso.server";
import { getConsent, withdrawConsent } from "~/features/vitascan/vitascan.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import { isSlug } from "~/utils/ids";
import { requestContext } from "~/utils/request-context.server";
import type { Route } from "./+types/account";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const active = await listSessions(user.id);
  const consent = await getConsent(await getDb(), user.id);
  const url = new URL(request.url);
  const offer = url.searchParams.get("link");
  const identities = await linkedIdentities(user.id, isSlug(offer) ? offer : null);
  const linkedNow = url.searchParams.get("linked");
  const identity = await identityCheck(user);
  return {
    // How a change of address or a deletion is confirmed: the password, or a fresh login through
    // a linked organisation (until `freshUntil`).
    identity: identity.password
      ? { password: true as const, freshUntil: null }
      : { password: false as const, freshUntil: identity.freshUntil?.toISOString() ?? null },
    pendingEmail: await pendingEmailChange(await getDb(), user.id, new Date()),
    identities: {
      ...identities,
      linked: identities.linked.map((item) => ({ ...item, since: item.since.toISOString() })),
    },
    linkedNow: identities.linked.find((item) => item.slug === linkedNow)?.name ?? null,
    vitascanConsentAt: consent?.consentedAt.toISOString() ?? null,
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
export type AccountFormId = "profile" | "email" | "password" | "sso" | "sessions" | "vitascan" | "delete" | "account";

type AccountForm = z.infer<typeof accountFormSchema>;

export type AccountAnswer = FormAnswer<AccountFormId> & {
  /** The change made (the intent that was posted). */
  done?: AccountForm["intent"];
  /** The new address the confirmation link went to. */
  sentTo?: string;
};

const formOfIntent: Record<string, AccountFormId> = {
  profile: "profile",
  email: "email",
  password: "password",
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
  const submission = withoutSecrets(parseSubmission(await request.formData(), accountFormSchema), passwords);
  // The posted intent picks the card that shows the messages; an unknown one is the page's own.
  const form = formOfIntent[String(submission.payload.intent)] ?? "account";
  try {
    if (submission.status !== "success") fail("invalid");
    const { headers, ...answer } = await handle(submission.value, request, user, languageParam(params.lng), context);
    const result = submission.reply({ resetForm: true });
    return data<AccountAnswer>({ form, result, done: submission.value.intent, ...answer }, { headers });
  } catch (error) {
    return answerError(error, { form, submission });
  }
}

/**
 * A refused identity check: its message at the field that was checked, with the code of its
 * status (400 wrong, 403 no fresh login, 429 too many, with the minutes to wait).
 */
function refuse(field: string, refusal: Refusal): never {
  const code = refusal.status === 429 ? "tooMany" : refusal.status === 403 ? "forbidden" : "invalid";
  const values = refusal.minutes === undefined ? undefined : { minutes: refusal.minutes };
  fail(code, { fields: { [field]: refusal.error }, ...(values ? { values } : {}) });
}

/** An organisation's login that cannot be started (none, or not this account's). */
function ssoUnavailable(): never {
  fail("invalid", { fields: { partner: "account.ssoUnavailable" } });
}

async function handle(
  form: AccountForm,
  request: Request,
  user: CurrentUser,
  lng: Language,
  context: Route.ActionArgs["context"],
): Promise<{ sentTo?: string; headers?: Headers }> {
  const { clientIp } = context.get(requestContext);
  switch (form.intent) {
    case "profile":
      await updateProfile(user.id, { name: form.name, timeZone: form.timeZone, locale: form.locale });
      return {};
    case "email": {
      if (form.email === user.email) fail("invalid", { fields: { email: "account.emailSame" } });
      const confirmed = await confirmIdentity(user, form.emailPassword, clientIp);
      if (!confirmed.ok) refuse("emailPassword", confirmed);
      const sent = await requestEmailChange(user, form.email, clientIp);
      if (!sent.ok) fail("tooMany", { fields: { email: "errors.tooManyAttempts" }, values: { minutes: sent.minutes } });
      return { sentTo: form.email };
    }
    case "password": {
      const result = await changePassword(
        request,
        user,
        { currentPassword: form.currentPassword, newPassword: form.newPassword },
        clientIp,
      );
      if (!result.ok) refuse("currentPassword", result);
      return { headers: result.headers };
    }
    case "sessions":
      await endOtherSessions(user.id, user.sessionId);
      return {};
    case "unlink-sso":
      if (!(await unlinkIdentity(user.id, form.partner))) {
        fail("invalid", { fields: { partner: "account.ssoUnlinkNeedsPassword" } });
      }
      return {};
    case "link-sso": {
      // The provider's answer links the identity to this account, if this browser is still logged in
      // as this person when it comes back (finishSso checks).
      const started = await startSso({
        partner: form.partner,
        lng,
        returnTo: "",
        origin: siteOrigin(env(), request),
        linkUserId: user.id,
      });
      if (!started) ssoUnavailable();
      throw redirect(started.url, { headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" } });
    }
    case "reauth": {
      // A login through one of the account's own organisations, back to this page with a new
      // session: what an account without a password confirms a change with.
      const { linked } = await linkedIdentities(user.id, null);
      if (!linked.some((item) => item.slug === form.partner)) ssoUnavailable();
      const started = await startSso({
        partner: form.partner,
        lng,
        returnTo: `/${lng}/account`,
        origin: siteOrigin(env(), request),
      });
      if (!started) ssoUnavailable();
      throw redirect(started.url, { headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" } });
    }
    case "withdraw-vitascan":
      await withdrawConsent(await getDb(), user.id);
      return {};
    case "delete": {
      const confirmed = await confirmIdentity(user, form.deletePassword, clientIp);
      if (!confirmed.ok) refuse("deletePassword", confirmed);
      const { headers } = await deleteAccount(user);
      throw redirect(`/${lng}/post-logout?deleted=1`, { headers });
    }
  }
}
