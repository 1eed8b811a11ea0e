/** A file sent with a mail (an invitation's .ics). */
export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  sentAt: Date;
}

const LIMIT = 200;
const holder = globalThis as typeof globalThis & { __vitaalOutbox?: OutboxMessage[] };

/** Mail kept in the process when no SMTP server is configured (newest first, the last 200). */
function box(): OutboxMessage[] {
  holder.__vitaalOutbox ??= [];
  return holder.__vitaalOutbox;
}

export function addToOutbox(message: Omit<OutboxMessage, "id" | "sentAt">, now = new Date()): OutboxMessage {
  const stored = { ...message, id: crypto.randomUUID(), sentAt: now };
  box().unshift(stored);
  box().length = Math.min(box().length, LIMIT);
  return stored;
}

export function listOutbox(): OutboxMessage[] {
  return [...box()];
}

export function getOutboxMessage(id: string): OutboxMessage | undefined {
  return box().find((message) => message.id === id);
}

export function clearOutbox(): void {
  box().length = 0;
}
