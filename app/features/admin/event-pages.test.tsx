import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import AdminEvent from "~/routes/admin/event";
import AdminEvents from "~/routes/admin/events";
import AdminSession from "~/routes/admin/session";
import AdminWebinar from "~/routes/admin/webinar";
import AdminWebinars from "~/routes/admin/webinars";
import { drawPage } from "../../../tests/support/route-form";
import { sessionFormValues } from "./events-admin-fixture";

// The back office's event, session and webinar pages as the server renders them, in both
// languages: the nl and en fields side by side, a refused form's messages at its fields.

/** The page drawn as the browser without script gets it, in the account's language. */
const render = (lng: "nl" | "en", element: ReactElement) =>
  drawPage(() => element, "/admin/x", { loaderData: null }, lng);

// The route components are typed for their own route; these tests give them plain objects.
// biome-ignore lint/suspicious/noExplicitAny: see above
const props = (value: Record<string, unknown>) => value as any;

const partners = [{ id: "11111111-1111-4111-8111-111111111111", name: "Deloitte" }];
const eventId = "22222222-2222-4222-8222-222222222222";
const sessionId = "33333333-3333-4333-8333-333333333333";

const sessionData = {
  form: sessionFormValues,
  timeZone: "Europe/Amsterdam",
  started: false,
  session: {
    id: sessionId,
    slug: "spring-run-utrecht",
    titleNl: "Utrecht",
    titleEn: "Utrecht",
    startsAt: "2027-03-20T09:00:00.000Z",
    endsAt: "2027-03-20T11:00:00.000Z",
    location: "Park, Utrecht",
    onlineUrl: null,
    capacity: 2,
    registrationDeadline: "2027-03-18T22:59:00.000Z",
    choices: [],
    cancelledAt: null,
  },
  event: {
    id: eventId,
    slug: "spring-run",
    kind: "sport_event",
    titleNl: "Lenteloop",
    titleEn: "Spring run",
    partnerName: null,
  },
  places: [
    {
      id: "44444444-4444-4444-8444-444444444444",
      position: 1,
      userId: "m1",
      name: "Mila",
      email: "mila@example.com",
      choice: null,
      requestedAt: "2027-03-01T09:00:00.000Z",
      attended: false,
    },
  ],
  waitlist: [],
};

describe("the back office's event pages", () => {
  it("list events with a form to create one, every member text in Dutch and English", () => {
    for (const lng of ["nl", "en"] as const) {
      const markup = render(
        lng,
        <AdminEvents
          {...props({
            loaderData: { partners, timeZone: "Europe/Amsterdam", upcoming: [], past: [], unscheduled: [] },
            actionData: {
              form: "create",
              result: {
                status: "error",
                initialValue: { intent: "create-event", slug: "spring-run" },
                error: { slug: ["eventForm.errors.slugTaken"] },
              },
            },
          })}
        />,
      );
      expect(markup).toContain('name="intent" value="create-event"');
      for (const name of ["titleNl", "titleEn", "summaryNl", "summaryEn", "bodyNl", "bodyEn"]) {
        expect(markup).toContain(`name="${name}"`);
      }
      expect(markup).toContain(
        lng === "en" ? "This address name is already in use." : "Deze adresnaam is al in gebruik.",
      );
      expect(markup).toContain('href="#create-slug"');
      expect(markup).toContain('value="spring-run"');
      expect(markup).toContain('aria-invalid="true"');
    }
  });

  it("show an event with its sessions and the forms to edit it and add a session", () => {
    const markup = render(
      "en",
      <AdminEvent
        {...props({
          loaderData: {
            partners,
            timeZone: "Europe/Amsterdam",
            event: {
              id: eventId,
              slug: "spring-run",
              kind: "sport_event",
              partnerId: "",
              titleNl: "Lenteloop",
              titleEn: "Spring run",
              summaryNl: "s",
              summaryEn: "s",
              bodyNl: "b",
              bodyEn: "b",
              image: "/images/events/sunrise-run.svg",
            },
            sessions: [
              {
                id: sessionId,
                titleNl: "Utrecht",
                titleEn: "Utrecht",
                startsAt: "2027-03-20T09:00:00.000Z",
                location: "Park",
                online: false,
                capacity: 2,
                registered: 2,
                waitlisted: 1,
                cancelled: true,
              },
            ],
          },
          actionData: {
            form: "session",
            result: {
              status: "error",
              initialValue: { intent: "add-session", slug: "utrecht", ...sessionFormValues },
              error: { endTime: ["eventForm.errors.endBeforeStart"] },
            },
          },
        })}
      />,
    );
    expect(markup).toContain("Lenteloop");
    expect(markup).toContain("Cancelled");
    expect(markup).toContain('name="intent" value="add-session"');
    expect(markup).toContain('name="intent" value="update-event"');
    expect(markup).toContain("The end must be after the start.");
    expect(markup).toContain('href="#session-endTime"');
    expect(markup).toContain('value="Park, Utrecht"');
    expect(markup).toContain(`/admin/sessions/${sessionId}`);
  });

  it("show a session's form with the capacity refusal and its number, and the cancel form", () => {
    const markup = render(
      "nl",
      <AdminSession
        {...props({
          // The refusal names the places taken, as the page has them: two.
          loaderData: {
            ...sessionData,
            places: [
              ...sessionData.places,
              { ...sessionData.places[0], id: "55555555-5555-4555-8555-555555555555", position: 2, userId: "m2" },
            ],
          },
          actionData: {
            form: "edit",
            result: {
              status: "error",
              initialValue: { intent: "update-session", ...sessionFormValues, capacity: "1" },
              error: { capacity: ["eventForm.errors.capacityBelow"] },
            },
          },
        })}
      />,
    );
    expect(markup).toContain("Er zijn al 2 plekken bezet");
    expect(markup).toMatch(/id="edit-capacity"[^>]*value="1"|value="1"[^>]*id="edit-capacity"/);
    expect(markup).toContain('href="#edit-capacity"');
    expect(markup).toContain('name="intent" value="update-session"');
    expect(markup).toContain('name="intent" value="cancel"');
    const cancelled = render(
      "en",
      <AdminSession
        {...props({
          loaderData: { ...sessionData, session: { ...sessionData.session, cancelledAt: "2027-03-02T10:00:00.000Z" } },
        })}
      />,
    );
    expect(cancelled).toContain("This session is cancelled");
    expect(cancelled).not.toContain('value="update-session"');
  });

  it("list webinars and show one with its registrations and CSV link", () => {
    const list = render(
      "en",
      <AdminWebinars
        {...props({
          loaderData: {
            timeZone: "Europe/Amsterdam",
            partners,
            webinars: [
              {
                id: eventId,
                slug: "sleep-live",
                titleNl: "Slaap live",
                titleEn: "Sleep live",
                presenterName: "Sanne",
                startsAt: "2027-03-10T18:00:00.000Z",
                durationMinutes: 60,
                partnerName: "Deloitte",
                registrations: 3,
              },
            ],
          },
          actionData: {
            form: "webinar",
            result: {
              status: "error",
              initialValue: { intent: "create-webinar", streamUrl: "https://evil.example/live" },
              error: { streamUrl: ["eventForm.errors.streamHost"] },
            },
          },
        })}
      />,
    );
    // Titles follow the page's language, which the root loader gives.
    expect(list).toContain("Sleep live");
    expect(list).toContain("This stream host is not allowed.");
    expect(list).toContain('value="https://evil.example/live"');
    expect(list).toContain('href="#webinar-streamUrl"');
    for (const name of ["descriptionNl", "descriptionEn", "presenterRoleNl", "presenterRoleEn"]) {
      expect(list).toContain(`name="${name}"`);
    }
    const page = render(
      "nl",
      <AdminWebinar
        {...props({
          loaderData: {
            timeZone: "Europe/Amsterdam",
            partners,
            webinar: {
              id: eventId,
              slug: "sleep-live",
              titleNl: "Slaap live",
              titleEn: "Sleep live",
              startsAt: "2027-03-10T18:00:00.000Z",
              partnerName: null,
              recordingFound: false,
            },
            form: { recordingSlug: "sleep-recording", timeZone: "Europe/Amsterdam" },
            registrations: [
              { userId: "m1", name: "Mila", email: "mila@example.com", registeredAt: "2027-03-01T09:00:00.000Z" },
            ],
          },
        })}
      />,
    );
    expect(page).toContain("Slaap live");
    expect(page).toContain("1 aanmelding");
    expect(page).toContain(`/admin/webinars/${eventId}/registrations.csv`);
    expect(page).toContain("sleep-recording");
  });
});
