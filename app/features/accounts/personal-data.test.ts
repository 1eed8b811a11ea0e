import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addPartnerMember,
  createAppointment,
  createAuthSession,
  createCoachNote,
  createCoachUser,
  createEventWithSession,
  createMember,
  createPartner,
  createUser,
  createVitascan,
  createVitascanConsent,
  createWebinar,
} from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { accountChanges } from "../../db/schema/account-changes";
import { accounts, users, verifications } from "../../db/schema/accounts";
import { coachInvitations } from "../../db/schema/admin";
import { calendarBusy, calendarSubscriptions } from "../../db/schema/calendar";
import { callAttendance } from "../../db/schema/calls";
import { appointmentSeries, appointments, coaches, coachNotes } from "../../db/schema/coaching";
import { ebookDownloads, ebookLeads } from "../../db/schema/content";
import { eventRegistrations, webinarRegistrations } from "../../db/schema/events";
import {
  goalCheckIns,
  goalSteps,
  goals,
  safetyConcerns,
  sessionRatings,
  sessionSummaries,
} from "../../db/schema/journey";
import { mailPreferences, messageFiles, messageReports, messages, notifications } from "../../db/schema/messages";
import { partnerMemberships } from "../../db/schema/partners";
import { slotOffers, slotWaits } from "../../db/schema/scheduling";
import { vitascanWithdrawals } from "../../db/schema/vitascan";
import { register } from "../events/registrations.server";
import { enqueueJob } from "../jobs/queue.server";
import { coachConversation } from "../messages/conversations.server";
import { openKey, sealBytes, sealText } from "../messages/crypto.server";
import { encryptSecret } from "../partners/secret-box.server";
import { setReminder } from "../vitascan/vitascan.server";
import { registerForWebinar } from "../webinars/webinars.server";
import { collectPersonalData, erasePersonalData, type PersonalData } from "./personal-data.server";

/**
 * Every column that refers to a person, with what happens to it: in the person's download (the
 * section of `collectPersonalData` it shows up in) and when the account is deleted. A table that
 * gains such a column fails the catalog test below until it gets a line here, and a line must
 * export the data or delete it.
 */
type Removal = "deleted by cascade" | "deleted explicitly" | `kept, because ${string}`;
type Export = Exclude<keyof PersonalData, "exportedAt"> | `not exported, because ${string}`;

const coverage: Record<string, { export: Export; removal: Removal }> = {
  "users.email": { export: "account", removal: "deleted explicitly" },
  "sessions.user_id": { export: "sessions", removal: "deleted by cascade" },
  "accounts.user_id": { export: "loginMethods", removal: "deleted by cascade" },
  "user_roles.user_id": { export: "roles", removal: "deleted by cascade" },
  "onboarding.user_id": { export: "onboarding", removal: "deleted by cascade" },
  "partner_memberships.user_id": { export: "partnerMemberships", removal: "deleted by cascade" },
  "coaches.user_id": {
    export: "coachPractice",
    removal:
      "kept, because a coach's practice and the sessions members had with it outlive the coach's login; the link to the account is set null and an admin removes the practice",
  },
  "appointments.member_id": {
    export: "coachingSessions",
    removal:
      "kept, because a session that took place stays in the coach's agenda; the member is set null, the topic erased, upcoming ones cancelled and the coach's notes deleted",
  },
  "appointments.cancelled_by": {
    export: "coachingSessions",
    removal: "kept, because it names a role ('member' or 'coach'), not a person",
  },
  "call_attendance.user_id": { export: "calls", removal: "deleted explicitly" },
  "vitascan_consents.user_id": { export: "vitascanConsent", removal: "deleted by cascade" },
  "vitascans.user_id": { export: "vitascans", removal: "deleted by cascade" },
  "vitascan_withdrawals.user_id": {
    export: "not exported, because it is what the member just withdrew, held 30 seconds for an undo and then deleted",
    removal: "deleted by cascade",
  },
  "event_registrations.user_id": { export: "eventRegistrations", removal: "deleted by cascade" },
  "webinar_registrations.user_id": { export: "webinarRegistrations", removal: "deleted by cascade" },
  "ebook_downloads.user_id": {
    export: "ebookDownloads",
    removal: "kept, because a download is counted; the user is set null, so it names nobody",
  },
  "coach_invitations.email": { export: "coachInvitations", removal: "deleted explicitly" },
  "coach_invitations.user_id": { export: "coachInvitations", removal: "deleted explicitly" },
  "coach_invitations.invited_by": {
    export: "coachInvitationsSent",
    removal: "kept, because an invitation is its invitee's; the inviting administrator is set null, so it names nobody",
  },
  "account_changes.user_id": { export: "accountChanges", removal: "deleted by cascade" },
  "account_changes.previous_email": { export: "accountChanges", removal: "deleted explicitly" },
  "account_changes.new_email": { export: "accountChanges", removal: "deleted explicitly" },
  "conversations.member_id": { export: "conversations", removal: "deleted by cascade" },
  "messages.author_id": { export: "conversations", removal: "deleted by cascade" },
  "notifications.user_id": { export: "notifications", removal: "deleted by cascade" },
  "mail_preferences.user_id": { export: "mailPreferences", removal: "deleted by cascade" },
  "message_reports.reporter_id": {
    export: "messageReports",
    removal:
      "kept, because a report is the administrators' record of a coach; the reporter is set null, so it names nobody",
  },
  "goals.member_id": { export: "goals", removal: "deleted by cascade" },
  "session_ratings.member_id": { export: "sessionRatings", removal: "deleted by cascade" },
  "safety_concerns.member_id": {
    export: "safetyConcerns",
    removal:
      "kept, because the administrators keep what was done about a safety concern; the member is set null, so it names nobody",
  },
  "safety_concerns.handled_by": {
    export: "safetyConcernsHandled",
    removal: "kept, because a concern's handling is the administrators' record; the administrator is set null",
  },
  "appointment_series.member_id": {
    export: "appointmentSeries",
    removal:
      "kept, because the sessions of a series stay in the coach's agenda like any session; the member is set null",
  },
  "appointment_series.booked_by": {
    export: "appointmentSeries",
    removal: "kept, because it names a role ('member' or 'coach'), not a person",
  },
  "slot_waits.member_id": { export: "slotWaits", removal: "deleted by cascade" },
  "ebook_leads.email": {
    export: "ebookRequests",
    removal:
      "kept, because a visitor's ebook request is a consent of its own, with a withdraw link that erases the address",
  },
};

/**
 * Data that names a person inside a value, which the catalog cannot point to: the rendered mail
 * (`to`) or the account id in a job's payload, and better-auth's reset tokens (`value` is the
 * account id). Deleted explicitly; the behavioural test below checks them.
 */
const heldInValues = ["pgboss.job.data", "public.verifications.value"];

// Messages are opened with the server's secret; the download reads it as the app does.
process.env.AUTH_SECRET ??= "a-test-secret-for-personal-data-0123456789";
const secret = () => process.env.AUTH_SECRET as string;

const ANN = "ann";
const ANN_EMAIL = "ann@example.com";
const now = new Date("2027-04-01T09:00:00Z");
const past = new Date("2027-03-01T09:00:00Z");
const upcoming = new Date("2027-04-20T09:00:00Z");

let test: TestDatabase;
let coachId: string;
const ids: Record<string, string> = {};

interface CatalogColumn {
  table: string;
  column: string;
  /** pg_constraint.confdeltype of a foreign key to users: c cascade, n set null, a/r refuse; null: none. */
  onDelete: string | null;
}

/** Columns that refer to a person: foreign keys to users.id, and names that say so. */
async function personColumns(): Promise<CatalogColumn[]> {
  const foreign = (await test.db.execute(sql`
    select cl.relname as "table", a.attname as "column", c.confdeltype::text as "onDelete"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_namespace n on n.oid = cl.relnamespace
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
    where c.contype = 'f' and c.confrelid = 'public.users'::regclass and n.nspname = 'public'`)) as unknown as {
    rows: CatalogColumn[];
  };
  const named = (await test.db.execute(sql`
    select table_name as "table", column_name as "column"
    from information_schema.columns
    where table_schema = 'public'
      and (column_name ~ '(^|_)(user|member)_id$' or column_name ~ '_by$' or column_name ~ '(^|_)e?mail$')`)) as unknown as {
    rows: { table: string; column: string }[];
  };
  const found = new Map<string, CatalogColumn>();
  for (const row of named.rows) found.set(`${row.table}.${row.column}`, { ...row, onDelete: null });
  for (const row of foreign.rows) found.set(`${row.table}.${row.column}`, row);
  return [...found.values()];
}

/** A column's rows in all, and those that refer to Ann (by id, or by address for an address column). */
async function census(table: string, column: string): Promise<{ all: number; ann: number }> {
  const value = /e?mail$/.test(column) ? ANN_EMAIL : ANN;
  const result = (await test.db.execute(
    sql`select count(*)::int as "all",
      (count(*) filter (where lower(${sql.identifier(column)}::text) = ${value}))::int as ann
      from ${sql.identifier(table)}`,
  )) as unknown as { rows: { all: number; ann: number }[] };
  return { all: Number(result.rows[0]?.all ?? 0), ann: Number(result.rows[0]?.ann ?? 0) };
}

async function fixtures() {
  await createMember(test.db, {
    id: ANN,
    name: "Ann Jansen",
    email: ANN_EMAIL,
    emailVerified: true,
    locale: "en",
    onboarding: { profileDoneAt: past },
  });
  await createUser(test.db, { id: "bob", name: "Bob", email: "bob@example.com" });
  await createAuthSession(test.db, ANN, {
    id: "s-ann",
    token: "session-secret-of-ann",
    expiresAt: upcoming,
    ipAddress: "192.0.2.7",
    userAgent: "Firefox",
  });
  await test.db
    .insert(accounts)
    .values({ id: "a-ann", accountId: ANN, providerId: "credential", userId: ANN, password: "scrypt-hash-of-ann" });
  await test.db
    .insert(verifications)
    .values({ id: "v-ann", identifier: "reset-password:reset-secret-of-ann", value: ANN, expiresAt: upcoming });

  const partner = await createPartner(test.db, { slug: "acme", name: "Acme" });
  await addPartnerMember(test.db, partner.id, ANN);
  await addPartnerMember(test.db, partner.id, "bob");

  const { coach } = await createCoachUser(test.db, {
    user: { id: "daan", name: "Daan Bakker", email: "daan@example.com" },
    slug: "daan",
    hours: [{ weekday: 1, startMinute: 540, endMinute: 1020 }],
  });
  coachId = coach.id;
  const appointment = async (key: string, memberId: string, start: Date, status: "confirmed" | "completed") => {
    const end = new Date(start.getTime() + 3_600_000);
    const row = await createAppointment(test.db, {
      coachId,
      memberId,
      startsAt: start,
      endsAt: end,
      blocks: `[${start.toISOString()},${new Date(end.getTime() + 15 * 60_000).toISOString()})`,
      status,
      topic: `what ${memberId} wants to talk about`,
      idempotencyKey: key,
    });
    ids[key] = row.id;
    return row;
  };
  const annPast = await appointment("ann-past", ANN, past, "completed");
  await appointment("ann-upcoming", ANN, upcoming, "confirmed");
  const bobPast = await appointment("bob-past", "bob", new Date("2027-03-02T09:00:00Z"), "completed");
  await createCoachNote(test.db, annPast, "Ann sleeps badly");
  await createCoachNote(test.db, bobPast, "Bob runs a lot");
  await test.db.insert(callAttendance).values([
    { appointmentId: annPast.id, userId: ANN, role: "member", joinedAt: past },
    { appointmentId: annPast.id, userId: "daan", role: "coach", joinedAt: past },
  ]);

  const { session } = await createEventWithSession(test.db, {
    event: { slug: "spring-run", titleNl: "Lenteloop", titleEn: "Spring run" },
    session: {
      slug: "spring-run-one-place",
      titleNl: "Eén plek",
      titleEn: "One place",
      startsAt: upcoming,
      location: "Park",
      capacity: 1,
    },
  });
  ids.session = session.id;
  expect(await register(test.db, { sessionId: ids.session, userId: ANN, choice: null }, now)).toMatchObject({
    status: "registered",
  });
  expect(await register(test.db, { sessionId: ids.session, userId: "bob", choice: null }, now)).toMatchObject({
    status: "waitlisted",
  });

  const webinar = await createWebinar(test.db, {
    slug: "sleep-better",
    titleNl: "Beter slapen",
    titleEn: "Sleep better",
    presenterName: "Eva",
    presenterRoleNl: "Arts",
    presenterRoleEn: "Doctor",
    startsAt: upcoming,
    durationMinutes: 60,
  });
  await registerForWebinar(test.db, webinar.id, ANN, now);
  await registerForWebinar(test.db, webinar.id, "bob", now);

  await createVitascanConsent(test.db, ANN, { consentedAt: past });
  await createVitascan(test.db, ANN, { answers: { sleep: 2 } });
  await setReminder(test.db, ANN, upcoming, now);
  // A withdrawal of an earlier consent, still within its seconds to be undone.
  await test.db.insert(vitascanWithdrawals).values({ userId: ANN, withdrawnAt: now, scans: [] });

  // Ann moved to her address last month, and now asked to move on, not confirmed yet; Bob asked too.
  await test.db.insert(accountChanges).values([
    {
      userId: ANN,
      kind: "email",
      previousEmail: "ann.before@example.com",
      newEmail: ANN_EMAIL,
      undoTokenHash: "hash-of-ann-first-undo",
      undoExpiresAt: past,
      confirmedAt: past,
      createdAt: past,
    },
    {
      userId: "bob",
      kind: "email",
      previousEmail: "bob@example.com",
      newEmail: "bob.elsewhere@example.com",
      undoTokenHash: "hash-of-bob-undo",
      undoExpiresAt: upcoming,
      createdAt: now,
    },
    {
      userId: ANN,
      kind: "email",
      previousEmail: ANN_EMAIL,
      newEmail: "ann.elsewhere@example.com",
      confirmTokenHash: "hash-of-ann-confirmation",
      confirmExpiresAt: upcoming,
      undoTokenHash: "hash-of-ann-undo",
      undoExpiresAt: upcoming,
      createdAt: now,
    },
  ]);

  await test.db.insert(ebookDownloads).values({ userId: ANN, locale: "en" });
  await test.db
    .insert(ebookLeads)
    .values({ email: ANN_EMAIL, locale: "en", consentVersion: 1, token: "ebook-secret-of-ann" });

  // Ann accepted an invitation to her address (and, as an administrator, invited Bob).
  await test.db.insert(coachInvitations).values([
    {
      email: ANN_EMAIL,
      name: "Ann Jansen",
      tokenHash: "hash-of-ann-invitation",
      invitedBy: "daan",
      expiresAt: upcoming,
      acceptedAt: past,
      userId: ANN,
    },
    { email: "bob@example.com", name: "Bob", tokenHash: "hash-of-bob-invitation", invitedBy: ANN, expiresAt: upcoming },
  ]);

  // Messages: Ann and Daan write to each other (Daan with a file), and so do Bob and Daan; Ann
  // chose her mail, and reported Daan once.
  const write = async (memberId: string, side: "member" | "coach", text: string, at: Date, file = false) => {
    const conversation = await coachConversation(test.db, coachId, memberId, secret());
    if (!conversation) throw new Error("no conversation");
    const key = openKey(conversation.sealedKey, secret());
    const [row] = await test.db
      .insert(messages)
      .values({
        conversationId: conversation.id,
        authorId: side === "member" ? memberId : "daan",
        body: sealText(text, key),
        createdAt: at,
      })
      .returning({ id: messages.id });
    if (file && row) {
      const plain = Buffer.from("%PDF-1.4 plan");
      await test.db.insert(messageFiles).values({
        messageId: row.id,
        kind: "pdf",
        name: sealText("Plan for Ann.pdf", key),
        data: sealBytes(plain, key),
        size: plain.byteLength,
      });
    }
    if (side === "coach") {
      await test.db.insert(notifications).values({
        userId: memberId,
        kind: "message",
        link: "/en/messages/daan",
        subject: conversation.id,
        params: { name: "Daan Bakker" },
      });
    }
  };
  await write(ANN, "member", "Ann asks about her sleep", new Date("2027-03-20T09:00:00Z"));
  await write(ANN, "coach", "Daan answers Ann", new Date("2027-03-20T10:00:00Z"), true);
  await write("bob", "member", "Words of Bob to Daan", new Date("2027-03-21T09:00:00Z"));
  await write("bob", "coach", "Daan answers his other client", new Date("2027-03-21T10:00:00Z"));
  await test.db.insert(mailPreferences).values({ userId: ANN, messages: false });
  await test.db.insert(messageReports).values({
    reporterId: ANN,
    coachId,
    reason: "other",
    content: encryptSecret("{}", secret(), "message-report"),
  });

  // The journey: Ann's goal (shared with Daan, with a step and a check-in), what Daan wrote down
  // after her session, her rating of it and a safety concern Daan marked, which Ann (also an
  // administrator here) handled; and Bob's goal and rating.
  const [annGoal] = await test.db
    .insert(goals)
    .values({ memberId: ANN, title: "Sleep before eleven", sharedCoachId: coachId })
    .returning({ id: goals.id });
  const annGoalId = annGoal?.id as string;
  await test.db.insert(goalSteps).values({ goalId: annGoalId, title: "No screens after ten" });
  await test.db.insert(goalCheckIns).values({ goalId: annGoalId, progress: 6, note: "Better this week" });
  await test.db.insert(goals).values({ memberId: "bob", title: "Run a marathon" });
  await test.db
    .insert(sessionSummaries)
    .values({ appointmentId: annPast.id, coachId, summary: "We talked about Ann's sleep", goalId: annGoalId });
  await test.db
    .insert(sessionSummaries)
    .values({ appointmentId: bobPast.id, coachId, summary: "We talked about Bob's running" });
  await test.db.insert(sessionRatings).values([
    { appointmentId: annPast.id, memberId: ANN, coachId, rating: 4, recommend: true, comment: "Ann is helped" },
    { appointmentId: bobPast.id, memberId: "bob", coachId, rating: 5, recommend: true },
  ]);
  await test.db.insert(safetyConcerns).values({
    appointmentId: annPast.id,
    coachId,
    memberId: ANN,
    agreed: "Ann calls her GP tomorrow",
    referred: true,
    referredTo: "huisarts",
    handledAt: now,
    handledBy: ANN,
  });

  // Scheduling: Ann's series with Daan and her wait for a freed time with an offer; Bob's wait.
  await test.db
    .insert(appointmentSeries)
    .values({ coachId, memberId: ANN, intervalWeeks: 2, occurrences: 4, bookedBy: "member" });
  const [annWait] = await test.db
    .insert(slotWaits)
    .values({ memberId: ANN, coachId, kind: "coaching", fromDate: "2027-04-02", toDate: "2027-04-30" })
    .returning({ id: slotWaits.id });
  await test.db
    .insert(slotOffers)
    .values({ waitId: annWait?.id as string, startsAt: upcoming, endsAt: new Date(upcoming.getTime() + 3_600_000) });
  await test.db
    .insert(slotWaits)
    .values({ memberId: "bob", coachId, kind: "coaching", fromDate: "2027-04-02", toDate: "2027-04-30" });

  // Mail: rendered, with the address; one still queued (in other letter case), one sent, one for Bob.
  const mail = (to: string, subject: string) => ({ to, subject, text: "t", html: "<p>t</p>" });
  await enqueueJob(test.db, {
    name: "mail",
    key: "mail:ann-sent",
    runAt: past,
    payload: mail(ANN_EMAIL, "Confirm your address"),
  });
  expect(await test.queue.runDue({ mail: async () => {} }, past)).toBe(1);
  await enqueueJob(test.db, {
    name: "mail",
    key: "mail:ann-queued",
    runAt: now,
    payload: mail("Ann@Example.com", "Reset your password"),
  });
  await enqueueJob(test.db, {
    name: "mail",
    key: "mail:bob",
    runAt: now,
    payload: mail("bob@example.com", "Hello Bob"),
  });
}

beforeAll(async () => {
  test = await createTestDatabase();
  await fixtures();
});

afterAll(async () => {
  await test?.close();
});

describe("personal data in the catalog", () => {
  it("has a decision for every column that refers to a person, and each decision holds", async () => {
    const found = await personColumns();
    const keys = found.map((column) => `${column.table}.${column.column}`).sort();
    // A new column without a line in `coverage` fails here; so does a line for a column that is gone.
    expect(keys).toEqual(Object.keys(coverage).sort());
    for (const column of found) {
      const key = `${column.table}.${column.column}`;
      const decision = coverage[key];
      if (!decision) continue;
      const exported = !decision.export.startsWith("not exported");
      const deleted = decision.removal.startsWith("deleted");
      expect(exported || deleted, `${key} is neither exported nor deleted`).toBe(true);
      // What the decision says the database does is what its foreign key does.
      if (decision.removal === "deleted by cascade") expect(column.onDelete, key).toBe("c");
      if (column.onDelete === "a" || column.onDelete === "r") {
        expect(decision.removal, `${key} would block the deletion`).toBe("deleted explicitly");
      }
      if (column.onDelete === "n") expect(decision.removal, key).not.toBe("deleted by cascade");
    }
  });

  it("knows the values that name a person where the catalog cannot see it", async () => {
    const result = (await test.db.execute(sql`
      select table_schema || '.' || table_name || '.' || column_name as "key" from information_schema.columns
      where table_schema in ('public', 'pgboss')`)) as unknown as { rows: { key: string }[] };
    const columns = new Set(result.rows.map((row) => row.key));
    for (const key of heldInValues) expect(columns.has(key), key).toBe(true);
  });
});

describe("a member's personal data", () => {
  it("is all in the member's download, with nothing secret and nobody else's", async () => {
    const data = await collectPersonalData(test.db, ANN, now, secret());
    // Ann has a row in every table of the coverage but the coaches', which is Daan's.
    const downloads = { [ANN]: data, daan: await collectPersonalData(test.db, "daan", now, secret()) };
    for (const [key, decision] of Object.entries(coverage)) {
      if (decision.export.startsWith("not exported")) continue;
      const section = downloads[key === "coaches.user_id" ? "daan" : ANN]?.[decision.export as keyof PersonalData];
      const present = Array.isArray(section) ? section.length > 0 : section !== null && section !== undefined;
      expect(present, `${key} is not in the download's "${decision.export}"`).toBe(true);
    }
    expect(data.account).toMatchObject({ id: ANN, email: ANN_EMAIL });
    expect(data.partnerMemberships).toEqual([
      expect.objectContaining({ partner: "Acme", partnerSlug: "acme", role: "member" }),
    ]);
    expect(data.calls).toEqual([{ appointmentId: ids["ann-past"], role: "member", joinedAt: past, leftAt: null }]);
    expect(data.sessions).toEqual([expect.objectContaining({ id: "s-ann", ipAddress: "192.0.2.7" })]);
    expect(data.loginMethods).toEqual([expect.objectContaining({ provider: "credential" })]);
    expect(data.coachingSessions.map((row) => row.topic)).toEqual([
      "what ann wants to talk about",
      "what ann wants to talk about",
    ]);
    expect(data.mail.map((row) => row.subject)).toEqual(
      expect.arrayContaining(["Reset your password", "Confirm your address"]),
    );
    expect(data.mail.filter((row) => row.kind === "vitascan-mail")).toHaveLength(2);
    expect(data.mail.filter((row) => row.kind === "webinar-mail")).toHaveLength(2);
    expect(data.coachPractice).toBeNull();
    expect(data.conversations).toEqual([
      expect.objectContaining({
        as: "member",
        with: "Daan Bakker",
        messages: [
          expect.objectContaining({ from: "member", text: "Ann asks about her sleep", file: null }),
          expect.objectContaining({ from: "coach", text: "Daan answers Ann", file: "Plan for Ann.pdf" }),
        ],
      }),
    ]);
    expect(data.notifications).toEqual([expect.objectContaining({ kind: "message", params: { name: "Daan Bakker" } })]);
    expect(data.mailPreferences).toMatchObject({ reminders: true, messages: false });
    expect(data.messageReports).toEqual([expect.objectContaining({ coach: "Daan Bakker", reason: "other" })]);
    const text = JSON.stringify(data);
    expect(data.coachInvitations).toEqual([expect.objectContaining({ email: ANN_EMAIL, acceptedAt: past })]);
    expect(data.coachInvitationsSent).toEqual([{ createdAt: expect.any(Date), acceptedAt: null, withdrawnAt: null }]);
    for (const secret of [
      "session-secret",
      "scrypt-hash",
      "reset-secret",
      "ebook-secret",
      "calendar",
      "token",
      "hash-of",
    ]) {
      expect(text).not.toContain(secret);
    }
    // Not the coach's notes, nor anything of Bob's or Daan's account.
    for (const other of ["sleeps badly", "bob", "Bob", "daan@example.com", "Hello Bob", "other client", "v1."]) {
      expect(text).not.toContain(other);
    }
  });

  it("leaves out what is found by the address alone while the address is not verified", async () => {
    await test.db.update(users).set({ emailVerified: false }).where(eq(users.id, ANN));
    try {
      const data = await collectPersonalData(test.db, ANN, now, secret());
      expect(data.ebookRequests).toEqual([]);
      expect(data.mail.every((row) => row.kind !== "mail")).toBe(true);
    } finally {
      await test.db.update(users).set({ emailVerified: true }).where(eq(users.id, ANN));
    }
  });

  it("gives a coach their practice, agenda and notes, without the members' data", async () => {
    const data = await collectPersonalData(test.db, "daan", now, secret());
    expect(data.coachPractice?.profile).toMatchObject({ slug: "daan", name: "Daan Bakker" });
    expect(data.coachPractice?.weeklyHours).toEqual([{ weekday: 1, startMinute: 540, endMinute: 1020 }]);
    expect(data.coachPractice?.agenda).toHaveLength(3);
    // The coach's conversations, each member's and the coach's words in them.
    expect(data.conversations.map((row) => [row.as, row.with, row.messages.length])).toEqual([
      ["coach", "Ann Jansen", 2],
      ["coach", "Bob", 2],
    ]);
    expect(data.coachPractice?.notes.map((note) => note.body).sort()).toEqual(["Ann sleeps badly", "Bob runs a lot"]);
    expect(data.calls).toEqual([expect.objectContaining({ role: "coach" })]);
    // The members' names are in the conversations they had with the coach, and nowhere else.
    const text = JSON.stringify({ ...data, conversations: [] });
    for (const other of [ANN_EMAIL, "Ann Jansen", "wants to talk about", "calendar"]) expect(text).not.toContain(other);
    expect(JSON.stringify(data.conversations)).not.toContain(ANN_EMAIL);
  });

  it("gives a coach the calendars they linked without their secret address, and deletes them with the account", async () => {
    const address = "https://cal.example.net/private-4f1c9e/basic.ics";
    const [linked] = await test.db
      .insert(calendarSubscriptions)
      .values({ coachId, url: address })
      .returning({ id: calendarSubscriptions.id });
    await test.db.insert(calendarBusy).values({
      subscriptionId: linked?.id as string,
      coachId,
      startsAt: upcoming,
      endsAt: new Date(upcoming.getTime() + 3_600_000),
    });
    const data = await collectPersonalData(test.db, "daan", now, secret());
    expect(data.coachPractice?.linkedCalendars).toEqual([
      expect.objectContaining({ address: expect.stringContaining("cal.example.net") }),
    ]);
    expect(JSON.stringify(data)).not.toContain("private-4f1c9e");
  });

  it("is gone with the account, except what its decision keeps, and the others' data stays", async () => {
    const columns = await personColumns();
    const before = new Map<string, { all: number; ann: number }>();
    for (const column of columns) {
      const key = `${column.table}.${column.column}`;
      const counted = await census(column.table, column.column);
      before.set(key, counted);
      // The fixtures give Ann a row everywhere (the coaches' table is Daan's, and no row names a
      // person in `cancelled_by` or `booked_by`, which name roles), so every decision is tried.
      const roles = ["coaches.user_id", "appointments.cancelled_by", "appointment_series.booked_by"];
      if (!roles.includes(key)) expect(counted.ann, key).toBeGreaterThan(0);
    }

    // Ann's conversations go with her account, the coach's messages in them too (the coach's other
    // conversations stay).
    const cascaded: Record<string, number> = {
      "messages.author_id": await test.db.$count(
        messages,
        sql`${messages.conversationId} in (select id from conversations where member_id = ${ANN})`,
      ),
    };
    expect(cascaded["messages.author_id"]).toBe(2);

    expect(await erasePersonalData(test.db, ANN, now)).toEqual({ released: 1, cancelled: 1 });
    // What the deletion itself tells others (the coach of a cancelled session, the member moved up
    // the waitlist) is theirs, new, and not counted against what was there.
    const added: Record<string, number> = {
      "notifications.user_id": await test.db.$count(notifications, eq(notifications.createdAt, now)),
    };

    // Every column in the catalog: a deleted row is gone (a foreign key that sets null would hide a
    // row left behind, so the rows are counted), a kept one no longer names Ann unless its decision
    // keeps the address.
    for (const column of columns) {
      const key = `${column.table}.${column.column}`;
      const was = before.get(key) ?? { all: 0, ann: 0 };
      const counted = await census(column.table, column.column);
      // A table loses only the rows its deleted columns take (an invitation to Ann); a row can
      // name her in one column and hold another address in the next (an account change).
      const removed = Math.max(
        0,
        cascaded[key] ?? 0,
        ...columns
          .filter((other) => other.table === column.table)
          .filter((other) => coverage[`${other.table}.${other.column}`]?.removal.startsWith("deleted"))
          .map((other) => before.get(`${other.table}.${other.column}`)?.ann ?? 0),
      );
      if (coverage[key]?.removal.startsWith("deleted")) {
        expect({ ...counted, all: counted.all - (added[key] ?? 0) }, key).toEqual({
          all: was.all - Math.max(was.ann, removed),
          ann: 0,
        });
      } else {
        expect(counted.all, key).toBe(was.all - removed);
        expect(counted.ann, key).toBe(column.onDelete === null ? was.ann : 0);
      }
    }

    // The coach's notes on Ann's session and Ann's attendance are gone; Bob's note and Daan's attendance stay.
    expect((await test.db.select({ body: coachNotes.body }).from(coachNotes)).map((row) => row.body)).toEqual([
      "Bob runs a lot",
    ]);
    expect(
      await test.db.select({ role: callAttendance.role, userId: callAttendance.userId }).from(callAttendance),
    ).toEqual([{ role: "coach", userId: "daan" }]);
    // The sessions stay in the coach's agenda without Ann; the upcoming one is cancelled.
    const agenda = await test.db
      .select({
        id: appointments.id,
        memberId: appointments.memberId,
        topic: appointments.topic,
        status: appointments.status,
      })
      .from(appointments)
      .where(eq(appointments.coachId, coachId));
    expect(agenda).toEqual(
      expect.arrayContaining([
        { id: ids["ann-past"], memberId: null, topic: null, status: "completed" },
        { id: ids["ann-upcoming"], memberId: null, topic: null, status: "cancelled" },
        { id: ids["bob-past"], memberId: "bob", topic: "what bob wants to talk about", status: "completed" },
      ]),
    );

    // No job names Ann or is addressed to her; the coach hears of the cancellation, Bob keeps his mail
    // and gets the place Ann had.
    const left = (await jobRows(test.db)).map((job) => ({ name: job.name, key: job.key, payload: job.data }));
    const text = JSON.stringify(left).toLowerCase();
    expect(text).not.toContain(ANN_EMAIL);
    expect(left.filter((job) => job.payload.userId === ANN)).toEqual([]);
    expect(left.map((job) => job.key)).toEqual(
      expect.arrayContaining([`appointment-mail:${ids["ann-upcoming"]}:cancelled:1`, "mail:bob"]),
    );
    const [bobs] = await test.db
      .select({ id: eventRegistrations.id, status: eventRegistrations.status })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.sessionId, ids.session as string), eq(eventRegistrations.userId, "bob")));
    expect(bobs?.status).toBe("registered");
    expect(left.map((job) => job.key)).toContain(`event-mail:${bobs?.id}:promoted`);
    expect(left.filter((job) => job.name === "event-mail")).toHaveLength(2);
    expect(left.filter((job) => job.payload.userId === "bob")).toHaveLength(2);
    expect(await test.db.select().from(webinarRegistrations)).toEqual([expect.objectContaining({ userId: "bob" })]);
    expect(await test.db.select().from(partnerMemberships)).toEqual([expect.objectContaining({ userId: "bob" })]);

    // The invitation that became Ann is gone; the one she sent to Bob stays, naming no inviter.
    expect(
      await test.db
        .select({ email: coachInvitations.email, invitedBy: coachInvitations.invitedBy })
        .from(coachInvitations),
    ).toEqual([{ email: "bob@example.com", invitedBy: null }]);
    // Her account changes are gone, Bob's stays.
    expect(await test.db.select({ userId: accountChanges.userId }).from(accountChanges)).toEqual([{ userId: "bob" }]);
    // Reset tokens that named the account are gone.
    expect(await test.db.select().from(verifications)).toEqual([]);
    // A download is still counted, naming nobody; the visitor's ebook consent stands on its own.
    expect(await test.db.select({ userId: ebookDownloads.userId }).from(ebookDownloads)).toEqual([{ userId: null }]);
    expect(await test.db.select({ email: ebookLeads.email }).from(ebookLeads)).toEqual([{ email: ANN_EMAIL }]);
    // Nothing left to export; a second deletion finds nothing.
    const after = await collectPersonalData(test.db, ANN, now, secret());
    expect(after.account).toBeUndefined();
    expect(after.coachingSessions).toEqual([]);
    expect(await erasePersonalData(test.db, ANN, now)).toBeNull();
  });

  it("deletes a coach's linked calendars and their busy time with the coach's account; the practice stays", async () => {
    expect(await erasePersonalData(test.db, "daan", now)).not.toBeNull();
    expect(await test.db.select().from(calendarSubscriptions)).toEqual([]);
    expect(await test.db.select().from(calendarBusy)).toEqual([]);
    expect(await test.db.select({ id: coaches.id }).from(coaches).where(eq(coaches.id, coachId))).toHaveLength(1);
  });

  it("takes a coach's messages with the coach's account; the member keeps their own", async () => {
    // Daan's account is gone (the test above): his answers went with it, Bob's words stay.
    const left = await test.db.select({ authorId: messages.authorId }).from(messages);
    expect(left).toEqual([{ authorId: "bob" }]);
    const bob = await collectPersonalData(test.db, "bob", now, secret());
    expect(bob.conversations).toEqual([
      expect.objectContaining({
        with: "Daan Bakker",
        messages: [expect.objectContaining({ text: "Words of Bob to Daan" })],
      }),
    ]);
  });
});
