import { sessionFormValues, webinarFormValues } from "~/features/admin/events-admin-fixture";
import type { Entry } from "./access-matrix";
import { admins } from "./outcomes";

// The back office's job queue, events, sessions and webinars, with the outcome each role gets (see
// access-matrix.ts). The attendance form is sent to a session still to come, where marking is refused
// (409): a form for a session that has started saves every place it does not list as "did not come".
// Every sample below is refused as it stands (an unknown image, capacity 0, a duration of 2 minutes,
// a cancellation without its confirmation), so no single spoiled field turns it into a change.

const eventSample = {
  kind: "workshop",
  partnerId: "",
  titleNl: "Ademwerkshop",
  titleEn: "Breathing workshop",
  summaryNl: "Rustig ademen.",
  summaryEn: "Calm breathing.",
  bodyNl: "## Wat\n\nSamen oefenen.",
  bodyEn: "## What\n\nPractise together.",
  image: "/images/events/not-there.svg",
};
const sessionSample = { ...sessionFormValues, deadlineTime: "18:00", location: "Hal 1, Utrecht", capacity: "0" };
const webinarSample = { ...webinarFormValues, durationMinutes: "2" };

export const adminEventEntries: Entry[] = [
  {
    route: "/admin/jobs",
    as: "admin",
    query: ["view", "after"],
    get: [
      { path: "/admin/jobs", expect: admins(200) },
      {
        path: "/admin/jobs?view=dead&after=2026-01-01%2000%3A00%3A00%2B00~00000000-0000-4000-8000-000000000000",
        expect: admins(200),
      },
      // An unknown view or a cursor that is not one is the first page of the waiting jobs.
      { path: "/admin/jobs?view=nope&after=-1", expect: admins(200) },
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
    post: [
      {
        intent: "create-event",
        path: "/admin/events",
        form: { intent: "create-event" },
        expect: admins(400),
        sample: { intent: "create-event", slug: "matrix-event", ...eventSample },
      },
    ],
  },
  {
    route: "/admin/events/:id",
    as: "admin",
    params: { id: "{event}" },
    get: [
      { path: "/admin/events/{event}", expect: admins(200) },
      { path: "/admin/events/{nothing}", expect: admins(404) },
      { path: "/admin/events/not-an-id", expect: admins(404) },
    ],
    post: [
      {
        intent: "update-event",
        path: "/admin/events/{event}",
        form: { intent: "update-event" },
        expect: admins(400),
        sample: { intent: "update-event", ...eventSample },
      },
      {
        intent: "add-session",
        path: "/admin/events/{event}",
        form: { intent: "add-session" },
        expect: admins(400),
        sample: { intent: "add-session", slug: "matrix-session", ...sessionSample },
      },
    ],
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
      {
        intent: "update-session",
        path: "/admin/sessions/{sessionUpcoming}",
        form: { intent: "update-session" },
        expect: admins(400),
        sample: { intent: "update-session", ...sessionSample },
      },
      {
        intent: "cancel",
        path: "/admin/sessions/{sessionUpcoming}",
        form: { intent: "cancel" },
        expect: admins(400),
        sample: { intent: "cancel" },
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
  {
    route: "/admin/webinars",
    as: "admin",
    get: [{ path: "/admin/webinars", expect: admins(200) }],
    post: [
      {
        intent: "create-webinar",
        path: "/admin/webinars",
        form: { intent: "create-webinar" },
        expect: admins(400),
        sample: { intent: "create-webinar", slug: "matrix-webinar", ...webinarSample },
      },
    ],
  },
  {
    route: "/admin/webinars/:id",
    as: "admin",
    params: { id: "{webinar}" },
    get: [
      { path: "/admin/webinars/{webinar}", expect: admins(200) },
      { path: "/admin/webinars/{nothing}", expect: admins(404) },
      { path: "/admin/webinars/not-an-id", expect: admins(404) },
    ],
    post: [
      {
        intent: "update-webinar",
        path: "/admin/webinars/{webinar}",
        form: { intent: "update-webinar" },
        expect: admins(400),
        sample: { intent: "update-webinar", ...webinarSample },
      },
    ],
  },
  {
    route: "/admin/webinars/:id/registrations.csv",
    as: "admin",
    params: { id: "{webinar}" },
    get: [
      { path: "/admin/webinars/{webinar}/registrations.csv", expect: admins(200) },
      { path: "/admin/webinars/{nothing}/registrations.csv", expect: admins(404) },
    ],
  },
];
