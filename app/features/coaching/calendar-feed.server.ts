import { and, eq, gte, isNull, ne } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { appointments, coaches } from "~/db/schema/coaching";
import { mailOrganizer, siteOrigin } from "~/utils/env.server";
import { getI18n } from "~/utils/i18n/instance";
import { buildIcs, escapeText, foldLine } from "./ics";

/** The events of an invite, without its calendar wrapper, to gather several into one feed. */
function eventBlock(ics: string): string {
  const start = ics.indexOf("BEGIN:VEVENT");
  const end = ics.indexOf("END:VEVENT");
  return start >= 0 && end > start ? ics.slice(start, end + "END:VEVENT".length) : "";
}

/**
 * A coach's live appointments from 30 days ago on, as one iCalendar feed for their calendar app.
 * Null when no coach has this token (renewing the token revokes the old address), and when the
 * practice's account is deactivated or gone: the feed names members, and only a coach who may
 * still log in may read it. A hold on the page leaves the feed alone (the coach keeps working).
 */
export async function coachCalendarFeed(db: Database, token: string, now: Date): Promise<string | null> {
  if (!/^[0-9a-f]{64}$/.test(token)) return null;
  const [found] = await db
    .select({ coach: coaches, owner: { locale: users.locale, email: users.email } })
    .from(coaches)
    .innerJoin(users, eq(users.id, coaches.userId))
    .where(and(eq(coaches.calendarToken, token), isNull(users.deactivatedAt)));
  if (!found) return null;
  const { coach, owner } = found;
  const lng = owner.locale === "en" ? "en" : "nl";
  const { t } = getI18n(lng);
  const rows = await db
    .select({ appointment: appointments, memberName: users.name })
    .from(appointments)
    .leftJoin(users, eq(users.id, appointments.memberId))
    .where(
      and(
        eq(appointments.coachId, coach.id),
        ne(appointments.status, "cancelled"),
        gte(appointments.startsAt, new Date(now.getTime() - 30 * 86_400_000)),
      ),
    );
  const origin = siteOrigin();
  const events = rows.map(({ appointment, memberName }) => {
    const link = `${origin}/coach/appointments/${appointment.id}`;
    return eventBlock(
      buildIcs({
        method: "REQUEST",
        uid: `${appointment.id}@vitaal`,
        sequence: appointment.sequence,
        start: appointment.startsAt,
        end: appointment.endsAt,
        now,
        summary: t("coaching:mail.icsSummary", {
          kind: t(`coaching:kind.${appointment.kind}Short`),
          name: memberName ?? "",
        }),
        description: `${t("coaching:mail.icsDescription")}\n${link}`,
        url: link,
        organizer: mailOrganizer(),
        attendees: [{ name: coach.name, email: owner.email }],
      }),
    );
  });
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vitaal//Coaching//NL",
    "CALSCALE:GREGORIAN",
    foldLine(`X-WR-CALNAME:${escapeText(`Vitaal · ${coach.name}`)}`),
    ...events,
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}

/**
 * Gives the coach's calendar feed a new secret address: the old one stops working at once (a
 * shared or leaked address is revoked this way). The new token.
 */
export async function renewCalendarFeed(db: Database, coachId: string): Promise<string> {
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("hex");
  await db.update(coaches).set({ calendarToken: token }).where(eq(coaches.id, coachId));
  return token;
}
