import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "~/db/schema/accounts";
import { partnerMemberships } from "~/db/schema/partners";
import { action as signupAction } from "~/routes/auth/signup";
import { requestContext } from "~/utils/request-context.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createJoinLink, createMember, createPartner, createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { applyLink, requestEmailChange } from "./account-changes.server";
import { closeRateLimits } from "./rate-limits.server";

// The sign-up answers the same for an address that has an account as for a new one (as the
// password reset does), so it tells nobody who has an account; the owner hears it by mail.

const PASSWORD = "a calm and long password";
const ORIGIN = "http://localhost:5173";

let test: TestDatabase;
let app: { release(): void } | undefined;

const run = `${randomInt(1, 255)}.${randomInt(1, 255)}`;
const client = (n: number) => `10.${run}.${n}`;

/** Posts the sign-up form and answers what a browser would see: status, where it goes, cookies. */
async function signUp(values: Record<string, string>, from: string) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: "Sam de Wit", password: PASSWORD, ...values }))
    form.set(key, value);
  const context = new RouterContextProvider();
  context.set(requestContext, { requestId: "test", nonce: "test", clientIp: from });
  let outcome: unknown;
  try {
    outcome = await signupAction({
      request: new Request(`${ORIGIN}/en/signup`, { method: "POST", body: form, headers: { origin: ORIGIN } }),
      params: { lng: "en" },
      context,
    } as unknown as Parameters<typeof signupAction>[0]);
  } catch (thrown) {
    outcome = thrown;
  }
  if (!(outcome instanceof Response)) throw new Error(`no redirect: ${JSON.stringify(outcome)}`);
  return {
    status: outcome.status,
    location: outcome.headers.get("location"),
    cookies: outcome.headers.getSetCookie(),
  };
}

async function mailTo(address: string) {
  return (await jobRows(test.db, "mail"))
    .map((row) => row.data as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === address);
}

async function accountsWith(email: string) {
  return test.db.select({ id: users.id }).from(users).where(eq(users.email, email));
}

beforeAll(async () => {
  test = await createTestDatabase({ connections: 4 });
  app = serveAppFrom(test);
  await createMember(test.db, {
    id: "tess",
    name: "Tess Kok",
    email: "tess@example.com",
    locale: "nl",
    password: "tess her own password",
  });
});

afterAll(async () => {
  await closeRateLimits();
  app?.release();
  await test?.close();
});

describe("signing up", () => {
  it("answers a known address as a new one, logs in neither, and mails the known one's owner", async () => {
    const fresh = await signUp({ email: "new.person@example.com" }, client(1));
    const known = await signUp({ email: "tess@example.com" }, client(2));
    expect(fresh).toEqual({ status: 302, location: "/en/signup?sent=1", cookies: [] });
    expect(known).toEqual(fresh);

    // The new address has its account, without a session, and its confirmation link.
    const [created] = await accountsWith("new.person@example.com");
    expect(created).toBeDefined();
    const [open] = await test.db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(eq(sessions.userId, created?.id as string));
    expect(Number(open?.count)).toBe(0);
    expect((await mailTo("new.person@example.com")).map((mail) => mail.subject)).toEqual([
      "Confirm your email address",
    ]);

    // The known address keeps its one account and password; its owner is told, in their language.
    expect(await accountsWith("tess@example.com")).toEqual([{ id: "tess" }]);
    const [note] = await mailTo("tess@example.com");
    expect(note?.subject).toBe("Iemand probeerde een account te maken met jouw adres");
    expect(note?.text).toContain(`${ORIGIN}/nl/login`);
    expect(note?.text).toContain(`${ORIGIN}/nl/forgot-password`);
    expect(note?.text).not.toContain(PASSWORD);
  });

  it("treats an address held for an account that just moved away from it as known", async () => {
    await createUser(test.db, { id: "umar", name: "Umar", email: "umar@example.com", locale: "en" });
    const now = new Date();
    const [mover] = await test.db.select().from(users).where(eq(users.id, "umar"));
    await requestEmailChange(test.db, mover as typeof users.$inferSelect, "umar.new@example.com", now);
    const confirmation = (await mailTo("umar.new@example.com"))[0]?.text.match(/token=([\w-]+)/)?.[1];
    expect(await applyLink(test.db, confirmation, "en", now)).toMatchObject({ ok: true });

    const answer = await signUp({ email: "umar@example.com" }, client(3));
    expect(answer).toEqual({ status: 302, location: "/en/signup?sent=1", cookies: [] });
    // Nobody took the address the owner can still undo back to.
    expect(await accountsWith("umar@example.com")).toEqual([]);
    expect((await mailTo("umar@example.com")).map((mail) => mail.subject)).toContain(
      "Someone tried to create an account with your address",
    );
  });

  it("sends both to the same place from a join link, and joins only a new account", async () => {
    const partner = await createPartner(test.db, { slug: "acme", name: "Acme", brandColor: "#1d4f91" });
    await createJoinLink(test.db, partner.id, { slug: "acme-welcome" });
    const fresh = await signUp({ email: "joiner@example.com", join: "acme-welcome" }, client(4));
    const known = await signUp({ email: "tess@example.com", join: "acme-welcome" }, client(5));
    expect(fresh).toEqual({
      status: 302,
      location: `/en/signup?sent=1&returnTo=${encodeURIComponent("/en/join/acme-welcome?joined=1")}`,
      cookies: [],
    });
    expect(known).toEqual(fresh);
    const members = await test.db.select({ userId: partnerMemberships.userId }).from(partnerMemberships);
    const [joiner] = await accountsWith("joiner@example.com");
    expect(members).toEqual([{ userId: joiner?.id }]);
  });

  it("still refuses bad input with the form's messages", async () => {
    const form = new FormData();
    form.set("name", "Sam");
    form.set("email", "not an address");
    form.set("password", "short");
    const context = new RouterContextProvider();
    context.set(requestContext, { requestId: "test", nonce: "test", clientIp: client(6) });
    const answer = (await signupAction({
      request: new Request(`${ORIGIN}/en/signup`, { method: "POST", body: form }),
      params: { lng: "en" },
      context,
    } as unknown as Parameters<typeof signupAction>[0])) as { init?: { status?: number }; data: unknown };
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "signup",
      result: { error: { email: ["errors.emailInvalid"], password: ["errors.passwordTooShort"] } },
    });
  });
});
