import type { Entry } from "./access-matrix";
import { coaches } from "./outcomes";

// The coach's page that books the sessions after an appointment as a series (see access-matrix.ts):
// the coach area's rule (a visitor 401, everyone but a coach 403), and the appointment's own coach
// alone (another coach's is as good as absent: 404). Member A's upcoming coaching session is coach
// X's. The posts are forms the page never sends (an interval and a count it does not offer, no
// key): refused at the form (400), so the matrix books nothing.

const badForm = { intent: "book", intervalWeeks: "3", count: "13", idempotencyKey: "not-a-key" };

export const seriesEntries: Entry[] = [
  {
    route: "/coach/appointments/:id/series",
    as: "coachX",
    params: { id: "{apptA}" },
    query: ["repeat", "count"],
    get: [
      { path: "/coach/appointments/{apptA}/series", expect: { ...coaches(200), coachY: 404 } },
      { path: "/coach/appointments/{apptA}/series?repeat=2&count=3", expect: { ...coaches(200), coachY: 404 } },
      { path: "/coach/appointments/{apptB}/series", expect: { ...coaches(200), coachX: 404 } },
      { path: "/coach/appointments/{nothing}/series", expect: coaches(404) },
      { path: "/coach/appointments/not-an-id/series", expect: coaches(404) },
    ],
    post: [
      {
        intent: "book",
        path: "/coach/appointments/{apptA}/series",
        form: badForm,
        expect: { ...coaches(400), coachY: 404 },
      },
      {
        intent: "book (another coach's)",
        path: "/coach/appointments/{apptB}/series",
        form: badForm,
        expect: { ...coaches(400), coachX: 404 },
      },
      {
        intent: "book (empty)",
        path: "/coach/appointments/{apptA}/series",
        form: {},
        expect: { ...coaches(400), coachY: 404 },
      },
    ],
  },
];
