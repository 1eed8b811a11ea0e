import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { coaches } from "~/db/schema/coaching";
import { slotOffers, slotWaits } from "~/db/schema/scheduling";
import { composeMail } from "~/features/email/templates.server";
import { sendMail } from "~/features/email/transport.server";
import { notify } from "~/features/notifications/notify.server";
import { siteOrigin } from "~/utils/env.server";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { logger } from "~/utils/logger.server";
import { loadAvailability, slotsFor } from "./availability.server";
import type { SessionKind } from "./sessions";
import { expireWaits } from "./slot-wait-expiry.server";
import { timesToOffer } from "./slot-waits";
import type { Slot } from "./slots";
import { coachIsPublic } from "./visibility.server";

// Freed times offered to the members waiting for a coach: everyone waiting whose range holds a
// free time is offered it, in the order they asked. Confirming is in `slot-offers.server.ts`.

interface NewOffers {
  waitId: string;
  memberId: string;
  email: string;
  name: string;
  lng: Language;
  timeZone: string;
  offers: { id: string; startsAt: Date }[];
}

/**
 * The offer job: every waiting member of the coach (expired waits closed first), in the order
 * they asked, is offered the coach's free times in their range that they were not offered before
 * (at most `MAX_OFFERS_PER_RUN` a run, earliest first), gets a notification and a mail. Returns
 * how many offers were made. A time offered before is not offered again (unique per wait and
 * start), so a repeated run changes nothing.
 */
export async function offerFreedTimes(db: Database, coachId: string, now: Date): Promise<number> {
  await expireWaits(db, now, coachId);
  const [coach] = await db
    .select()
    .from(coaches)
    .where(and(eq(coaches.id, coachId), coachIsPublic()));
  if (!coach) return 0;
  const waits = await db
    .select({
      id: slotWaits.id,
      memberId: slotWaits.memberId,
      kind: slotWaits.kind,
      fromDate: slotWaits.fromDate,
      toDate: slotWaits.toDate,
      email: users.email,
      name: users.name,
      locale: users.locale,
      timeZone: users.timeZone,
    })
    .from(slotWaits)
    .innerJoin(users, eq(users.id, slotWaits.memberId))
    .where(and(eq(slotWaits.coachId, coachId), eq(slotWaits.status, "waiting")))
    .orderBy(asc(slotWaits.createdAt), asc(slotWaits.id));
  if (waits.length === 0) return 0;
  const availability = (await loadAvailability(db, [coach], now)).get(coach.id);
  if (!availability) return 0;
  const freeByKind = new Map<SessionKind, Slot[]>();
  const freeFor = (kind: SessionKind) => {
    const known = freeByKind.get(kind) ?? slotsFor(availability, kind, now);
    freeByKind.set(kind, known);
    return known;
  };
  const before = await db
    .select({ waitId: slotOffers.waitId, startsAt: slotOffers.startsAt })
    .from(slotOffers)
    .where(
      inArray(
        slotOffers.waitId,
        waits.map((wait) => wait.id),
      ),
    );
  const made: NewOffers[] = [];
  for (const [index, wait] of waits.entries()) {
    const offered = new Set(before.filter((row) => row.waitId === wait.id).map((row) => row.startsAt.getTime()));
    const times = timesToOffer(freeFor(wait.kind), wait, coach.timeZone, offered);
    if (times.length === 0) continue;
    const inserted = await db
      .insert(slotOffers)
      .values(times.map((slot) => ({ waitId: wait.id, startsAt: slot.start, endsAt: slot.end, offeredAt: now })))
      .onConflictDoNothing()
      .returning({ id: slotOffers.id, startsAt: slotOffers.startsAt });
    if (inserted.length === 0) continue;
    inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const lng: Language = wait.locale === "en" ? "en" : "nl";
    const first = inserted[0] as { id: string; startsAt: Date };
    // One notification per wait, brought forward by newer offers; a millisecond apart per member
    // so that the lists keep the order in which the members asked.
    await notify(
      db,
      {
        userId: wait.memberId,
        kind: "slot",
        link: inserted.length === 1 ? `/${lng}/coaching/offers/${first.id}` : `/${lng}/coaching/wait/${coach.slug}`,
        subject: `slot-wait:${wait.id}`,
        params: { name: coach.name, startsAt: first.startsAt.toISOString() },
      },
      new Date(now.getTime() + index),
    );
    made.push({
      waitId: wait.id,
      memberId: wait.memberId,
      email: wait.email,
      name: wait.name,
      lng,
      timeZone: wait.timeZone ?? "Europe/Amsterdam",
      offers: inserted,
    });
  }
  // The mails in the same order; one that cannot be sent now does not hold up the next member's.
  for (const entry of made) {
    try {
      await sendOfferMail(entry, coach);
    } catch (error) {
      logger.warn({ err: error, waitId: entry.waitId }, "an offer mail could not be sent");
    }
  }
  return made.reduce((sum, entry) => sum + entry.offers.length, 0);
}

async function sendOfferMail(entry: NewOffers, coach: { name: string; slug: string }) {
  const { t } = getI18n(entry.lng);
  const origin = siteOrigin();
  const times = entry.offers.map((offer) => formatDateTime(offer.startsAt, entry.lng, entry.timeZone));
  const first = entry.offers[0] as { id: string };
  const url =
    entry.offers.length === 1
      ? `${origin}/${entry.lng}/coaching/offers/${first.id}`
      : `${origin}/${entry.lng}/coaching/wait/${coach.slug}`;
  const mail = composeMail({
    lng: entry.lng,
    subject: t("waitlist:mail.subject", { name: coach.name }),
    name: entry.name,
    paragraphs: [
      t("waitlist:mail.body", { name: coach.name, count: times.length }),
      times.join("\n"),
      t("waitlist:mail.firstWins"),
    ],
    action: { label: t("waitlist:mail.open", { count: times.length }), url },
    footnote: t("waitlist:mail.footnote", { zone: entry.timeZone }),
  });
  await sendMail({ to: entry.email, ...mail });
}
