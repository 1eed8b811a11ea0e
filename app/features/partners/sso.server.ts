import { createHmac, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import * as client from "openid-client";
import { getDb } from "~/db/client.server";
import { accounts, onboarding, userRoles, users } from "~/db/schema/accounts";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { authSecret, getAuth } from "~/features/accounts/auth.server";
import { redirectingPath } from "~/features/accounts/paths";
import type { Language } from "~/features/i18n/config";
import { readCookie } from "~/features/i18n/negotiate";
import { logger } from "~/utils/logger.server";
import { safeReturnTo } from "~/utils/return-to";
import { decryptSecret, encryptSecret } from "./secret-box.server";

const FLOW_COOKIE = "vitaal_sso";
const FLOW_SECONDS = 600;

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  partner: string;
  lng: Language;
  returnTo: string;
  expires: number;
}

async function ssoPartner(slug: string) {
  const db = await getDb();
  const [partner] = await db.select().from(partners).where(eq(partners.slug, slug));
  if (!partner?.ssoIssuer || !partner.ssoClientId || !partner.ssoClientSecretEncrypted) return null;
  return {
    ...partner,
    ssoIssuer: partner.ssoIssuer,
    ssoClientId: partner.ssoClientId,
    ssoClientSecretEncrypted: partner.ssoClientSecretEncrypted,
  };
}

export async function partnerHasSso(slug: string): Promise<boolean> {
  return Boolean(await ssoPartner(slug));
}

/** Plain http is accepted only for an identity provider on this machine (the demo and tests). */
function isLoopback(url: URL): boolean {
  return url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
}

async function configFor(partner: NonNullable<Awaited<ReturnType<typeof ssoPartner>>>) {
  const issuer = new URL(partner.ssoIssuer);
  const secret = decryptSecret(partner.ssoClientSecretEncrypted, authSecret());
  return client.discovery(
    issuer,
    partner.ssoClientId,
    undefined,
    client.ClientSecretBasic(secret),
    isLoopback(issuer) ? { execute: [client.allowInsecureRequests] } : undefined,
  );
}

function flowCookie(value: string, maxAge: number, secure: boolean): string {
  return `${FLOW_COOKIE}=${value}; Path=/sso; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Starts an authorization-code login with PKCE, state and nonce. What the callback needs to
 * check is kept in an encrypted, short-lived cookie.
 */
export async function startSso(input: { partner: string; lng: Language; returnTo: string; origin: string }) {
  const partner = await ssoPartner(input.partner);
  if (!partner) return null;
  const config = await configFor(partner);
  const flow: Flow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    partner: partner.slug,
    lng: input.lng,
    returnTo: safeReturnTo(input.returnTo, ""),
    expires: Date.now() + FLOW_SECONDS * 1000,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${input.origin}/sso/callback`,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
  });
  const cookie = flowCookie(
    encryptSecret(JSON.stringify(flow), authSecret()),
    FLOW_SECONDS,
    input.origin.startsWith("https:"),
  );
  return { url: url.toString(), cookie };
}

/**
 * The identity provider's answer: code exchanged with the PKCE verifier, state and nonce checked,
 * and the address used only when the provider says it is verified. A known address logs in; an
 * unknown one gets an account only where the partner allows it; otherwise `auth/404`.
 */
export async function finishSso(request: Request, origin: string): Promise<{ location: string; headers: Headers }> {
  const headers = new Headers();
  const secure = origin.startsWith("https:");
  headers.append("Set-Cookie", flowCookie("", 0, secure));
  const raw = readCookie(request.headers.get("cookie"), FLOW_COOKIE);
  let flow: Flow | null = null;
  try {
    flow = raw ? (JSON.parse(decryptSecret(raw, authSecret())) as Flow) : null;
  } catch {
    flow = null;
  }
  const lng: Language = flow?.lng === "en" ? "en" : "nl";
  const notFound = { location: `/${lng}/auth/404`, headers };
  if (!flow || flow.expires < Date.now()) return notFound;
  const partner = await ssoPartner(flow.partner);
  if (!partner) return notFound;

  let claims: (client.IDToken & { email?: unknown; email_verified?: unknown; name?: unknown }) | undefined;
  try {
    const config = await configFor(partner);
    const incoming = new URL(request.url);
    const tokens = await client.authorizationCodeGrant(config, new URL(`${origin}/sso/callback${incoming.search}`), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    // Providers may keep profile claims out of the ID token; then they come from userinfo,
    // for the same subject.
    claims =
      idToken && typeof idToken.email !== "string"
        ? { ...idToken, ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)) }
        : idToken;
  } catch (error) {
    logger.warn({ err: error, partner: partner.slug }, "single sign-on answer refused");
    return notFound;
  }
  const email = typeof claims?.email === "string" ? claims.email.trim().toLowerCase() : "";
  if (!claims || !email || claims.email_verified !== true) return notFound;

  const db = await getDb();
  const userId = await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    let id = existing?.id;
    if (!id) {
      if (!partner.ssoProvisioning) return null;
      id = randomUUID();
      const name =
        typeof claims.name === "string" && claims.name.trim() ? claims.name.trim().slice(0, 100) : email.split("@")[0];
      await tx.insert(users).values({ id, email, name: name ?? email, emailVerified: true, locale: lng });
      await tx.insert(userRoles).values({ userId: id, role: "member" });
      await tx.insert(onboarding).values({ userId: id });
    } else {
      // The provider vouches for the address.
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, id));
    }
    const providerId = `sso:${partner.slug}`;
    const [linked] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.userId, id), eq(accounts.providerId, providerId)));
    if (!linked) {
      await tx.insert(accounts).values({ id: randomUUID(), accountId: String(claims.sub), providerId, userId: id });
    }
    await tx
      .insert(partnerMemberships)
      .values({ partnerId: partner.id, userId: id })
      .onConflictDoNothing({ target: [partnerMemberships.partnerId, partnerMemberships.userId] });
    return id;
  });
  if (!userId) return notFound;

  // A session made the way better-auth makes one, in its signed cookie.
  const auth = await getAuth();
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const { name, attributes } = context.authCookies.sessionToken;
  const signature = createHmac("sha256", context.secret).update(session.token).digest("base64");
  headers.append(
    "Set-Cookie",
    [
      `${name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
      `Max-Age=${attributes.maxAge ?? 2592000}`,
      `Path=${attributes.path ?? "/"}`,
      "HttpOnly",
      "SameSite=Lax",
      ...(attributes.secure ? ["Secure"] : []),
    ].join("; "),
  );
  return { location: redirectingPath(lng, flow.returnTo), headers };
}

/** Demo only: ohra and rgf log in through the local identity provider. */
export async function configureDemoSso(
  issuer: string,
  clients: { slug: string; clientId: string; clientSecret: string; provisioning: boolean }[],
) {
  const db = await getDb();
  for (const item of clients) {
    await db
      .update(partners)
      .set({
        ssoIssuer: issuer,
        ssoClientId: item.clientId,
        ssoClientSecretEncrypted: encryptSecret(item.clientSecret, authSecret()),
        ssoProvisioning: item.provisioning,
      })
      .where(and(eq(partners.slug, item.slug), sql`${partners.ssoIssuer} is distinct from ${issuer}`));
  }
}
