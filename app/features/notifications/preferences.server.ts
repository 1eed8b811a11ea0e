import { eq, inArray } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { mailPreferences } from "~/db/schema/messages";

/** What a person wants by mail; everything is on until they turn it off. */
export interface MailPreferences {
  /** Reminders before their sessions. */
  reminders: boolean;
  /** "You have a new message" (never its content). */
  messages: boolean;
}

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { reminders: true, messages: true };

/** A person's mail preferences; without a row, the defaults (all on). */
export async function getMailPreferences(db: Database, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({ reminders: mailPreferences.reminders, messages: mailPreferences.messages })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return row ?? DEFAULT_MAIL_PREFERENCES;
}

/** Saves both preferences at once, as the account page's form sends them. */
export async function saveMailPreferences(
  db: Database,
  userId: string,
  preferences: MailPreferences,
  now: Date,
): Promise<void> {
  await db
    .insert(mailPreferences)
    .values({ userId, ...preferences, updatedAt: now })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: { ...preferences, updatedAt: now } });
}

/** Of these accounts (null: none), the ones that want reminders: all but those who turned them off. */
export async function remindersWanted(db: Database, userIds: readonly (string | null)[]): Promise<Set<string>> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return new Set();
  const off = await db
    .select({ userId: mailPreferences.userId, reminders: mailPreferences.reminders })
    .from(mailPreferences)
    .where(inArray(mailPreferences.userId, ids));
  const refused = new Set(off.filter((row) => !row.reminders).map((row) => row.userId));
  return new Set(ids.filter((id) => !refused.has(id)));
}
