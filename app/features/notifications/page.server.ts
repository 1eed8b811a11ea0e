import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { notificationFormSchema } from "./notifications.schema";
import {
  type Audience,
  listNotifications,
  markAllRead,
  openNotification,
  pageParam,
  unreadNotificationCounts,
} from "./notifications.server";

// The loader and action behind both notification lists (member pages and coach area): the
// person's own notifications of that area, never anyone else's.

/** The list's page: one page of notifications, the unread count, the viewer's zone. */
export async function notificationPage(
  db: Database,
  user: { id: string; timeZone: string },
  audience: Audience,
  request: Request,
) {
  const page = pageParam(new URL(request.url).searchParams.get("page"));
  const [{ items, older }, unread] = await Promise.all([
    listNotifications(db, user.id, audience, page),
    unreadNotificationCounts(db, user.id),
  ]);
  return { items, older, page, unread: unread[audience], timeZone: user.timeZone };
}

export type NotificationFormId = "open" | "read-all";

export type NotificationAnswer = FormAnswer<NotificationFormId> & { done?: "read-all"; count?: number };

/**
 * Opening a notification marks it read and goes where it leads (a path on this site; otherwise
 * back to the list); someone else's, or nothing, is not found. "Mark all as read" answers how many.
 */
export async function notificationAction(
  db: Database,
  userId: string,
  audience: Audience,
  request: Request,
  listPath: string,
) {
  const submission = parseSubmission(await request.formData(), notificationFormSchema);
  const form: NotificationFormId = submission.payload.intent === "open" ? "open" : "read-all";
  try {
    if (submission.status !== "success") fail("invalid");
    const now = new Date();
    if (submission.value.intent === "open") {
      const target = await openNotification(db, userId, submission.value.id, listPath, now);
      if (target === null) fail("notFound", { key: "notifications:notFound" });
      throw redirect(target);
    }
    const count = await markAllRead(db, userId, audience, now);
    return data<NotificationAnswer>({
      form,
      result: submission.reply({ resetForm: true }),
      done: "read-all",
      count,
    });
  } catch (error) {
    return answerError(error, { form, submission });
  }
}
