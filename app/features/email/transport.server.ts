import nodemailer, { type Transporter } from "nodemailer";
import { env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { addToOutbox, type MailAttachment } from "./outbox.server";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/**
 * The SMTP server refused the mail or could not be reached. Callers catch it to show a localised
 * message ("we could not send the email just now") instead of an error page.
 */
export class MailDeliveryError extends Error {
  /** Nodemailer's error code, e.g. ECONNECTION, ETIMEDOUT, EENVELOPE or EAUTH. */
  readonly code: string | undefined;
  /** The SMTP reply code when the server answered with an error (4xx, 5xx). */
  readonly responseCode: number | undefined;

  constructor(cause: unknown) {
    super("The mail could not be delivered to the SMTP server", { cause });
    this.name = "MailDeliveryError";
    const details = (cause ?? {}) as { code?: unknown; responseCode?: unknown };
    this.code = typeof details.code === "string" ? details.code : undefined;
    this.responseCode = typeof details.responseCode === "number" ? details.responseCode : undefined;
  }
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer when a URL is given (smtp://user:pass@host:587, smtps://… for implicit
 * TLS); otherwise the local outbox. `from` defaults to MAIL_FROM.
 */
export function createMailer(smtpUrl?: string, from: string = env().MAIL_FROM): Mailer {
  if (!smtpUrl) {
    return {
      async send(message) {
        const stored = addToOutbox({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments,
        });
        logger.info({ to: message.to, subject: message.subject, outboxId: stored.id }, "mail kept in the local outbox");
      },
    };
  }
  // Mail is sent while a person waits for the page: give up in seconds rather than minutes.
  const transporter: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      try {
        await transporter.sendMail({ ...message, from });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
  };
}

// One mailer (and so one SMTP transporter) per process, made again only when the configuration
// it was made from changes.
const holder = globalThis as typeof globalThis & { __vitaalMailer?: { key: string; mailer: Mailer } };

/** Sends a mail with the configured SMTP server, or keeps it in the local outbox without one. */
export async function sendMail(message: MailMessage): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = env();
  const key = `${SMTP_URL ?? ""}\n${MAIL_FROM}`;
  if (holder.__vitaalMailer?.key !== key) {
    holder.__vitaalMailer = { key, mailer: createMailer(SMTP_URL, MAIL_FROM) };
  }
  await holder.__vitaalMailer.mailer.send(message);
}
