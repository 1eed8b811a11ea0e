import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { ConversationView } from "~/features/messages/components/conversation-view";
import type { ConversationAnswer } from "~/features/messages/conversation-page.server";
import { conversationAction, conversationView } from "~/features/messages/conversation-page.server";
import { coachConversation, findCoachConversation } from "~/features/messages/conversations.server";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/conversation";

// The coach's conversation with one client (`:member` is the member's account id): only with
// members of the coach's own practice who had an appointment with it; anyone else is not found.

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

/** An account id as the database writes them; anything else names nobody. */
const isAccountId = (value: string | undefined): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{1,100}$/.test(value);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const user = context.get(signedInUser);
  if (!isAccountId(params.member)) throw data(null, { status: 404 });
  const db = dbOf(context);
  const secret = authSecret();
  const conversation = await coachConversation(db, coach.id, params.member, secret);
  if (!conversation) throw data(null, { status: 404 });
  const view = await conversationView(db, conversation, "coach", new URL(request.url), { secret, now: new Date() });
  return { view, timeZone: coach.timeZone ?? user.timeZone };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const coach = context.get(coachPractice);
  const user = context.get(signedInUser);
  const db = dbOf(context);
  const secret = authSecret();
  const member = params.member;
  const locate = (open: boolean) =>
    isAccountId(member) ? findCoachConversation(db, coach.id, member, secret, open) : Promise.resolve(null);
  return conversationAction(db, request, locate, "coach", user, `/coach/messages/${params.member}`, {
    secret,
    now: new Date(),
  });
}

export default function CoachConversation({ loaderData, actionData, params }: Route.ComponentProps) {
  const lng = useLanguage();
  return (
    <ConversationView
      view={loaderData.view}
      actionData={actionData as ConversationAnswer | undefined}
      lng={lng}
      timeZone={loaderData.timeZone}
      basePath={`/coach/messages/${params.member}`}
      backPath="/coach/messages"
    />
  );
}
