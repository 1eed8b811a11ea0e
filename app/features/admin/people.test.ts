import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, userRoles, users } from "~/db/schema/accounts";
import { auditLog } from "~/db/schema/admin";
import { partnerMemberships } from "~/db/schema/partners";
import { vitascans } from "~/db/schema/vitascan";
import { isAppError } from "~/utils/app-error";
import { serveAppFrom } from "../../../tests/support/app-database";
import {
  addPartnerMember,
  createAdmin,
  createAppointment,
  createAuthSession,
  createCoach,
  createCoachNote,
  createMember,
  createPartner,
  createVitascan,
} from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { signIn } from "../accounts/accounts.server";
import { getCurrentUser } from "../accounts/session.server";
import { listAudit } from "./audit.server";
import {
  deactivatePerson,
  deletePerson,
  getPerson,
  reactivatePerson,
  searchPeople,
  setPartnerAdmin,
  setRole,
} from "./people.server";

let test: TestDatabase;
const now = new Date("2027-05-03T10:00:00Z");
const PASSWORD = "a calm and long password";

const sara = { id: "sara", name: "Sara Jansen", email: "sara@example.com" };
const tom = { id: "tom", name: "Tom de Boer", email: "tom@example.com" };
let partnerId: string;
let otherPartnerId: string;

// The code under test uses the process's database and auth: both answer with the test database.
let app: { release(): void } | undefined;

beforeAll(async () => {
  test = await createTestDatabase({ connections: 6 });
  app = serveAppFrom(test);
  await createAdmin(test.db, { ...sara, emailVerified: true, password: PASSWORD });
  await createAdmin(test.db, { ...tom, emailVerified: true, password: PASSWORD });
  for (const person of [
    { id: "ann", name: "Ann 100% Smit", email: "ann_smit@example.com", emailVerified: false },
    { id: "bob", name: "Bob Visser", email: "bob@example.org", emailVerified: true },
    { id: "cees", name: "Cees Bakker", email: "cees@example.com", emailVerified: true },
  ]) {
    await createMember(test.db, { ...person, password: PASSWORD });
  }
  partnerId = (await createPartner(test.db, { slug: "acme", name: "Acme" })).id;
  otherPartnerId = (await createPartner(test.db, { slug: "globex", name: "Globex", brandColor: "#654321" })).id;
  await addPartnerMember(test.db, otherPartnerId, "ann");
  const coach = await createCoach(test.db, { slug: "daan", name: "Daan Bakker" });
  const appointment = await createAppointment(test.db, {
    coachId: coach.id,
    memberId: "ann",
    startsAt: "2027-04-20T09:00:00Z",
    endsAt: "2027-04-20T10:00:00Z",
    status: "completed",
    topic: "SECRET-TOPIC sleeping badly",
  });
  await createCoachNote(test.db, appointment, "SECRET-NOTE");
  await createVitascan(test.db, "ann", {
    answers: { q1: 4 },
    completedAt: now,
    result: { secret: "SECRET-SCAN" },
    overall: 77,
  });
});

afterAll(async () => {
  app?.release();
  await test?.close();
});

/** Why a change was refused (its `people.errors.*` key without the prefix), or null when it went through. */
async function refusal(change: Promise<unknown>): Promise<string | null> {
  try {
    await change;
    return null;
  } catch (error) {
    if (!isAppError(error)) throw error;
    const key = error.ownKey ? error.key : (Object.values(error.fields)[0] ?? error.key);
    return key.replace("people.errors.", "");
  }
}

async function rolesOf(id: string) {
  const rows = await test.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, id));
  return rows.map((row) => row.role).sort();
}

async function entriesFor(id: string) {
  return listAudit(test.db, { entity: "user", entityId: id });
}

/** Logs in with the password, as the login page does: the session's cookie. */
async function loginCookie(email: string, clientIp: string): Promise<string> {
  const login = await signIn(loginRequest(), { email, password: PASSWORD }, clientIp);
  return login.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

function loginRequest() {
  return new Request("http://localhost:5173/en/login", {
    method: "POST",
    headers: { origin: "http://localhost:5173" },
  });
}

describe("finding people", () => {
  it("searches names and addresses, case-insensitively, with wildcards taken literally", async () => {
    expect((await searchPeople(test.db, "JANSEN")).people.map((row) => row.id)).toEqual(["sara"]);
    expect((await searchPeople(test.db, "example.org")).people.map((row) => row.id)).toEqual(["bob"]);
    // "%" and "_" are characters to find, not patterns: only Ann's name has "100%", her address "_".
    expect((await searchPeople(test.db, "100%")).people.map((row) => row.id)).toEqual(["ann"]);
    expect((await searchPeople(test.db, "n_s")).people.map((row) => row.id)).toEqual(["ann"]);
    expect((await searchPeople(test.db, "%")).people.map((row) => row.id)).toEqual(["ann"]);
    expect((await searchPeople(test.db, "\\")).people).toEqual([]);
  });

  it("pages through the list in name order", async () => {
    const first = await searchPeople(test.db, "", 1, 2);
    const second = await searchPeople(test.db, "", 2, 2);
    expect(first.people.map((row) => row.name)).toEqual(["Ann 100% Smit", "Bob Visser"]);
    expect(first.hasMore).toBe(true);
    expect(second.people.map((row) => row.name)).toEqual(["Cees Bakker", "Sara Jansen"]);
    expect((await searchPeople(test.db, "", 3, 2)).hasMore).toBe(false);
  });

  it("shows a person's account, roles and sessions, never their topics, notes or scans", async () => {
    const person = await getPerson(test.db, "ann");
    expect(person?.account).toMatchObject({ name: "Ann 100% Smit", emailVerified: false, deactivatedAt: null });
    expect(person?.roles).toEqual(["member"]);
    expect(person?.memberships).toMatchObject([{ slug: "globex", role: "member" }]);
    expect(person?.appointments).toHaveLength(1);
    expect(Object.keys(person?.appointments[0] ?? {}).sort()).toEqual(["endsAt", "id", "startsAt", "status"]);
    const everything = JSON.stringify(person);
    for (const secret of ["SECRET-TOPIC", "SECRET-NOTE", "SECRET-SCAN", "topic", "vitascan", "overall", "answers"]) {
      expect(everything).not.toContain(secret);
    }
    expect(await getPerson(test.db, "nobody")).toBeNull();
  });
});

describe("roles", () => {
  it("grants and revokes the coach role, with an audit entry in the same transaction", async () => {
    expect(await setRole(test.db, sara, "bob", "coach", true)).toEqual({ ok: true, changed: true });
    expect(await rolesOf("bob")).toEqual(["coach", "member"]);
    // Granting again changes nothing and writes nothing.
    expect(await setRole(test.db, sara, "bob", "coach", true)).toEqual({ ok: true, changed: false });
    expect(await setRole(test.db, sara, "bob", "coach", false)).toEqual({ ok: true, changed: true });
    expect(await rolesOf("bob")).toEqual(["member"]);
    const entries = await entriesFor("bob");
    expect(entries.map((entry) => entry.action)).toEqual(["role-revoked", "role-granted"]);
    expect(entries[1]).toMatchObject({
      actorId: "sara",
      actorLabel: "Sara Jansen <sara@example.com>",
      before: { roles: "member" },
      after: { roles: "coach, member" },
    });
  });

  it("refuses an unknown account", async () => {
    expect(await refusal(setRole(test.db, sara, "nobody", "coach", true))).toBe("notFound");
  });

  it("keeps an administrator from removing their own admin role", async () => {
    expect(await refusal(setRole(test.db, sara, "sara", "admin", false))).toBe("ownAdmin");
    expect(await rolesOf("sara")).toContain("admin");
  });

  it("never leaves the platform without an active administrator, even when two remove each other at once", async () => {
    await setRole(test.db, sara, "cees", "admin", true);
    // Three administrators: Sara removes Cees, then Sara and Tom try to remove each other at once.
    expect(await setRole(test.db, sara, "cees", "admin", false)).toEqual({ ok: true, changed: true });
    // Each waits after its check until both have checked (or a moment has passed): without the
    // lock both would pass the check and remove each other.
    let checked = 0;
    const bothChecked = async () => {
      checked++;
      for (let waited = 0; checked < 2 && waited < 400; waited += 20) await new Promise((r) => setTimeout(r, 20));
    };
    const results = await Promise.all([
      refusal(setRole(test.db, sara, "tom", "admin", false, { afterCheck: bothChecked })),
      refusal(setRole(test.db, tom, "sara", "admin", false, { afterCheck: bothChecked })),
    ]);
    // One went through, the other was refused: its actor was no administrator any more.
    expect(results.sort()).toEqual(["notAdmin", null]);
    const admins = await test.db.select().from(userRoles).where(eq(userRoles.role, "admin"));
    expect(admins).toHaveLength(1);
    // Put things back for the tests below: whoever is left makes the other administrator again.
    const left = admins[0]?.userId === "sara" ? sara : tom;
    const other = left === sara ? tom : sara;
    expect(await setRole(test.db, left, other.id, "admin", true)).toEqual({ ok: true, changed: true });
  });

  it("refuses to remove the last active administrator", async () => {
    // Tom deactivated: Sara is the only active administrator, and Tom's actions no longer count.
    await test.db.update(users).set({ deactivatedAt: now }).where(eq(users.id, "tom"));
    expect(await refusal(setRole(test.db, tom, "sara", "admin", false))).toBe("notAdmin");
    expect(await refusal(deactivatePerson(test.db, tom, "sara", now))).toBe("notAdmin");
    await test.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, "tom"));
    // Two admins, Tom removes Sara's role: allowed; then nobody may remove Tom's.
    expect(await setRole(test.db, tom, "sara", "admin", false)).toEqual({ ok: true, changed: true });
    expect(await refusal(setRole(test.db, sara, "tom", "admin", false))).toBe("notAdmin");
    await test.db.insert(userRoles).values({ userId: "sara", role: "admin" });
  });

  it("lets several administrators act on different accounts at the same time", async () => {
    const results = await Promise.all([
      setRole(test.db, sara, "bob", "coach", true),
      setRole(test.db, tom, "cees", "coach", true),
      setPartnerAdmin(test.db, sara, "ann", partnerId, true),
    ]);
    expect(results.every((result) => result.changed)).toBe(true);
    await setRole(test.db, sara, "bob", "coach", false);
    await setRole(test.db, sara, "cees", "coach", false);
    await setPartnerAdmin(test.db, sara, "ann", partnerId, false);
  });
});

describe("partner administrators", () => {
  it("makes an existing member the administrator of one partner, and back", async () => {
    expect(await setPartnerAdmin(test.db, sara, "ann", otherPartnerId, true)).toEqual({ ok: true, changed: true });
    let rows = await test.db.select().from(partnerMemberships).where(eq(partnerMemberships.userId, "ann"));
    expect(rows.find((row) => row.partnerId === otherPartnerId)?.role).toBe("admin");
    expect(await setPartnerAdmin(test.db, sara, "ann", otherPartnerId, false)).toEqual({ ok: true, changed: true });
    rows = await test.db.select().from(partnerMemberships).where(eq(partnerMemberships.userId, "ann"));
    // The membership stays; only the administration ends.
    expect(rows.find((row) => row.partnerId === otherPartnerId)?.role).toBe("member");
    const [latest] = await entriesFor("ann");
    expect(latest).toMatchObject({
      action: "partner-admin-revoked",
      before: { "partner globex": "admin" },
      after: { "partner globex": "member" },
    });
  });

  it("adds the membership when the account was no member of the partner", async () => {
    expect(await setPartnerAdmin(test.db, sara, "bob", partnerId, true)).toEqual({ ok: true, changed: true });
    const [row] = await test.db.select().from(partnerMemberships).where(eq(partnerMemberships.userId, "bob"));
    expect(row).toMatchObject({ partnerId, role: "admin" });
    // Only that partner: Bob administers no other.
    expect(await test.db.select().from(partnerMemberships).where(eq(partnerMemberships.userId, "bob"))).toHaveLength(1);
    expect(await setPartnerAdmin(test.db, sara, "bob", partnerId, false)).toEqual({ ok: true, changed: true });
    // Revoking for someone who is no member of the partner is harmless.
    expect(await setPartnerAdmin(test.db, sara, "cees", partnerId, false)).toEqual({ ok: true, changed: false });
    expect(await refusal(setPartnerAdmin(test.db, sara, "bob", "00000000-0000-4000-8000-000000000000", true))).toBe(
      "partnerNotFound",
    );
  });
});

describe("deactivation", () => {
  it("ends every session, refuses login with a message, and treats a surviving session as logged out", async () => {
    const cookie = await loginCookie("cees@example.com", "192.0.2.10");
    const asCees = () => new Request("http://localhost:5173/en/dashboard", { headers: { cookie } });
    expect((await getCurrentUser(asCees()))?.id).toBe("cees");
    await createAuthSession(test.db, "cees", { id: "cees-2", token: "cees-second", expiresAt: now });

    expect(await deactivatePerson(test.db, sara, "cees", now)).toEqual({ ok: true, changed: true });
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, "cees"))).toEqual([]);
    expect((await test.db.select().from(users).where(eq(users.id, "cees")))[0]?.deactivatedAt).toEqual(now);
    const [entry] = await entriesFor("cees");
    expect(entry).toMatchObject({ action: "deactivated", before: { sessions: 2 } });

    // The right password hears that the account is deactivated, and gets no session.
    await expect(
      signIn(loginRequest(), { email: "cees@example.com", password: PASSWORD }, "192.0.2.10"),
    ).rejects.toMatchObject({ key: "errors.deactivated" });
    // A wrong password hears what any wrong password hears.
    await expect(
      signIn(loginRequest(), { email: "cees@example.com", password: "not the password" }, "192.0.2.10"),
    ).rejects.toMatchObject({ key: "errors.invalidCredentials" });
    expect(await test.db.select().from(sessions).where(eq(sessions.userId, "cees"))).toEqual([]);

    // Reactivated: logging in works again.
    expect(await reactivatePerson(test.db, sara, "cees", now)).toEqual({ ok: true, changed: true });
    const again = await signIn(loginRequest(), { email: "cees@example.com", password: PASSWORD }, "192.0.2.10");
    expect(again.ok).toBe(true);
  });

  it("logs out a session that outlived a deactivation (defence in depth)", async () => {
    const cookie = await loginCookie("bob@example.org", "192.0.2.11");
    await test.db.update(users).set({ deactivatedAt: now }).where(eq(users.id, "bob"));
    const request = new Request("http://localhost:5173/en/dashboard", { headers: { cookie } });
    expect(await getCurrentUser(request)).toBeNull();
    await test.db.update(users).set({ deactivatedAt: null }).where(eq(users.id, "bob"));
  });

  it("refuses to deactivate oneself", async () => {
    expect(await refusal(deactivatePerson(test.db, sara, "sara", now))).toBe("self");
  });

  it("leaves nothing behind when the change fails: no entry without its change", async () => {
    const before = (await test.db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]?.count;
    await expect(
      test.db.transaction(async (tx) => {
        await deactivatePerson(tx, sara, "bob", now);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const after = (await test.db.select({ count: sql<number>`count(*)::int` }).from(auditLog))[0]?.count;
    expect(after).toBe(before);
    expect((await test.db.select().from(users).where(eq(users.id, "bob")))[0]?.deactivatedAt).toBeNull();
  });
});

describe("deletion on request", () => {
  it("asks for the address, refuses oneself, and erases the account with an entry", async () => {
    expect(await refusal(deletePerson(test.db, sara, "sara", "sara@example.com", now))).toBe("self");
    expect(await refusal(deletePerson(test.db, sara, "ann", "someone@example.com", now))).toBe("confirmMismatch");
    expect(await getPerson(test.db, "ann")).not.toBeNull();
    expect(await deletePerson(test.db, sara, "ann", "ANN_SMIT@example.com", now)).toMatchObject({ ok: true });
    expect(await getPerson(test.db, "ann")).toBeNull();
    expect(await test.db.select().from(vitascans).where(eq(vitascans.userId, "ann"))).toEqual([]);
    const [entry] = await entriesFor("ann");
    expect(entry).toMatchObject({ action: "deleted", actorId: "sara", after: null });
    expect(JSON.stringify(entry)).not.toContain("ann_smit@example.com");
    expect(await refusal(deletePerson(test.db, sara, "ann", "ann_smit@example.com", now))).toBe("notFound");
  });
});
