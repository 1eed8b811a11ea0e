import { Link } from "~/components/ui/link";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { ConversationList, ListPages, pageParam } from "~/features/messages/components/conversation-list";
import { listForMember } from "~/features/messages/conversations.server";
import { privateMeta } from "~/utils/i18n/meta";
import { useTranslation } from "~/utils/i18n/react";
import { useLanguage } from "~/utils/i18n/use-language";
import type { Route } from "./+types/messages";

// The member's conversations with their coaches, newest first; each only their own.

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.lng, "messages:list.metaTitle");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const page = pageParam(new URL(request.url));
  const list = await listForMember(dbOf(context), user.id, page, { secret: authSecret(), now: new Date() });
  return { ...list, page, timeZone: user.timeZone };
}

export default function MemberMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("messages");
  const lng = useLanguage();
  const { items, page, more } = loaderData;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{t("list.title")}</h1>
        <p className="mt-1 text-ink-muted">{t("list.intro")}</p>
      </div>
      {items.length === 0 && page === 1 ? (
        <div className="flex flex-col gap-3">
          <p className="text-ink">{t("list.empty")}</p>
          <p>
            <Link variant="primary" to={`/${lng}/coaches`}>
              {t("list.findCoach")}
            </Link>
          </p>
        </div>
      ) : (
        <ConversationList
          lng={lng}
          timeZone={loaderData.timeZone}
          items={items.map((item) => ({ ...item, href: `/${lng}/messages/${item.key}` }))}
        />
      )}
      <ListPages page={page} more={more} basePath={`/${lng}/messages`} />
    </div>
  );
}
