import { Link } from "~/components/ui/link";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";

// A list of conversations, newest first, each a link to its page: the other party's name, when the
// last message came, and whether something is unread, read only or blocked.

export interface ConversationListItem {
  id: string;
  name: string;
  href: string;
  lastMessageAt: Date | string | null;
  unread: boolean;
  open: boolean;
  blocked: boolean;
}

export function ConversationList({
  items,
  lng,
  timeZone,
}: {
  items: ConversationListItem[];
  lng: Language;
  timeZone: string;
}) {
  const { t } = useTranslation("messages");
  return (
    <ul className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex flex-col">
            <Link to={item.href} className={item.unread ? "font-bold" : undefined}>
              {item.name || t("list.formerMember")}
            </Link>
            <span className="text-sm text-ink-muted">
              {item.lastMessageAt
                ? t("list.lastMessage", { when: formatDateTime(new Date(item.lastMessageAt), lng, timeZone) })
                : t("list.noMessages")}
            </span>
          </div>
          <div className="flex flex-wrap gap-2 text-sm">
            {item.unread ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 font-semibold text-white">{t("list.unread")}</span>
            ) : null}
            {!item.open ? (
              <span className="rounded-full border border-line px-2 py-0.5 text-ink">{t("list.readOnly")}</span>
            ) : null}
            {item.blocked ? (
              <span className="rounded-full border border-line px-2 py-0.5 text-ink">{t("list.blocked")}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** "Newer" and "older" links between pages of a list. */
export function ListPages({ page, more, basePath }: { page: number; more: boolean; basePath: string }) {
  const { t } = useTranslation("messages");
  if (page <= 1 && !more) return null;
  return (
    <nav aria-label={t("list.title")} className="flex flex-wrap gap-4">
      {page > 1 ? <Link to={page === 2 ? basePath : `${basePath}?page=${page - 1}`}>{t("list.previous")}</Link> : null}
      {more ? <Link to={`${basePath}?page=${page + 1}`}>{t("list.next")}</Link> : null}
    </nav>
  );
}

/** The page number asked for in `?page=`; anything that is not a page number is the first page. */
export function pageParam(url: URL): number {
  const value = url.searchParams.get("page");
  return value && /^[1-9]\d{0,3}$/.test(value) ? Number(value) : 1;
}
