import type { Entry } from "./access-matrix";
import { coaches, everyone, members } from "./outcomes";

// The message routes, member and coach side, with the outcome each role gets (see access-matrix.ts).
// A conversation is its member's and its coach's alone: member A and coach X share one (their demo
// appointments), member B and coach Y another; anyone else is told it does not exist (404). The
// administrator and the partner admin are members too: their own list (empty), nobody's
// conversation; the coach area refuses them (403). Every form is refused or changes nothing: an
// empty message, a report without a reason, lifting a block that is not there.

const memberA = "demo-member";
const memberB = "demo-member-2";

export const messageEntries: Entry[] = [
  {
    route: "/:lng/messages",
    as: "memberA",
    params: { lng: "en" },
    query: ["page"],
    get: [
      { path: "/en/messages", expect: members(200) },
      { path: "/nl/messages?page=2", expect: members(200) },
      { path: "/en/messages?page=-1", expect: members(200) },
    ],
  },
  {
    route: "/:lng/messages/:coach",
    as: "memberA",
    params: { lng: "en", coach: "daan-bakker" },
    query: ["before", "report"],
    get: [
      { path: "/en/messages/daan-bakker", expect: { ...members(404), memberA: 200 } },
      { path: "/nl/messages/sanne-de-jong", expect: { ...members(404), memberB: 200 } },
      { path: "/en/messages/daan-bakker?before={nothing}", expect: { ...members(404), memberA: 200 } },
      { path: "/en/messages/daan-bakker?report=conversation", expect: { ...members(404), memberA: 200 } },
      { path: "/en/messages/no-such-coach", expect: members(404) },
    ],
    post: [
      {
        intent: "send",
        path: "/en/messages/daan-bakker",
        form: { intent: "send", body: "" },
        expect: { ...members(404), memberA: 400 },
        sample: { intent: "send", body: "A question before our next session." },
      },
      {
        intent: "send (other conversation)",
        path: "/en/messages/sanne-de-jong",
        form: { intent: "send", body: "" },
        expect: { ...members(404), memberB: 400 },
      },
      // Blocking is a change: the next row lifts it again, so nothing after relies on it.
      {
        intent: "block",
        path: "/en/messages/daan-bakker",
        form: { intent: "block" },
        expect: { ...members(404), memberA: 200 },
      },
      {
        intent: "unblock",
        path: "/en/messages/daan-bakker",
        form: { intent: "unblock" },
        expect: { ...members(404), memberA: 200 },
      },
      {
        intent: "report",
        path: "/en/messages/daan-bakker",
        form: { intent: "report", reason: "", note: "" },
        expect: { ...members(404), memberA: 400 },
        sample: { intent: "report", reason: "", note: "Something was off." },
      },
    ],
  },
  {
    route: "/coach/messages",
    as: "coachX",
    query: ["page"],
    get: [
      { path: "/coach/messages", expect: coaches(200) },
      { path: "/coach/messages?page=3", expect: coaches(200) },
    ],
  },
  {
    route: "/coach/messages/:member",
    as: "coachX",
    params: { member: memberA },
    query: ["before"],
    get: [
      { path: `/coach/messages/${memberA}`, expect: { ...coaches(200), coachY: 404 } },
      { path: `/coach/messages/${memberB}`, expect: { ...coaches(200), coachX: 404 } },
      { path: `/coach/messages/${memberA}?before={nothing}`, expect: { ...coaches(200), coachY: 404 } },
      { path: "/coach/messages/nobody-at-all", expect: coaches(404) },
    ],
    post: [
      {
        intent: "send",
        path: `/coach/messages/${memberA}`,
        form: { intent: "send", body: "" },
        expect: { ...coaches(400), coachY: 404 },
        sample: { intent: "send", body: "Here is the exercise we discussed." },
      },
      // The member's own forms are not the coach's.
      ...(["block", "unblock", "report"] as const).map((intent) => ({
        intent,
        path: `/coach/messages/${memberA}`,
        form: { intent, reason: "spam" },
        expect: { ...coaches(400), coachY: 404 },
      })),
    ],
  },
  {
    // Its own rule: the conversation's member and coach; a visitor 401, anyone else as if absent.
    route: "/message-files/:id",
    as: "memberA",
    params: { id: "{nothing}" },
    get: [
      { path: "/message-files/{nothing}", expect: { ...everyone(404), visitor: 401 } },
      { path: "/message-files/not-a-message", expect: { ...everyone(404), visitor: 401 } },
    ],
  },
];
