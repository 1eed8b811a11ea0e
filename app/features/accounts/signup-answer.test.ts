import { randomInt } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions, users } from "~/db/schema/accounts";
import { partnerMemberships } from "~/db/schema/partners";
import { action as signupAction } from "~/routes/auth/signup";
import { postForm, servedAccountPages } from "../../../tests/support/account-routes";
import { createJoinLink, createPartner, createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { applyLink, requestEmailChange } from "./account-changes.server";

// The sign-up answers the same for an address that has an account as for a new one (as the
// password reset does), so it tells nobody who has an account; the owner hears it by mail.

const PASSWORD = "a calm and long password";
const ORIGIN = "http://localhost:5173";

const served = servedAccountPages({ connections: 4, tess: "nl" });

const run = `${randomInt(1, 255)}.${randomInt(1, 255)}`;
const client = (n: number) => `10.${run}.${n}`;

/** Posts the sign-up form and answers what a browser would see: status, where it goes, cookies. */
async function signUp(values: Record<string, string>, from: string) {
  const call = { path: "/en/signup", params: { lng: "en" }, clientIp: from };
  const answer = await postForm(signupAction, call, { name: "Sam de Wit", password: PASSWORD, ...values });
  if (answer.location === undefined) throw new Error(`no redirect: ${JSON.stringify(answer.data)}`);
  return { status: answer.status, location: answer.location, cookies: answer.cookies };
}

async function mailTo(address: string) {
  return (await jobRows(served.db, "mail"))
    .map((row) => row.data as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === address);
}

async function accountsWith(email: string) {
  return served.db.select({ id: users.id }).from(users).where(eq(users.email, email));
}

describe("signing up", () => {
  it("answers a known address as a new one, logs in neither, and mails the known one's owner", async () => {
    const fresh = await signUp({ email: "new.person@example.com" }, client(1));
    const known = await signUp({ email: "tess@example.com" }, client(2));
    expect(fresh).toEqual({ status: 302, location: "/en/signup?sent=1", cookies: [] });
    expect(known).toEqual(fresh);

    // The new address has its account, without a session, and its confirmation link.
    const [created] = await accountsWith("new.person@example.com");
    expect(created).toBeDefined();
    const [open] = await served.db
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
    await createUser(served.db, { id: "umar", name: "Umar", email: "umar@example.com", locale: "en" });
    const now = new Date();
    const [mover] = await served.db.select().from(users).where(eq(users.id, "umar"));
    await requestEmailChange(served.db, mover as typeof users.$inferSelect, "umar.new@example.com", now);
    const confirmation = (await mailTo("umar.new@example.com"))[0]?.text.match(/token=([\w-]+)/)?.[1];
    expect(await applyLink(served.db, confirmation, "en", now)).toMatchObject({ ok: true });

    const answer = await signUp({ email: "umar@example.com" }, client(3));
    expect(answer).toEqual({ status: 302, location: "/en/signup?sent=1", cookies: [] });
    // Nobody took the address the owner can still undo back to.
    expect(await accountsWith("umar@example.com")).toEqual([]);
    expect((await mailTo("umar@example.com")).map((mail) => mail.subject)).toContain(
      "Someone tried to create an account with your address",
    );
  });

  it("sends both to the same place from a join link, and joins only a new account", async () => {
    const partner = await createPartner(served.db, { slug: "acme", name: "Acme", brandColor: "#1d4f91" });
    await createJoinLink(served.db, partner.id, { slug: "acme-welcome" });
    const fresh = await signUp({ email: "joiner@example.com", join: "acme-welcome" }, client(4));
    const known = await signUp({ email: "tess@example.com", join: "acme-welcome" }, client(5));
    expect(fresh).toEqual({
      status: 302,
      location: `/en/signup?sent=1&returnTo=${encodeURIComponent("/en/join/acme-welcome?joined=1")}`,
      cookies: [],
    });
    expect(known).toEqual(fresh);
    const members = await served.db.select({ userId: partnerMemberships.userId }).from(partnerMemberships);
    const [joiner] = await accountsWith("joiner@example.com");
    expect(members).toEqual([{ userId: joiner?.id }]);
  });

  it("still refuses bad input with the form's messages", async () => {
    const call = { path: "/en/signup", params: { lng: "en" }, clientIp: client(6) };
    const answer = await postForm(signupAction, call, { name: "Sam", email: "not an address", password: "short" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "signup",
      result: { error: { email: ["errors.emailInvalid"], password: ["errors.passwordTooShort"] } },
    });
  });
});
