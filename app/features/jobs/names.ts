/**
 * Every queue the app works, by name (its handlers are in `registry.server.ts`; a test holds the two
 * lists together). A plain list, so that opening a queue, say for a test's database, does not load
 * every feature.
 */
export const JOB_NAMES = [
  "mail",
  "appointment-mail",
  "appointment-reminder",
  "appointment-reminder-sweep",
  "event-mail",
  "webinar-mail",
  "vitascan-mail",
  "vitascan-purge",
  "calendar-sync",
  "calendar-sweep",
  "adopt-legacy-jobs",
  "account-erasure",
  "account-erasure-sweep",
  "report-months",
  "report-months-sweep",
  "messages-retention",
  "rating-requests",
  "caldav-write",
  "caldav-sync",
  "caldav-sweep",
  "slot-wait-offers",
  "call-absence-sweep",
  "coach-next-free",
  "coach-next-free-sweep",
] as const;

export type JobName = (typeof JOB_NAMES)[number];

/** Periodic work, by queue: a cron expression (Europe/Amsterdam), run once across all instances. */
export const JOB_SCHEDULES: Partial<Record<JobName, string>> = {
  "appointment-reminder-sweep": "17 * * * *",
  // A coach's calendars are synced when 15 minutes old; looked for every 5 minutes.
  "calendar-sweep": "*/5 * * * *",
  // Until the old job table is dropped: what instances of the previous version queued there.
  "adopt-legacy-jobs": "*/10 * * * *",
  // Deletions are carried out by their own job; once a day, any whose job was lost is queued again.
  "account-erasure-sweep": "41 3 * * *",
  // Partner reports: months close at midnight on the 8th; each partner's is decided within the hour.
  "report-months-sweep": "7 * * * *",
  // Closed conversations past their retention (decision 030) are deleted once a day, at night.
  "messages-retention": "23 4 * * *",
  // Members are asked to rate a held session an hour after it ended; looked for every 15 minutes.
  "rating-requests": "*/15 * * * *",
  // CalDAV accounts whose busy times are older than 5 minutes are synced (each unchanged calendar
  // costs one small request); looked for every minute.
  "caldav-sweep": "* * * * *",
  // Calls whose window closed are read for who never joined; every 5 minutes.
  "call-absence-sweep": "*/5 * * * *",
  // Coaches' next free times that passed, came within notice or were never computed; every 2 minutes.
  "coach-next-free-sweep": "*/2 * * * *",
};
