import { randomInt } from "node:crypto";
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { accountChanges } from "~/db/schema/account-changes";
import { accounts, sessions, userRoles, users } from "~/db/schema/accounts";
import { action as linkAction, loader as linkLoader } from "~/routes/auth/account-change";
import { action as accountAction } from "~/routes/member/account";
import { loaderAnswer, logIn as logInAs, postForm, servedAccountPages } from "../../../tests/support/account-routes";
import { jobRows } from "../../../tests/support/jobs";
import { confirmIdentity, FRESH_SSO_MINUTES } from "./account.server";
import {
  accountChangeJobHandlers,
  addressOwner,
  applyLink,
  carryOutDeletion,
  describeLink,
  requestDeletion,
  requestEmailChange,
  UNDO_DAYS,
} from "./account-changes.server";
import { signIn } from "./accounts.server";
import { type CurrentUser, getCurrentUser } from "./session.server";

// The account page's changes that could turn a stolen session into a stolen account: current
// passwords limited like a login's, a change of address and a deletion that need the password
// (or a fresh login through an organisation) and mail the address the account had, with a link
// that undoes them for 7 days. On the test database, through the page's action where a status
// matters and through the domain functions where the clock does.

const PASSWORD = "a calm and long password";
const ORIGIN = "http://localhost:5173";
const DAY = 24 * 60 * 60 * 1000;

let passwordHash: string;

// Client addresses of this run alone, so counts kept in a shared Redis by an earlier run cannot meet them.
const run = `${randomInt(1, 255)}.${randomInt(1, 255)}`;
const client = (n: number) => `10.${run}.${n}`;

// The code under test uses the process's database and auth: both answer with the test database.
const served = servedAccountPages({ connections: 4, tess: false });

/** People made for one test each: a member with a password, logged in (a session of their own). */
async function person(id: string, options: { password?: boolean; locale?: "nl" | "en" } = {}) {
  const email = `${id}@example.com`;
  await served.db
    .insert(users)
    .values({ id, name: `Person ${id}`, email, emailVerified: true, locale: options.locale ?? "en" });
  await served.db.insert(userRoles).values({ userId: id, role: "member" });
  if (options.password !== false) {
    await served.db.insert(accounts).values({
      id: `${id}-credential`,
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
    });
  }
  return email;
}

/** Logs in as a member would (a real session and its cookie) and reads the session's account. */
const logIn = (email: string, from = client(250)) => logInAs(email, PASSWORD, from);

interface Answer {
  status: number;
  data?: {
    form?: string;
    result?: { error?: Record<string, string[]> };
    problem?: { values?: { minutes?: number } };
    done?: string;
    sentTo?: string;
  };
  location?: string | null;
  headers?: Headers;
}

/** The account page's action, as the member area runs it: the answer's status and data, or its redirect. */
async function post(session: { cookie: string; user: CurrentUser }, values: Record<string, string>, from: string) {
  const call = { path: "/en/account", params: { lng: "en" }, user: session.user, headers: { cookie: session.cookie } };
  return (await postForm(accountAction, { ...call, clientIp: from }, values)) as Answer;
}

/** The mail queued to an address, oldest first. */
async function mailTo(address: string) {
  const rows = await jobRows(served.db, "mail");
  return rows
    .map((row) => row.data as { to: string; subject: string; text: string })
    .filter((mail) => mail.to === address);
}

/**
 * Waits until the mail a request sent off in the background has gone (its run moves the queue's
 * clock), so that a run of the queue at a later moment is not overtaken by it.
 */
async function mailSent() {
  for (let tries = 0; tries < 100; tries++) {
    const waiting = (await jobRows(served.db, "mail")).filter(
      (row) => row.state === "created" || row.state === "active",
    );
    if (waiting.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the mail was not sent");
}

/** The link in a mail that leads to the account-change page, and its token. */
function linkIn(mail: { text: string } | undefined): string {
  const link = mail?.text.match(/https?:\/\/\S+\/account-change\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no account-change link in ${mail?.text}`);
  return link[1];
}

async function emailOf(id: string) {
  const [row] = await served.db
    .select({ email: users.email, verified: users.emailVerified, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

async function sessionCount(id: string) {
  const [row] = await served.db
    .select({ count: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, id));
  return Number(row?.count ?? 0);
}

async function passwordWorks(id: string, password = PASSWORD) {
  const [row] = await served.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, id), eq(accounts.providerId, "credential")));
  return row?.hash ? verifyPassword({ hash: row.hash, password }) : false;
}

const account = async (id: string) => {
  const [row] = await served.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no ${id}`);
  return row;
};

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});

describe("current passwords on the account page", () => {
  it("answers 429 after five wrong ones for an account, from any client, and counts no right one", async () => {
    const email = await person("guessed");
    const session = await logIn(email);
    const wrong = (n: number, from: string) => post(session, { intent: "delete", deletePassword: `not it ${n}` }, from);
    // A right password in between is not counted, and clears what was counted.
    for (let n = 0; n < 4; n++) expect((await wrong(n, client(1))).status).toBe(400);
    const right = await post(
      session,
      { intent: "password", currentPassword: PASSWORD, newPassword: "another calm long password" },
      client(1),
    );
    expect(right.status).toBe(200);
    const current = {
      ...session,
      cookie:
        right.headers
          ?.getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; ") ?? "",
    };
    const fresh = {
      cookie: current.cookie,
      user: (await getCurrentUser(
        new Request(`${ORIGIN}/en/account`, { headers: { cookie: current.cookie } }),
      )) as CurrentUser,
    };
    const wrongAgain = (n: number, from: string) =>
      post(fresh, { intent: "email", email: "guessed.new@example.com", emailPassword: `not it ${n}` }, from);
    // Five wrong ones from five clients: a stolen session used from many addresses gets five in all.
    for (let n = 0; n < 5; n++) {
      const answer = await wrongAgain(n, client(10 + n));
      expect(answer.status).toBe(400);
      expect(answer.data?.result?.error).toEqual({ emailPassword: ["account.wrongPassword"] });
    }
    const refusedForms: Record<string, string>[] = [
      { intent: "email", email: "guessed.new@example.com", emailPassword: "another calm long password" },
      { intent: "password", currentPassword: "another calm long password", newPassword: "a third calm password" },
      { intent: "delete", deletePassword: "another calm long password" },
    ];
    for (const form of refusedForms) {
      const refused = await post(fresh, form, client(20));
      expect(refused.status).toBe(429);
      expect(Object.values(refused.data?.result?.error ?? {})).toEqual([["errors.tooManyAttempts"]]);
      expect(refused.data?.problem?.values?.minutes).toBe(15);
    }
    // Refused, so nothing happened: no change asked for, the account is there and open.
    expect(await mailTo("guessed.new@example.com")).toEqual([]);
    expect(await emailOf("guessed")).toMatchObject({ email, deactivatedAt: null });
    expect(await passwordWorks("guessed", "another calm long password")).toBe(true);
  });

  it("answers 429 to a client after 50 wrong ones over several accounts, and to its logins", async () => {
    const guesser = client(30);
    const people = await Promise.all(Array.from({ length: 11 }, (_, n) => person(`sprayed-${n}`)));
    // Their sessions as the member area hands them to the page (logging in ten times would only
    // cost time): the checks below are of the password, not of the session.
    const sessionOf = (email: string, n: number) => ({
      cookie: "",
      user: {
        id: `sprayed-${n}`,
        name: "Person",
        email,
        locale: "en",
        timeZone: "Europe/Amsterdam",
        sessionId: `s-${n}`,
      } as CurrentUser,
    });
    for (const [n, email] of people.slice(0, 10).entries()) {
      const session = sessionOf(email, n);
      for (let attempt = 0; attempt < 5; attempt++) {
        const answer = await post(session, { intent: "delete", deletePassword: `guess ${attempt}` }, guesser);
        expect(answer.status, `${n}:${attempt}`).toBe(400);
      }
    }
    const last = sessionOf(people[10] as string, 10);
    // An account this client never guessed for: refused, the right password included.
    const refused = await post(last, { intent: "delete", deletePassword: PASSWORD }, guesser);
    expect(refused.status).toBe(429);
    expect(refused.data?.problem?.values?.minutes).toBe(24 * 60);
    // One guesser, whatever the form: its logins are refused too.
    const login = signIn(
      new Request(`${ORIGIN}/en/login`, { method: "POST" }),
      { email: people[10] as string, password: PASSWORD },
      guesser,
    );
    await expect(login).rejects.toMatchObject({ code: "tooMany", key: "errors.tooManyAttempts" });
    // From elsewhere the account's owner deletes nothing by accident: the form still works.
    expect((await post(last, { intent: "delete", deletePassword: "not it" }, client(31))).status).toBe(400);
  }, 120_000);
});

describe("changing the email address", () => {
  it("needs the current password, and then mails both addresses", async () => {
    const email = await person("iris");
    const session = await logIn(email);
    const missing = await post(session, { intent: "email", email: "iris.new@example.com" }, client(40));
    expect(missing).toMatchObject({ status: 400, data: { result: { error: { emailPassword: ["errors.required"] } } } });
    const wrong = await post(
      session,
      { intent: "email", email: "iris.new@example.com", emailPassword: "not my password" },
      client(40),
    );
    expect(wrong).toMatchObject({
      status: 400,
      data: { result: { error: { emailPassword: ["account.wrongPassword"] } } },
    });
    expect(await mailTo("iris.new@example.com")).toEqual([]);
    expect(await mailTo(email)).toEqual([]);

    const asked = await post(
      session,
      { intent: "email", email: "iris.new@example.com", emailPassword: PASSWORD },
      client(40),
    );
    expect(asked).toMatchObject({ status: 200, data: { sentTo: "iris.new@example.com" } });
    // Nothing changes yet; the new address gets its confirmation, the current one the notice.
    expect(await emailOf("iris")).toMatchObject({ email });
    const [confirmation] = await mailTo("iris.new@example.com");
    expect(confirmation?.subject).toBe("Confirm your new email address");
    const [notice] = await mailTo(email);
    expect(notice?.subject).toBe("Your email address is being changed");
    expect(notice?.text).toContain("iris.new@example.com");
    expect(notice?.text).toContain("The link is valid for 7 days.");
    // Tokens are stored hashed only.
    const stored = await served.db.select().from(accountChanges).where(eq(accountChanges.userId, "iris"));
    expect(JSON.stringify(stored)).not.toContain(linkIn(notice));
    expect(JSON.stringify(stored)).not.toContain(linkIn(confirmation));

    // Confirmed at the new address: the account moves, once.
    expect(await describeLink(served.db, linkIn(confirmation))).toEqual({
      state: "confirm",
      newEmail: "iris.new@example.com",
    });
    expect(await applyLink(served.db, linkIn(confirmation), "en")).toEqual({
      ok: true,
      done: "confirmed",
      email: "iris.new@example.com",
    });
    expect(await emailOf("iris")).toMatchObject({ email: "iris.new@example.com", verified: true });
    expect(await applyLink(served.db, linkIn(confirmation), "en")).toEqual({ ok: false, reason: "used" });
  });

  it("is undone once through the old address: it comes back, everyone is out, the password must be reset", async () => {
    const email = await person("jan");
    const owner = await logIn(email);
    const intruder = await logIn(email, client(251));
    const now = new Date();
    await requestEmailChange(served.db, await account("jan"), "intruder@example.net", now);
    const [confirmation] = await mailTo("intruder@example.net");
    await applyLink(served.db, linkIn(confirmation), "en", new Date(now.getTime() + 60_000));
    expect(await emailOf("jan")).toMatchObject({ email: "intruder@example.net" });
    // While the undo link works, the old address is held for the account: nobody else takes it.
    expect(await addressOwner(served.db, email, new Date(now.getTime() + 2 * DAY))).toMatchObject({ id: "jan" });
    expect(await sessionCount("jan")).toBe(2);

    const [notice] = await mailTo(email);
    const token = linkIn(notice);
    const later = new Date(now.getTime() + 3 * DAY);
    expect(await describeLink(served.db, token, later)).toMatchObject({
      state: "undo",
      kind: "email",
      previousEmail: email,
      newEmail: "intruder@example.net",
    });
    expect(await applyLink(served.db, token, "en", later)).toEqual({
      ok: true,
      done: "undone",
      kind: "email",
      email,
      passwordReset: true,
    });
    expect(await emailOf("jan")).toMatchObject({ email, verified: true });
    expect(await sessionCount("jan")).toBe(0);
    expect(await getCurrentUser(new Request(`${ORIGIN}/en/account`, { headers: { cookie: owner.cookie } }))).toBeNull();
    expect(
      await getCurrentUser(new Request(`${ORIGIN}/en/account`, { headers: { cookie: intruder.cookie } })),
    ).toBeNull();
    // The password the intruder knew no longer works; a link to choose a new one went to the address.
    expect(await passwordWorks("jan")).toBe(false);
    expect((await mailTo(email)).map((mail) => mail.subject)).toContain("Set a new password");
    // Once only.
    expect(await applyLink(served.db, token, "en", later)).toEqual({ ok: false, reason: "used" });
    expect(await describeLink(served.db, token, later)).toEqual({ state: "used" });
  });

  it("can be undone for 7 days and no longer after", async () => {
    await person("kees");
    const now = new Date("2027-05-03T08:00:00Z");
    await requestEmailChange(served.db, await account("kees"), "kees.new@example.com", now);
    const token = linkIn((await mailTo("kees@example.com"))[0]);
    const week = new Date(now.getTime() + UNDO_DAYS * DAY);
    expect(await describeLink(served.db, token, new Date(week.getTime() - 1))).toMatchObject({ state: "undo" });
    expect(await describeLink(served.db, token, week)).toEqual({ state: "expired" });
    expect(await applyLink(served.db, token, "en", week)).toEqual({ ok: false, reason: "expired" });
    // The link to the new address works for a day.
    const confirm = linkIn((await mailTo("kees.new@example.com"))[0]);
    expect(await applyLink(served.db, confirm, "en", new Date(now.getTime() + DAY))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(await emailOf("kees")).toMatchObject({ email: "kees@example.com" });
    expect(await describeLink(served.db, "not-a-token")).toEqual({ state: "unknown" });
    expect(await describeLink(served.db, "x".repeat(43))).toEqual({ state: "unknown" });
  });

  it("ends the intruder's other links when undone, and a newer request replaces an unconfirmed one", async () => {
    await person("lies");
    const now = new Date();
    await requestEmailChange(served.db, await account("lies"), "lies.first@example.com", now);
    await requestEmailChange(served.db, await account("lies"), "lies.second@example.com", now);
    const first = linkIn((await mailTo("lies.first@example.com"))[0]);
    expect(await applyLink(served.db, first, "en", now)).toEqual({ ok: false, reason: "replaced" });
    const second = linkIn((await mailTo("lies.second@example.com"))[0]);
    await applyLink(served.db, second, "en", now);
    // Moved on from the second address, the intruder would hold an undo link for that one.
    await requestEmailChange(served.db, await account("lies"), "lies.third@example.com", now);
    await applyLink(served.db, linkIn((await mailTo("lies.third@example.com"))[0]), "en", now);
    const intruders = linkIn(
      (await mailTo("lies.second@example.com")).find((mail) => mail.subject.includes("being changed")),
    );
    // The owner undoes from the original address: the account is theirs, the intruder's link is dead.
    const owners = (await mailTo("lies@example.com")).find((mail) => mail.text.includes("lies.second@example.com"));
    expect(await applyLink(served.db, linkIn(owners), "en", now)).toMatchObject({
      ok: true,
      email: "lies@example.com",
    });
    expect(await applyLink(served.db, intruders, "en", now)).toEqual({ ok: false, reason: "replaced" });
    expect(await emailOf("lies")).toMatchObject({ email: "lies@example.com" });
  });

  it("answers the same for an address of another account, which gets no mail", async () => {
    const email = await person("mees");
    await person("noor");
    const session = await logIn(email);
    const asked = await post(
      session,
      { intent: "email", email: "noor@example.com", emailPassword: PASSWORD },
      client(41),
    );
    expect(asked).toMatchObject({ status: 200, data: { sentTo: "noor@example.com" } });
    expect(await mailTo("noor@example.com")).toEqual([]);
    // The owner is told all the same.
    expect((await mailTo(email)).map((mail) => mail.subject)).toEqual(["Your email address is being changed"]);
  });
});

describe("the page of a mailed link", () => {
  const open = (token: string) =>
    loaderAnswer(linkLoader, { path: `/en/account-change?token=${token}`, params: { lng: "en" } });
  const use = async (token: string) => {
    const answer = await postForm(linkAction, { path: "/en/account-change", params: { lng: "en" } }, { token });
    return { status: answer.status, data: answer.data };
  };

  it("shows what the link does without doing it, does it with its button once, and says why not after", async () => {
    await person("sven");
    await requestEmailChange(served.db, await account("sven"), "sven.new@example.com");
    const token = linkIn((await mailTo("sven.new@example.com"))[0]);
    // Opening it (a person, or a mail scanner) changes nothing.
    expect(await open(token)).toMatchObject({
      status: 200,
      data: { link: { state: "confirm", newEmail: "sven.new@example.com" }, token },
    });
    expect(await emailOf("sven")).toMatchObject({ email: "sven@example.com" });
    expect(await use(token)).toEqual({
      status: 200,
      data: { outcome: { ok: true, done: "confirmed", email: "sven.new@example.com" } },
    });
    expect(await use(token)).toMatchObject({ status: 410, data: { outcome: { ok: false, reason: "used" } } });
    expect((await open(token)).status).toBe(410);
    // A link that never was: 404, whatever it looks like.
    for (const unknown of ["", "no-such-token", "x".repeat(43), "<script>", "a".repeat(10_000)]) {
      expect((await open(encodeURIComponent(unknown))).status, unknown).toBe(404);
      expect((await use(unknown)).status, unknown).toBe(404);
    }
  });
});

describe("deleting the account", () => {
  it("needs the password, closes the account at once, and erases it after 7 days by the job", async () => {
    const email = await person("otto");
    const session = await logIn(email);
    await logIn(email, client(252));
    const wrong = await post(session, { intent: "delete", deletePassword: "not my password" }, client(50));
    expect(wrong).toMatchObject({
      status: 400,
      data: { result: { error: { deletePassword: ["account.wrongPassword"] } } },
    });
    expect(await emailOf("otto")).toMatchObject({ deactivatedAt: null });

    const before = Date.now();
    const deleted = await post(session, { intent: "delete", deletePassword: PASSWORD }, client(50));
    expect(deleted.status).toBe(302);
    expect(deleted.location).toBe("/en/post-logout?deleted=1");
    expect(deleted.headers?.getSetCookie().join("\n")).toContain("vitaal.session_token=; Path=/; Max-Age=0");
    expect((await emailOf("otto"))?.deactivatedAt).not.toBeNull();
    expect(await sessionCount("otto")).toBe(0);
    // Its owner is told, with the way back; logging in says where it stands.
    const [notice] = await mailTo(email);
    expect(notice?.subject).toBe("Your Vitaal account will be deleted");
    const login = signIn(
      new Request(`${ORIGIN}/en/login`, { method: "POST" }),
      { email, password: PASSWORD },
      client(51),
    );
    await expect(login).rejects.toMatchObject({ code: "invalid", key: "errors.deletionPending" });

    // The erasure waits in the queue for 7 days.
    const [job] = (await jobRows(served.db, "account-erasure")).filter((row) => row.state === "created");
    expect(job?.startAfter.getTime()).toBeGreaterThanOrEqual(before + UNDO_DAYS * DAY);
    expect(job?.startAfter.getTime()).toBeLessThanOrEqual(Date.now() + UNDO_DAYS * DAY);
    await mailSent();
    const handlers = accountChangeJobHandlers(async () => served.db);
    const dueAt = job?.startAfter as Date;
    await expect(carryOutDeletion(served.db, job?.data.changeId, new Date(dueAt.getTime() - 1))).rejects.toThrow(
      "not due yet",
    );
    expect(await served.test.queue.runDue(handlers, new Date(dueAt.getTime() - DAY))).toBe(0);
    expect(await emailOf("otto")).toBeDefined();
    expect(await served.test.queue.runDue(handlers, dueAt)).toBe(1);
    expect(await emailOf("otto")).toBeUndefined();
    // Gone with it: its link.
    expect(await describeLink(served.db, linkIn(notice), dueAt)).toEqual({ state: "unknown" });
  });

  it("is called off through the mailed link: the account opens again and the erasure does nothing", async () => {
    await person("pim");
    const now = new Date("2027-06-01T10:00:00Z");
    const { due } = await requestDeletion(served.db, await account("pim"), now);
    expect(due).toEqual(new Date(now.getTime() + UNDO_DAYS * DAY));
    const token = linkIn((await mailTo("pim@example.com"))[0]);
    expect(await describeLink(served.db, token, now)).toMatchObject({ state: "undo", kind: "deletion", due });
    expect(await applyLink(served.db, token, "en", new Date(now.getTime() + 2 * DAY))).toMatchObject({
      ok: true,
      done: "undone",
      kind: "deletion",
      passwordReset: true,
    });
    expect(await emailOf("pim")).toMatchObject({ deactivatedAt: null });
    const [change] = await served.db.select().from(accountChanges).where(eq(accountChanges.userId, "pim"));
    expect(await carryOutDeletion(served.db, change?.id, due)).toBe(false);
    expect(await emailOf("pim")).toBeDefined();
  });

  it("is called off too when the owner undoes an intruder's change of address that came first", async () => {
    await person("quinn");
    const now = new Date();
    await requestEmailChange(served.db, await account("quinn"), "quinn.taken@example.net", now);
    await applyLink(served.db, linkIn((await mailTo("quinn.taken@example.net"))[0]), "en", now);
    await requestDeletion(served.db, await account("quinn"), now);
    const ownersLink = linkIn((await mailTo("quinn@example.com"))[0]);
    expect(await applyLink(served.db, ownersLink, "en", now)).toMatchObject({ ok: true, kind: "email" });
    expect(await emailOf("quinn")).toMatchObject({ email: "quinn@example.com", deactivatedAt: null });
    // The deletion notice went to the intruder's address; its link no longer works.
    const intruders = (await mailTo("quinn.taken@example.net")).find((mail) => mail.subject.includes("deleted"));
    expect(await applyLink(served.db, linkIn(intruders), "en", now)).toEqual({ ok: false, reason: "replaced" });
  });
});

describe("an account without a password", () => {
  it("confirms with a login through its organisation of at most 10 minutes ago", async () => {
    const email = await person("rosa", { password: false });
    await served.db
      .insert(accounts)
      .values({ id: "rosa-sso", accountId: "rosa-sub", providerId: "sso:acme", userId: "rosa" });
    const now = new Date();
    const login = new Date(now.getTime() - (FRESH_SSO_MINUTES + 1) * 60_000);
    await served.db.insert(sessions).values({
      id: "rosa-session",
      token: "rosa-token",
      userId: "rosa",
      expiresAt: new Date(now.getTime() + DAY),
      createdAt: login,
    });
    const user = { id: "rosa", sessionId: "rosa-session" };
    const typed = (password?: string) => ({ password, field: "deletePassword" });
    await expect(confirmIdentity(user, typed(), client(60), now)).rejects.toMatchObject({
      code: "refused",
      status: 403,
      key: "account.reauthRequired",
    });
    // A password typed anyway changes nothing: there is none to check.
    await expect(confirmIdentity(user, typed("a guess"), client(60), now)).rejects.toMatchObject({ status: 403 });
    await expect(
      confirmIdentity(user, typed(), client(60), new Date(login.getTime() + 9 * 60_000)),
    ).resolves.toBeUndefined();
    expect(email).toBe("rosa@example.com");
  });
});
