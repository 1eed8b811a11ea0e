import { dbOf } from "~/db/context.server";
import { coachPractice, signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { ConversationList, ListPages, pageParam } from "~/features/messages/components/conversation-list";
import { listForCoach } from "~/features/messages/conversations.server";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/messages";

// The coach's conversations with their clients, newest first; only the coach's own practice's.

export const meta: Route.MetaFunction = () => [{ title: "Vitaal · Coach" }, { name: "robots", content: "noindex" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const coach = context.get(coachPractice);
  const user = context.get(signedInUser);
  const page = pageParam(new URL(request.url));
  const list = await listForCoach(dbOf(context), coach.id, page, { secret: authSecret(), now: new Date() });
  return { ...list, page, timeZone: coach.timeZone ?? user.timeZone };
}

export default function CoachMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("messages");
  const lng = useLanguage();
  const { items, page, more } = loaderData;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">{t("list.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("list.coachIntro")}</p>
      </div>
      {items.length === 0 && page === 1 ? (
        <p className="text-ink">{t("list.emptyCoach")}</p>
      ) : (
        <ConversationList
          lng={lng}
          timeZone={loaderData.timeZone}
          items={items.map((item) => ({ ...item, href: `/coach/messages/${item.key}` }))}
        />
      )}
      <ListPages page={page} more={more} basePath="/coach/messages" />
    </div>
  );
}
