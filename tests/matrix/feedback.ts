import type { Entry } from "./access-matrix";
import { members } from "./outcomes";

// The member's rating of a held session (see access-matrix.ts): the member area's rule, and the
// appointment's own member alone (anyone else's is as good as absent: 404). Member A's completed
// intake with coach X is rated by the first form, the only time it can be: the second row posts
// the same and is refused (409), changing nothing. Every page is probed before any form, so the
// page is the rating form for the GET probes. Member B's completed intake is never rated here.

const rating = { intent: "rate", rating: "4", recommend: "yes", comment: "A calm and useful first session." };

export const feedbackEntries: Entry[] = [
  {
    route: "/:lng/coaching/:id/feedback",
    as: "memberA",
    params: { lng: "en", id: "{apptAPast}" },
    get: [
      { path: "/en/coaching/{apptAPast}/feedback", expect: { ...members(404), memberA: 200 } },
      { path: "/nl/coaching/{apptBPast}/feedback", expect: { ...members(404), memberB: 200 } },
      // Not held yet: the page says so, without a form.
      { path: "/en/coaching/{apptA}/feedback", expect: { ...members(404), memberA: 200 } },
      { path: "/en/coaching/{nothing}/feedback", expect: members(404) },
      { path: "/en/coaching/not-an-id/feedback", expect: members(404) },
    ],
    post: [
      {
        intent: "rate",
        path: "/en/coaching/{apptAPast}/feedback",
        form: rating,
        expect: { ...members(404), memberA: 200 },
      },
      {
        intent: "rate (again)",
        path: "/en/coaching/{apptAPast}/feedback",
        form: rating,
        expect: { ...members(404), memberA: 409 },
      },
      {
        // Not held: refused, nothing saved.
        intent: "rate (not held)",
        path: "/en/coaching/{apptA}/feedback",
        form: rating,
        expect: { ...members(404), memberA: 409 },
      },
      {
        // Member B's own held session, with a form that leaves out the score: refused at its field.
        intent: "rate (incomplete)",
        path: "/en/coaching/{apptBPast}/feedback",
        form: { intent: "rate", recommend: "yes" },
        expect: { ...members(404), memberB: 400 },
      },
    ],
  },
];
