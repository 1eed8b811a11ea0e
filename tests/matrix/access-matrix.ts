import { adminCoachEntries } from "./admin-coaches";
import { adminContentEntries } from "./admin-content";
import { adminEventEntries } from "./admin-events";
import { adminPartnerEntries } from "./admin-partners";
import { adminPeopleEntries } from "./admin-people";
import { caldavEntries } from "./caldav";
import { callCheckEntries } from "./calls-check";
import { feedbackEntries } from "./feedback";
import { goalEntries } from "./goals";
import { messageEntries } from "./messages";
import { notificationEntries } from "./notifications";
import {
  admins,
  coaches,
  everyone,
  loggedOutOnly,
  memberRoles,
  members,
  type Outcome,
  type Outcomes,
  signedIn,
  to,
} from "./outcomes";
import { partnerPortalEntries } from "./partner-portal";
import { scheduleEntries } from "./schedule";
import { seriesEntries } from "./series";
import type { Form, Role } from "./server";
import { sessionEntries } from "./sessions";
import { waitlistEntries } from "./waitlist";

// Every route of `app/routes.ts` with the outcome each role gets: the authorization matrix
// (`authorization.test.ts`) sends each request below as each of the seven roles, and the bad-input
// run (`bad-input.ts`) sends hostile values to the same routes' parameters and forms.
//
// The outcomes are the intended ones, from the area rules (`app/features/accounts/areas.server.ts`)
// and the route list (`docs/routing.md`): a visitor on a protected route 401, a logged-in account
// without the right 403, someone else's appointment 404 (its call 403), a partner's page for its
// members only (visitor 401, others 403), unknown things 404. A POST is answered by the guard before
// the action reads its form: a role that may use the form gets what the form earns (400 for a form
// with missing fields, 409 for a change that is no longer possible), every other role 401 or 403.
// The forms are chosen so that nothing later rows rely on is removed: cancellations aim at a
// session that is already over, registrations leave out the required choice.
//
// Paths may name the demo data's ids in braces, filled in from `Fixtures` when the test runs.

/** Ids of the demo data, read from the database once the server has started. */
export interface Fixtures {
  /** Member A's upcoming session with coach X, and their completed intake of last week. */
  apptA: string;
  apptAPast: string;
  /** Member B's upcoming session with coach Y, and their completed intake. */
  apptB: string;
  apptBPast: string;
  /** The secret addresses of the coaches' calendar feeds. */
  tokenX: string;
  tokenY: string;
  /** Coach X's practice (published, with a photo). */
  coachX: string;
  /** An event session that has started (attendance can be marked) and one still to come. */
  sessionPast: string;
  sessionUpcoming: string;
  /** An event with a session still to come, and a webinar. */
  event: string;
  webinar: string;
  /** A published demo media item, and Deloitte's program page. */
  mediaItem: string;
  partnerPage: string;
  /** A well-formed id of nothing. */
  nothing: string;
  /** Member A's goal, shared with coach X; member B's, kept to themselves. */
  goalA: string;
  goalB: string;
  /** Member A's offer of a time with coach X that has passed (waiting for coach X). */
  offerA: string;
  /** The members' user ids (for the coach's page of a member's goals). */
  memberA: string;
  memberB: string;
}

export type { Outcome, Outcomes } from "./outcomes";

export interface Probe {
  path: string;
  expect: Outcomes;
}

export interface ActionProbe {
  /** The action's form, as its `intent` names it (or a name for a form without one). */
  intent: string;
  path: string;
  /** What the matrix posts: benign, and for the roles that may use it refused or harmless. */
  form: Form;
  expect: Outcomes;
  /** The request ends the session it is sent with (logging out): sent with a new session. */
  endsSession?: boolean;
  /** For the bad-input run: who sends it, and a complete, plausible form to spoil field by field. */
  as?: BadInputRole;
  sample?: Form;
}

/** The seven roles, and for the bad-input run an account that has not finished onboarding. */
export type BadInputRole = Role | "newcomer";

export interface Entry {
  /** The route's full path in `app/routes.ts` (a layout adds no segment; an index is its parent's path). */
  route: string;
  get: Probe[];
  post?: ActionProbe[];
  /** For the bad-input run: the role that may use the route, and valid values of its parameters. */
  as: BadInputRole;
  params?: Record<string, string>;
  /** The query parameters its loader reads. */
  query?: string[];
}

/** Deloitte's content: its members (member A, and the partner admin, who administers Deloitte). */
const deloitte = (outcome: Outcome): Outcomes => ({
  ...signedIn(403),
  memberA: outcome,
  partnerAdmin: outcome,
});

const redirecting = to("/en/redirecting");

// Complete forms for the bad-input run. Each is refused or harmless as it stands, so that no single
// spoiled field can turn it into a change that matters (a password that is not the account's, a
// slot in the past, an address that is nobody's).
const notThePassword = "not-the-password-1";
const profileForm: Form = { name: "Mila de Vries", timeZone: "Europe/Amsterdam", locale: "nl" };
const coachProfileForm: Form = {
  name: "Daan Bakker",
  headlineNl: "Rust en veerkracht in een drukke baan",
  headlineEn: "Calm and resilience in a demanding job",
  bioNl: "Ik werkte vijftien jaar in de zorg voordat ik coach werd, en help je met rust en veerkracht.",
  bioEn: "I worked in healthcare for fifteen years before becoming a coach, and help you find calm.",
  specialties: ["stress", "resilience"],
  languages: ["nl", "en"],
  modes: ["video", "in_person"],
  city: "Utrecht",
  published: "yes",
  replyWithinDays: "3",
};
const week: Form = Object.fromEntries(
  [1, 2, 3, 4, 5, 6, 7].flatMap((day) => [
    [`day${day}.on`, "on"],
    [`day${day}.0.start`, "08:00"],
    [`day${day}.0.end`, "20:00"],
  ]),
);
const rules: Form = {
  timeZone: "Europe/Amsterdam",
  bufferMinutes: "15",
  noticeHours: "0",
  windowDays: "60",
  gridMinutes: "30",
  maxPerDay: "8",
};
const aPastSlot = "2020-01-06T09:00:00.000Z";
const bookingKey = "00000000-0000-4000-8000-00000000b00c";
const vitascanStep: Form = { step: "0", ...Object.fromEntries([1, 2, 3, 4, 5].map((n) => [`who${n}`, "3"])) };

export const matrix: Entry[] = [
  // The back office, one file per part.
  ...adminPartnerEntries,
  ...adminPeopleEntries,
  ...adminCoachEntries,
  ...adminEventEntries,
  ...adminContentEntries,
  // The partner portal.
  ...partnerPortalEntries,
  ...messageEntries,
  ...notificationEntries,
  ...goalEntries,
  ...sessionEntries,
  ...feedbackEntries,
  ...caldavEntries,
  ...scheduleEntries,
  ...waitlistEntries,
  ...seriesEntries,
  ...callCheckEntries,
  // The language choice.
  { route: "/", as: "visitor", get: [{ path: "/", expect: everyone(to("/en")) }] },

  // The coach area, without a language segment.
  {
    route: "/coach/login",
    as: "visitor",
    query: ["returnTo"],
    get: [{ path: "/coach/login", expect: { ...everyone(200), coachX: to("/coach"), coachY: to("/coach") } }],
    post: [
      {
        intent: "login",
        path: "/coach/login",
        form: { email: "", password: "" },
        // The page sends a logged-in coach on, the form's answer included.
        expect: { ...everyone(400), coachX: to("/coach"), coachY: to("/coach") },
        sample: { email: "nobody@example.com", password: notThePassword, returnTo: "/coach" },
      },
    ],
  },
  {
    route: "/coach",
    as: "coachX",
    query: ["week"],
    get: [
      { path: "/coach", expect: coaches(200) },
      { path: "/coach?week=2030-01-07", expect: coaches(200) },
    ],
    // An index route's own form posts with `?index` (without it, the post is the layout's).
    post: [{ intent: "renew-feed", path: "/coach?index", form: { intent: "renew-feed" }, expect: coaches(200) }],
  },
  {
    route: "/coach/appointments",
    as: "coachX",
    query: ["show", "q"],
    get: [
      { path: "/coach/appointments", expect: coaches(200) },
      { path: "/coach/appointments?show=past&q=Lotte", expect: coaches(200) },
    ],
  },
  {
    route: "/coach/appointments/:id",
    as: "coachX",
    params: { id: "{apptA}" },
    get: [
      // Another coach's appointment is as good as absent.
      { path: "/coach/appointments/{apptA}", expect: { ...coaches(200), coachY: 404 } },
      { path: "/coach/appointments/{apptB}", expect: { ...coaches(200), coachX: 404 } },
      { path: "/coach/appointments/{nothing}", expect: coaches(404) },
    ],
    post: [
      ...(["{apptAPast}", "{apptBPast}"] as const).flatMap((id): ActionProbe[] => {
        const own = id === "{apptAPast}" ? "coachX" : "coachY";
        const other = own === "coachX" ? "coachY" : "coachX";
        const path = `/coach/appointments/${id}`;
        return [
          {
            intent: "note",
            path,
            form: { intent: "note", note: "Checked by the authorization matrix." },
            expect: { ...coaches(200), [other]: 404 },
          },
          {
            intent: "summary",
            path,
            form: { intent: "summary", summary: "Checked by the authorization matrix." },
            expect: { ...coaches(200), [other]: 404 },
            sample: { intent: "summary", summary: "Checked by the authorization matrix.", agreements: "", goalId: "" },
          },
          {
            // Without what was agreed: refused, so the matrix marks no concern and mails no administrator.
            intent: "safety",
            path,
            form: { intent: "safety", referred: "no" },
            expect: { ...coaches(400), [other]: 404 },
            sample: {
              intent: "safety",
              agreed: "Checked by the authorization matrix.",
              referred: "yes",
              referredTo: "",
            },
          },
          // Over: cancelling and marking are no longer possible, so the session stays as it is.
          {
            intent: "cancel",
            path,
            form: { intent: "cancel", reason: "The authorization matrix" },
            expect: { ...coaches(400), [other]: 404 },
          },
          { intent: "completed", path, form: { intent: "completed" }, expect: { ...coaches(400), [other]: 404 } },
          { intent: "no_show", path, form: { intent: "no_show" }, expect: { ...coaches(400), [other]: 404 } },
        ];
      }),
    ],
  },
  {
    route: "/coach/appointments/:id/call",
    as: "coachX",
    params: { id: "{apptA}" },
    get: [
      { path: "/coach/appointments/{apptA}/call", expect: { ...coaches(200), coachY: 403 } },
      { path: "/coach/appointments/{apptB}/call", expect: { ...coaches(200), coachX: 403 } },
      { path: "/coach/appointments/{nothing}/call", expect: coaches(404) },
    ],
  },
  {
    route: "/coach/availability",
    as: "coachX",
    get: [{ path: "/coach/availability", expect: coaches(200) }],
    post: [
      {
        intent: "week",
        path: "/coach/availability",
        form: { intent: "week", ...week, "day1.0.end": "07:00" },
        expect: coaches(400),
        sample: { intent: "week", ...week },
      },
      {
        intent: "override",
        path: "/coach/availability",
        form: { intent: "override" },
        expect: coaches(400),
        sample: {
          intent: "override",
          date: "2030-01-07",
          "hours.on": "on",
          "hours.0.start": "09:00",
          "hours.0.end": "12:00",
        },
      },
      {
        intent: "remove-override",
        path: "/coach/availability",
        form: { intent: "remove-override" },
        expect: coaches(400),
        sample: { intent: "remove-override", date: "2030-01-07" },
      },
      {
        intent: "vacation",
        path: "/coach/availability",
        form: { intent: "vacation" },
        expect: coaches(400),
        sample: { intent: "vacation", from: "2030-02-04", to: "2030-02-08" },
      },
      {
        // A holiday's box says "yes" or nothing: anything else is refused, nothing saved.
        intent: "holidays",
        path: "/coach/availability",
        form: { intent: "holidays", newYear: "maybe" },
        expect: coaches(400),
        sample: { intent: "holidays", kingsDay: "yes" },
      },
      {
        intent: "remove-vacation",
        path: "/coach/availability",
        form: { intent: "remove-vacation" },
        expect: coaches(400),
        sample: { intent: "remove-vacation", id: "{nothing}" },
      },
      // An undo without the sealed token this coach was given changes nothing.
      { intent: "undo", path: "/coach/availability", form: { intent: "undo" }, expect: coaches(422) },
      {
        intent: "rules",
        path: "/coach/availability",
        form: { intent: "rules" },
        expect: coaches(400),
        sample: { intent: "rules", ...rules },
      },
      {
        intent: "calendar-add",
        path: "/coach/availability",
        form: { intent: "calendar-add" },
        expect: coaches(400),
        // Refused before any fetch: the matrix's server allows no loopback address.
        sample: { intent: "calendar-add", url: "https://127.0.0.1:9/private/basic.ics" },
      },
      {
        intent: "calendar-remove",
        path: "/coach/availability",
        form: { intent: "calendar-remove", id: "{nothing}" },
        expect: coaches(400),
        sample: { intent: "calendar-remove", id: "{nothing}" },
      },
      {
        intent: "calendar-sync",
        path: "/coach/availability",
        form: { intent: "calendar-sync", id: "{nothing}" },
        expect: coaches(400),
        sample: { intent: "calendar-sync", id: "{nothing}" },
      },
    ],
  },
  {
    route: "/coach/profile",
    as: "coachX",
    get: [{ path: "/coach/profile", expect: coaches(200) }],
    post: [
      {
        intent: "profile",
        path: "/coach/profile",
        form: {},
        expect: coaches(400),
        sample: coachProfileForm,
      },
    ],
  },
  {
    // The secret in the address is the key, whoever holds it.
    route: "/coach/calendar/:token.ics",
    as: "visitor",
    params: { token: "{tokenX}" },
    get: [
      { path: "/coach/calendar/{tokenX}.ics", expect: everyone(200) },
      { path: "/coach/calendar/{tokenY}.ics", expect: everyone(200) },
      { path: `/coach/calendar/${"0".repeat(64)}.ics`, expect: everyone(404) },
    ],
  },
  {
    route: "/coach-photo/:id",
    as: "visitor",
    params: { id: "{coachX}" },
    get: [
      { path: "/coach-photo/{coachX}", expect: everyone(200) },
      { path: "/coach-photo/{nothing}", expect: everyone(404) },
    ],
  },
  {
    // Deloitte is given a logo when the fixtures load; OHRA has none; unknown partners are not found.
    route: "/partner-logo/:partner",
    as: "visitor",
    params: { partner: "deloitte" },
    get: [
      { path: "/partner-logo/deloitte", expect: everyone(200) },
      { path: "/partner-logo/ohra", expect: everyone(404) },
      { path: "/partner-logo/no-such-partner", expect: everyone(404) },
    ],
  },
  {
    // The demo identity provider is off here, so no partner offers single sign-on.
    route: "/sso/start/:partner",
    as: "visitor",
    params: { partner: "ohra" },
    query: ["lng", "returnTo"],
    get: [
      { path: "/sso/start/ohra", expect: everyone(404) },
      { path: "/sso/start/no-such-partner", expect: everyone(404) },
    ],
  },
  {
    // Without the flow cookie of a started login: the page that says it failed.
    route: "/sso/callback",
    as: "visitor",
    query: ["code", "state", "error"],
    get: [{ path: "/sso/callback?code=x&state=y", expect: everyone(to("/nl/auth/404?reason=failed")) }],
  },
  { route: "/robots.txt", as: "visitor", get: [{ path: "/robots.txt", expect: everyone(200) }] },
  { route: "/sitemap.xml", as: "visitor", get: [{ path: "/sitemap.xml", expect: everyone(200) }] },
  {
    // The demo without SMTP keeps mail for its admins.
    route: "/dev/outbox/:id?",
    as: "admin",
    params: { id: "{nothing}" },
    get: [
      { path: "/dev/outbox", expect: admins(200) },
      { path: "/dev/outbox/{nothing}", expect: admins(404) },
    ],
  },

  // Public pages under a language.
  {
    route: "/:lng",
    as: "visitor",
    params: { lng: "en" },
    get: [
      { path: "/en", expect: everyone(200) },
      { path: "/nl", expect: everyone(200) },
      { path: "/xx", expect: everyone(404) },
    ],
  },
  { route: "/:lng/404", as: "visitor", params: { lng: "en" }, get: [{ path: "/en/404", expect: everyone(404) }] },
  {
    route: "/:lng/changelog",
    as: "visitor",
    params: { lng: "en" },
    get: [{ path: "/en/changelog", expect: everyone(200) }],
  },
  { route: "/:lng/terms", as: "visitor", params: { lng: "nl" }, get: [{ path: "/nl/terms", expect: everyone(200) }] },
  {
    route: "/:lng/privacy",
    as: "visitor",
    params: { lng: "en" },
    get: [{ path: "/en/privacy", expect: everyone(200) }],
  },
  {
    route: "/:lng/login",
    as: "visitor",
    params: { lng: "en" },
    query: ["returnTo", "reset"],
    get: [{ path: "/en/login", expect: loggedOutOnly(redirecting) }],
    post: [
      {
        intent: "login",
        path: "/en/login",
        form: { email: "", password: "" },
        // The page sends a logged-in account on, the form's answer included.
        expect: { ...everyone(redirecting), visitor: 400 },
        sample: { email: "nobody@example.com", password: notThePassword, returnTo: "/en/coaching" },
      },
    ],
  },
  {
    route: "/:lng/login/:partner",
    as: "visitor",
    params: { lng: "en", partner: "ohra" },
    query: ["returnTo"],
    get: [
      { path: "/en/login/ohra", expect: loggedOutOnly(redirecting) },
      { path: "/en/login/no-such-partner", expect: everyone(404) },
    ],
    post: [
      {
        intent: "login",
        path: "/en/login/ohra",
        form: { email: "", password: "" },
        // The page sends a logged-in account on, the form's answer included.
        expect: { ...everyone(redirecting), visitor: 400 },
        sample: { email: "nobody@example.com", password: notThePassword },
      },
    ],
  },
  {
    route: "/:lng/join/:slug",
    as: "memberB",
    params: { lng: "en", slug: "deloitte-kick-off-2025" },
    query: ["joined"],
    get: [
      { path: "/en/join/deloitte-fit-forward", expect: everyone(200) },
      // Expired: only Deloitte's members may look at their old link again.
      {
        path: "/en/join/deloitte-kick-off-2025",
        expect: { ...everyone(410), memberA: 200, partnerAdmin: 200 },
      },
      { path: "/en/join/no-such-link", expect: everyone(404) },
    ],
    // Joining needs an account; the expired link joins nobody (an open one would change who
    // belongs to Deloitte for every row after it).
    post: [{ intent: "join", path: "/en/join/deloitte-kick-off-2025", form: {}, expect: signedIn(410) }],
  },
  {
    route: "/:lng/signup",
    as: "visitor",
    params: { lng: "en" },
    query: ["returnTo", "join"],
    get: [{ path: "/en/signup", expect: loggedOutOnly(redirecting) }],
    post: [
      {
        intent: "signup",
        path: "/en/signup",
        form: {},
        // The page sends a logged-in account on, the form's answer included.
        expect: { ...everyone(redirecting), visitor: 400 },
        sample: {
          name: "Sam de Wit",
          email: "member@example.com",
          password: "a calm and long password",
          timeZone: "Europe/Amsterdam",
          join: "ohra-welkom",
          returnTo: "/en/coaching",
        },
      },
    ],
  },
  {
    route: "/:lng/post-logout",
    as: "visitor",
    params: { lng: "en" },
    query: ["deleted"],
    get: [{ path: "/en/post-logout", expect: everyone(200) }],
    post: [{ intent: "logout", path: "/en/post-logout", form: {}, expect: everyone(200), endsSession: true }],
  },
  {
    route: "/:lng/auth/404",
    as: "visitor",
    params: { lng: "en" },
    query: ["reason", "partner"],
    get: [{ path: "/en/auth/404?reason=unverified&partner=ohra", expect: everyone(200) }],
  },
  {
    route: "/:lng/forgot-password",
    as: "visitor",
    params: { lng: "en" },
    get: [{ path: "/en/forgot-password", expect: everyone(200) }],
    post: [
      {
        intent: "forgot",
        path: "/en/forgot-password",
        form: {},
        expect: everyone(400),
        sample: { email: "nobody@example.com" },
      },
    ],
  },
  {
    route: "/:lng/reset-password",
    as: "visitor",
    params: { lng: "en" },
    query: ["token", "error"],
    get: [{ path: "/en/reset-password?token=abc", expect: everyone(200) }],
    post: [
      {
        intent: "reset",
        path: "/en/reset-password",
        form: {},
        expect: everyone(400),
        sample: { token: "not-a-token", password: "a calm and long password" },
      },
    ],
  },
  {
    route: "/:lng/verify-email",
    as: "visitor",
    params: { lng: "en" },
    query: ["error"],
    get: [{ path: "/en/verify-email", expect: everyone(200) }],
  },
  {
    // Public, with a secret: a mailed link that confirms a new address or undoes a change of the
    // account; a missing or unknown token names no link (404).
    route: "/:lng/account-change",
    as: "visitor",
    params: { lng: "en" },
    query: ["token"],
    get: [
      { path: "/en/account-change", expect: everyone(404) },
      { path: "/en/account-change?token=no-such-token", expect: everyone(404) },
    ],
    post: [{ intent: "use", path: "/en/account-change", form: { token: "no-such-token" }, expect: everyone(404) }],
  },
  {
    route: "/:lng/coaches",
    as: "visitor",
    params: { lng: "en" },
    query: ["q", "specialty", "language", "mode", "soon", "page"],
    get: [{ path: "/en/coaches", expect: everyone(200) }],
  },
  {
    route: "/:lng/coaches/find",
    as: "memberA",
    params: { lng: "en" },
    query: ["language", "mode", "topic", "time"],
    get: [
      { path: "/en/coaches/find", expect: everyone(200) },
      { path: "/en/coaches/find?language=nl&mode=video&topic=stress&time=morning", expect: everyone(200) },
    ],
  },
  {
    // Public; booking (and moving a booking) is for verified members who finished onboarding.
    route: "/:lng/coaches/:slug",
    as: "memberA",
    params: { lng: "en", slug: "daan-bakker" },
    query: ["type", "reschedule", "week", "slot"],
    get: [
      { path: "/en/coaches/daan-bakker", expect: everyone(200) },
      // Another member's appointment in the address moves nothing of theirs onto the page.
      { path: "/en/coaches/sanne-de-jong?reschedule={apptB}", expect: everyone(200) },
      { path: "/en/coaches/no-such-coach", expect: everyone(404) },
    ],
    post: [
      {
        intent: "book",
        path: "/en/coaches/daan-bakker",
        form: {},
        expect: members(400),
        sample: { kind: "intake", start: aPastSlot, topic: "Rust", idempotencyKey: bookingKey },
      },
      {
        // Someone else's appointment is as good as absent; one's own cannot move into the past.
        intent: "reschedule",
        path: "/en/coaches/sanne-de-jong",
        form: { kind: "coaching", start: aPastSlot, topic: "", idempotencyKey: bookingKey, reschedule: "{apptB}" },
        expect: { ...members(404), memberB: 409 },
        as: "memberB",
        sample: { kind: "coaching", start: aPastSlot, topic: "", idempotencyKey: bookingKey, reschedule: "{apptB}" },
      },
    ],
  },
  { route: "/:lng/theapp", as: "visitor", params: { lng: "en" }, get: [{ path: "/en/theapp", expect: everyone(200) }] },
  {
    route: "/:lng/events",
    as: "visitor",
    params: { lng: "en" },
    query: ["kind", "month", "after"],
    get: [
      { path: "/en/events", expect: everyone(200) },
      // A session that is not one: the first page, filters kept.
      {
        path: "/en/events?kind=tour&after=nothing-here",
        expect: everyone({ status: 302, to: "/en/events?kind=tour" }),
      },
    ],
  },
  {
    route: "/:lng/events/:slug",
    as: "memberA",
    params: { lng: "en", slug: "deloitte-sport-events" },
    get: [
      { path: "/en/events/sunrise-run-scheveningen", expect: everyone(200) },
      { path: "/en/events/deloitte-sport-events", expect: deloitte(200) },
      { path: "/en/events/no-such-event", expect: everyone(404) },
    ],
  },
  {
    route: "/:lng/events/session/:slug",
    as: "memberA",
    params: { lng: "en", slug: "dam-to-dam" },
    get: [
      { path: "/en/events/session/sunrise-run-scheveningen-boulevard", expect: everyone(200) },
      { path: "/en/events/session/dam-to-dam", expect: deloitte(200) },
      { path: "/en/events/session/no-such-session", expect: everyone(404) },
    ],
    // Without the distance the session asks for, nobody is registered; nobody is registered to cancel.
    post: [
      {
        intent: "register",
        path: "/en/events/session/sunrise-run-scheveningen-boulevard",
        form: { intent: "register" },
        expect: members(409),
      },
      {
        intent: "register",
        path: "/en/events/session/dam-to-dam",
        form: { intent: "register" },
        expect: deloitte(409),
        sample: { intent: "register", choice: "10-miles" },
      },
      {
        intent: "cancel",
        path: "/en/events/session/sunrise-run-scheveningen-boulevard",
        form: { intent: "cancel" },
        expect: members(409),
      },
      { intent: "cancel", path: "/en/events/session/dam-to-dam", form: { intent: "cancel" }, expect: deloitte(409) },
    ],
  },
  {
    route: "/:lng/webinars/:slug",
    as: "memberA",
    params: { lng: "en", slug: "energy-through-the-workday" },
    get: [
      { path: "/en/webinars/energy-through-the-workday", expect: everyone(200) },
      { path: "/en/webinars/deloitte-travel-and-vitality", expect: deloitte(200) },
      { path: "/en/webinars/no-such-webinar", expect: everyone(404) },
    ],
    post: [
      // Over three days ago: registering is no longer possible.
      {
        intent: "register",
        path: "/en/webinars/a-healthy-lunch-in-ten-minutes",
        form: { intent: "register" },
        expect: members(409),
        sample: { intent: "cancel" },
      },
      // Not registered: cancelling changes nothing.
      {
        intent: "cancel",
        path: "/en/webinars/deloitte-travel-and-vitality",
        form: { intent: "cancel" },
        expect: deloitte(200),
      },
    ],
  },
  {
    route: "/:lng/media",
    as: "visitor",
    params: { lng: "en" },
    query: ["type", "topic", "q", "page"],
    get: [{ path: "/en/media", expect: everyone(200) }],
  },
  {
    route: "/:lng/media/id/:slug",
    as: "memberA",
    params: { lng: "en", slug: "vitality-between-client-weeks" },
    get: [
      { path: "/en/media/id/small-habits-for-feeling-better", expect: everyone(200) },
      { path: "/en/media/id/vitality-between-client-weeks", expect: deloitte(200) },
      { path: "/en/media/id/no-such-item", expect: everyone(404) },
      // The files an item plays (`server/media-files.ts`, outside the route table) follow its page:
      // Deloitte's video and captions for its members, everyone's for everyone, no item's for nobody.
      { path: "/media/fit-on-the-road.webm", expect: deloitte(200) },
      { path: "/media/fit-on-the-road.en.vtt", expect: deloitte(200) },
      { path: "/media/breathing-break.webm", expect: everyone(200) },
      { path: "/media/no-such-file.webm", expect: everyone(404) },
    ],
  },
  {
    route: "/:lng/ebook",
    as: "visitor",
    params: { lng: "en" },
    query: ["withdraw", "expired"],
    get: [{ path: "/en/ebook", expect: everyone(200) }],
    post: [
      {
        intent: "lead",
        path: "/en/ebook",
        form: { intent: "lead" },
        expect: everyone(400),
        sample: { intent: "lead", email: "reader@example.com", consent: "yes" },
      },
      {
        intent: "withdraw",
        path: "/en/ebook",
        form: { intent: "withdraw", token: "no-such-token" },
        expect: everyone(404),
      },
    ],
  },
  {
    // For members, or with a visitor's token (none here: back to the ebook's page).
    route: "/:lng/ebook/download",
    as: "visitor",
    params: { lng: "en" },
    query: ["token"],
    get: [
      {
        path: "/en/ebook/download",
        expect: {
          ...members(200),
          visitor: to("/en/ebook?expired=1"),
          coachX: to("/en/ebook?expired=1"),
          coachY: to("/en/ebook?expired=1"),
        },
      },
    ],
  },
  {
    route: "/:lng/pages/:partner/*",
    as: "memberA",
    params: { lng: "en", partner: "deloitte", "*": "coaching" },
    get: [
      { path: "/en/pages/deloitte/program", expect: everyone(200) },
      { path: "/en/pages/deloitte/coaching", expect: deloitte(200) },
      { path: "/en/pages/deloitte/sport-events/sessions/dam-to-dam", expect: deloitte(200) },
      { path: "/en/pages/deloitte/no-such-page", expect: everyone(404) },
      { path: "/en/pages/no-such-partner/program", expect: everyone(404) },
    ],
    post: [
      {
        intent: "register",
        path: "/en/pages/deloitte/sport-events/sessions/dam-to-dam",
        form: { intent: "register" },
        expect: deloitte(409),
        sample: { intent: "register", choice: "10-miles" },
      },
      {
        intent: "cancel",
        path: "/en/pages/deloitte/sport-events/sessions/dam-to-dam",
        form: { intent: "cancel" },
        expect: deloitte(409),
      },
      // A page without a session has no form.
      { intent: "none", path: "/en/pages/deloitte/program", form: { intent: "register" }, expect: everyone(405) },
    ],
  },

  // The signed-in area: every account, onboarded or not.
  {
    route: "/:lng/signup/:step",
    as: "newcomer",
    params: { lng: "en", step: "profile" },
    query: ["returnTo"],
    get: [
      // Everyone here has finished onboarding: on to where they belong.
      { path: "/en/signup/profile", expect: signedIn(redirecting) },
      { path: "/en/signup/no-such-step", expect: signedIn(404) },
    ],
    post: [
      {
        intent: "profile",
        path: "/en/signup/profile",
        form: {},
        expect: signedIn(redirecting),
        sample: { name: "Sam de Wit", timeZone: "Europe/Amsterdam", locale: "en" },
      },
    ],
  },
  {
    route: "/:lng/redirecting",
    as: "memberA",
    params: { lng: "en" },
    query: ["returnTo"],
    get: [
      {
        path: "/en/redirecting",
        // The partner admin is also a member: two areas, so the choice. An administrator starts in the back office.
        expect: {
          ...signedIn(to("/en/dashboard")),
          coachX: to("/coach"),
          coachY: to("/coach"),
          partnerAdmin: to("/en/app-selector"),
          admin: to("/admin"),
        },
      },
    ],
  },
  {
    route: "/:lng/app-selector",
    as: "memberA",
    params: { lng: "en" },
    get: [{ path: "/en/app-selector", expect: signedIn(200) }],
  },
  {
    route: "/:lng/account",
    as: "memberA",
    params: { lng: "en" },
    query: ["link", "linked"],
    get: [{ path: "/en/account", expect: signedIn(200) }],
    post: [
      {
        intent: "profile",
        path: "/en/account",
        form: { intent: "profile" },
        expect: signedIn(400),
        sample: { intent: "profile", ...profileForm },
      },
      {
        intent: "email",
        path: "/en/account",
        form: { intent: "email" },
        expect: signedIn(400),
        sample: { intent: "email", email: "mila.new@example.com", emailPassword: notThePassword },
      },
      {
        intent: "password",
        path: "/en/account",
        form: { intent: "password" },
        expect: signedIn(400),
        sample: { intent: "password", currentPassword: notThePassword, newPassword: "a calm and long password" },
      },
      { intent: "sessions", path: "/en/account", form: { intent: "sessions" }, expect: signedIn(200) },
      // An undo without the sealed token of this account's own withdrawal changes nothing.
      { intent: "undo", path: "/en/account", form: { intent: "undo" }, expect: signedIn(422) },
      {
        intent: "mail",
        path: "/en/account",
        form: { intent: "mail", reminders: "on", reminderChannel: "mail", reminderHours: "24", messages: "on" },
        expect: signedIn(200),
        sample: { intent: "mail", reminders: "on", reminderChannel: "mail", reminderHours: "24", messages: "on" },
      },
      {
        intent: "link-sso",
        path: "/en/account",
        form: { intent: "link-sso" },
        expect: signedIn(400),
        sample: { intent: "link-sso", partner: "ohra" },
      },
      {
        intent: "unlink-sso",
        path: "/en/account",
        form: { intent: "unlink-sso" },
        expect: signedIn(400),
        sample: { intent: "unlink-sso", partner: "ohra" },
      },
      {
        // Logging in again through an organisation the account has linked (none of the roles has).
        intent: "reauth",
        path: "/en/account",
        form: { intent: "reauth" },
        expect: signedIn(400),
        sample: { intent: "reauth", partner: "ohra" },
      },
      {
        intent: "withdraw-vitascan",
        path: "/en/account",
        form: { intent: "withdraw-vitascan" },
        expect: signedIn(200),
      },
      {
        intent: "delete",
        path: "/en/account",
        form: { intent: "delete" },
        expect: signedIn(400),
        sample: { intent: "delete", deletePassword: notThePassword },
      },
    ],
  },
  {
    route: "/:lng/account/export",
    as: "memberA",
    params: { lng: "en" },
    get: [{ path: "/en/account/export", expect: signedIn(200) }],
  },

  {
    // Public: how coaching works; a member's allowance and appointments follow.
    route: "/:lng/coaching",
    as: "visitor",
    params: { lng: "en" },
    get: [{ path: "/en/coaching", expect: everyone(200) }],
  },
  // The member area: each appointment and call for its own member only.
  {
    route: "/:lng/coaching/:id",
    as: "memberA",
    params: { lng: "en", id: "{apptA}" },
    query: ["booked", "rescheduled", "cancelled"],
    get: [
      { path: "/en/coaching/{apptA}", expect: { ...members(404), memberA: 200 } },
      { path: "/en/coaching/{apptB}", expect: { ...members(404), memberB: 200 } },
      { path: "/en/coaching/{nothing}", expect: members(404) },
    ],
    // Over: too late to cancel, so the session stays as it is.
    post: [
      {
        intent: "cancel",
        path: "/en/coaching/{apptAPast}",
        form: { intent: "cancel" },
        expect: { ...members(404), memberA: 409 },
      },
      {
        intent: "cancel",
        path: "/en/coaching/{apptBPast}",
        form: { intent: "cancel" },
        expect: { ...members(404), memberB: 409 },
      },
    ],
  },
  {
    route: "/:lng/coaching/:id/invite.ics",
    as: "memberA",
    params: { lng: "en", id: "{apptA}" },
    get: [
      { path: "/en/coaching/{apptA}/invite.ics", expect: { ...members(404), memberA: 200 } },
      { path: "/en/coaching/{apptB}/invite.ics", expect: { ...members(404), memberB: 200 } },
    ],
  },
  {
    route: "/:lng/vitascan-onboarding",
    as: "memberB",
    params: { lng: "en" },
    get: [{ path: "/en/vitascan-onboarding", expect: members(200) }],
    post: [
      {
        intent: "consent",
        path: "/en/vitascan-onboarding",
        form: {},
        // By now the demo member has withdrawn the consent (the account page's form runs first).
        expect: members(400),
        sample: { consent: "yes" },
      },
    ],
  },
  {
    // Only the demo member has consented to the scan (and a new one is open); the others are sent to
    // its onboarding, and so is the demo member once the account page's form has withdrawn the
    // consent (the forms run after the pages).
    route: "/:lng/vitascan",
    as: "memberA",
    params: { lng: "en" },
    query: ["step"],
    get: [{ path: "/en/vitascan", expect: { ...members(to("/en/vitascan-onboarding")), memberA: 200 } }],
    post: [
      {
        intent: "next",
        path: "/en/vitascan",
        form: { step: "0" },
        expect: members(to("/en/vitascan-onboarding")),
        sample: { intent: "next", ...vitascanStep },
      },
      {
        intent: "back",
        path: "/en/vitascan",
        form: { intent: "back", step: "0" },
        expect: members(to("/en/vitascan-onboarding")),
        sample: { intent: "back", ...vitascanStep },
      },
    ],
  },
  {
    // No scans yet: on to the scan.
    route: "/:lng/vitascan/results",
    as: "memberA",
    params: { lng: "en" },
    query: ["scan"],
    get: [{ path: "/en/vitascan/results", expect: { ...members(to("/en/vitascan")), memberA: 200 } }],
  },
  {
    route: "/:lng/vitascan/delay",
    as: "memberA",
    params: { lng: "en" },
    get: [{ path: "/en/vitascan/delay", expect: members(200) }],
    post: [
      { intent: "reminder", path: "/en/vitascan/delay", form: {}, expect: members(400), sample: { when: "week" } },
    ],
  },
  {
    // A visitor's scan: public; a member does their own. Without the scan's cookie the first form
    // is the consent, refused without it.
    route: "/:lng/vitascan/try",
    as: "visitor",
    params: { lng: "en" },
    query: ["step"],
    get: [
      { path: "/en/vitascan/try", expect: { ...everyone(200), ...memberRoles(to("/en/vitascan")) } },
      { path: "/nl/vitascan/try", expect: { ...everyone(200), ...memberRoles(to("/nl/vitascan")) } },
    ],
    post: [
      {
        intent: "start",
        path: "/en/vitascan/try",
        form: { intent: "start" },
        expect: { ...everyone(400), ...memberRoles(to("/en/vitascan")) },
        sample: { intent: "start", consent: "yes" },
      },
      {
        // A step without a scan begun: the form is taken for the consent, which is missing.
        intent: "next",
        path: "/en/vitascan/try",
        form: { intent: "next", step: "0" },
        expect: { ...everyone(400), ...memberRoles(to("/en/vitascan")) },
        sample: { intent: "next", consent: "yes" },
      },
      {
        intent: "back",
        path: "/en/vitascan/try",
        form: { intent: "back", step: "0" },
        expect: { ...everyone(400), ...memberRoles(to("/en/vitascan")) },
        sample: { intent: "back", consent: "yes" },
      },
    ],
  },
  {
    // Without a scan in the browser, there is no result: back to the start. Forgetting clears it.
    route: "/:lng/vitascan/try/result",
    as: "visitor",
    params: { lng: "en" },
    get: [{ path: "/en/vitascan/try/result", expect: everyone(to("/en/vitascan/try")) }],
    post: [{ intent: "forget", path: "/en/vitascan/try/result", form: {}, expect: everyone(to("/en/vitascan/try")) }],
  },
  {
    // Keeping a visitor's scan: the member area; without one in the browser, on to the member's scan.
    route: "/:lng/vitascan/keep",
    as: "memberA",
    params: { lng: "en" },
    get: [{ path: "/en/vitascan/keep", expect: members(to("/en/vitascan")) }],
    post: [
      {
        intent: "keep",
        path: "/en/vitascan/keep",
        form: { intent: "keep" },
        expect: members(to("/en/vitascan")),
      },
      {
        intent: "forget",
        path: "/en/vitascan/keep",
        form: { intent: "forget" },
        expect: members(to("/en/vitascan")),
      },
    ],
  },
  {
    route: "/:lng/call/:id",
    as: "memberA",
    params: { lng: "en", id: "{apptA}" },
    get: [
      { path: "/en/call/{apptA}", expect: { ...members(403), memberA: 200 } },
      { path: "/en/call/{apptB}", expect: { ...members(403), memberB: 200 } },
      { path: "/en/call/{nothing}", expect: members(404) },
    ],
  },
  {
    // Members who finished onboarding (every member in the demo has).
    route: "/:lng/dashboard",
    as: "memberA",
    params: { lng: "en" },
    get: [{ path: "/en/dashboard", expect: members(200) }],
    // Send the verification mail again: every demo account is verified, so nothing is sent.
    post: [{ intent: "resend", path: "/en/dashboard", form: {}, expect: members(200) }],
  },

  // Administrators.
  {
    route: "/:lng/sentry-example-page",
    as: "admin",
    params: { lng: "en" },
    get: [{ path: "/en/sentry-example-page", expect: admins(200) }],
    post: [
      { intent: "report", path: "/en/sentry-example-page", form: { intent: "report" }, expect: admins(200) },
      // Its purpose: an error that escapes, to show the error screen with its digest.
      // (The bad-input run spoils the report instead: this one is meant to fail.)
      {
        intent: "crash",
        path: "/en/sentry-example-page",
        form: { intent: "crash" },
        expect: admins(500),
        sample: { intent: "report" },
      },
    ],
  },
  {
    route: "/:lng/*",
    as: "visitor",
    params: { lng: "en", "*": "no-such-page" },
    get: [{ path: "/en/no-such-page/at-all", expect: everyone(404) }],
  },
];

/** A path or form value with the fixtures' ids filled in. */
export function fill(text: string, fixtures: Fixtures): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in fixtures ? fixtures[name as keyof Fixtures] : whole,
  );
}

export function fillForm(form: Form, fixtures: Fixtures): Form {
  return Object.fromEntries(
    Object.entries(form).map(([name, value]) => [
      name,
      typeof value === "string"
        ? fill(value, fixtures)
        : Array.isArray(value)
          ? value.map((item) => fill(item, fixtures))
          : value,
    ]),
  );
}

/** Reads the ids the matrix names from the demo data. */
export async function loadFixtures(query: <T>(text: string) => Promise<T[]>): Promise<Fixtures> {
  const one = async (text: string): Promise<string> => {
    const [row] = await query<{ value: string }>(text);
    if (!row) throw new Error(`the demo data has nothing for: ${text}`);
    return String(row.value);
  };
  const appointment = (key: string) => one(`select id as value from appointments where idempotency_key = '${key}'`);
  const coach = (email: string, column: string) =>
    one(`select c.${column} as value from coaches c join users u on u.id = c.user_id where u.email = '${email}'`);
  // A published coach with a photo, so that the photo route has one to serve (the demo's have none).
  await query(
    "update coaches set photo = decode('52494646000000005745425056503820', 'hex') where slug = 'daan-bakker' and photo is null",
  );
  // And a partner with a logo, for the logo route.
  await query(
    "update partners set logo = decode('52494646000000005745425056503820', 'hex'), logo_version = 1 where slug = 'deloitte' and logo is null",
  );
  const user = (email: string) => one(`select id as value from users where email = '${email}'`);
  const memberA = await user("member@example.com");
  const memberB = await user("lotte@example.com");
  // A goal each: member A's shared with coach X, member B's private.
  const goal = (member: string, title: string, shared: string) =>
    one(
      `insert into goals (member_id, title, shared_coach_id) values ('${member}', '${title}', ${shared}) returning id as value`,
    );
  const coachXId = await coach("coach@example.com", "id");
  const goalA = await goal(memberA, "Sleep before eleven", `'${coachXId}'`);
  const goalB = await goal(memberB, "Walk every day", "null");
  // Member A waits for coach X, with a time offered that has passed (confirming it is refused: 409).
  const waitA = await one(
    `insert into slot_waits (member_id, coach_id, kind, from_date, to_date) values ('${memberA}', '${coachXId}', 'coaching', current_date, current_date + 7) returning id as value`,
  );
  const offerA = await one(
    `insert into slot_offers (wait_id, starts_at, ends_at) values ('${waitA}', now() - interval '1 day', now() - interval '23 hours') returning id as value`,
  );
  return {
    offerA,
    memberA,
    memberB,
    goalA,
    goalB,
    apptA: await appointment("demo-upcoming-coaching"),
    apptAPast: await appointment("demo-past-intake"),
    apptB: await appointment("matrix-second-pair-upcoming-coaching"),
    apptBPast: await appointment("matrix-second-pair-past-intake"),
    tokenX: await coach("coach@example.com", "calendar_token"),
    tokenY: await coach("coach2@example.com", "calendar_token"),
    coachX: await coach("coach@example.com", "id"),
    sessionPast: await one(
      "select id as value from event_sessions where starts_at < now() order by starts_at desc limit 1",
    ),
    sessionUpcoming: await one(
      "select id as value from event_sessions where starts_at > now() order by starts_at limit 1",
    ),
    event: await one("select event_id as value from event_sessions where starts_at > now() order by starts_at limit 1"),
    webinar: await one("select id as value from webinars order by starts_at limit 1"),
    mediaItem: await one("select id as value from media_items where slug = 'small-habits-for-feeling-better'"),
    partnerPage: await one(
      "select p.id as value from partner_pages p join partners pa on pa.id = p.partner_id where pa.slug = 'deloitte' and p.path = 'program'",
    ),
    nothing: "00000000-0000-4000-8000-000000000000",
  };
}
