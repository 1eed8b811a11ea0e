import { and, asc, count, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { eventRegistrations, eventSessions } from "~/db/schema/events";
import { fail, isAppError } from "~/utils/app-error";
import { canCancel, registrationWindow } from "./events";
import { waitlistPosition } from "./events.server";
import { queueRegistrationMail } from "./notifications.server";

export type RegisterResult =
  | { ok: true; status: "registered"; registrationId: string }
  | { ok: true; status: "waitlisted"; registrationId: string; position: number };

/** Why a registration or a cancellation is refused, as the panel says it (`events` catalog keys). */
type Refusal = "not-found" | "deadline-passed" | "started" | "cancelled" | "already";

function refuse(reason: Refusal): never {
  fail(reason === "not-found" ? "notFound" : "conflict", { key: `session.error.${reason}` });
}

/**
 * Registers a member for a session, or puts them on its waitlist when it is full; refused (`fail`)
 * when the session is gone, closed or cancelled, the choice is not one of its own, or the member
 * is registered already. The session's
 * row is locked for the transaction, so concurrent registrations are counted one after another and
 * the places are never exceeded; one live registration per member is also a unique index. The
 * mail is queued in the same transaction.
 */
export async function register(
  db: Database,
  input: { sessionId: string; userId: string; choice: string | null },
  now: Date,
): Promise<RegisterResult> {
  return db.transaction(async (tx): Promise<RegisterResult> => {
    const [session] = await tx.select().from(eventSessions).where(eq(eventSessions.id, input.sessionId)).for("update");
    if (!session) refuse("not-found");
    const window = registrationWindow(session, now);
    if (window !== "open") refuse(window);
    const choice = session.choices.length === 0 ? null : input.choice;
    if (session.choices.length > 0 && !session.choices.some((option) => option.value === choice)) {
      // Which choices there are is the session's (and may change): a choice not among them conflicts.
      fail("conflict", { fields: { choice: "session.error.choice" } });
    }
    const live = inArray(eventRegistrations.status, ["registered", "waitlisted"]);
    const [existing] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.sessionId, session.id), eq(eventRegistrations.userId, input.userId), live));
    if (existing) refuse("already");
    const [taken] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.sessionId, session.id), eq(eventRegistrations.status, "registered")));
    const status = (taken?.n ?? 0) < session.capacity ? "registered" : "waitlisted";
    const [row] = await tx
      .insert(eventRegistrations)
      .values({ sessionId: session.id, userId: input.userId, status, choice, requestedAt: now })
      .returning();
    if (!row) throw new Error("registration insert returned nothing");
    await queueRegistrationMail(tx, row.id, status, now);
    if (status === "registered") return { ok: true, status, registrationId: row.id };
    return {
      ok: true,
      status,
      registrationId: row.id,
      position: await waitlistPosition(tx, row),
    };
  });
}

export type CancelResult = { ok: true; promotedId: string | null };

/**
 * Cancels a member's place or waitlist entry; refused (`fail`) once the session has started or
 * when there is nothing to cancel. A freed place goes to the first on the waitlist in
 * the same transaction, so exactly one member moves up; both get a mail.
 */
export async function cancelRegistration(
  db: Database,
  input: { sessionId: string; userId: string },
  now: Date,
): Promise<CancelResult> {
  return db.transaction(async (tx): Promise<CancelResult> => {
    const [session] = await tx.select().from(eventSessions).where(eq(eventSessions.id, input.sessionId)).for("update");
    if (!session) refuse("not-found");
    if (!canCancel(session, now)) refuse("started");
    const [cancelled] = await tx
      .update(eventRegistrations)
      .set({ status: "cancelled", cancelledAt: now, sequence: 1 })
      .where(
        and(
          eq(eventRegistrations.sessionId, session.id),
          eq(eventRegistrations.userId, input.userId),
          inArray(eventRegistrations.status, ["registered", "waitlisted"]),
        ),
      )
      .returning({ id: eventRegistrations.id });
    if (!cancelled) fail("conflict", { key: "session.error.nothingToCancel" });
    await queueRegistrationMail(tx, cancelled.id, "cancelled", now);
    const [registered] = await tx
      .select({ n: count() })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.sessionId, session.id), eq(eventRegistrations.status, "registered")));
    const [promotedId = null] = await promoteFromWaitlist(tx, session.id, session.capacity - (registered?.n ?? 0), now);
    return { ok: true, promotedId } as const;
  });
}

/** Gives up every upcoming place and waitlist entry of a member (an account being deleted), moving the waitlists up. */
export async function releasePlaces(db: Database, userId: string, now: Date): Promise<number> {
  const live = await db
    .select({ sessionId: eventRegistrations.sessionId })
    .from(eventRegistrations)
    .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
    .where(
      and(
        eq(eventRegistrations.userId, userId),
        inArray(eventRegistrations.status, ["registered", "waitlisted"]),
        gt(eventSessions.startsAt, now),
      ),
    );
  let released = 0;
  for (const { sessionId } of live) {
    try {
      await cancelRegistration(db, { sessionId, userId }, now);
      released++;
    } catch (error) {
      // Gone meanwhile (cancelled by the member, or the session started): nothing to release.
      if (!isAppError(error)) throw error;
    }
  }
  return released;
}

/**
 * Gives up to `places` free places to the first on the session's waitlist, in queue order, each
 * with the "you have a place" mail; answers the registrations moved up.
 */
export async function promoteFromWaitlist(tx: Database, sessionId: string, places: number, now: Date) {
  if (places <= 0) return [];
  const next = await tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.sessionId, sessionId), eq(eventRegistrations.status, "waitlisted")))
    .orderBy(asc(eventRegistrations.queue))
    .limit(places);
  const promoted: string[] = [];
  for (const { id } of next) {
    await tx
      .update(eventRegistrations)
      .set({ status: "registered", promotedAt: now })
      .where(eq(eventRegistrations.id, id));
    await queueRegistrationMail(tx, id, "promoted", now);
    promoted.push(id);
  }
  return promoted;
}
