import { z } from "zod";
import { goalDomains } from "~/db/schema/journey";
import { safeText } from "~/utils/zod-text";
import {
  isCalendarDate,
  MAX_CHECK_IN_DAYS,
  MAX_CHECK_IN_NOTE,
  MAX_GOAL_TITLE,
  MAX_STEP_TITLE,
  MIN_CHECK_IN_DAYS,
} from "./rules";

// The forms of the goal pages: the member's list (`/:lng/goals`), one goal (`/:lng/goals/:id`) and
// the coach's page of a member's shared goals (`/coach/goals/:member`). Forms post strings; ids
// are checked by the use-cases (anything but a UUID of the person's own rows names nothing).
// Messages are `goals` catalog keys.

const title = safeText(MAX_GOAL_TITLE, {
  min: 1,
  messages: { required: "errors.titleRequired", tooLong: "errors.titleTooLong" },
});
const stepTitle = safeText(MAX_STEP_TITLE, {
  min: 1,
  messages: { required: "errors.stepTitleRequired", tooLong: "errors.stepTitleTooLong" },
});

/** A vitascan domain, or "" for none. */
const domain = z
  .union([z.literal(""), z.enum(goalDomains)], { error: "errors.domainUnknown" })
  .default("")
  .transform((value) => (value === "" ? null : value));

/** A date as a date field posts it, or "" for none. */
const optionalDate = z
  .string({ error: "errors.dateInvalid" })
  .trim()
  .default("")
  .refine((value) => value === "" || isCalendarDate(value), "errors.dateInvalid")
  .transform((value) => (value === "" ? null : value));

const checkInEveryDays = z
  .string({ error: "errors.everyDays" })
  .trim()
  .regex(/^\d{1,2}$/, "errors.everyDays")
  .transform(Number)
  .refine((days) => days >= MIN_CHECK_IN_DAYS && days <= MAX_CHECK_IN_DAYS, "errors.everyDays");

/** "" to keep the goal to oneself, or the id of the coach to show it to. */
const shareWith = z.string({ error: "errors.coachUnknown" }).trim().max(64, "errors.coachUnknown").default("");

/** A row's id from a hidden field; the use-case decides whether it names anything of this person's. */
const rowId = z.string({ error: "errors.unknown" }).trim().max(64, "errors.unknown");

const goalFields = { title, domain, targetDate: optionalDate, checkInEveryDays };

const create = z.object({ intent: z.literal("create"), ...goalFields, shareWith });
const acceptGoal = z.object({ intent: z.literal("accept-goal"), goalId: rowId });
const declineGoal = z.object({ intent: z.literal("decline-goal"), goalId: rowId });
const acceptStep = z.object({ intent: z.literal("accept-step"), stepId: rowId });
const declineStep = z.object({ intent: z.literal("decline-step"), stepId: rowId });

/** The member's list: a new goal, and answering a coach's proposals. */
export const goalsPageSchema = z.discriminatedUnion(
  "intent",
  [create, acceptGoal, declineGoal, acceptStep, declineStep],
  {
    error: "errors.unknown",
  },
);

export type GoalsPageForm = z.infer<typeof goalsPageSchema>;

const progress = z
  .string({ error: "errors.progress" })
  .trim()
  .regex(/^(10|\d)$/, "errors.progress")
  .transform(Number);

/** One goal's page: the goal, its steps, check-ins, sharing, and the coach's proposals on it. */
export const goalPageSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("edit"), ...goalFields }),
    z.object({ intent: z.literal("share"), shareWith }),
    z.object({ intent: z.literal("achieved") }),
    z.object({ intent: z.literal("stopped") }),
    z.object({ intent: z.literal("reopen") }),
    // The page's goal, named again: a post from another goal's page (a stale tab) deletes nothing.
    z.object({ intent: z.literal("delete"), goalId: rowId }),
    z.object({ intent: z.literal("add-step"), title: stepTitle, dueDate: optionalDate }),
    z.object({ intent: z.literal("edit-step"), stepId: rowId, title: stepTitle, dueDate: optionalDate }),
    z.object({ intent: z.literal("step-done"), stepId: rowId }),
    z.object({ intent: z.literal("step-undone"), stepId: rowId }),
    z.object({ intent: z.literal("delete-step"), stepId: rowId }),
    z.object({
      intent: z.literal("check-in"),
      progress,
      note: safeText(MAX_CHECK_IN_NOTE, { multiline: true, messages: { tooLong: "errors.noteTooLong" } }).default(""),
    }),
    z.object({ intent: z.literal("accept-goal") }),
    z.object({ intent: z.literal("decline-goal") }),
    acceptStep,
    declineStep,
  ],
  { error: "errors.unknown" },
);

export type GoalPageForm = z.infer<typeof goalPageSchema>;

/** The coach's page of a member's goals: proposing a goal, or a step on a goal shared with the coach. */
export const coachGoalsSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("propose-goal"), title, domain, targetDate: optionalDate }),
    z.object({ intent: z.literal("propose-step"), goalId: rowId, title: stepTitle, dueDate: optionalDate }),
  ],
  { error: "errors.unknown" },
);

export type CoachGoalsForm = z.infer<typeof coachGoalsSchema>;
