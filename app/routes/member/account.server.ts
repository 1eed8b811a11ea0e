// The account page's loader and action; the page itself is `account.tsx`.
import { data, redirect } from "react-router";
import { getDb } from "~/db/client.server";
import { accountFormSchema, accountIntents } from "~/features/accounts/account.schema";
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
import { signedInUser } from "~/features/accounts/areas.server";
import { knownIntent, parseForm, timeZoneChoices } from "~/features/accounts/forms";
import { languageParam } from "~/features/i18n/config";
import { linkedIdentities, startSso, unlinkIdentity } from "~/features/partners/sso.server";
import { getConsent, withdrawConsent } from "~/features/vitascan/vitascan.server";
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

export type Outcome = {
  intent: string;
  errors?: Record<string, string>;
  done?: boolean;
  sentTo?: string;
  minutes?: number;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const user = context.get(signedInUser);
  const { clientIp } = context.get(requestContext);
  const body = await request.formData();
  const parsed = parseForm(accountFormSchema, body);
  if (!parsed.ok) {
    // The posted intent picks the card that shows the messages; an unknown one gets the form-level message.
    const intent = knownIntent(body, accountIntents) ?? "unknown";
    return data<Outcome>({ intent, errors: parsed.errors as Record<string, string> }, { status: 400 });
  }
  const form = parsed.data;
  const { intent } = form;
  const bad = (errors: Record<string, string>) => data<Outcome>({ intent, errors }, { status: 400 });
  // A refused identity check: its message on the field that was checked (the card's own, for an
  // account without a password), with its status (400 wrong, 403 no fresh login, 429 too many).
  const refused = (field: string, refusal: Refusal) =>
    data<Outcome>({ intent, errors: { [field]: refusal.error }, minutes: refusal.minutes }, { status: refusal.status });

  switch (form.intent) {
    case "profile":
      await updateProfile(user.id, { name: form.name, timeZone: form.timeZone, locale: form.locale });
      return data<Outcome>({ intent, done: true });
    case "email": {
      if (form.email === user.email) return bad({ email: "account.emailSame" });
      const confirmed = await confirmIdentity(user, form.emailPassword, clientIp);
      if (!confirmed.ok) return refused("emailPassword", confirmed);
      const sent = await requestEmailChange(user, form.email, clientIp);
      if (!sent.ok)
        return data<Outcome>(
          { intent, errors: { email: "errors.tooManyAttempts" }, minutes: sent.minutes },
          { status: 429 },
        );
      return data<Outcome & { sentTo: string }>({ intent, done: true, sentTo: form.email });
    }
    case "password": {
      const result = await changePassword(
        request,
        user,
        { currentPassword: form.currentPassword, newPassword: form.newPassword },
        clientIp,
      );
      if (!result.ok) return refused("currentPassword", result);
      return data<Outcome>({ intent, done: true }, { headers: result.headers });
    }
    case "sessions":
      await endOtherSessions(user.id, user.sessionId);
      return data<Outcome>({ intent, done: true });
    case "unlink-sso":
      if (!(await unlinkIdentity(user.id, form.partner))) return bad({ partner: "account.ssoUnlinkNeedsPassword" });
      return data<Outcome>({ intent, done: true });
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
      if (!started) return bad({ partner: "account.ssoUnavailable" });
      throw redirect(started.url, { headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" } });
    }
    case "reauth": {
      // A login through one of the account's own organisations, back to this page with a new
      // session: what an account without a password confirms a change with.
      const { linked } = await linkedIdentities(user.id, null);
      if (!linked.some((item) => item.slug === form.partner)) return bad({ partner: "account.ssoUnavailable" });
      const started = await startSso({
        partner: form.partner,
        lng,
        returnTo: `/${lng}/account`,
        origin: siteOrigin(env(), request),
      });
      if (!started) return bad({ partner: "account.ssoUnavailable" });
      throw redirect(started.url, { headers: { "Set-Cookie": started.cookie, "Cache-Control": "no-store" } });
    }
    case "withdraw-vitascan":
      await withdrawConsent(await getDb(), user.id);
      return data<Outcome>({ intent, done: true });
    case "delete": {
      const confirmed = await confirmIdentity(user, form.deletePassword, clientIp);
      if (!confirmed.ok) return refused("deletePassword", confirmed);
      const { headers } = await deleteAccount(user);
      throw redirect(`/${lng}/post-logout?deleted=1`, { headers });
    }
  }
}
