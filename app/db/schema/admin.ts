import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * Every write an administrator makes: who, when, what (entity and id) and the changed fields
 * before and after, secrets masked. Written in the transaction of the change; the database
 * refuses to update or delete a row (trigger in migration 0013), so the product cannot rewrite
 * history. The actor is kept by id and a label, not a foreign key: the trail outlives accounts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").notNull(),
    /** The actor's name and address at the time, so the entry reads the same after changes. */
    actorLabel: text("actor_label").notNull(),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (table) => [
    index("audit_log_at_idx").on(table.at),
    index("audit_log_actor_idx").on(table.actorId, table.at),
    index("audit_log_entity_idx").on(table.entity, table.entityId, table.at),
  ],
);

/**
 * The people who made entries in the trail, once each, with the label of their latest entry and its
 * time: what the audit page's filter offers, without reading the trail. Kept by a trigger on
 * `audit_log` (migration 0031), filled from the existing entries when it was made.
 */
export const auditActors = pgTable(
  "audit_actors",
  {
    actorId: text("actor_id").primaryKey(),
    label: text("label").notNull(),
    lastAt: timestamp("last_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("audit_actors_last_at_idx").on(table.lastAt, table.actorId)],
);

/**
 * An invitation to become a coach: a one-time link (only its SHA-256 is stored) valid 7 days to
 * set a password and fill in the coach profile. One pending invitation per address.
 */
export const coachInvitations = pgTable(
  "coach_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    /** The account the invitation became. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    check("coach_invitations_email_lowercase", sql`${table.email} = lower(${table.email})`),
    check("coach_invitations_name_present", sql`length(btrim(${table.name})) > 0`),
    uniqueIndex("coach_invitations_one_pending")
      .on(table.email)
      .where(sql`${table.acceptedAt} is null and ${table.withdrawnAt} is null`),
  ],
);
