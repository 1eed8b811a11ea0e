import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { NotificationList } from "~/features/notifications/components/notification-list";
import { type NotificationAnswer, notificationAction, notificationPage } from "~/features/notifications/page.server";
import { privateMeta } from "~/utils/i18n/meta";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/notifications";

// The coach's notification list (`/coach/notifications`): their own, shown in the practice's
// time zone; opening one marks it read and goes where it leads.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const coach = context.get(coachPractice);
  return notificationPage(dbOf(context), { id: user.id, timeZone: coach.timeZone }, "coach", request);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  return notificationAction(dbOf(context), user.id, "coach", request, "/coach/notifications");
}

export const meta: Route.MetaFunction = ({ matches }) =>
  privateMeta(matches[0]?.loaderData?.lng, "notifications:metaTitle");

export default function CoachNotifications({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NotificationList
      {...loaderData}
      lng={useLanguage()}
      audience="coach"
      answer={actionData as NotificationAnswer | undefined}
    />
  );
}
