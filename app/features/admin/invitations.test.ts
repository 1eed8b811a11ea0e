import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCoachUser, createMember, createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { accounts, sessions, userRoles, users } from "../../db/schema/accounts";
import { auditLog, coachInvitations } from "../../db/schema/admin";
import { coaches } from "../../db/schema/coaching";
import { type Auth, createAuth } from "../accounts/auth.server";
import type { Actor } from "./audit.server";
import type { AcceptInvitationInput } from "./invitations.schema";
import {
  acceptInvitation,
  hashToken,
  INVITATION_DAYS,
  invitationByToken,
  inviteCoaches,
  listPendingInvitations,
  resendInvitation,
  withdrawInvitation,
} from "./invitations.server";
import { parseInviteText } from "./invite-list";

const now = new Date("2027-05-03T10:00:00Z");
const origin = "https://vitaal.example";
const admin: Actor = { id: "admin", name: "Sara Jansen", email: "admin@example.com" };
const mail = { origin, now, send: false };

let test: TestDatabase;
let auth: Auth;

beforeAll(async () => {
  test = await createTestDatabase();
  auth = createAuth({
    db: test.db,
    secret: "a-test-secret-of-enough-length-0123456789",
    baseURL: origin,
    production: false,
  });
  await createUser(test.db, {
    id: "admin",
    name: "Sara Jansen",
    email: "admin@example.com",
    emailVerified: true,
    roles: ["admin"],
  });
  await createCoachUser(test.db, {
    user: { id: "daan", name: "Daan Bakker", email: "daan@example.com", emailVerified: true },
    slug: "eva-de-wit",
    name: "Eva de Wit (another)",
  });
  await createMember(test.db, { id: "mila", name: "Mila de Vries", email: "mila@example.com", locale: "en" });
});

afterAll(async () => {
  await test?.close();
});

const rowsOf = (text: string) => {
  return parseInviteText(text).rows;
};

/** The link in the last mail to an address. */
async function linkTo(email: string): Promise<string> {
  const queued = await jobRows(test.db, "mail");
  const last = queued
    .map((row) => row.data as { to: string; text: string })
    .filter((row) => row.to === email)
    .at(-1);
  const token = /coach-invitation\?token=([A-Za-z0-9_-]+)/.exec(last?.text ?? "")?.[1];
  if (!token) throw new Error(`no invitation mail to ${email}`);
  return token;
}

const profile = (token: string, name = "Eva de Wit"): AcceptInvitationInput => ({
  token,
  name,
  password: "a calm and long password",
  headlineNl: "Rust in je hoofd",
  headlineEn: "A calm mind",
  bioNl: "Ik help mensen al tien jaar om rust te vinden in een drukke baan, met kleine stappen.",
  bioEn: "For ten years I have helped people find calm in a demanding job, one small step at a time.",
  specialties: ["stress"],
  languages: ["nl", "en"],
  modes: ["video"],
  city: null,
});

describe("inviting coaches", () => {
  it("invites each new address once, reports the others per row, and audits and mails each invitation", async () => {
    const results = await inviteCoaches(
      test.db,
      admin,
      rowsOf(
        "Eva de Wit <eva@example.com>\nDaan <daan@example.com>\nEva twice, EVA@example.com\nBad, nope\nMila <mila@example.com>",
      ),
      "en",
      mail,
    );
    expect(results.map((row) => [row.email, row.outcome])).toEqual([
      ["eva@example.com", "invited"],
      ["daan@example.com", "existing-coach"],
      ["eva@example.com", "duplicate"],
      ["nope", "email"],
      ["mila@example.com", "invited"],
    ]);
    const [eva] = await test.db.select().from(coachInvitations).where(eq(coachInvitations.email, "eva@example.com"));
    expect(eva).toMatchObject({ name: "Eva de Wit", invitedBy: "admin" });
    expect(eva?.expiresAt).toEqual(new Date(now.getTime() + INVITATION_DAYS * 86_400_000));
    const token = await linkTo("eva@example.com");
    // Only the hash is kept; the link is 32 random bytes.
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(eva?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await test.db.select().from(coachInvitations))).not.toContain(token);
    const entries = await test.db.select().from(auditLog).where(eq(auditLog.entity, "coach-invitation"));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: "invite", actorId: "admin", entityId: eva?.id });
    // The mail is in the chosen language, with who invites.
    const job = (await jobRows(test.db, "mail")).find((row) => row.data.to === "eva@example.com");
    expect(job?.data).toMatchObject({ to: "eva@example.com", subject: "You're invited to coach on Vitaal" });
    expect((job?.data as { text?: string } | undefined)?.text).toContain("Sara Jansen");
  });

  it("keeps one pending invitation per address", async () => {
    const again = await inviteCoaches(test.db, admin, rowsOf("Eva <eva@example.com>"), "nl", mail);
    expect(again.map((row) => row.outcome)).toEqual(["pending"]);
    expect(
      await test.db.select().from(coachInvitations).where(eq(coachInvitations.email, "eva@example.com")),
    ).toHaveLength(1);
    // Two administrators at once: the database lets one through.
    const both = await Promise.all([
      inviteCoaches(test.db, admin, rowsOf("Tom <tom@example.com>"), "nl", mail),
      inviteCoaches(test.db, admin, rowsOf("Tom <tom@example.com>"), "nl", mail),
    ]);
    expect(
      both
        .flat()
        .map((row) => row.outcome)
        .sort(),
    ).toEqual(["invited", "pending"]);
    expect(await listPendingInvitations(test.db, now)).toHaveLength(3);
  });

  it("resends with a new link and expiry, and the old link dies", async () => {
    const [tom] = await test.db.select().from(coachInvitations).where(eq(coachInvitations.email, "tom@example.com"));
    const old = await linkTo("tom@example.com");
    const later = new Date(now.getTime() + 3 * 86_400_000);
    await resendInvitation(test.db, admin, tom?.id as string, "nl", { ...mail, now: later });
    const fresh = await linkTo("tom@example.com");
    expect(fresh).not.toBe(old);
    expect((await invitationByToken(test.db, old, later)).state).toBe("unknown");
    const found = await invitationByToken(test.db, fresh, later);
    expect(found).toMatchObject({ state: "valid", invitation: { name: "Tom", inviter: "Sara Jansen" } });
    expect(found.invitation?.expiresAt).toEqual(new Date(later.getTime() + INVITATION_DAYS * 86_400_000));
    const [entry] = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "resend"), eq(auditLog.entityId, tom?.id as string)));
    expect(JSON.stringify(entry)).not.toContain(tom?.tokenHash as string);
    await expect(
      resendInvitation(test.db, admin, "00000000-0000-4000-8000-000000000000", "nl", mail),
    ).rejects.toMatchObject({ code: "notFound" });
  });

  it("withdraws: the link no longer works, and the address may be invited again", async () => {
    const [tom] = await test.db.select().from(coachInvitations).where(eq(coachInvitations.email, "tom@example.com"));
    const token = await linkTo("tom@example.com");
    await withdrawInvitation(test.db, admin, tom?.id as string, now);
    const notPending = { code: "conflict", key: "coaches.errors.notPending" };
    await expect(withdrawInvitation(test.db, admin, tom?.id as string, now)).rejects.toMatchObject(notPending);
    await expect(resendInvitation(test.db, admin, tom?.id as string, "nl", mail)).rejects.toMatchObject(notPending);
    expect((await invitationByToken(test.db, token, now)).state).toBe("withdrawn");
    expect(
      await acceptInvitation(test.db, auth, profile(token, "Tom"), { lng: "nl", sessionUserId: null, now }),
    ).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await test.db.select().from(users).where(eq(users.email, "tom@example.com"))).toEqual([]);
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "withdraw"));
    expect(entry).toMatchObject({ entity: "coach-invitation", entityId: tom?.id });
    const again = await inviteCoaches(test.db, admin, rowsOf("Tom <tom@example.com>"), "nl", mail);
    expect(again.map((row) => row.outcome)).toEqual(["invited"]);
  });
});

describe("accepting an invitation", () => {
  it("refuses an expired link and an unknown one, and changes nothing", async () => {
    const token = await linkTo("eva@example.com");
    const late = new Date(now.getTime() + (INVITATION_DAYS + 1) * 86_400_000);
    expect((await invitationByToken(test.db, token, late)).state).toBe("expired");
    expect(
      await acceptInvitation(test.db, auth, profile(token), { lng: "nl", sessionUserId: null, now: late }),
    ).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(
      await acceptInvitation(test.db, auth, profile("not-a-token"), { lng: "nl", sessionUserId: null, now }),
    ).toEqual({
      ok: false,
      reason: "gone",
    });
    expect(await test.db.select().from(users).where(eq(users.email, "eva@example.com"))).toEqual([]);
  });

  it("makes the verified account, password, coach role and unpublished practice at once, and logs in", async () => {
    const token = await linkTo("eva@example.com");
    const outcome = await acceptInvitation(test.db, auth, profile(token), { lng: "en", sessionUserId: null, now });
    if (!outcome.ok) throw new Error(outcome.reason);
    const [account] = await test.db.select().from(users).where(eq(users.id, outcome.userId));
    expect(account).toMatchObject({ email: "eva@example.com", name: "Eva de Wit", emailVerified: true, locale: "en" });
    const [credential] = await test.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, outcome.userId), eq(accounts.providerId, "credential")));
    expect(await verifyPassword({ hash: credential?.password as string, password: "a calm and long password" })).toBe(
      true,
    );
    expect(
      (await test.db.select().from(userRoles).where(eq(userRoles.userId, outcome.userId))).map((row) => row.role),
    ).toEqual(["coach"]);
    const [practice] = await test.db.select().from(coaches).where(eq(coaches.userId, outcome.userId));
    // The slug of another coach with the name is taken.
    expect(practice).toMatchObject({
      id: outcome.coachId,
      slug: "eva-de-wit-2",
      published: false,
      headlineEn: "A calm mind",
    });
    const [invitation] = await test.db
      .select()
      .from(coachInvitations)
      .where(eq(coachInvitations.email, "eva@example.com"));
    expect(invitation).toMatchObject({ acceptedAt: now, userId: outcome.userId });
    const [entry] = await test.db.select().from(auditLog).where(eq(auditLog.action, "accept"));
    expect(entry).toMatchObject({ entity: "coach-invitation", entityId: invitation?.id, actorId: outcome.userId });
    // The cookie is a better-auth session of the new account.
    const session = await auth.api.getSession({
      headers: new Headers({ cookie: outcome.cookie.split(";")[0] as string }),
    });
    expect(session?.user.id).toBe(outcome.userId);
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, outcome.userId))).toHaveLength(1);
    // Used: a second time is refused.
    expect((await invitationByToken(test.db, token, now)).state).toBe("accepted");
    expect(await acceptInvitation(test.db, auth, profile(token), { lng: "en", sessionUserId: null, now })).toEqual({
      ok: false,
      reason: "gone",
    });
  });

  it("attaches an existing account only when logged in as it", async () => {
    const token = await linkTo("mila@example.com");
    const input = profile(token, "Mila de Vries");
    expect(await acceptInvitation(test.db, auth, input, { lng: "nl", sessionUserId: null, now })).toEqual({
      ok: false,
      reason: "account-exists",
    });
    expect(await acceptInvitation(test.db, auth, input, { lng: "nl", sessionUserId: "admin", now })).toEqual({
      ok: false,
      reason: "account-exists",
    });
    expect(await test.db.select().from(coaches).where(eq(coaches.userId, "mila"))).toEqual([]);
    const outcome = await acceptInvitation(test.db, auth, input, { lng: "nl", sessionUserId: "mila", now });
    expect(outcome).toMatchObject({ ok: true, userId: "mila" });
    const [mila] = await test.db.select().from(users).where(eq(users.id, "mila"));
    expect(mila).toMatchObject({ emailVerified: true, locale: "en" });
    expect(
      (await test.db.select().from(userRoles).where(eq(userRoles.userId, "mila"))).map((row) => row.role).sort(),
    ).toEqual(["coach", "member"]);
  });
});
