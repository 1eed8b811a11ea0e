import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";

export const accountChangeKinds = ["email", "deletion"] as const;
export type AccountChangeKind = (typeof accountChangeKinds)[number];

/**
 * A change of address or a deletion asked for on the account page, and the links mailed about it
 * (docs/decisions/024-account-changing-actions.md). Only the SHA-256 of each link's token is
 * stored. The undo link goes to the address the account had (`previous_email`) and works for 7
 * days; a change of address also has a confirmation link for the new address (24 hours). While
 * its undo link works, the previous address stays reserved for the account: nobody else signs up
 * with it or moves to it, so the owner can always get it back.
 */
export const accountChanges = pgTable(
  "account_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").$type<AccountChangeKind>().notNull(),
    previousEmail: text("previous_email").notNull(),
    /** The address asked for (a change of address only). */
    newEmail: text("new_email"),
    /** Null when no link went to the new address (it belongs to another account). */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmExpiresAt: timestamp("confirm_expires_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    undoTokenHash: text("undo_token_hash").notNull().unique(),
    /** Also the moment a deletion is carried out. */
    undoExpiresAt: timestamp("undo_expires_at", { withTimezone: true }).notNull(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    /** Ended without being undone: replaced by a newer request, or by the undoing of another change. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("account_changes_user_idx").on(table.userId),
    index("account_changes_open_previous_email_idx")
      .on(table.previousEmail)
      .where(sql`${table.undoneAt} is null and ${table.closedAt} is null`),
    check("account_changes_kind_known", sql`${table.kind} in ('email', 'deletion')`),
    check(
      "account_changes_addresses_lowercase",
      sql`${table.previousEmail} = lower(${table.previousEmail}) and (${table.newEmail} is null or ${table.newEmail} = lower(${table.newEmail}))`,
    ),
    check("account_changes_new_email_for_email_only", sql`(${table.kind} = 'email') = (${table.newEmail} is not null)`),
    check(
      "account_changes_confirmation_complete",
      sql`(${table.confirmTokenHash} is null) = (${table.confirmExpiresAt} is null) and (${table.kind} = 'email' or ${table.confirmTokenHash} is null)`,
    ),
  ],
);
