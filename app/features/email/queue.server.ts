import { currentJobQueue, enqueueJob, type JobExecutor, type JobHandler } from "~/features/jobs/queue.server";
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
export async function queueMail(db: JobExecutor, message: MailMessage, now = new Date()): Promise<void> {
  await enqueueJob(db, {
    name: "mail",
    key: `mail:${crypto.randomUUID()}`,
    runAt: now,
    payload: message as unknown as Record<string, unknown>,
  });
  void sendQueuedMailNow(now);
}

/** Sends the mail that is due now, here and in the background; a failure is retried by the workers. */
export function sendQueuedMailNow(now: Date): Promise<void> {
  return Promise.resolve()
    .then(() => currentJobQueue().runDue({ mail: sendQueuedMail }, now))
    .then(() => undefined)
    .catch((error) => logger.error({ err: error }, "sending queued mail failed"));
}
