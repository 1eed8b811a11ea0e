import type { Entry } from "./access-matrix";
import { admins, everyone } from "./outcomes";

// The help page and the administrators' safety concerns, with the outcome each role gets (see
// access-matrix.ts). The coach's new forms on an appointment ("summary", "safety") are rows of the
// `/coach/appointments/:id` entry in access-matrix.ts: the matrix has one entry per route.
export const sessionEntries: Entry[] = [
  {
    // Public: where to get help now, for everyone, logged in or not.
    route: "/:lng/help",
    as: "visitor",
    params: { lng: "en" },
    get: [
      { path: "/en/help", expect: everyone(200) },
      { path: "/nl/help", expect: everyone(200) },
    ],
  },
  {
    // Marking a concern handled needs a concern's id; the matrix's names nothing.
    route: "/admin/safety",
    as: "admin",
    get: [{ path: "/admin/safety", expect: admins(200) }],
    post: [
      {
        intent: "handle",
        path: "/admin/safety",
        form: { intent: "handle" },
        expect: admins(400),
        sample: { intent: "handle", id: "{nothing}" },
      },
    ],
  },
];
