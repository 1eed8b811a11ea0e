import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRegistrations } from "~/db/schema/events";
import {
  createEvent,
  createEventSession,
  createPartner,
  createRegistration,
  createUser,
} from "../../../tests/support/factories";
import { parseForm } from "../../../tests/support/parse-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { listAudit } from "./audit.server";
import { adminSessionFormLists, adminSessionFormSchema } from "./sessions.schema";
import {
  adminSession,
  listAdminEvents,
  registrationsCsv,
  registrationsFileName,
  setAttendance,
  spreadsheetTime,
} from "./sessions.server";

let test: TestDatabase;
const now = new Date("2027-05-03T10:00:00Z");
const hour = 3_600_000;
const day = 24 * hour;
const admin = { id: "sara", name: "Sara Jansen", email: "sara@example.com" };

let runId: string;
let walkId: string;
let partnerEventId: string;
/** Run sessions: one held yesterday, one running now, one next week. */
let heldId: string;
let runningId: string;
let nextWeekId: string;
/** The walk's sessions: one next month, one a year ago. */
let walkSoonId: string;
let walkLongAgoId: string;
let partnerSessionId: string;

/** Registrations of the session held yesterday, by who. */
const held: Record<string, string> = {};
let otherSessionRegistration: string;

async function newEvent(slug: string, title: string, partnerId: string | null = null) {
  const event = await createEvent(test.db, {
    slug,
    kind: slug === "city-walk" ? "tour" : "sport_event",
    partnerId,
    titleNl: `${title} (nl)`,
    titleEn: title,
  });
  return event.id;
}

async function newSession(eventId: string, slug: string, startsAt: Date, capacity = 3) {
  const session = await createEventSession(test.db, eventId, {
    slug,
    titleNl: `${slug} nl`,
    titleEn: `${slug} en`,
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * hour),
    capacity,
    choices: [
      { value: "5k", nl: "5 kilometer", en: "5 kilometres" },
      { value: "10k", nl: "10 kilometer", en: "10 kilometres" },
    ],
  });
  return session.id;
}

async function registerAs(
  sessionId: string,
  userId: string,
  status: "registered" | "waitlisted" | "cancelled",
  requestedAt: Date,
  choice: string | null = null,
) {
  return (await createRegistration(test.db, { sessionId, userId, status, choice, requestedAt })).id;
}

const attendanceOf = async (sessionId: string) => {
  const rows = await test.db
    .select({ id: eventRegistrations.id, attendedAt: eventRegistrations.attendedAt })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.sessionId, sessionId));
  return Object.fromEntries(rows.map((row) => [row.id, row.attendedAt?.toISOString() ?? null]));
};

const auditOf = (sessionId: string) => listAudit(test.db, { entity: "event-session", entityId: sessionId });

beforeAll(async () => {
  test = await createTestDatabase();
  for (const [id, name] of [
    ["sara", "Sara Jansen"],
    ["ann", "Ann Smit"],
    ["bob", "Bob Visser"],
    ["cees", "Cees Bakker"],
    ["dirk", "Dirk Mol"],
    ["eva", "Eva de Wit"],
    ["evil", "=cmd|' /C calc'!A0"],
  ] as const) {
    await createUser(test.db, { id, name, email: `${id}@example.com` });
  }
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme" });
  runId = await newEvent("spring-run", "Spring run");
  walkId = await newEvent("city-walk", "City walk");
  partnerEventId = await newEvent("acme-yoga", "Acme yoga", partner.id);
  await newEvent("no-dates-yet", "No dates yet");
  heldId = await newSession(runId, "run-held", new Date(now.getTime() - day));
  runningId = await newSession(runId, "run-running", new Date(now.getTime() - hour));
  nextWeekId = await newSession(runId, "run-next-week", new Date(now.getTime() + 7 * day));
  walkSoonId = await newSession(walkId, "walk-soon", new Date(now.getTime() + 2 * day));
  walkLongAgoId = await newSession(walkId, "walk-long-ago", new Date(now.getTime() - 365 * day));
  partnerSessionId = await newSession(partnerEventId, "acme-yoga-1", new Date(now.getTime() + 30 * day), 10);

  // Yesterday's run: Bob, Cees and Ann were stored in that order, but Ann asked first (places are
  // in order of registration); Eva was queued before Dirk, though Dirk asked earlier (the waitlist
  // is in queue order).
  const base = new Date(now.getTime() - 10 * day);
  held.bob = await registerAs(heldId, "bob", "registered", new Date(base.getTime() + 2 * hour), "10k");
  held.cees = await registerAs(heldId, "cees", "registered", new Date(base.getTime() + 3 * hour));
  held.ann = await registerAs(heldId, "ann", "registered", new Date(base.getTime() + hour), "5k");
  held.eva = await registerAs(heldId, "eva", "waitlisted", new Date(base.getTime() + 5 * hour));
  held.dirk = await registerAs(heldId, "dirk", "waitlisted", new Date(base.getTime() + 4 * hour));
  held.evil = await registerAs(heldId, "evil", "cancelled", new Date(base.getTime() + 6 * hour));

  otherSessionRegistration = await registerAs(runningId, "ann", "registered", base);
  await registerAs(nextWeekId, "ann", "registered", base);
  await registerAs(nextWeekId, "bob", "registered", base);
  await registerAs(nextWeekId, "cees", "waitlisted", base);
  await registerAs(nextWeekId, "dirk", "cancelled", base);
});

afterAll(async () => {
  await test?.close();
});

describe("the events list", () => {
  it("puts upcoming sessions first, soonest first, grouped by event, then the past, latest first", async () => {
    const list = await listAdminEvents(test.db, now);
    expect(list.upcoming.map((event) => event.slug)).toEqual(["spring-run", "city-walk", "acme-yoga"]);
    expect(list.upcoming[0]?.sessions.map((session) => session.id)).toEqual([runningId, nextWeekId]);
    expect(list.upcoming[1]?.sessions.map((session) => session.id)).toEqual([walkSoonId]);
    expect(list.upcoming[2]?.sessions.map((session) => session.id)).toEqual([partnerSessionId]);
    expect(list.past.map((event) => event.slug)).toEqual(["spring-run", "city-walk"]);
    expect(list.past[0]?.sessions.map((session) => session.id)).toEqual([heldId]);
    expect(list.past[1]?.sessions.map((session) => session.id)).toEqual([walkLongAgoId]);
    expect(list.unscheduled.map((event) => event.slug)).toEqual(["no-dates-yet"]);
  });

  it("counts places and the waitlist per session, never cancellations, and every session of an event", async () => {
    const list = await listAdminEvents(test.db, now);
    const run = list.upcoming[0];
    expect(run?.sessionCount).toBe(3);
    expect(run?.partnerName).toBeNull();
    expect(run?.sessions[1]).toMatchObject({ capacity: 3, registered: 2, waitlisted: 1, online: false });
    expect(list.past[0]?.sessions[0]).toMatchObject({ registered: 3, waitlisted: 2 });
    expect(list.upcoming[2]).toMatchObject({ partnerName: "Acme", sessionCount: 1, kind: "sport_event" });
    expect(list.upcoming[2]?.sessions[0]).toMatchObject({ registered: 0, waitlisted: 0, capacity: 10 });
    expect(list.unscheduled[0]).toMatchObject({ sessionCount: 0, sessions: [] });
  });
});

describe("a session's page", () => {
  it("lists places in order of registration and the waitlist in queue order, without cancellations", async () => {
    const detail = await adminSession(test.db, heldId);
    expect(detail?.event).toMatchObject({ slug: "spring-run", titleEn: "Spring run", partnerName: null });
    expect(detail?.places.map((row) => [row.position, row.name, row.choice])).toEqual([
      [1, "Ann Smit", "5k"],
      [2, "Bob Visser", "10k"],
      [3, "Cees Bakker", null],
    ]);
    expect(detail?.waitlist.map((row) => [row.position, row.name])).toEqual([
      [1, "Eva de Wit"],
      [2, "Dirk Mol"],
    ]);
    expect(detail?.places[0]).toMatchObject({ email: "ann@example.com", status: "registered", attendedAt: null });
  });

  it("is null for a session that does not exist", async () => {
    expect(await adminSession(test.db, "00000000-0000-4000-8000-000000000000")).toBeNull();
  });
});

describe("attendance", () => {
  it("is refused before the session starts, and changes nothing", async () => {
    const detail = await adminSession(test.db, nextWeekId);
    const ids = detail?.places.map((row) => row.id) ?? [];
    const before = await attendanceOf(nextWeekId);
    const outcome = setAttendance(test.db, admin, { sessionId: nextWeekId, attended: ids }, now);
    await expect(outcome).rejects.toMatchObject({ code: "conflict", key: "sessions.errors.notStarted" });
    expect(await attendanceOf(nextWeekId)).toEqual(before);
    expect(await auditOf(nextWeekId)).toHaveLength(0);
  });

  it("refuses another session's registration and an unknown id, changing nothing", async () => {
    const before = await attendanceOf(heldId);
    for (const stranger of [otherSessionRegistration, "00000000-0000-4000-8000-000000000000"]) {
      const outcome = setAttendance(
        test.db,
        admin,
        { sessionId: heldId, attended: [held.ann as string, stranger] },
        now,
      );
      await expect(outcome).rejects.toMatchObject({ code: "invalid", key: "sessions.errors.unknownRegistration" });
    }
    expect(await attendanceOf(heldId)).toEqual(before);
    expect((await attendanceOf(runningId))[otherSessionRegistration]).toBeNull();
    expect(await auditOf(heldId)).toHaveLength(0);
  });

  it("refuses waitlisted and cancelled registrations: only a place can be attended", async () => {
    for (const who of ["eva", "evil"]) {
      const attended = [held.ann as string, held[who] as string];
      const outcome = setAttendance(test.db, admin, { sessionId: heldId, attended }, now);
      await expect(outcome).rejects.toMatchObject({ code: "conflict", key: "sessions.errors.notRegistered" });
    }
    expect(Object.values(await attendanceOf(heldId)).every((value) => value === null)).toBe(true);
    // The database says so too.
    await expect(
      test.db
        .update(eventRegistrations)
        .set({ attendedAt: now })
        .where(eq(eventRegistrations.id, held.eva as string)),
    ).rejects.toThrow();
  });

  it("is not found for a session that does not exist", async () => {
    const outcome = setAttendance(
      test.db,
      admin,
      { sessionId: "00000000-0000-4000-8000-000000000000", attended: [] },
      now,
    );
    await expect(outcome).rejects.toMatchObject({ code: "notFound" });
  });

  it("marks the ticked places and unmarks the others, in one audited change", async () => {
    const first = await setAttendance(
      test.db,
      admin,
      { sessionId: heldId, attended: [held.ann as string, held.cees as string] },
      now,
    );
    expect(first).toEqual({ attended: 2, changed: 2 });
    expect(await attendanceOf(heldId)).toMatchObject({
      [held.ann as string]: now.toISOString(),
      [held.bob as string]: null,
      [held.cees as string]: now.toISOString(),
      [held.eva as string]: null,
    });
    const [entry] = await auditOf(heldId);
    expect(entry).toMatchObject({
      actorId: "sara",
      actorLabel: "Sara Jansen <sara@example.com>",
      action: "attendance",
      entity: "event-session",
      entityId: heldId,
      before: { attended: 0, [held.ann as string]: null, [held.cees as string]: null },
      after: { attended: 2, [held.ann as string]: now.toISOString(), [held.cees as string]: now.toISOString() },
    });

    // Saving again later: Ann keeps the time she was first marked, Cees is unmarked, Bob marked.
    const later = new Date(now.getTime() + hour);
    const second = await setAttendance(
      test.db,
      admin,
      { sessionId: heldId, attended: [held.ann as string, held.bob as string] },
      later,
    );
    expect(second).toEqual({ attended: 2, changed: 2 });
    expect(await attendanceOf(heldId)).toMatchObject({
      [held.ann as string]: now.toISOString(),
      [held.bob as string]: later.toISOString(),
      [held.cees as string]: null,
    });
    const entries = await auditOf(heldId);
    expect(entries).toHaveLength(2);
    expect(entries[0]?.before).toEqual({ [held.bob as string]: null, [held.cees as string]: now.toISOString() });
    expect(entries[0]?.after).toEqual({ [held.bob as string]: later.toISOString(), [held.cees as string]: null });

    // The same again changes nothing and writes no entry.
    const third = await setAttendance(
      test.db,
      admin,
      { sessionId: heldId, attended: [held.bob as string, held.ann as string] },
      later,
    );
    expect(third).toEqual({ attended: 2, changed: 0 });
    expect(await auditOf(heldId)).toHaveLength(2);
  });

  it("can be saved while the session is running, with nobody ticked", async () => {
    const outcome = await setAttendance(test.db, admin, { sessionId: runningId, attended: [] }, now);
    expect(outcome).toEqual({ attended: 0, changed: 0 });
  });
});

describe("the attendance form", () => {
  const form = (entries: [string, string][]) => {
    const data = new FormData();
    for (const [key, value] of entries) data.append(key, value);
    return parseForm(adminSessionFormSchema, data, { lists: adminSessionFormLists });
  };
  const id = "0f8fad5b-d9cb-469f-a165-70867728950e";

  it("reads the ticked ids, each once", () => {
    const parsed = form([
      ["intent", "attendance"],
      ["attended", id],
      ["attended", id.toUpperCase()],
    ]);
    expect(parsed).toEqual({ ok: true, data: { intent: "attendance", attended: [id] } });
    expect(form([["intent", "attendance"]])).toEqual({ ok: true, data: { intent: "attendance", attended: [] } });
  });

  it("refuses an unknown intent, a malformed id, a NUL byte and a huge value", () => {
    expect(form([["intent", "delete"]])).toEqual({ ok: false, errors: { form: "sessions.errors.form" } });
    for (const bad of ["42", `${id}\u0000`, "x".repeat(100_000)]) {
      const parsed = form([
        ["intent", "attendance"],
        ["attended", bad],
      ]);
      expect(parsed.ok).toBe(false);
    }
  });
});

describe("the registrations spreadsheet", () => {
  it("lists places then the waitlist, in the account's language and zone, a formula name kept as text", async () => {
    await test.db
      .update(eventRegistrations)
      .set({ status: "registered", cancelledAt: null })
      .where(eq(eventRegistrations.id, held.evil as string));
    const detail = await adminSession(test.db, heldId);
    if (!detail) throw new Error("no session");
    const csv = registrationsCsv(detail, "en", "Europe/Amsterdam");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Position,Status,Name,Email address,Choice,Registered at,Came");
    expect(lines.slice(1)).toEqual([
      `1,Place,Ann Smit,ann@example.com,5 kilometres,${spreadsheetTime(detail.places[0]?.requestedAt as Date, "Europe/Amsterdam")},Yes`,
      `2,Place,Bob Visser,bob@example.com,10 kilometres,${spreadsheetTime(detail.places[1]?.requestedAt as Date, "Europe/Amsterdam")},Yes`,
      `3,Place,Cees Bakker,cees@example.com,,${spreadsheetTime(detail.places[2]?.requestedAt as Date, "Europe/Amsterdam")},No`,
      `4,Place,'=cmd|' /C calc'!A0,evil@example.com,,${spreadsheetTime(detail.places[3]?.requestedAt as Date, "Europe/Amsterdam")},No`,
      `1,Waitlist,Eva de Wit,eva@example.com,,${spreadsheetTime(detail.waitlist[0]?.requestedAt as Date, "Europe/Amsterdam")},`,
      `2,Waitlist,Dirk Mol,dirk@example.com,,${spreadsheetTime(detail.waitlist[1]?.requestedAt as Date, "Europe/Amsterdam")},`,
    ]);
    expect(registrationsFileName(detail)).toBe("registrations-run-held.csv");

    const dutch = registrationsCsv(detail, "nl", "Europe/Amsterdam").slice(1).split("\r\n");
    expect(dutch[0]).toBe("Positie,Status,Naam,E-mailadres,Keuze,Ingeschreven op,Aanwezig");
    expect(dutch[1]).toContain(",Plaats,Ann Smit,ann@example.com,5 kilometer,");
    expect(dutch[1]?.endsWith(",Ja")).toBe(true);
  });

  it("writes times on the account's calendar", () => {
    expect(spreadsheetTime(new Date("2027-03-28T00:30:00Z"), "Europe/Amsterdam")).toBe("2027-03-28 01:30");
    expect(spreadsheetTime(new Date("2027-03-28T01:30:00Z"), "Europe/Amsterdam")).toBe("2027-03-28 03:30");
    expect(spreadsheetTime(new Date("2027-03-28T01:30:00Z"), "Asia/Kolkata")).toBe("2027-03-28 07:00");
  });
});
