import { ErrorSummary } from "~/components/form/error-summary";
import { Form, useAppForm } from "~/components/form/form";
import { FormMessages } from "~/components/form/messages";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Link } from "~/components/ui/link";
import type { Language } from "~/utils/i18n/config";
import { formatDateTime } from "~/utils/i18n/format";
import { useTranslation } from "~/utils/i18n/react";
import { notificationFormSchema } from "../notifications.schema";
import type { NotificationItem } from "../notifications.server";
import type { NotificationAnswer } from "../page.server";
import { notificationText } from "../text";

export interface NotificationListProps {
  items: NotificationItem[];
  older: boolean;
  page: number;
  unread: number;
  timeZone: string;
  lng: Language;
  /** The area it is shown in: its introduction and empty state. */
  audience: "member" | "coach";
  answer: NotificationAnswer | undefined;
}

/**
 * A person's notification list: newest first, unread ones marked in words and style, each a
 * button that marks it read and opens where it leads (one form for the list: no script needed),
 * "Mark all as read", and the way to older ones.
 */
export function NotificationList({
  items,
  older,
  page,
  unread,
  timeZone,
  lng,
  audience,
  answer,
}: NotificationListProps) {
  const { t } = useTranslation("notifications");
  const [open] = useAppForm({ id: "open", schema: notificationFormSchema, answer });
  const [readAll] = useAppForm({ id: "read-all", schema: notificationFormSchema, answer });
  const refused = answer?.problem ? (answer.form === "open" ? open : readAll) : null;
  return (
    <FormMessages namespace="notifications">
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t("title")}</h1>
            <p className="mt-2 text-ink-muted">{t(audience === "coach" ? "coachIntro" : "intro")}</p>
          </div>
          {unread > 0 ? (
            <Form form={readAll}>
              <input type="hidden" name="intent" value="read-all" />
              <Button type="submit" variant="secondary">
                {t("markAllRead")}
              </Button>
            </Form>
          ) : null}
        </div>
        <div className="mt-4 empty:hidden">
          {refused ? <ErrorSummary errors={refused.allErrors} status={refused.status} fieldId={() => null} /> : null}
          {answer?.done === "read-all" ? <Alert tone="success">{t("allRead")}</Alert> : null}
        </div>
        {unread > 0 ? (
          <p className="mt-4 font-semibold text-ink" aria-live="polite">
            {t("unreadCount", { count: unread })}
          </p>
        ) : null}
        {items.length === 0 ? (
          <Card className="mt-6">
            <p className="text-ink-muted">{t(audience === "coach" ? "emptyCoach" : "empty")}</p>
          </Card>
        ) : (
          <Form form={open} className="mt-6">
            <input type="hidden" name="intent" value="open" />
            <ul aria-label={t("listLabel")} className="flex flex-col gap-2">
              {items.map((item) => {
                const at = new Date(item.createdAt);
                return (
                  <li key={item.id}>
                    <button
                      type="submit"
                      name="id"
                      value={item.id}
                      data-read={item.read ? "true" : "false"}
                      className={`flex w-full cursor-pointer items-start gap-3 rounded-[var(--radius-card)] border p-4 text-left hover:border-brand-500 ${
                        item.read
                          ? "border-line bg-surface"
                          : "border-brand-300 border-l-4 border-l-brand-700 bg-brand-50"
                      }`}
                    >
                      <span
                        aria-hidden="true"
                        className={`mt-2 size-2.5 shrink-0 rounded-full ${item.read ? "bg-transparent" : "bg-accent-700"}`}
                      />
                      <span className="flex min-w-0 flex-col gap-1">
                        <span className={`text-ink ${item.read ? "" : "font-semibold"}`}>
                          {notificationText(t, item, lng, timeZone)}
                        </span>
                        <span className="text-sm text-ink-muted">
                          {item.read ? null : <span className="font-semibold text-brand-800">{t("unread")} · </span>}
                          <time dateTime={item.createdAt}>{formatDateTime(at, lng, timeZone)}</time>
                        </span>
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </Form>
        )}
        {older || page > 1 ? (
          <nav aria-label={t("pages")} className="mt-6 flex flex-wrap justify-between gap-3">
            {page > 1 ? (
              <Link to={page === 2 ? "?" : `?page=${page - 1}`} variant="secondary">
                {t("newer")}
              </Link>
            ) : (
              <span />
            )}
            {older ? (
              <Link to={`?page=${page + 1}`} variant="secondary">
                {t("older")}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
    </FormMessages>
  );
}
