import type { IncomingMessage } from "node:http";
import { and, asc, desc, eq, gt, inArray, isNull, lt, or } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { sessions, users } from "~/db/schema/accounts";
import { callAttendance } from "~/db/schema/calls";
import { appointments, coaches } from "~/db/schema/coaching";
import type { Auth } from "~/features/accounts/auth.server";
import { isUuid } from "~/utils/ids";
import { callAccess, callWindow } from "./access";
import type { HubIdentity, HubOptions, RoomAccess } from "./hub.server";

/**
 * A rejoin this soon after leaving continues the person's attendance row instead of starting
 * another: a reconnect (a network change, a reloaded page) is not a new visit to the call.
 */
export const REJOIN_WITHIN_MS = 2 * 60_000;
/** Session ids per query of `activeSessions`, well under PostgreSQL's limit on parameters. */
const SESSION_BATCH = 1000;

/**
 * An appointment as its call sees it: its state and times, both participants and their names;
 * null for anything that names no appointment.
 */
export async function callAppointment(db: Database, appointmentId: string) {
  if (!isUuid(appointmentId)) return null;
  const [row] = await db
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      memberId: appointments.memberId,
      coachUserId: coaches.userId,
      coachName: coaches.name,
      memberName: users.name,
    })
    .from(appointments)
    .innerJoin(coaches, eq(coaches.id, appointments.coachId))
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(eq(appointments.id, appointmentId));
  return row ?? null;
}

/**
 * The call rules for a person and an appointment, read from the database; when the call is open,
 * with the end of its window (the hub ends the membership then without asking again).
 */
export async function authorizeCall(
  db: Database,
  userId: string,
  appointmentId: string,
  now: Date,
): Promise<RoomAccess> {
  const row = await callAppointment(db, appointmentId);
  if (!row) return { ok: false, reason: "forbidden" };
  const access = callAccess(row, userId, now);
  return access.ok ? { ...access, closesAt: callWindow(row.startsAt, row.endsAt).closesAt } : access;
}

/**
 * Join and leave times, written by the signalling hub: one row per person per visit to the call.
 * A join while the person's latest row is open (a second tab) or closed less than
 * `REJOIN_WITHIN_MS` ago (a reconnect) keeps that row; a leave closes the latest row, or moves its
 * end later (the last of two tabs to leave).
 */
export function callAttendanceRecorder(getDatabase: () => Promise<Database>): NonNullable<HubOptions["attendance"]> {
  const latestOf = (db: Database, appointmentId: string, userId: string) =>
    db
      .select({ id: callAttendance.id, leftAt: callAttendance.leftAt })
      .from(callAttendance)
      .where(and(eq(callAttendance.appointmentId, appointmentId), eq(callAttendance.userId, userId)))
      .orderBy(desc(callAttendance.joinedAt))
      .limit(1);
  return {
    async joined(appointmentId, userId, role, at) {
      const db = await getDatabase();
      const [latest] = await latestOf(db, appointmentId, userId);
      if (latest && (!latest.leftAt || at.getTime() - latest.leftAt.getTime() < REJOIN_WITHIN_MS)) {
        if (latest.leftAt)
          await db.update(callAttendance).set({ leftAt: null }).where(eq(callAttendance.id, latest.id));
        return;
      }
      await db.insert(callAttendance).values({ appointmentId, userId, role, joinedAt: at });
    },
    async left(appointmentId, userId, at) {
      const db = await getDatabase();
      const [latest] = await latestOf(db, appointmentId, userId);
      if (!latest) return;
      await db
        .update(callAttendance)
        .set({ leftAt: at })
        .where(and(eq(callAttendance.id, latest.id), or(isNull(callAttendance.leftAt), lt(callAttendance.leftAt, at))));
    },
  };
}

/**
 * Of these sessions, those that still hold at `now`: the row is there (a logout, a changed
 * password, a revocation or a deactivation deletes it), not expired, and its account not
 * deactivated. A look-up by primary key, asked on every join and by the hub's periodic check.
 */
export async function activeSessions(db: Database, sessionIds: string[], now: Date): Promise<Set<string>> {
  const active = new Set<string>();
  for (let start = 0; start < sessionIds.length; start += SESSION_BATCH) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          inArray(sessions.id, sessionIds.slice(start, start + SESSION_BATCH)),
          gt(sessions.expiresAt, now),
          isNull(users.deactivatedAt),
        ),
      );
    for (const row of rows) active.add(row.id);
  }
  return active;
}

/** Who opened a WebSocket, from the session cookie of its upgrade request: the account and the session. */
export async function socketIdentity(auth: Auth, req: IncomingMessage): Promise<HubIdentity | null> {
  const headers = new Headers();
  if (req.headers.cookie) headers.set("cookie", req.headers.cookie);
  const found = await auth.api.getSession({ headers });
  return found ? { userId: found.user.id, sessionId: found.session.id } : null;
}

/** An appointment's attendance, for its coach's page. */
export async function attendanceOf(db: Database, appointmentId: string) {
  return db
    .select({ role: callAttendance.role, joinedAt: callAttendance.joinedAt, leftAt: callAttendance.leftAt })
    .from(callAttendance)
    .where(eq(callAttendance.appointmentId, appointmentId))
    .orderBy(asc(callAttendance.joinedAt));
}
