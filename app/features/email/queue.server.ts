import type { Database } from "~/db/connection.server";
import { enqueueJob, type JobHandler, runDueJobs } from "~/features/jobs/jobs.server";
import { logger } from "~/utils/logger.server";
import { type MailMessage, sendMail } from "./transport.server";

/** Sends a queued mail; a failure leaves the job to be retried. */
export const sendQueuedMail: JobHandler = async (payload) => {
  await sendMail(payload as unknown as MailMessage);
};

/**
 * Queues a mail and sends it right away in the background: the request never waits for the SMTP
 * server nor fails with it, and a mail that could not be delivered is retried by the job runner.
 */
export async function queueMail(db: Database, message: MailMessage, now = new Date()): Promise<void> {
  await enqueueJob(db, {
    name: "mail",
    key: `mail:${crypto.randomUUID()}`,
    runAt: now,
    payload: message as unknown as Record<string, unknown>,
  });
  void runDueJobs(db, { mail: sendQueuedMail }, now).catch((error) =>
    logger.error({ err: error }, "sending queued mail failed"),
  );
}
