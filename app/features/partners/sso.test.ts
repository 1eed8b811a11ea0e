import { randomUUID } from "node:crypto";
import { createServer } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accounts, sessions, userRoles, users, verifications } from "~/db/schema/accounts";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { type Auth, createAuth } from "~/features/accounts/auth.server";
import { OutboundFetchError, type OutboundPolicy, outboundRequest } from "~/utils/safe-fetch.server";
import { addPartnerMember, createPartner } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { startDemoIdentityProvider } from "./demo-idp.server";
import { encryptSecret } from "./secret-box.server";
import { finishSso, parseSsoClaims, type SsoDeps, ssoProviderId, startSso } from "./sso.server";
import { DiscoveryCache } from "./sso-discovery.server";

// Every rule of the linking policy, through a real OpenID provider on loopback: the test makes the
// provider assert whatever a careless, compromised or lying provider might.

const SECRET = "a-test-secret-of-at-least-thirty-two-characters";
const ORIGIN = "http://127.0.0.1:3999";
const CLIENT = { clientId: "vitaal-acme", clientSecret: "acme-client-secret" };

let database: TestDatabase;
let auth: Auth;
let deps: SsoDeps;
let provider: { issuer: string; close(): Promise<void> };
/** What the provider says for a login name (its subject); each test sets its people. */
const asserted = new Map<string, Record<string, unknown>>();
/**
 * Every request the server made to the provider, through the outbound fetcher, with what came of
 * it. The provider is on this machine, as tests allow; `rules` can take that back mid-login.
 */
const outbound: { path: string; method: string; result: number | string }[] = [];
const thisMachine: OutboundPolicy = { allowLoopback: true, requireHttps: false };
let rules: OutboundPolicy = thisMachine;
const recorded: typeof outboundRequest = async (url, policy, request) => {
  const entry = { path: new URL(url).pathname, method: request.method ?? "GET", result: "pending" as number | string };
  outbound.push(entry);
  try {
    const answer = await outboundRequest(url, policy, request);
    entry.result = answer.status;
    return answer;
  } catch (error) {
    entry.result = error instanceof OutboundFetchError ? error.code : "error";
    throw error;
  }
};
const newDiscovery = () => new DiscoveryCache({ policy: () => rules, request: recorded });

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  auth = createAuth({ db: database.db, secret: SECRET, baseURL: ORIGIN, production: false });
  deps = { db: database.db, auth, secret: SECRET, discovery: newDiscovery() };
  provider = await startDemoIdentityProvider({
    port: await freePort(),
    clients: [{ ...CLIENT, redirectUris: [`${ORIGIN}/sso/callback`] }],
    claimsFor: (login) => asserted.get(login) ?? {},
  });
});

afterAll(async () => {
  await provider?.close();
  await database?.close();
});

let partnerId: string;
beforeEach(async () => {
  asserted.clear();
  outbound.length = 0;
  rules = thisMachine;
  const slug = `acme-${randomUUID().slice(0, 8)}`;
  const row = await createPartner(database.db, {
    slug,
    name: "Acme",
    ssoIssuer: provider.issuer,
    ssoClientId: CLIENT.clientId,
    ssoClientSecretEncrypted: encryptSecret(CLIENT.clientSecret, SECRET, "partner-sso-client-secret"),
    ssoProvisioning: false,
    ssoEmailDomains: ["acme.example"],
  });
  partnerId = row.id;
  partnerSlug = slug;
});
let partnerSlug: string;

async function setPartner(values: { ssoProvisioning?: boolean; ssoEmailDomains?: string[] }) {
  await database.db.update(partners).set(values).where(eq(partners.id, partnerId));
}

/** A browser's cookies, per name, as a test needs them (paths and expiry play no part here). */
class Jar {
  private cookies = new Map<string, string>();
  take(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const index = pair?.indexOf("=") ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1);
      if (/max-age=0/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}

/**
 * One login at the provider as `login`, from the start of the flow to our callback, in a browser
 * that holds `appCookie` (a Vitaal session, for linking).
 */
async function signInWith(
  login: string,
  options: { linkUserId?: string; appCookie?: string; beforeCallback?: () => void } = {},
) {
  const started = await startSso(
    { partner: partnerSlug, lng: "en", returnTo: "/en/coaches", origin: ORIGIN, linkUserId: options.linkUserId },
    deps,
  );
  if (!started) throw new Error("SSO did not start");
  if (!started.url.startsWith(provider.issuer)) throw new Error(`SSO did not reach the provider: ${started.url}`);
  const providerJar = new Jar();
  let url = started.url;
  let callback: string | null = null;
  for (let step = 0; step < 10 && !callback; step++) {
    const response = await fetch(url, { redirect: "manual", headers: { cookie: providerJar.header() } });
    providerJar.take(response);
    const location = response.headers.get("location");
    if (location) {
      const next = new URL(location, url).toString();
      if (next.startsWith(`${ORIGIN}/sso/callback`)) callback = next;
      url = next;
      continue;
    }
    // The provider's login page: any password, the login name picks the person.
    const uid = new URL(url).pathname.split("/").at(-1);
    const posted = await fetch(new URL(`/interaction/${uid}`, provider.issuer), {
      method: "POST",
      redirect: "manual",
      headers: { cookie: providerJar.header(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ prompt: "login", login, password: "anything" }),
    });
    providerJar.take(posted);
    url = new URL(posted.headers.get("location") as string, url).toString();
  }
  if (!callback) throw new Error("the provider never sent the browser back");
  options.beforeCallback?.();
  const flowCookie = started.cookie.split(";")[0] as string;
  const cookie = [flowCookie, options.appCookie].filter(Boolean).join("; ");
  const result = await finishSso(new Request(callback, { headers: { cookie } }), ORIGIN, deps);
  const sessionCookie = result.headers
    .getSetCookie()
    .find((line) => line.startsWith("vitaal.session_token="))
    ?.split(";")[0];
  return { ...result, sessionCookie };
}

async function localAccount(email: string, options: { verified?: boolean; roles?: string[] } = {}) {
  const result = await auth.api.signUpEmail({
    body: { email, password: "a calm and long password", name: "Local Person" },
    returnHeaders: true,
  });
  const userId = result.response.user.id;
  if (options.verified ?? true)
    await database.db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  for (const role of options.roles ?? [])
    await database.db
      .insert(userRoles)
      .values({ userId, role: role as "coach" })
      .onConflictDoNothing();
  const cookie = result.headers
    .getSetCookie()
    .find((line) => line.startsWith("vitaal.session_token="))
    ?.split(";")[0];
  return { userId, cookie: cookie as string };
}

async function identityOf(sub: string) {
  const [row] = await database.db
    .select({ userId: accounts.userId })
    .from(accounts)
    .where(and(eq(accounts.providerId, ssoProviderId(partnerSlug)), eq(accounts.accountId, sub)));
  return row?.userId ?? null;
}

function unique(prefix: string, domain = "acme.example") {
  return `${prefix}-${randomUUID().slice(0, 8)}@${domain}`;
}

describe("single sign-on linking policy", () => {
  it("binds an identity to (partner, sub): a later login finds the account after the address changed", async () => {
    await setPartner({ ssoProvisioning: true });
    const email = unique("ann");
    asserted.set("ann", { email, email_verified: true, name: "Ann" });
    const first = await signInWith("ann");
    expect(first.outcome.kind).toBe("login");
    expect(first.sessionCookie).toBeTruthy();
    expect(first.location).toBe(`/en/redirecting?returnTo=${encodeURIComponent("/en/coaches")}`);
    const userId = (first.outcome as { userId: string }).userId;
    expect(await identityOf("ann")).toBe(userId);

    // The provider now reports another address, one that belongs to someone else here.
    const other = await localAccount(unique("other"));
    const [otherUser] = await database.db.select().from(users).where(eq(users.id, other.userId));
    asserted.set("ann", { email: otherUser?.email, email_verified: true });
    const again = await signInWith("ann");
    expect(again.outcome).toEqual({ kind: "login", userId });
    const [membership] = await database.db
      .select()
      .from(partnerMemberships)
      .where(and(eq(partnerMemberships.userId, userId), eq(partnerMemberships.partnerId, partnerId)));
    expect(membership).toBeTruthy();
  });

  it("attaches a verified member account when the provider verified an address in the partner's domain", async () => {
    const email = unique("bea");
    const local = await localAccount(email);
    asserted.set("bea", { email, email_verified: true });
    const result = await signInWith("bea");
    expect(result.outcome).toEqual({ kind: "login", userId: local.userId });
    expect(await identityOf("bea")).toBe(local.userId);
  });

  it("refuses to attach an account whose address is outside the partner's verified domains", async () => {
    const email = unique("cas", "elsewhere.example");
    const local = await localAccount(email);
    asserted.set("cas", { email, email_verified: true });
    const result = await signInWith("cas");
    expect(result.outcome).toEqual({ kind: "refused", reason: "existing-account" });
    expect(result.sessionCookie).toBeUndefined();
    expect(result.location).toBe(`/en/auth/404?reason=existing-account&partner=${partnerSlug}`);
    expect(await identityOf("cas")).toBeNull();
    // Nothing about the account changed.
    const [user] = await database.db.select().from(users).where(eq(users.id, local.userId));
    expect(user?.email).toBe(email);
  });

  it.each([["coach"], ["admin"], ["partner admin"]])(
    "never attaches an account with the %s role, even in the partner's domain",
    async (role) => {
      await setPartner({ ssoProvisioning: true });
      const email = unique(role.replace(" ", "-"));
      const local = await localAccount(email, { roles: role === "partner admin" ? [] : [role] });
      if (role === "partner admin") {
        // Administers another partner's program.
        const other = await createPartner(database.db, {
          slug: `other-${randomUUID().slice(0, 8)}`,
          name: "Other",
          brandColor: "#654321",
        });
        await addPartnerMember(database.db, other.id, local.userId, { role: "admin" });
      }
      asserted.set(role, { email, email_verified: true });
      const result = await signInWith(role);
      expect(result.outcome).toEqual({ kind: "refused", reason: "existing-account" });
      expect(result.sessionCookie).toBeUndefined();
      expect(await identityOf(role)).toBeNull();
      const stillThere = await database.db.select().from(accounts).where(eq(accounts.userId, local.userId));
      expect(stillThere.map((row) => row.providerId)).toEqual(["credential"]);
    },
  );

  it("does not trust an address the provider has not verified, or verified only as text", async () => {
    await setPartner({ ssoProvisioning: true });
    const email = unique("dirk");
    await localAccount(email);
    for (const emailVerified of [false, "true", undefined]) {
      asserted.set("dirk", { email, email_verified: emailVerified });
      const result = await signInWith("dirk");
      expect(result.outcome).toEqual({ kind: "refused", reason: "unverified" });
    }
    expect(await identityOf("dirk")).toBeNull();
  });

  it("validates the asserted address like a typed one", async () => {
    await setPartner({ ssoProvisioning: true });
    for (const email of ["not-an-address", "a@b", `x\u0000@acme.example`, `${"a".repeat(250)}@acme.example`, 42]) {
      asserted.set("eve", { email, email_verified: true });
      const result = await signInWith("eve");
      expect(result.outcome).toEqual({ kind: "refused", reason: "unverified" });
    }
    expect(await identityOf("eve")).toBeNull();
  });

  it("takes over an unverified account made beforehand only after revoking its password and sessions", async () => {
    await setPartner({ ssoProvisioning: true });
    const email = unique("fay");
    // Someone else made an account under Fay's address and never confirmed it.
    const squatter = await localAccount(email, { verified: false });
    await database.db.insert(verifications).values({
      id: randomUUID(),
      identifier: "reset-password:planted",
      value: squatter.userId,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    expect(await auth.api.getSession({ headers: new Headers({ cookie: squatter.cookie }) })).toBeTruthy();

    asserted.set("fay", { email, email_verified: true, name: "Fay" });
    const result = await signInWith("fay");
    expect(result.outcome).toEqual({ kind: "login", userId: squatter.userId });
    // The squatter's password, sessions and pending reset are gone; the address is now verified.
    const methods = await database.db.select().from(accounts).where(eq(accounts.userId, squatter.userId));
    expect(methods.map((row) => row.providerId)).toEqual([ssoProviderId(partnerSlug)]);
    expect(await auth.api.getSession({ headers: new Headers({ cookie: squatter.cookie }) })).toBeNull();
    const left = await database.db.select().from(verifications).where(eq(verifications.value, squatter.userId));
    expect(left).toEqual([]);
    const [user] = await database.db.select().from(users).where(eq(users.id, squatter.userId));
    expect(user?.emailVerified).toBe(true);
    expect(user?.name).toBe("Fay");
    await expect(auth.api.signInEmail({ body: { email, password: "a calm and long password" } })).rejects.toThrow();
    const remaining = await database.db.select().from(sessions).where(eq(sessions.userId, squatter.userId));
    expect(remaining).toHaveLength(1);
  });

  it("leaves an unverified account alone where the partner could not have created it", async () => {
    const email = unique("gus", "elsewhere.example");
    const squatter = await localAccount(email, { verified: false });
    asserted.set("gus", { email, email_verified: true });
    const result = await signInWith("gus");
    expect(result.outcome).toEqual({ kind: "refused", reason: "existing-account" });
    const methods = await database.db.select().from(accounts).where(eq(accounts.userId, squatter.userId));
    expect(methods.map((row) => row.providerId)).toEqual(["credential"]);
  });

  it("creates an account only where the partner provisions", async () => {
    const email = unique("hal");
    asserted.set("hal", { email, email_verified: true, name: "Hal" });
    expect((await signInWith("hal")).outcome).toEqual({ kind: "refused", reason: "unknown" });
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    await setPartner({ ssoProvisioning: true });
    const result = await signInWith("hal");
    expect(result.outcome.kind).toBe("login");
    const [user] = await database.db.select().from(users).where(eq(users.email, email));
    expect(user?.emailVerified).toBe(true);
    const roles = await database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id as string));
    expect(roles.map((row) => row.role)).toEqual(["member"]);
  });

  it("links from the account page: the logged-in person binds the identity, whatever its address", async () => {
    const local = await localAccount(unique("ida", "elsewhere.example"), { roles: ["coach"] });
    asserted.set("ida", { email: unique("ida-work"), email_verified: false });
    const linked = await signInWith("ida", { linkUserId: local.userId, appCookie: local.cookie });
    expect(linked.outcome).toEqual({ kind: "linked", userId: local.userId });
    expect(linked.location).toBe(`/en/account?linked=${partnerSlug}`);
    expect(linked.sessionCookie).toBeUndefined();
    // From now on the identity logs in to that account.
    const login = await signInWith("ida");
    expect(login.outcome).toEqual({ kind: "login", userId: local.userId });
  });

  it("refuses to link when the browser is not logged in as the person who started it", async () => {
    const owner = await localAccount(unique("jan"));
    const intruder = await localAccount(unique("kim"));
    asserted.set("jan", { email: unique("jan"), email_verified: true });
    const noSession = await signInWith("jan", { linkUserId: owner.userId });
    expect(noSession.outcome).toEqual({ kind: "refused", reason: "session" });
    const otherSession = await signInWith("jan", { linkUserId: owner.userId, appCookie: intruder.cookie });
    expect(otherSession.outcome).toEqual({ kind: "refused", reason: "session" });
    expect(await identityOf("jan")).toBeNull();
  });

  it("refuses to link an identity that belongs to another account, or a second identity of the same partner", async () => {
    await setPartner({ ssoProvisioning: true });
    asserted.set("lea", { email: unique("lea"), email_verified: true });
    const owner = await signInWith("lea");
    const other = await localAccount(unique("max"));
    const taken = await signInWith("lea", { linkUserId: other.userId, appCookie: other.cookie });
    expect(taken.outcome).toEqual({ kind: "refused", reason: "identity-taken" });
    expect(await identityOf("lea")).toBe((owner.outcome as { userId: string }).userId);

    asserted.set("max", { email: unique("max"), email_verified: true });
    await signInWith("max", { linkUserId: other.userId, appCookie: other.cookie });
    asserted.set("max2", { email: unique("max2"), email_verified: true });
    const second = await signInWith("max2", { linkUserId: other.userId, appCookie: other.cookie });
    expect(second.outcome).toEqual({ kind: "refused", reason: "already-linked" });
  });

  it("logs nobody in to a deactivated account, bound or not", async () => {
    await setPartner({ ssoProvisioning: true });
    const email = unique("nel");
    asserted.set("nel", { email, email_verified: true });
    const first = await signInWith("nel");
    const userId = (first.outcome as { userId: string }).userId;
    await database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, userId));
    const again = await signInWith("nel");
    expect(again.outcome).toEqual({ kind: "refused", reason: "deactivated" });
    expect(again.sessionCookie).toBeUndefined();

    const local = await localAccount(unique("olaf"));
    await database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.id, local.userId));
    const [row] = await database.db.select().from(users).where(eq(users.id, local.userId));
    asserted.set("olaf", { email: row?.email, email_verified: true });
    expect((await signInWith("olaf")).outcome).toEqual({ kind: "refused", reason: "deactivated" });
  });

  it("refuses an answer without the flow cookie, or with a forged one", async () => {
    const callback = `${ORIGIN}/sso/callback?code=forged&state=forged`;
    const bare = await finishSso(new Request(callback), ORIGIN, deps);
    expect(bare.outcome).toEqual({ kind: "refused", reason: "failed" });
    const forged = await finishSso(new Request(callback, { headers: { cookie: "vitaal_sso=v1.a.b.c" } }), ORIGIN, deps);
    expect(forged.outcome).toEqual({ kind: "refused", reason: "failed" });
    // A client secret sealed for storage does not open as a flow cookie.
    const sealed = encryptSecret(JSON.stringify({ partner: partnerSlug }), SECRET, "partner-sso-client-secret");
    const wrongKey = await finishSso(
      new Request(callback, { headers: { cookie: `vitaal_sso=${sealed}` } }),
      ORIGIN,
      deps,
    );
    expect(wrongKey.outcome).toEqual({ kind: "refused", reason: "failed" });
  });
});

describe("reaching the identity provider", () => {
  const start = (partner = partnerSlug, discovery = deps.discovery) =>
    startSso({ partner, lng: "en", returnTo: "", origin: ORIGIN }, { ...deps, discovery });

  it("sends every request of a login through the outbound fetcher: the configuration, then the token", async () => {
    deps.discovery?.clear();
    await setPartner({ ssoProvisioning: true });
    asserted.set("pim", { email: unique("pim"), email_verified: true });
    expect((await signInWith("pim")).outcome.kind).toBe("login");
    expect(outbound[0]).toEqual({ path: "/.well-known/openid-configuration", method: "GET", result: 200 });
    expect(outbound).toContainEqual({ path: "/token", method: "POST", result: 200 });
    expect(outbound.every((request) => typeof request.result === "number")).toBe(true);
  });

  it("reads the configuration once for many logins: an anonymous start never makes the server ask again", async () => {
    const discovery = newDiscovery();
    const first = await start(partnerSlug, discovery);
    const second = await start(partnerSlug, discovery);
    expect(first?.url.startsWith(provider.issuer)).toBe(true);
    expect(second?.url.startsWith(provider.issuer)).toBe(true);
    expect(outbound.filter((request) => request.path.endsWith("/openid-configuration"))).toHaveLength(1);
  });

  it("says logging in did not work while the provider is unreachable, and asks it once, not per visitor", async () => {
    const closed = await freePort();
    await database.db
      .update(partners)
      .set({ ssoIssuer: `http://127.0.0.1:${closed}` })
      .where(eq(partners.id, partnerId));
    const discovery = newDiscovery();
    for (let visitor = 0; visitor < 3; visitor++) {
      const started = await start(partnerSlug, discovery);
      expect(started?.url).toBe(`/en/auth/404?reason=failed&partner=${partnerSlug}`);
      // No flow is begun: the cookie is cleared, not set.
      expect(started?.cookie).toMatch(/^vitaal_sso=; Path=\/sso; Max-Age=0;/);
    }
    expect(outbound).toEqual([{ path: "/.well-known/openid-configuration", method: "GET", result: "unreachable" }]);
  });

  it("never asks an issuer the rules refuse, whatever was stored", async () => {
    const discovery = newDiscovery();
    for (const issuer of [
      `${provider.issuer}/?`,
      `${provider.issuer}/#`,
      `http://127.0.0.2:${new URL(provider.issuer).port}`,
      "https://169.254.169.254",
      "https://[::ffff:10.0.0.1]",
    ]) {
      await database.db.update(partners).set({ ssoIssuer: issuer }).where(eq(partners.id, partnerId));
      expect((await start(partnerSlug, discovery))?.url, issuer).toBe(
        `/en/auth/404?reason=failed&partner=${partnerSlug}`,
      );
    }
    expect(outbound).toEqual([]);
  });

  it("reaches the demo's own provider by its exact origin, with this machine otherwise closed", async () => {
    deps.discovery?.clear();
    rules = { allowLoopback: false, requireHttps: false, trustedOrigins: [new URL(provider.issuer).origin] };
    await setPartner({ ssoProvisioning: true });
    asserted.set("demo", { email: unique("demo"), email_verified: true });
    expect((await signInWith("demo")).outcome.kind).toBe("login");
    // Another port of this machine stays closed under the same rules.
    const closed = await freePort();
    await database.db
      .update(partners)
      .set({ ssoIssuer: `http://127.0.0.1:${closed}` })
      .where(eq(partners.id, partnerId));
    const before = outbound.length;
    const refused = await startSso({ partner: partnerSlug, lng: "en", returnTo: "", origin: ORIGIN }, deps);
    expect(refused?.url).toBe(`/en/auth/404?reason=failed&partner=${partnerSlug}`);
    expect(outbound).toHaveLength(before);
    expect(outbound.every((request) => typeof request.result === "number")).toBe(true);
    deps.discovery?.clear();
  });

  it("checks the rules again at the callback: closed in the meantime, no token is asked for", async () => {
    await setPartner({ ssoProvisioning: true });
    asserted.set("quinn", { email: unique("quinn"), email_verified: true });
    const result = await signInWith("quinn", {
      beforeCallback: () => {
        rules = { allowLoopback: false, requireHttps: false };
      },
    });
    expect(result.outcome).toEqual({ kind: "refused", reason: "failed" });
    expect(outbound.map((request) => request.path)).not.toContain("/token");
    expect(await identityOf("quinn")).toBeNull();
  });

  it("holds the provider's answers during a login to the fetcher's limits", async () => {
    await setPartner({ ssoProvisioning: true });
    // A provider that answers with far more than any login needs (in the ID token or userinfo).
    asserted.set("rik", { email: unique("rik"), email_verified: true, name: "R".repeat(300 * 1024) });
    const result = await signInWith("rik");
    expect(result.outcome).toEqual({ kind: "refused", reason: "failed" });
    expect(outbound.map((request) => request.result)).toContain("tooLarge");
    expect(await identityOf("rik")).toBeNull();
  });
});

describe("claims", () => {
  it("need a subject without control characters", () => {
    expect(parseSsoClaims({ email: "a@acme.example" })).toBeNull();
    expect(parseSsoClaims({ sub: "" })).toBeNull();
    expect(parseSsoClaims({ sub: "a\u0000b" })).toBeNull();
    expect(parseSsoClaims({ sub: "x".repeat(256) })).toBeNull();
  });

  it("lower-case the address, strip control characters from the name and cap it", () => {
    expect(
      parseSsoClaims({
        sub: "1",
        email: " Ann@ACME.example ",
        email_verified: true,
        name: `A\u0007nn${"n".repeat(200)}`,
      }),
    ).toEqual({ sub: "1", email: "ann@acme.example", emailVerified: true, name: `Ann${"n".repeat(97)}` });
  });
});
