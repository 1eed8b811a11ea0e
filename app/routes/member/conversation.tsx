import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { ConversationView } from "~/features/messages/components/conversation-view";
import type { ConversationAnswer } from "~/features/messages/conversation-page.server";
import { conversationAction, conversationView } from "~/features/messages/conversation-page.server";
import { findMemberConversation, memberConversation } from "~/features/messages/conversations.server";
import { languageParam } from "~/utils/i18n/config";
import { privateMeta } from "~/utils/i18n/meta";
import { useLanguage } from "~/utils/i18n/use-language";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/conversation";

// The member's conversation with one coach (`:coach` is the coach's slug): only their own; any
// other slug, or a coach they have had no appointment with, is not found.

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "messages:conversation.metaTitle");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  if (!isSlug(params.coach)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const secret = authSecret();
  const conversation = await memberConversation(db, user.id, params.coach, secret);
  if (!conversation) throw data(null, { status: 404 });
  const view = await conversationView(db, conversation, "member", new URL(request.url), { secret, now: new Date() });
  return { view, timeZone: user.timeZone };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const user = context.get(signedInUser);
  const lng = languageParam(params.lng);
  const db = dbOf(context);
  const secret = authSecret();
  const slug = params.coach;
  const locate = (open: boolean) =>
    isSlug(slug) ? findMemberConversation(db, user.id, slug, secret, open) : Promise.resolve(null);
  return conversationAction(db, request, locate, "member", user, `/${lng}/messages/${params.coach}`, {
    secret,
    now: new Date(),
  });
}

export default function MemberConversation({ loaderData, actionData }: Route.ComponentProps) {
  const lng = useLanguage();
  const slug = loaderData.view.conversation.coachSlug;
  return (
    <ConversationView
      view={loaderData.view}
      actionData={actionData as ConversationAnswer | undefined}
      lng={lng}
      timeZone={loaderData.timeZone}
      basePath={`/${lng}/messages/${slug}`}
      backPath={`/${lng}/messages`}
    />
  );
}
