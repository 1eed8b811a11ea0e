import type { Entry } from "./access-matrix";
import { coaches, members } from "./outcomes";

// The notification lists, member and coach side, with the outcome each role gets (see access-matrix.ts).
// Opening a notification names it by id: the demo data's "nothing" is nobody's, so every role that
// may use the list gets 404 and nothing changes; "Mark all as read" only ever touches one's own.
export const notificationEntries: Entry[] = [
  {
    route: "/:lng/notifications",
    as: "memberA",
    params: { lng: "en" },
    query: ["page"],
    get: [
      { path: "/en/notifications", expect: members(200) },
      { path: "/nl/notifications?page=2", expect: members(200) },
      { path: "/en/notifications?page=-1", expect: members(200) },
    ],
    post: [
      {
        intent: "open",
        path: "/en/notifications",
        form: { intent: "open", id: "{nothing}" },
        expect: members(404),
        sample: { intent: "open", id: "{nothing}" },
      },
      { intent: "read-all", path: "/en/notifications", form: { intent: "read-all" }, expect: members(200) },
    ],
  },
  {
    route: "/coach/notifications",
    as: "coachX",
    query: ["page"],
    get: [
      { path: "/coach/notifications", expect: coaches(200) },
      { path: "/coach/notifications?page=3", expect: coaches(200) },
    ],
    post: [
      {
        intent: "open",
        path: "/coach/notifications",
        form: { intent: "open", id: "{nothing}" },
        expect: coaches(404),
        sample: { intent: "open", id: "{nothing}" },
      },
      { intent: "read-all", path: "/coach/notifications", form: { intent: "read-all" }, expect: coaches(200) },
    ],
  },
];
