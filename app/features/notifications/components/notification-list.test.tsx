import { describe, expect, it } from "vitest";
import { drawPage } from "../../../../tests/support/route-form";
import { NotificationList, type NotificationListProps } from "./notification-list";

// The list as the server draws it: the sentence of each notification in the page's language and the
// viewer's zone, unread ones said in words, one button each, and the empty state.

const items: NotificationListProps["items"] = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    kind: "booking",
    params: { change: "booked", by: "member", name: "Mila <b>de Vries</b>", startsAt: "2026-12-03T09:00:00.000Z" },
    createdAt: "2026-12-01T08:00:00.000Z",
    read: false,
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    kind: "event",
    params: { change: "cancelled", titleNl: "Hardlopen", titleEn: "Running", startsAt: "2026-12-05T18:00:00.000Z" },
    createdAt: "2026-11-30T08:00:00.000Z",
    read: true,
  },
];

function Page(props: { loaderData: Omit<NotificationListProps, "answer" | "lng" | "audience">; lng: "en" | "nl" }) {
  return <NotificationList {...props.loaderData} lng={props.lng} audience="member" answer={undefined} />;
}

describe("the notification list", () => {
  it("says what happened, in the viewer's language and zone, and which are unread", () => {
    for (const lng of ["en", "nl"] as const) {
      const html = drawPage(
        (props: { loaderData: Parameters<typeof Page>[0]["loaderData"] }) => <Page {...props} lng={lng} />,
        `/${lng}/notifications`,
        { loaderData: { items, older: true, page: 1, unread: 1, timeZone: "Europe/Amsterdam" } },
        lng,
      );
      expect(html).toContain(lng === "en" ? "booked a session on" : "heeft een sessie geboekt op");
      expect(html).toContain("10:00");
      expect(html).toContain("Mila &lt;b&gt;de Vries&lt;/b&gt;");
      expect(html).toContain(lng === "en" ? "Running on" : "Hardlopen op");
      expect(html).toContain(lng === "en" ? "Mark all as read" : "Alles als gelezen markeren");
      expect(html).toContain(lng === "en" ? "Older notifications" : "Oudere meldingen");
      expect(html).toMatch(new RegExp(`<button type="submit" value="${items[0]?.id}"[^>]*name="id"`));
      expect(html.match(/data-read="false"/g)).toHaveLength(1);
    }
  });

  it("has an empty state and no button to mark anything", () => {
    const html = drawPage(
      (props: { loaderData: Parameters<typeof Page>[0]["loaderData"] }) => <Page {...props} lng="en" />,
      "/en/notifications",
      { loaderData: { items: [], older: false, page: 1, unread: 0, timeZone: "Europe/Amsterdam" } },
    );
    expect(html).toContain("Nothing here yet.");
    expect(html).not.toContain("Mark all as read");
  });
});
