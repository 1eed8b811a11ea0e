import { and, desc, eq, ne } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { onboarding, sessions, userRoles, users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { eventRegistrations, eventSessions, events, webinarRegistrations, webinars } from "~/db/schema/events";
import { vitascanConsents, vitascans } from "~/db/schema/vitascan";
import { forgetMember } from "~/features/coaching/appointments.server";
import { queueAppointmentMails } from "~/features/coaching/notifications.server";
import { releasePlaces } from "~/features/events/registrations.server";
import type { Language } from "~/features/i18n/config";
import { kickJobs } from "~/features/jobs/registry.server";
import { cookieHeaders, errorCode, type Failure, type Success } from "./accounts.server";
import { getAuth } from "./auth.server";
import { sessionCookieNames } from "./session.server";

export async function updateProfile(userId: string, input: { name: string; timeZone: string; locale: Language }) {
  const db = await getDb();
  await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Changes the password and ends every other session; this device gets a fresh session. */
export async function changePassword(
  request: Request,
  input: { currentPassword: string; newPassword: string },
): Promise<Success | Failure> {
  const auth = await getAuth();
  try {
    const result = await auth.api.changePassword({
      body: { ...input, revokeOtherSessions: true },
      headers: request.headers,
      returnHeaders: true,
    });
    return { ok: true, headers: cookieHeaders(result.headers) };
  } catch (error) {
    if (errorCode(error) === "INVALID_PASSWORD")
      return { ok: false, error: "account.wrongPassword", field: "currentPassword" };
    throw error;
  }
}

/** The account's sessions, newest first; never their tokens. */
export async function listSessions(userId: string) {
  const db = await getDb();
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

export async function endOtherSessions(userId: string, currentSessionId: string): Promise<void> {
  const db = await getDb();
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId)));
}

/** Everything kept about the account, for the person's own download (GDPR art. 15 and 20). */
export async function exportAccount(userId: string) {
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      locale: users.locale,
      timeZone: users.timeZone,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const roles = await db
    .select({ role: userRoles.role, since: userRoles.createdAt })
    .from(userRoles)
    .where(eq(userRoles.userId, userId));
  const [progress] = await db.select().from(onboarding).where(eq(onboarding.userId, userId));
  const activeSessions = await listSessions(userId);
  const coachingSessions = await db
    .select({
      id: appointments.id,
      coach: coaches.name,
      kind: appointments.kind,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      topic: appointments.topic,
      cancelledBy: appointments.cancelledBy,
      cancelReason: appointments.cancelReason,
      cancelledAt: appointments.cancelledAt,
      late: appointments.late,
      bookedAt: appointments.createdAt,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .where(eq(appointments.memberId, userId))
    .orderBy(appointments.startsAt);
  const [consent] = await db.select().from(vitascanConsents).where(eq(vitascanConsents.userId, userId));
  const registrations = await db
    .select({
      event: events.titleEn,
      session: eventSessions.titleEn,
      startsAt: eventSessions.startsAt,
      status: eventRegistrations.status,
      choice: eventRegistrations.choice,
      requestedAt: eventRegistrations.requestedAt,
      promotedAt: eventRegistrations.promotedAt,
      cancelledAt: eventRegistrations.cancelledAt,
    })
    .from(eventRegistrations)
    .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
    .innerJoin(events, eq(events.id, eventSessions.eventId))
    .where(eq(eventRegistrations.userId, userId))
    .orderBy(eventRegistrations.requestedAt);
  const webinarsJoined = await db
    .select({ webinar: webinars.titleEn, startsAt: webinars.startsAt, registeredAt: webinarRegistrations.registeredAt })
    .from(webinarRegistrations)
    .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
    .where(eq(webinarRegistrations.userId, userId))
    .orderBy(webinarRegistrations.registeredAt);
  const scans = await db
    .select({
      id: vitascans.id,
      instrumentVersion: vitascans.instrumentVersion,
      startedAt: vitascans.startedAt,
      completedAt: vitascans.completedAt,
      answers: vitascans.answers,
      result: vitascans.result,
    })
    .from(vitascans)
    .where(eq(vitascans.userId, userId))
    .orderBy(vitascans.startedAt);
  return {
    exportedAt: new Date().toISOString(),
    account: user,
    roles,
    onboarding: progress ?? null,
    sessions: activeSessions,
    coachingSessions,
    vitascan: { consent: consent ?? null, scans },
    eventRegistrations: registrations,
    webinarRegistrations: webinarsJoined,
  };
}

/**
 * Deletes the account after the password is confirmed. Sessions, login methods, roles and
 * onboarding go with it (foreign keys cascade); coaching sessions stay in the coach's agenda
 * without the person.
 */
export async function deleteAccount(request: Request, userId: string, password: string): Promise<Success | Failure> {
  const auth = await getAuth();
  try {
    await auth.api.verifyPassword({ body: { password }, headers: request.headers });
  } catch (error) {
    if (errorCode(error) === "INVALID_PASSWORD")
      return { ok: false, error: "account.wrongPassword", field: "deletePassword" };
    throw error;
  }
  const db = await getDb();
  // Places at events go to the next on each waitlist.
  const released = await releasePlaces(db, userId, new Date());
  const cancelled = await db.transaction(async (tx) => {
    const rows = await forgetMember(tx as unknown as Database, userId, new Date());
    await tx.delete(users).where(eq(users.id, userId));
    return rows;
  });
  // The coaches hear that those sessions will not take place.
  for (const row of cancelled) await queueAppointmentMails(db, row.id, "cancelled", new Date());
  if (cancelled.length > 0 || released > 0) kickJobs();
  const headers = new Headers();
  // The session cookie now names nothing; clear it.
  for (const name of sessionCookieNames) {
    headers.append(
      "Set-Cookie",
      `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${name.startsWith("__Secure") ? "; Secure" : ""}`,
    );
  }
  return { ok: true, headers };
}

/**
 * Sends a confirmation link to the new address; the address changes when it is opened. An address
 * that belongs to another account gets the same answer, so nobody learns who has an account.
 */
export async function requestEmailChange(request: Request, newEmail: string, lng: Language): Promise<void> {
  const auth = await getAuth();
  await auth.api.changeEmail({ body: { newEmail, callbackURL: `/${lng}/verify-email` }, headers: request.headers });
}
