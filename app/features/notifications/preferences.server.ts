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

/** How reminders reach a person: by mail, in their notifications, or both. */
export const REMINDER_CHANNELS = ["mail", "notification", "both"] as const;
export type ReminderChannel = (typeof REMINDER_CHANNELS)[number];

/** The lead times a person may choose, in hours before the start (what the database allows). */
export const REMINDER_LEAD_HOURS = [48, 24, 2, 1] as const;
export type ReminderLeadHours = (typeof REMINDER_LEAD_HOURS)[number];

/** How and when reminders come, for someone who wants them. */
export interface ReminderSettings {
  channel: ReminderChannel;
  /** Hours before the start, largest first; never empty. */
  hours: ReminderLeadHours[];
}

/** Without a row: by mail, a day and an hour before. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { channel: "mail", hours: [24, 1] };

const isChannel = (value: unknown): value is ReminderChannel =>
  (REMINDER_CHANNELS as readonly unknown[]).includes(value);

/** The lead times among these, once each, largest first; anything else is left out. */
export function leadHoursOf(values: readonly number[]): ReminderLeadHours[] {
  return REMINDER_LEAD_HOURS.filter((hours) => values.includes(hours));
}

function settingsOf(row: { channel: string; hours: number[] | null }): ReminderSettings {
  const hours = leadHoursOf(row.hours ?? []);
  return {
    channel: isChannel(row.channel) ? row.channel : DEFAULT_REMINDER_SETTINGS.channel,
    hours: hours.length > 0 ? hours : DEFAULT_REMINDER_SETTINGS.hours,
  };
}

/** A person's mail preferences; without a row, the defaults (all on). */
export async function getMailPreferences(db: Database, userId: string): Promise<MailPreferences> {
  const [row] = await db
    .select({ reminders: mailPreferences.reminders, messages: mailPreferences.messages })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return row ?? DEFAULT_MAIL_PREFERENCES;
}

/** How and when a person's reminders come (also kept while reminders are off); without a row, the defaults. */
export async function getReminderSettings(db: Database, userId: string): Promise<ReminderSettings> {
  const [row] = await db
    .select({ channel: mailPreferences.reminderChannel, hours: mailPreferences.reminderHours })
    .from(mailPreferences)
    .where(eq(mailPreferences.userId, userId));
  return row ? settingsOf(row) : DEFAULT_REMINDER_SETTINGS;
}

/**
 * Saves the preferences as the account page's form sends them. The reminders' channel and lead
 * times are saved when given (and the lead times not empty); otherwise the saved ones stay.
 */
export async function saveMailPreferences(
  db: Database,
  userId: string,
  preferences: MailPreferences & Partial<ReminderSettings>,
  now: Date,
): Promise<void> {
  const hours = preferences.hours ? leadHoursOf(preferences.hours) : [];
  const values = {
    reminders: preferences.reminders,
    messages: preferences.messages,
    ...(preferences.channel ? { reminderChannel: preferences.channel } : {}),
    ...(hours.length > 0 ? { reminderHours: hours } : {}),
    updatedAt: now,
  };
  await db
    .insert(mailPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: mailPreferences.userId, set: values });
}

/** Per person: no reminders (`null`), or how and when they come. */
export type ReminderPlans = Map<string, ReminderSettings | null>;

/** What each of these accounts (null: none) wants of reminders; an account without a row gets the defaults. */
export async function reminderPlans(db: Database, userIds: readonly (string | null)[]): Promise<ReminderPlans> {
  const ids = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
  const plans: ReminderPlans = new Map(ids.map((id) => [id, DEFAULT_REMINDER_SETTINGS]));
  if (ids.length === 0) return plans;
  const rows = await db
    .select({
      userId: mailPreferences.userId,
      reminders: mailPreferences.reminders,
      channel: mailPreferences.reminderChannel,
      hours: mailPreferences.reminderHours,
    })
    .from(mailPreferences)
    .where(inArray(mailPreferences.userId, ids));
  for (const row of rows) plans.set(row.userId, row.reminders ? settingsOf(row) : null);
  return plans;
}
