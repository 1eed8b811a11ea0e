import type { Database } from "~/db/connection.server";
import {
  addDateOverride,
  addPartnerMember,
  createAppointment,
  createMember,
  createPartner,
  unique,
} from "../../../tests/support/factories";
import { createDaansPractice } from "./practice-fixture";

/**
 * The waitlist's tests' world: Daan's practice (08:00–20:00 every day, no notice) on 1 December
 * 2026, except the 3rd, when he works 09:00–10:00 only, and a partner whose members have twenty
 * sessions a year. An appointment at 09:00 on the 3rd leaves that day without a free time.
 */
export const NOW = new Date("2026-12-01T06:00:00Z");
export const WAITED_DAY = "2026-12-03";
/** 09:00 on the 3rd in Amsterdam: the one time of that day. */
export const FREED = new Date("2026-12-03T08:00:00Z");
/** 10:00 on the 4th in Amsterdam: outside a wait for the 3rd. */
export const ELSEWHERE = new Date("2026-12-04T09:00:00Z");

export async function waitlistPractice(db: Database) {
  const coachId = await createDaansPractice(db, { emailVerified: true });
  await addDateOverride(db, coachId, WAITED_DAY, { startMinute: 540, endMinute: 600 });
  const partner = await createPartner(db, { slug: "acme", name: "Acme", coachingAllowance: 20 });
  return { coachId, partnerId: partner.id };
}

/** A verified, onboarded member of the partner (twenty sessions a year). */
export async function partnerMember(db: Database, partnerId: string, name = "Member") {
  const id = unique("member");
  const user = await createMember(db, { id, name, email: `${id}@example.com`, emailVerified: true, onboarding: NOW });
  await addPartnerMember(db, partnerId, id);
  return user;
}

/** A confirmed coaching session of an hour, with the coach's buffer in its blocks as a booking has. */
export async function heldTime(db: Database, coachId: string, memberId: string, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + 3_600_000);
  return createAppointment(db, {
    coachId,
    memberId,
    startsAt,
    endsAt,
    status: "confirmed",
    blocks: `[${startsAt.toISOString()},${new Date(endsAt.getTime() + 15 * 60_000).toISOString()})`,
    idempotencyKey: unique("held"),
  });
}
