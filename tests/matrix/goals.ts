import type { Entry } from "./access-matrix";
import { coaches, members } from "./outcomes";

// The goal routes, member and coach side, with the outcome each role gets (see access-matrix.ts).
// A goal is its member's alone: member A's {goalA} (shared with coach X) is found for member A
// only; anyone else with the member role (member B, the partner admin, the administrator, who are
// members too) is told it does not exist (404), and the coach area's roles are refused the member
// area (403). Coach X sees member A's shared goals; coach Y, who never had a session with member A,
// is told member A does not exist, and so is coach X of member B. Every form is refused or changes
// nothing later rows rely on: an empty title, a check-in without progress, answering a proposal
// that is none; marking the goal achieved or stopped is undone by the row after it.

const goalPage = "/en/goals/{goalA}";
const ownGoal = (outcome: number) => ({ ...members(404), memberA: outcome });

export const goalEntries: Entry[] = [
  {
    route: "/:lng/goals",
    as: "memberA",
    params: { lng: "en" },
    get: [
      { path: "/en/goals", expect: members(200) },
      { path: "/nl/goals", expect: members(200) },
    ],
    post: [
      {
        intent: "create",
        path: "/en/goals",
        form: { intent: "create", title: "", domain: "", targetDate: "", checkInEveryDays: "7", shareWith: "" },
        expect: members(400),
        sample: {
          intent: "create",
          title: "Walk after lunch",
          domain: "activity",
          targetDate: "",
          checkInEveryDays: "7",
          shareWith: "",
        },
      },
      // {goalA} is no proposal: member A is answered 409; for anyone else it is not there.
      ...(["accept-goal", "decline-goal"] as const).map((intent) => ({
        intent,
        path: "/en/goals",
        form: { intent, goalId: "{goalA}" },
        expect: ownGoal(409),
      })),
      ...(["accept-step", "decline-step"] as const).map((intent) => ({
        intent,
        path: "/en/goals",
        form: { intent, stepId: "{nothing}" },
        expect: members(404),
      })),
    ],
  },
  {
    route: "/:lng/goals/:id",
    as: "memberA",
    params: { lng: "en", id: "{goalA}" },
    get: [
      { path: goalPage, expect: ownGoal(200) },
      { path: "/nl/goals/{goalA}", expect: ownGoal(200) },
      { path: "/en/goals/{goalB}", expect: { ...members(404), memberB: 200 } },
      { path: "/en/goals/{nothing}", expect: members(404) },
      { path: "/en/goals/not-a-goal", expect: members(404) },
    ],
    post: [
      {
        intent: "edit",
        path: goalPage,
        form: { intent: "edit", title: "", domain: "", targetDate: "", checkInEveryDays: "7" },
        expect: ownGoal(400),
        sample: {
          intent: "edit",
          title: "Sleep before eleven",
          domain: "sleep",
          targetDate: "",
          checkInEveryDays: "7",
        },
      },
      {
        intent: "share",
        path: goalPage,
        // No coach of member A's: refused at the field.
        form: { intent: "share", shareWith: "{nothing}" },
        expect: ownGoal(400),
      },
      // A change each, undone by the row after it: member A's goal achieved and reopened, member B's
      // stopped and reopened (each path and form once, as the bad-input run sends them).
      { intent: "achieved", path: goalPage, form: { intent: "achieved" }, expect: ownGoal(200) },
      { intent: "reopen", path: goalPage, form: { intent: "reopen" }, expect: ownGoal(200) },
      {
        intent: "stopped",
        path: "/en/goals/{goalB}",
        form: { intent: "stopped" },
        expect: { ...members(404), memberB: 200 },
      },
      {
        intent: "reopen (member B's)",
        path: "/en/goals/{goalB}",
        form: { intent: "reopen" },
        expect: { ...members(404), memberB: 200 },
      },
      {
        // The form names another goal than the page's: nothing is deleted.
        intent: "delete",
        path: goalPage,
        form: { intent: "delete", goalId: "{nothing}" },
        expect: ownGoal(409),
      },
      {
        intent: "add-step",
        path: goalPage,
        form: { intent: "add-step", title: "", dueDate: "" },
        expect: ownGoal(400),
        sample: { intent: "add-step", title: "In bed by half past ten", dueDate: "2027-01-15" },
      },
      ...(["edit-step", "step-done", "step-undone", "delete-step"] as const).map((intent) => ({
        intent,
        path: goalPage,
        form: { intent, stepId: "{nothing}", title: "A step", dueDate: "" },
        expect: members(404),
      })),
      {
        intent: "check-in",
        path: goalPage,
        form: { intent: "check-in", progress: "", note: "" },
        expect: ownGoal(400),
        sample: { intent: "check-in", progress: "6", note: "Three evenings this week." },
      },
      // {goalA} is no proposal.
      ...(["accept-goal", "decline-goal"] as const).map((intent) => ({
        intent,
        path: goalPage,
        form: { intent },
        expect: ownGoal(409),
      })),
      ...(["accept-step", "decline-step"] as const).map((intent) => ({
        intent,
        path: goalPage,
        form: { intent, stepId: "{nothing}" },
        expect: members(404),
      })),
    ],
  },
  {
    route: "/coach/goals/:member",
    as: "coachX",
    params: { member: "{memberA}" },
    get: [
      { path: "/coach/goals/{memberA}", expect: { ...coaches(200), coachY: 404 } },
      { path: "/coach/goals/{memberB}", expect: { ...coaches(200), coachX: 404 } },
      { path: "/coach/goals/nobody-at-all", expect: coaches(404) },
    ],
    post: [
      {
        intent: "propose-goal",
        path: "/coach/goals/{memberA}",
        form: { intent: "propose-goal", title: "", domain: "", targetDate: "" },
        expect: { ...coaches(400), coachY: 404 },
        sample: { intent: "propose-goal", title: "A walk outside every day", domain: "activity", targetDate: "" },
      },
      {
        intent: "propose-step",
        path: "/coach/goals/{memberA}",
        form: { intent: "propose-step", goalId: "{goalA}", title: "", dueDate: "" },
        expect: { ...coaches(400), coachY: 404 },
        sample: { intent: "propose-step", goalId: "{goalA}", title: "Write down when you went to bed", dueDate: "" },
      },
    ],
  },
];
