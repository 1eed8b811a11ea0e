import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { FieldMeta } from "~/components/form/fields";
import { parseSubmission, useAppForm } from "~/components/form/form";
import { getI18n } from "~/utils/i18n/instance";
import { I18nProvider } from "~/utils/i18n/react";
import "~/utils/i18n/resources.server";
import type { FormAnswer } from "~/utils/app-error";
import { calendarFormSchema } from "../calendar-subscriptions";
import { CalendarSubscriptionsCard, type CalendarSubscriptionsCardProps } from "./calendar-subscriptions-card";

type CardProps = Omit<CalendarSubscriptionsCardProps, "add" | "url"> & {
  /** The address the add form was refused for, with the message key the action answered. */
  refused?: { url: string; key: string };
};

/** The card as the page draws it: its add form a Conform form, after the action's answer. */
function Card({ refused, ...props }: CardProps) {
  let answer: FormAnswer | undefined;
  if (refused) {
    const form = new FormData();
    form.set("intent", "calendar-add");
    form.set("url", refused.url);
    const submission = parseSubmission(form, calendarFormSchema);
    answer = { form: "calendar-add", result: submission.reply({ fieldErrors: { url: [refused.key] } }) };
  }
  const [add, fields] = useAppForm({ id: "calendar-add", schema: calendarFormSchema, answer });
  return <CalendarSubscriptionsCard {...props} add={add} url={fields.url as FieldMeta} />;
}

function render(lng: "nl" | "en", props: CardProps) {
  const router = createMemoryRouter(
    [{ id: "root", path: "/", children: [{ path: ":lng/*", element: <Card {...props} /> }] }],
    { initialEntries: [`/${lng}/x`] },
  );
  return renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

const subscriptions: CardProps["subscriptions"] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    address: "calendar.google.com/…",
    lastSyncedAt: "2026-11-23T08:00:00.000Z",
    lastAttemptAt: "2026-11-23T08:00:00.000Z",
    error: null,
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    address: "outlook.office365.com/…",
    lastSyncedAt: "2026-11-23T07:00:00.000Z",
    lastAttemptAt: "2026-11-23T08:15:00.000Z",
    error: "notCalendar",
  },
];

describe("the card of a coach's own calendars", () => {
  it("lists each calendar masked, with its last check and what went wrong in plain words", () => {
    const markup = render("en", { subscriptions, max: 5, timeZone: "Europe/Amsterdam" });
    expect(markup).toContain("Your own calendars");
    expect(markup).toContain("calendar.google.com/…");
    expect(markup).toContain("Last checked Mon 23 Nov, 09:00");
    expect(markup).toContain(
      "The check of Mon 23 Nov, 09:15 failed: the address does not return a calendar. Copy the secret iCal address",
    );
    expect(markup).toContain("the busy times of the last successful check still count");
    for (const intent of ["calendar-add", "calendar-remove", "calendar-sync"]) {
      expect(markup).toContain(`name="intent" value="${intent}"`);
    }
    expect(markup).toContain(`name="id" value="${subscriptions[1]?.id}"`);
  });

  it("puts a refused address's reason at the field, in Dutch too", () => {
    const en = render("en", {
      subscriptions: [],
      max: 5,
      timeZone: "Europe/Amsterdam",
      refused: { url: "https://10.0.0.1/cal.ics", key: "linkFailed.forbiddenAddress" },
    });
    expect(en).toContain("No calendars linked yet.");
    expect(en).toContain(
      "This calendar could not be linked: this address points to a private network, which is not allowed.",
    );
    expect(en).toContain('aria-invalid="true"');
    const nl = render("nl", {
      subscriptions: [],
      max: 5,
      timeZone: "Europe/Amsterdam",
      refused: { url: "nope", key: "errors.url" },
    });
    expect(nl).toContain("Adres van de agenda");
    expect(nl).toContain("Vul het volledige adres van de agenda in");
  });

  it("closes the form once the coach has linked the maximum", () => {
    const full = Array.from({ length: 5 }, (_, index) => ({
      ...(subscriptions[0] as CardProps["subscriptions"][number]),
      id: `1111111${index}-1111-4111-8111-111111111111`,
    }));
    const markup = render("en", { subscriptions: full, max: 5, timeZone: "Europe/Amsterdam" });
    expect(markup).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Link calendar/);
  });
});
