import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { appointments, coaches } from "~/db/schema/coaching";

export const SESSION_MINUTES = { intake: 30, coaching: 60 } as const;
export type SessionKind = keyof typeof SESSION_MINUTES;

export type BookingResult =
  | { ok: true; appointmentId: string; duplicate: boolean }
  | { ok: false; reason: "taken" | "member-busy" | "unknown-coach" };

/** PostgreSQL's error code, wherever the driver put it. */
function pgCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } };
  if (typeof candidate.code === "string") return candidate.code;
  if (typeof candidate.cause?.code === "string") return candidate.cause.code;
  return undefined;
}

/** The violated constraint's name, or the messages that carry it. */
function constraintOf(error: unknown): string {
  const candidate = error as {
    constraint?: unknown;
    message?: unknown;
    cause?: { constraint?: unknown; message?: unknown };
  };
  return [candidate.constraint, candidate.cause?.constraint, candidate.cause?.message, candidate.message]
    .filter((part) => typeof part === "string")
    .join(" ");
}

/**
 * Books a slot. The database decides: when two people take the same time at once, exactly one
 * insert passes the exclusion constraint and the others get "taken". The same idempotency key
 * from the same member (a double submit) returns the first booking instead of a second one.
 */
export async function bookAppointment(
  db: Database,
  input: { coachId: string; memberId: string; kind: SessionKind; start: Date; topic?: string; idempotencyKey: string },
): Promise<BookingResult> {
  const [coach] = await db
    .select({ bufferMinutes: coaches.bufferMinutes })
    .from(coaches)
    .where(eq(coaches.id, input.coachId));
  if (!coach) return { ok: false, reason: "unknown-coach" };
  const end = new Date(input.start.getTime() + SESSION_MINUTES[input.kind] * 60_000);
  const buffer = coach.bufferMinutes * 60_000;
  // The coach is taken from the start until the buffer after the session has passed, so two
  // sessions are always at least one buffer apart.
  const blocks = `[${input.start.toISOString()},${new Date(end.getTime() + buffer).toISOString()})`;
  try {
    const [row] = await db
      .insert(appointments)
      .values({
        coachId: input.coachId,
        memberId: input.memberId,
        kind: input.kind,
        startsAt: input.start,
        endsAt: end,
        blocks,
        topic: input.topic?.trim() || null,
        idempotencyKey: input.idempotencyKey,
      })
      .returning({ id: appointments.id });
    return { ok: true, appointmentId: row?.id as string, duplicate: false };
  } catch (error) {
    const code = pgCode(error);
    if (code === "23505" && constraintOf(error).includes("appointments_idempotency")) {
      const [existing] = await db
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.memberId, input.memberId), eq(appointments.idempotencyKey, input.idempotencyKey)));
      if (existing) return { ok: true, appointmentId: existing.id, duplicate: true };
    }
    if (code === "23P01") {
      return {
        ok: false,
        reason: constraintOf(error).includes("appointments_member_no_overlap") ? "member-busy" : "taken",
      };
    }
    throw error;
  }
}
