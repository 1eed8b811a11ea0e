import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { NotificationList } from "~/features/notifications/components/notification-list";
import { type NotificationAnswer, notificationAction, notificationPage } from "~/features/notifications/page.server";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import type { Route } from "./+types/notifications";

// The member's notification list (`/:lng/notifications`): their own, newest first; opening one
// marks it read and goes where it leads.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  return notificationPage(dbOf(context), user, "member", request);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  return notificationAction(dbOf(context), user.id, "member", request, `/${languageParam(params.lng)}/notifications`);
}

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "notifications:metaTitle");

export default function MemberNotifications({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <NotificationList
      {...loaderData}
      lng={languageParam(params.lng)}
      audience="member"
      answer={actionData as NotificationAnswer | undefined}
    />
  );
}
