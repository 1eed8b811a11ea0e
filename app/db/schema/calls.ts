import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { appointments } from "./coaching";

/**
 * Who was in an appointment's call and when: one row per visit (a reconnect or a second tab
 * continues it), closed at the leave. No audio, video or chat content is ever stored.
 */
export const callAttendance = pgTable(
  "call_attendance",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    role: text("role").$type<"member" | "coach">().notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true }),
  },
  (table) => [index("call_attendance_appointment_idx").on(table.appointmentId, table.joinedAt)],
);
