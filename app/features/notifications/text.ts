import type { TFunction } from "i18next";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";

/** What a notification row holds that its text needs. */
export interface NotificationText {
  kind: string;
  params: Record<string, string>;
}

/** An instant from a notification's params, written out in the viewer's language and zone. */
function when(value: string | undefined, lng: Language, timeZone: string): string {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? formatDateTime(date, lng, timeZone) : "";
}

const bookingKeys = new Set([
  "booked.member",
  "rescheduled.member",
  "cancelled.member",
  "cancelled.coach",
  "rescheduled.coach",
]);

/** What can happen to a goal that the other side hears of (`params.change` of a `goal` notification). */
const goalChanges = new Set(["proposedGoal", "proposedStep", "accepted", "declined"]);

/**
 * A notification's sentence in the viewer's language and time zone (`notifications` catalog),
 * made from its kind and params at the moment it is shown; an unknown shape gets a plain sentence.
 */
export function notificationText(t: TFunction, item: NotificationText, lng: Language, timeZone: string): string {
  const { params } = item;
  const title = (lng === "en" ? params.titleEn : params.titleNl) ?? params.titleNl ?? params.titleEn ?? "";
  const at = when(params.startsAt, lng, timeZone);
  switch (item.kind) {
    case "message":
      return t("notifications:text.message", { name: params.name ?? "" });
    case "booking": {
      const key = `${params.change}.${params.by}`;
      if (!bookingKeys.has(key)) break;
      // Without a name (an account that was closed), the sentence speaks of "a client".
      const name = params.name || t("notifications:text.someone");
      return t(`notifications:text.booking.${key}`, { name, when: at });
    }
    case "waitlist":
      return t("notifications:text.waitlist", { title, when: at });
    case "event":
      if (params.change === "moved") return t("notifications:text.eventMoved", { title, when: at });
      if (params.change === "cancelled") return t("notifications:text.eventCancelled", { title, when: at });
      break;
    case "agreement":
      return t("notifications:text.agreement", { name: params.name ?? "", when: at });
    case "goal":
      if (goalChanges.has(params.change ?? ""))
        return t(`notifications:text.goal.${params.change}`, {
          name: params.name || t("notifications:text.someone"),
          title: params.title ?? "",
        });
      break;
    case "feedback":
      return t("notifications:text.feedback", { name: params.name ?? "", when: at });
    case "safety":
      return t("notifications:text.safety", { name: params.name ?? "", when: at });
    case "slot":
      return t("notifications:text.slot", { name: params.name ?? "", when: at });
    case "reminder":
      return t("notifications:text.reminder", { name: params.name || t("notifications:text.someone"), when: at });
    case "absence":
      return t("notifications:text.absence", { name: params.name || t("notifications:text.someone"), when: at });
  }
  return t("notifications:text.other");
}
