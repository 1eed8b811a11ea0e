import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { appointments, coaches } from "./coaching";

// The coaching journey (decision 031): the member's goals with steps and check-ins, what a coach
// and member agreed after a session, the member's rating of a held session, and a coach's safety
// concern. Goals are the member's: never read by partners or administrators, they go with the
// account. Ratings are read by coaches and partners only as figures over enough people.

export const goalStatuses = ["proposed", "active", "declined", "achieved", "stopped"] as const;
export type GoalStatus = (typeof goalStatuses)[number];
export const stepStatuses = ["proposed", "active", "declined"] as const;
export type StepStatus = (typeof stepStatuses)[number];
/** The vitascan's domains (`features/vitascan/instrument.ts`, held equal by a test). */
export const goalDomains = [
  "wellbeing",
  "energy",
  "sleep",
  "stress",
  "activity",
  "nutrition",
  "work_life_balance",
  "connection",
] as const;

/** A member's goal. A coach may propose one (status `proposed`) for the member to accept or decline. */
export const goals = pgTable(
  "goals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The vitascan domain it works on, if any. */
    domain: text("domain").$type<(typeof goalDomains)[number]>(),
    status: text("status").$type<GoalStatus>().notNull().default("active"),
    /** The coach who sees it; none when the member keeps it to themselves. */
    sharedCoachId: uuid("shared_coach_id").references(() => coaches.id, { onDelete: "set null" }),
    /** The coach who proposed it, if a coach did. */
    proposedByCoachId: uuid("proposed_by_coach_id").references(() => coaches.id, { onDelete: "set null" }),
    targetDate: date("target_date"),
    /** How often the member wants to check in, in days: the dashboard asks once this has passed. */
    checkInEveryDays: integer("check_in_every_days").notNull().default(7),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("goals_member_idx").on(table.memberId, table.createdAt),
    index("goals_shared_coach_idx").on(table.sharedCoachId, table.memberId),
    check("goals_title_length", sql`length(btrim(${table.title})) between 1 and 120`),
    check("goals_status_known", sql`${table.status} in ('proposed', 'active', 'declined', 'achieved', 'stopped')`),
    check(
      "goals_domain_known",
      sql`${table.domain} is null or ${table.domain} in (${sql.raw(goalDomains.map((key) => `'${key}'`).join(", "))})`,
    ),
    check("goals_check_in_every", sql`${table.checkInEveryDays} between 1 and 90`),
    // A proposal is seen by the coach who made it until the member decides.
    check(
      "goals_proposal_shared",
      sql`${table.status} <> 'proposed' or ${table.sharedCoachId} = ${table.proposedByCoachId}`,
    ),
  ],
);

/** A step towards a goal; a coach may propose one for the member to accept or decline. */
export const goalSteps = pgTable(
  "goal_steps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueDate: date("due_date"),
    status: text("status").$type<StepStatus>().notNull().default("active"),
    proposedByCoachId: uuid("proposed_by_coach_id").references(() => coaches.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("goal_steps_goal_idx").on(table.goalId, table.createdAt),
    check("goal_steps_title_length", sql`length(btrim(${table.title})) between 1 and 200`),
    check("goal_steps_status_known", sql`${table.status} in ('proposed', 'active', 'declined')`),
    check("goal_steps_done_active", sql`${table.doneAt} is null or ${table.status} = 'active'`),
  ],
);

/** A check-in on a goal: progress 0–10 and a short note, whenever the member likes. */
export const goalCheckIns = pgTable(
  "goal_check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    goalId: uuid("goal_id")
      .notNull()
      .references(() => goals.id, { onDelete: "cascade" }),
    progress: smallint("progress").notNull(),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("goal_check_ins_goal_idx").on(table.goalId, table.createdAt),
    check("goal_check_ins_progress", sql`${table.progress} between 0 and 10`),
    check("goal_check_ins_note_length", sql`${table.note} is null or length(${table.note}) <= 500`),
  ],
);

/**
 * What was agreed: the coach's summary and agreements for the member after a session, apart from
 * the coach's private notes. Only by the appointment's own coach (the composite key).
 */
export const sessionSummaries = pgTable(
  "session_summaries",
  {
    appointmentId: uuid("appointment_id").primaryKey(),
    coachId: uuid("coach_id").notNull(),
    summary: text("summary").notNull(),
    agreements: text("agreements").notNull().default(""),
    /** The member's goal it belongs to, if the coach sees that goal. */
    goalId: uuid("goal_id").references(() => goals.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: "session_summaries_appointment_coach_fk",
      columns: [table.appointmentId, table.coachId],
      foreignColumns: [appointments.id, appointments.coachId],
    }).onDelete("cascade"),
    index("session_summaries_goal_idx").on(table.goalId),
    check("session_summaries_summary_length", sql`length(btrim(${table.summary})) between 1 and 2000`),
    check("session_summaries_agreements_length", sql`length(${table.agreements}) <= 2000`),
  ],
);

/**
 * A member's rating of a held session: once per appointment (its key), by its own member and about
 * its own coach (the composite key). Goes with the member's account.
 */
export const sessionRatings = pgTable(
  "session_ratings",
  {
    appointmentId: uuid("appointment_id").primaryKey(),
    memberId: text("member_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    coachId: uuid("coach_id").notNull(),
    rating: smallint("rating").notNull(),
    recommend: boolean("recommend").notNull(),
    comment: text("comment"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: "session_ratings_appointment_member_fk",
      columns: [table.appointmentId, table.memberId, table.coachId],
      foreignColumns: [appointments.id, appointments.memberId, appointments.coachId],
    }).onDelete("cascade"),
    index("session_ratings_coach_idx").on(table.coachId, table.createdAt),
    // The partner report reads a period's ratings by when they were given.
    index("session_ratings_created_idx").on(table.createdAt),
    check("session_ratings_rating", sql`${table.rating} between 1 and 5`),
    check("session_ratings_comment_length", sql`${table.comment} is null or length(${table.comment}) <= 1000`),
  ],
);

/** The one mail that asks a member to rate a held session: sent at most once per appointment. */
export const ratingRequests = pgTable("rating_requests", {
  appointmentId: uuid("appointment_id")
    .primaryKey()
    .references(() => appointments.id, { onDelete: "cascade" }),
  mailedAt: timestamp("mailed_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A coach's safety concern about a member, marked on an appointment: what was agreed and whether
 * the member was referred. For the administrators on duty; never in any partner figure.
 */
export const safetyConcerns = pgTable(
  "safety_concerns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id").notNull(),
    coachId: uuid("coach_id").notNull(),
    memberId: text("member_id").references(() => users.id, { onDelete: "set null" }),
    agreed: text("agreed").notNull(),
    referred: boolean("referred").notNull(),
    /** To whom (113, the GP, the GP's out-of-hours service, 112, other), when referred. */
    referredTo: text("referred_to"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    foreignKey({
      name: "safety_concerns_appointment_coach_fk",
      columns: [table.appointmentId, table.coachId],
      foreignColumns: [appointments.id, appointments.coachId],
    }).onDelete("cascade"),
    index("safety_concerns_open_idx").on(table.handledAt, table.createdAt),
    check("safety_concerns_agreed_length", sql`length(btrim(${table.agreed})) between 1 and 2000`),
    check(
      "safety_concerns_referred_to",
      sql`(${table.referred} and ${table.referredTo} in ('113', 'huisarts', 'huisartsenpost', '112', 'other')) or (not ${table.referred} and ${table.referredTo} is null)`,
    ),
  ],
);
