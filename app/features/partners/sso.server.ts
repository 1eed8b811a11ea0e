import { createHmac } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import * as client from "openid-client";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { accounts, userRoles, users } from "~/db/schema/accounts";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { type Auth, authSecret, getAuth } from "~/features/accounts/auth.server";
import { emailAddress, MAX_NAME } from "~/features/accounts/forms";
import { redirectingPath } from "~/features/accounts/paths";
import {
  bindIdentity,
  createSsoAccount,
  removeIdentity,
  takeOverUnconfirmedAccount,
} from "~/features/accounts/sso-accounts.server";
import { endSessionSockets } from "~/features/calls/hub.server";
import type { Language } from "~/utils/i18n/config";
import { readCookie } from "~/utils/i18n/negotiate";
import { logger } from "~/utils/logger.server";
import { safeReturnTo } from "~/utils/return-to";
import { decryptSecret, encryptSecret } from "./secret-box.server";
import { type DiscoveryCache, SSO_REQUEST_TIMEOUT_MS, ssoDiscovery } from "./sso-discovery.server";

const FLOW_COOKIE = "vitaal_sso";
const FLOW_SECONDS = 600;

/** Where an SSO identity of a partner is kept: better-auth's `accounts`, one row per (partner, sub). */
export function ssoProviderId(partnerSlug: string): string {
  return `sso:${partnerSlug}`;
}

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
  partner: string;
  lng: Language;
  returnTo: string;
  expires: number;
  /** Set when a logged-in person links the partner from their account page. */
  linkUserId?: string;
}

/** What the platform needs of a partner to run its single sign-on. */
export interface SsoPartner {
  id: string;
  slug: string;
  name: string;
  ssoIssuer: string;
  ssoClientId: string;
  ssoClientSecretEncrypted: string;
  ssoProvisioning: boolean;
  ssoEmailDomains: string[];
}

/** Everything the SSO flow touches; the process's own unless a test passes its own. */
export interface SsoDeps {
  db: Database;
  auth: Auth;
  secret: string;
  /** The providers' configurations and the rules for reaching them; the process's own by default. */
  discovery?: DiscoveryCache;
}

/** The flow's dependencies over the request's database: the process's auth and secret. */
export async function ssoDeps(db: Database): Promise<SsoDeps> {
  return { db, auth: await getAuth(), secret: authSecret() };
}

async function defaultDeps(): Promise<SsoDeps> {
  return ssoDeps(await getDb());
}

/** A partner's SSO settings; null without them, and while the partner is archived (its SSO is off). */
async function ssoPartner(db: Database, slug: string): Promise<SsoPartner | null> {
  const [partner] = await db
    .select()
    .from(partners)
    .where(and(eq(partners.slug, slug), isNull(partners.archivedAt)));
  if (!partner?.ssoIssuer || !partner.ssoClientId || !partner.ssoClientSecretEncrypted) return null;
  return {
    id: partner.id,
    slug: partner.slug,
    name: partner.name,
    ssoIssuer: partner.ssoIssuer,
    ssoClientId: partner.ssoClientId,
    ssoClientSecretEncrypted: partner.ssoClientSecretEncrypted,
    ssoProvisioning: partner.ssoProvisioning,
    ssoEmailDomains: partner.ssoEmailDomains,
  };
}

export async function partnerHasSso(db: Database, slug: string): Promise<boolean> {
  return Boolean(await ssoPartner(db, slug));
}

/**
 * The partner's OpenID client, from its provider's configuration as kept (read again at most
 * once per hour), or null while the provider cannot be used. Every request the client makes
 * (token, userinfo, keys) goes through the outbound fetcher under the same rules as the
 * configuration itself, whose endpoints were checked when it was read.
 */
async function configFor(partner: SsoPartner, secret: string, discovery: DiscoveryCache) {
  const found = await discovery.get(partner.ssoIssuer);
  if (!found.ok) return null;
  const clientSecret = decryptSecret(partner.ssoClientSecretEncrypted, secret, "partner-sso-client-secret");
  const config = new client.Configuration(
    found.metadata,
    partner.ssoClientId,
    undefined,
    client.ClientSecretBasic(clientSecret),
  );
  config[client.customFetch] = discovery.fetch() as client.CustomFetch;
  config.timeout = SSO_REQUEST_TIMEOUT_MS / 1000;
  // Plain http only where the rules allowed it when the configuration was read (tests, the demo's provider).
  const { issuer, token_endpoint, userinfo_endpoint, jwks_uri } = found.metadata;
  if ([issuer, token_endpoint, userinfo_endpoint, jwks_uri].some((address) => address?.startsWith("http:"))) {
    client.allowInsecureRequests(config);
  }
  return config;
}

function flowCookie(value: string, maxAge: number, secure: boolean): string {
  return `${FLOW_COOKIE}=${value}; Path=/sso; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/**
 * Starts an authorization-code login with PKCE, state and nonce. What the callback needs to
 * check is kept in an encrypted, short-lived cookie. With `linkUserId`, the answer links the
 * identity to that (logged-in) account instead of logging in. While the partner's provider cannot
 * be used, `url` is the page that says logging in did not work. Null without a partner with SSO.
 */
export async function startSso(
  input: { partner: string; lng: Language; returnTo: string; origin: string; linkUserId?: string },
  deps?: SsoDeps,
) {
  const { db, secret, discovery = ssoDiscovery() } = deps ?? (await defaultDeps());
  const partner = await ssoPartner(db, input.partner);
  if (!partner) return null;
  const config = await configFor(partner, secret, discovery);
  if (!config) {
    // The provider cannot be used now (down, or refused by the rules): the person reads that
    // logging in did not work and may try again; nothing is asked of the provider until the
    // failure kept has expired.
    return {
      url: refusalPath(input.lng, "failed", partner.slug),
      cookie: flowCookie("", 0, input.origin.startsWith("https:")),
    };
  }
  const flow: Flow = {
    state: client.randomState(),
    nonce: client.randomNonce(),
    verifier: client.randomPKCECodeVerifier(),
    partner: partner.slug,
    lng: input.lng,
    returnTo: safeReturnTo(input.returnTo, ""),
    expires: Date.now() + FLOW_SECONDS * 1000,
    ...(input.linkUserId ? { linkUserId: input.linkUserId } : {}),
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${input.origin}/sso/callback`,
    scope: "openid email profile",
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: "S256",
    state: flow.state,
    nonce: flow.nonce,
    // Linking asks the person to sign in at the provider even when it has a session there.
    ...(input.linkUserId ? { prompt: "login" } : {}),
  });
  const cookie = flowCookie(
    encryptSecret(JSON.stringify(flow), secret, "sso-flow-cookie"),
    FLOW_SECONDS,
    input.origin.startsWith("https:"),
  );
  return { url: url.toString(), cookie };
}

/** What the provider asserted, checked like anything else that comes from outside. */
export interface SsoClaims {
  sub: string;
  /** The address, only when it is well-formed; lower case. */
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** Reads the claims of an ID token (and userinfo); null when there is no usable subject. */
export function parseSsoClaims(raw: Record<string, unknown>): SsoClaims | null {
  const sub = raw.sub;
  if (typeof sub !== "string" || sub.length === 0 || sub.length > 255 || CONTROL.test(sub)) return null;
  const parsedEmail = emailAddress.safeParse(raw.email);
  const email = parsedEmail.success && !CONTROL.test(parsedEmail.data) ? parsedEmail.data : null;
  const rawName = typeof raw.name === "string" ? raw.name.replace(new RegExp(CONTROL, "g"), "").trim() : "";
  return {
    sub,
    email,
    // Only a JSON `true`: a provider that sends "true" as text or leaves it out has not vouched.
    emailVerified: raw.email_verified === true,
    name: rawName ? rawName.slice(0, MAX_NAME) : null,
  };
}

/** The domain of an address, for the partner's verified-domain rule. */
function domainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1);
}

/**
 * Why a single sign-on did not log anyone in. Each has its own page text:
 * - `unknown`: no account, and the partner does not create accounts;
 * - `unverified`: the provider did not vouch for a well-formed address;
 * - `existing-account`: an account has the address but may not be attached automatically;
 * - `identity-taken`: linking, but this identity already belongs to another account;
 * - `already-linked`: linking, but the account already has another identity at this partner;
 * - `session`: linking, but the browser is no longer logged in as the person who started it;
 * - `deactivated`: the account was deactivated by an administrator;
 * - `failed`: the answer itself was refused (state, nonce, code, signature).
 */
export type SsoRefusal =
  | "unknown"
  | "unverified"
  | "existing-account"
  | "identity-taken"
  | "already-linked"
  | "session"
  | "deactivated"
  | "failed";

export type SsoOutcome =
  | { kind: "login"; userId: string }
  | { kind: "linked"; userId: string }
  | { kind: "refused"; reason: SsoRefusal };

class Refused extends Error {
  constructor(readonly reason: SsoRefusal) {
    super(reason);
  }
}

/**
 * The linking policy (decision record 012). An identity is (partner, `sub`); once bound it
 * finds its account whatever address the provider reports later. A first login may:
 * - attach an existing, verified account only when the provider verified the address, its
 *   domain is one of the partner's verified domains, and the account holds no role beyond member
 *   and administers no partner;
 * - take over an unverified account with the address (nobody has shown they own it) only when
 *   the partner could have created it, and only after its password, sessions and pending tokens
 *   are revoked, so whoever made it beforehand keeps no way in;
 * - create an account where the partner provisions.
 * Anything else is refused; the person links the partner from their account page instead.
 */
export async function resolveSsoIdentity(
  db: Database,
  partner: SsoPartner,
  claims: SsoClaims,
  options: { lng: Language; linkUserId?: string; sessionUserId?: string | null },
): Promise<SsoOutcome> {
  const providerId = ssoProviderId(partner.slug);
  // Whose sessions the takeover below revoked: their open call sockets close once it commits.
  let revokedSessionsOf: string | null = null;
  try {
    const outcome = await db.transaction(async (tx) => {
      const [bound] = await tx
        .select({ userId: accounts.userId })
        .from(accounts)
        .where(and(eq(accounts.providerId, providerId), eq(accounts.accountId, claims.sub)));

      if (options.linkUserId) {
        if (options.sessionUserId !== options.linkUserId) throw new Refused("session");
        if (bound) {
          if (bound.userId !== options.linkUserId) throw new Refused("identity-taken");
          return { kind: "linked", userId: bound.userId } as const;
        }
        await bind(tx as unknown as Database, partner, options.linkUserId, claims.sub);
        return { kind: "linked", userId: options.linkUserId } as const;
      }

      if (bound) {
        if (await isDeactivated(tx as unknown as Database, bound.userId)) throw new Refused("deactivated");
        await join(tx as unknown as Database, partner, bound.userId);
        return { kind: "login", userId: bound.userId } as const;
      }

      if (!claims.email || !claims.emailVerified) throw new Refused("unverified");
      const email = claims.email;
      const inVerifiedDomain = partner.ssoEmailDomains.includes(domainOf(email));
      const [existing] = await tx
        .select({ id: users.id, emailVerified: users.emailVerified, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.email, email));

      if (!existing) {
        if (!partner.ssoProvisioning) throw new Refused("unknown");
        const id = await createSsoAccount(tx as unknown as Database, { email, name: claims.name, lng: options.lng });
        await bind(tx as unknown as Database, partner, id, claims.sub);
        return { kind: "login", userId: id } as const;
      }

      if (existing.deactivatedAt) throw new Refused("deactivated");
      const roles = await tx.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, existing.id));
      const [administers] = await tx
        .select({ partnerId: partnerMemberships.partnerId })
        .from(partnerMemberships)
        .where(and(eq(partnerMemberships.userId, existing.id), eq(partnerMemberships.role, "admin")));
      if (roles.some(({ role }) => role !== "member") || administers) throw new Refused("existing-account");
      const [otherIdentity] = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.userId, existing.id), eq(accounts.providerId, providerId)));
      if (otherIdentity) throw new Refused("existing-account");

      if (existing.emailVerified) {
        if (!inVerifiedDomain) throw new Refused("existing-account");
      } else {
        // Made beforehand under an address nobody confirmed: possibly by someone else, waiting
        // for the real owner to arrive (pre-hijacking). The owner arrives; every other way in goes.
        if (!partner.ssoProvisioning && !inVerifiedDomain) throw new Refused("existing-account");
        await takeOverUnconfirmedAccount(tx as unknown as Database, existing.id, {
          providerId,
          name: claims.name,
          now: new Date(),
        });
        revokedSessionsOf = existing.id;
      }
      await bind(tx as unknown as Database, partner, existing.id, claims.sub);
      return { kind: "login", userId: existing.id } as const;
    });
    if (revokedSessionsOf) await endSessionSockets({ userId: revokedSessionsOf });
    return outcome;
  } catch (error) {
    if (error instanceof Refused) return { kind: "refused", reason: error.reason };
    // Two logins of the same identity at once: the unique index lets one bind; the other retries.
    if (isUniqueViolation(error)) return { kind: "refused", reason: "failed" };
    throw error;
  }
}

async function isDeactivated(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ at: users.deactivatedAt }).from(users).where(eq(users.id, userId));
  return Boolean(row?.at);
}

async function bind(db: Database, partner: SsoPartner, userId: string, sub: string) {
  const providerId = ssoProviderId(partner.slug);
  const [linked] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, providerId)));
  if (linked) throw new Refused("already-linked");
  await bindIdentity(db, { userId, providerId, sub });
  await join(db, partner, userId);
}

async function join(db: Database, partner: SsoPartner, userId: string) {
  await db
    .insert(partnerMemberships)
    .values({ partnerId: partner.id, userId })
    .onConflictDoNothing({ target: [partnerMemberships.partnerId, partnerMemberships.userId] });
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** Where a refused single sign-on ends: a page that says why and what the person can do. */
export function refusalPath(lng: Language, reason: SsoRefusal, partner?: string): string {
  const query = new URLSearchParams({ reason });
  if (partner) query.set("partner", partner);
  return `/${lng}/auth/404?${query}`;
}

/**
 * The identity provider's answer: code exchanged with the PKCE verifier, state and nonce
 * checked, the claims parsed, and the linking policy applied (`resolveSsoIdentity`).
 */
export async function finishSso(
  request: Request,
  origin: string,
  deps?: SsoDeps,
): Promise<{ location: string; headers: Headers; outcome: SsoOutcome }> {
  const { db, auth, secret, discovery = ssoDiscovery() } = deps ?? (await defaultDeps());
  const headers = new Headers();
  const secure = origin.startsWith("https:");
  headers.append("Set-Cookie", flowCookie("", 0, secure));
  const raw = readCookie(request.headers.get("cookie"), FLOW_COOKIE);
  let flow: Flow | null = null;
  try {
    flow = raw ? (JSON.parse(decryptSecret(raw, secret, "sso-flow-cookie")) as Flow) : null;
  } catch {
    flow = null;
  }
  const lng: Language = flow?.lng === "en" ? "en" : "nl";
  const refuse = (reason: SsoRefusal) => ({
    location: refusalPath(lng, reason, flow?.partner),
    headers,
    outcome: { kind: "refused", reason } as SsoOutcome,
  });
  if (!flow || flow.expires < Date.now()) return refuse("failed");
  const partner = await ssoPartner(db, flow.partner);
  if (!partner) return refuse("failed");

  let claims: SsoClaims | null;
  try {
    const config = await configFor(partner, secret, discovery);
    if (!config) return refuse("failed");
    const incoming = new URL(request.url);
    const tokens = await client.authorizationCodeGrant(config, new URL(`${origin}/sso/callback${incoming.search}`), {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) return refuse("failed");
    // Providers may keep profile claims out of the ID token; then they come from userinfo, for
    // the same subject (openid-client checks that userinfo's `sub` matches).
    claims = parseSsoClaims(
      typeof idToken.email !== "string"
        ? { ...(await client.fetchUserInfo(config, tokens.access_token, idToken.sub)), sub: idToken.sub }
        : idToken,
    );
  } catch (error) {
    logger.warn({ err: error, partner: partner.slug }, "single sign-on answer refused");
    return refuse("failed");
  }
  if (!claims) return refuse("failed");

  const sessionUserId = flow.linkUserId
    ? ((await auth.api.getSession({ headers: request.headers }))?.user.id ?? null)
    : null;
  const outcome = await resolveSsoIdentity(db, partner, claims, { lng, linkUserId: flow.linkUserId, sessionUserId });
  if (outcome.kind === "refused") {
    logger.info({ partner: partner.slug, reason: outcome.reason }, "single sign-on refused");
    return refuse(outcome.reason);
  }
  if (outcome.kind === "linked") {
    return { location: `/${lng}/account?linked=${encodeURIComponent(partner.slug)}`, headers, outcome };
  }
  headers.append("Set-Cookie", await sessionCookie(auth, outcome.userId));
  return { location: redirectingPath(lng, flow.returnTo), headers, outcome };
}

/** A session made the way better-auth makes one, in its signed cookie. */
async function sessionCookie(auth: Auth, userId: string): Promise<string> {
  const context = await auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const { name, attributes } = context.authCookies.sessionToken;
  const signature = createHmac("sha256", context.secret).update(session.token).digest("base64");
  return [
    `${name}=${encodeURIComponent(`${session.token}.${signature}`)}`,
    `Max-Age=${attributes.maxAge ?? 2592000}`,
    `Path=${attributes.path ?? "/"}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(attributes.secure ? ["Secure"] : []),
  ].join("; ");
}

/** The partners an account has linked by SSO, and those it may link (its own with SSO). */
export async function linkedIdentities(db: Database, userId: string, offer: string | null) {
  const linked = await db
    .select({ providerId: accounts.providerId, since: accounts.createdAt })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), sql`${accounts.providerId} like 'sso:%'`));
  const linkedSlugs = new Set(linked.map((row) => row.providerId.slice(4)));
  const candidates = await db
    .select({
      slug: partners.slug,
      name: partners.name,
      member: sql<boolean>`${partnerMemberships.userId} is not null`,
    })
    .from(partners)
    .leftJoin(
      partnerMemberships,
      and(eq(partnerMemberships.partnerId, partners.id), eq(partnerMemberships.userId, userId)),
    )
    .where(sql`${partners.ssoIssuer} is not null`)
    .orderBy(partners.name);
  return {
    linked: candidates
      .filter((partner) => linkedSlugs.has(partner.slug))
      .map((partner) => ({
        slug: partner.slug,
        name: partner.name,
        since: linked.find((row) => row.providerId === ssoProviderId(partner.slug))?.since ?? new Date(),
      })),
    // A partner is offered when the person belongs to it, or when a refused login sent them here for it.
    available: candidates
      .filter((partner) => !linkedSlugs.has(partner.slug) && (partner.member || partner.slug === offer))
      .map(({ slug, name }) => ({ slug, name })),
  };
}

async function hasPassword(db: Database, userId: string): Promise<boolean> {
  const [password] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, "credential")));
  return Boolean(password);
}

/**
 * Removes a linked identity. Refused when it is the account's only way in (no password), so
 * nobody locks themself out.
 */
export async function unlinkIdentity(db: Database, userId: string, partnerSlug: string): Promise<boolean> {
  if (!(await hasPassword(db, userId))) return false;
  await removeIdentity(db, userId, ssoProviderId(partnerSlug));
  return true;
}

/** Demo only: ohra and rgf log in through the local identity provider. */
export async function configureDemoSso(
  issuer: string,
  clients: { slug: string; clientId: string; clientSecret: string; provisioning: boolean; emailDomains: string[] }[],
) {
  const db = await getDb();
  for (const item of clients) {
    await db
      .update(partners)
      .set({
        ssoIssuer: issuer,
        ssoClientId: item.clientId,
        ssoClientSecretEncrypted: encryptSecret(item.clientSecret, authSecret(), "partner-sso-client-secret"),
        ssoProvisioning: item.provisioning,
        ssoEmailDomains: item.emailDomains,
      })
      .where(eq(partners.slug, item.slug));
  }
}
