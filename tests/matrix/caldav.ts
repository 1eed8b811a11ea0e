import type { Entry } from "./access-matrix";
import { coaches } from "./outcomes";

// A coach's CalDAV account (`/coach/availability/caldav`): the coach area's rule (visitor 401,
// every other account 403). Coach X and Y have no account in the matrix's data, so each form is
// refused (400) without changing anything: the address before any request is made (the matrix's
// server allows no loopback address), the other forms because nothing is connected.

const path = "/coach/availability/caldav";

export const caldavEntries: Entry[] = [
  {
    route: path,
    as: "coachX",
    get: [{ path, expect: coaches(200) }],
    post: [
      {
        intent: "connect",
        path,
        form: { intent: "connect", serverUrl: "https://127.0.0.1:9/dav/", username: "matrix", password: "not-sent" },
        expect: coaches(400),
        sample: { intent: "connect", serverUrl: "https://127.0.0.1:9/dav/", username: "matrix", password: "not-sent" },
      },
      {
        intent: "calendars",
        path,
        form: { intent: "calendars", read: "{nothing}", write: "" },
        expect: coaches(400),
        sample: { intent: "calendars", read: "{nothing}", write: "{nothing}" },
      },
      { intent: "sync", path, form: { intent: "sync" }, expect: coaches(400), sample: { intent: "sync" } },
      {
        intent: "disconnect",
        path,
        form: { intent: "disconnect" },
        expect: coaches(400),
        sample: { intent: "disconnect" },
      },
    ],
  },
];
