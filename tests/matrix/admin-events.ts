import type { Entry } from "./access-matrix";
import { admins } from "./outcomes";

// The back office's job queue, events and sessions, with the outcome each role gets (see access-matrix.ts).
// The attendance form is sent to a session still to come, where marking is refused (409): a form
// for a session that has started saves every place it does not list as "did not come".

export const adminEventEntries: Entry[] = [
  {
    route: "/admin/jobs",
    as: "admin",
    query: ["view", "page"],
    get: [
      { path: "/admin/jobs", expect: admins(200) },
      { path: "/admin/jobs?view=dead&page=2", expect: admins(200) },
      // An unknown view or page is the first page of the waiting jobs.
      { path: "/admin/jobs?view=nope&page=-1", expect: admins(200) },
    ],
    post: [
      // A job of nothing: refused, nothing changes.
      {
        intent: "retry",
        path: "/admin/jobs",
        form: { intent: "retry", jobId: "{nothing}" },
        expect: admins(404),
      },
      {
        intent: "discard",
        path: "/admin/jobs",
        form: { intent: "discard", jobId: "{nothing}" },
        expect: admins(404),
      },
    ],
  },
  {
    route: "/admin/events",
    as: "admin",
    get: [{ path: "/admin/events", expect: admins(200) }],
  },
  {
    route: "/admin/sessions/:id",
    as: "admin",
    params: { id: "{sessionUpcoming}" },
    get: [
      { path: "/admin/sessions/{sessionPast}", expect: admins(200) },
      { path: "/admin/sessions/{sessionUpcoming}", expect: admins(200) },
      { path: "/admin/sessions/{nothing}", expect: admins(404) },
      { path: "/admin/sessions/not-an-id", expect: admins(404) },
    ],
    post: [
      {
        intent: "attendance",
        path: "/admin/sessions/{sessionUpcoming}",
        form: { intent: "attendance" },
        expect: admins(409),
        sample: { intent: "attendance", attended: ["{nothing}"] },
      },
    ],
  },
  {
    route: "/admin/sessions/:id/registrations.csv",
    as: "admin",
    params: { id: "{sessionUpcoming}" },
    get: [
      { path: "/admin/sessions/{sessionPast}/registrations.csv", expect: admins(200) },
      { path: "/admin/sessions/{nothing}/registrations.csv", expect: admins(404) },
    ],
  },
];
