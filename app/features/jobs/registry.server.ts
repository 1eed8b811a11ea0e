import { getDb } from "~/db/client.server";
import { appointmentJobHandlers } from "~/features/coaching/notifications.server";
import { sendQueuedMail } from "~/features/email/queue.server";
import { eventJobHandlers } from "~/features/events/notifications.server";
import { vitascanJobHandlers } from "~/features/vitascan/vitascan.server";
import { webinarJobHandlers } from "~/features/webinars/webinars.server";
import { logger } from "~/utils/logger.server";
import { type JobHandler, runDueJobs, startJobRunner } from "./jobs.server";

/** Every kind of job the app knows, by name. */
export const jobHandlers: Record<string, JobHandler> = {
  mail: sendQueuedMail,
  ...appointmentJobHandlers(getDb),
  ...vitascanJobHandlers(getDb),
  ...eventJobHandlers(getDb),
  ...webinarJobHandlers(getDb),
};

/**
 * Starts polling for due jobs (each server instance runs one); the same runner purges old jobs
 * hourly (see `JOB_RETENTION`).
 */
export function startJobs(intervalMs?: number) {
  return startJobRunner(getDb, jobHandlers, { intervalMs });
}

/** Runs what is due now without waiting for the next poll (after a booking, say); never throws. */
export function kickJobs(): void {
  void getDb()
    .then((db) => runDueJobs(db, jobHandlers, new Date()))
    .catch((error) => logger.error({ err: error }, "running due jobs failed"));
}
