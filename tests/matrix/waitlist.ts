import type { Entry } from "./access-matrix";
import { members } from "./outcomes";

// The slot waitlist (see access-matrix.ts): the member area's rule (a visitor 401, coaches 403),
// a coach that is not published and an offer that is not the member's as good as absent (404).
// Nothing here saves a wait: the join form's range lies in the past (400 at its fields), nobody
// waits to withdraw but member A (the fixture's wait for coach X), and an offer is only its member's.

const pastRange = { intent: "join", kind: "coaching", fromDate: "2020-01-01", toDate: "2020-01-02" };

export const waitlistEntries: Entry[] = [
  {
    route: "/:lng/coaching/wait/:slug",
    as: "memberA",
    params: { lng: "en", slug: "daan-bakker" },
    get: [
      { path: "/en/coaching/wait/daan-bakker", expect: members(200) },
      { path: "/nl/coaching/wait/sanne-de-jong", expect: members(200) },
      { path: "/en/coaching/wait/no-such-coach", expect: members(404) },
    ],
    post: [
      {
        intent: "join",
        path: "/en/coaching/wait/daan-bakker",
        form: pastRange,
        expect: members(400),
        sample: pastRange,
      },
      {
        intent: "join (incomplete)",
        path: "/en/coaching/wait/daan-bakker",
        form: { intent: "join" },
        expect: members(400),
      },
      {
        // Member A waits for coach X (the fixture's offer): withdrawn; nobody else waits.
        intent: "withdraw",
        path: "/en/coaching/wait/daan-bakker",
        form: { intent: "withdraw" },
        expect: { ...members(409), memberA: 200 },
      },
      {
        intent: "withdraw (unknown coach)",
        path: "/en/coaching/wait/no-such-coach",
        form: { intent: "withdraw" },
        expect: members(404),
      },
    ],
  },
  {
    route: "/:lng/coaching/offers/:id",
    as: "memberA",
    params: { lng: "en", id: "{nothing}" },
    get: [
      { path: "/en/coaching/offers/{nothing}", expect: members(404) },
      // Member A's own offer, of a time that has passed: shown as stale; anyone else's is absent.
      { path: "/en/coaching/offers/{offerA}", expect: { ...members(404), memberA: 200 } },
      { path: "/en/coaching/offers/not-an-id", expect: members(404) },
    ],
    post: [
      {
        intent: "confirm",
        path: "/en/coaching/offers/{nothing}",
        form: { intent: "confirm" },
        expect: members(404),
        sample: { intent: "confirm" },
      },
      {
        // A time that has passed is never booked: refused for its member, absent for anyone else.
        intent: "confirm (past)",
        path: "/en/coaching/offers/{offerA}",
        form: { intent: "confirm" },
        expect: { ...members(404), memberA: 409 },
      },
    ],
  },
];
