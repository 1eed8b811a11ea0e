import { sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { ratingRequests } from "~/db/schema/journey";
import { sendQueuedMailNow } from "~/features/email/queue.server";
import { composeMail } from "~/features/email/templates.server";
import { enqueueJob, type JobHandler } from "~/features/jobs/queue.server";
import { notify } from "~/features/notifications/notify.server";
import { siteOrigin } from "~/utils/env.server";
import { formatDateTime } from "~/utils/i18n/format";
import { getI18n } from "~/utils/i18n/instance";
import { logger } from "~/utils/logger.server";

// The one mail that asks a member to rate a held session. A periodic job looks for sessions that
// were completed, ended at least an hour and at most a week ago, are not rated and were never
// asked about; each is claimed by inserting its row in `rating_requests` (ON CONFLICT DO NOTHING),
// so two instances, or two runs, never ask twice. The mail goes in the same transaction as the
// claim: both happen, or neither. Whoever turned reminders off on their account page gets no mail
// (and no notification: the dashboard still shows what they may rate).

/** The session must have ended this long ago: time to get home first. */
export const ASK_AFTER_MS = 3_600_000;
/** And no longer ago than this: a week later, a rating is no longer asked for. */
export const ASK_UNTIL_MS = 7 * 86_400_000;
/** Asked per run at most; the rest waits for the next run. */
const BATCH = 200;

interface Due {
  appointmentId: string;
  memberId: string;
  startsAt: Date;
  coachName: string;
  name: string;
  email: string;
  locale: string;
  timeZone: string;
}

/** The held sessions to ask about now (see above). */
async function dueRequests(db: Database, now: Date): Promise<Due[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = (await db.execute(sql`
    select a.id as "appointmentId", a.member_id as "memberId", a.starts_at as "startsAt",
      c.name as "coachName", u.name, u.email, u.locale, u.time_zone as "timeZone"
    from appointments a
    join coaches c on c.id = a.coach_id
    join users u on u.id = a.member_id
    left join mail_preferences p on p.user_id = a.member_id
    where a.status = 'completed'
      and a.ends_at <= ${at} - ${`${ASK_AFTER_MS} milliseconds`}::interval
      and a.ends_at >= ${at} - ${`${ASK_UNTIL_MS} milliseconds`}::interval
      and u.deactivated_at is null
      and coalesce(p.reminders, true)
      and not exists (select 1 from session_ratings r where r.appointment_id = a.id)
      and not exists (select 1 from rating_requests q where q.appointment_id = a.id)
    order by a.ends_at
    limit ${BATCH}`)) as unknown as { rows: (Omit<Due, "startsAt"> & { startsAt: string | Date })[] };
  return result.rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt) }));
}

/** The mail in the member's language, with the link to the rating page. */
export function ratingRequestMail(input: {
  lng: "nl" | "en";
  name: string;
  coachName: string;
  startsAt: Date;
  timeZone: string;
  url: string;
}) {
  const { t } = getI18n(input.lng);
  const when = formatDateTime(input.startsAt, input.lng, input.timeZone);
  return composeMail({
    lng: input.lng,
    subject: t("feedback:mail.subject", { name: input.coachName }),
    name: input.name,
    paragraphs: [t("feedback:mail.body", { name: input.coachName, when }), t("feedback:mail.private")],
    action: { label: t("feedback:mail.button"), url: input.url },
    footnote: t("feedback:mail.footnote"),
  });
}

/**
 * Asks each member whose held session is due (see above), once per session: the claim, the mail
 * and a `feedback` notification. Returns how many were asked.
 */
export async function sendRatingRequests(db: Database, now: Date): Promise<number> {
  let asked = 0;
  for (const due of await dueRequests(db, now)) {
    const lng = due.locale === "en" ? "en" : "nl";
    const path = `/${lng}/coaching/${due.appointmentId}/feedback`;
    const claimed = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [claim] = await tx
        .insert(ratingRequests)
        .values({ appointmentId: due.appointmentId, mailedAt: now })
        .onConflictDoNothing({ target: ratingRequests.appointmentId })
        .returning({ appointmentId: ratingRequests.appointmentId });
      if (!claim) return false;
      const mail = ratingRequestMail({
        lng,
        name: due.name,
        coachName: due.coachName,
        startsAt: due.startsAt,
        timeZone: due.timeZone,
        url: `${siteOrigin()}${path}`,
      });
      await enqueueJob(tx, {
        name: "mail",
        key: `rating-request:${due.appointmentId}`,
        runAt: now,
        payload: { to: due.email, ...mail },
      });
      await notify(
        tx,
        {
          userId: due.memberId,
          kind: "feedback",
          subject: due.appointmentId,
          link: path,
          params: { name: due.coachName, startsAt: due.startsAt.toISOString() },
        },
        now,
      );
      return true;
    });
    if (claimed) asked++;
  }
  if (asked > 0) void sendQueuedMailNow(now);
  return asked;
}

/** The periodic job (`JOB_SCHEDULES`) that asks for ratings. */
export function ratingRequestJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "rating-requests": async (_payload, now) => {
      const asked = await sendRatingRequests(await getDatabase(), now);
      if (asked > 0) logger.info({ asked }, "members asked to rate a held session");
    },
  };
}
