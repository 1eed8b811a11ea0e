import type { Database } from "~/db/connection.server";

export interface MessageMailInput {
  conversationId: string;
  /** Who the mail would go to, and on which side of the conversation they are. */
  recipientId: string;
  side: "member" | "coach";
  now: Date;
}

/**
 * After a message: a mail to the recipient that says only that there is a message (never its
 * content), at most one per conversation per hour, and only when their mail preferences allow it.
 */
export async function queueMessageMail(_db: Database, _input: MessageMailInput): Promise<void> {
  // Filled in with the mail preferences and the hourly limit.
}
