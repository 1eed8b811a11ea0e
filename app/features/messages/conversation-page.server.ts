import { data, redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { reportToAdmins } from "~/features/messages/reports.server";
import { AppError, answerError, type FormAnswer, fail } from "~/utils/app-error";
import { isUuid } from "~/utils/ids";
import { postedFile } from "~/utils/image-upload.server";
import {
  type Conversation,
  coachMessageOf,
  markRead,
  messagePage,
  readReceipt,
  sendMessage,
  setBlocked,
  stateOf,
  UNOPENED,
} from "./conversations.server";
import { checkAttachment, MAX_FILE_BYTES } from "./files.server";
import { coachConversationSchema, memberConversationSchema } from "./messages.schema";
import type { Side } from "./rules";

// The two conversation pages' loader and action work, the member's (`/:lng/messages/:coach`) and
// the coach's (`/coach/messages/:member`): the routes find the conversation for their person and
// hand it here.

/** The page's forms, as answers name them. */
export type ConversationFormId = "send" | "block" | "report";

export type ConversationAnswer = FormAnswer<ConversationFormId> & {
  done?: "send" | "block" | "unblock" | "report";
};

/** A body larger than this is refused before it is read (a file's own limit is checked after). */
const MAX_BODY_BYTES = 2 * MAX_FILE_BYTES;

/** What a conversation page shows: its messages (a page of them), who may write, the read receipt. */
export async function conversationView(
  db: Database,
  conversation: Conversation,
  side: Side,
  url: URL,
  deps: { secret: string; now: Date },
) {
  const asked = url.searchParams.get("before");
  // A cursor that names no message of this conversation shows the newest messages.
  const older = asked && isUuid(asked) ? await messagePage(db, conversation, asked, deps.secret) : null;
  const page = older ?? (await messagePage(db, conversation, null, deps.secret));
  // The newest page always exists (it may be empty).
  if (!page) throw data(null, { status: 404 });
  // Seeing the newest messages is reading them; paging back through older ones is not.
  if (!older) await markRead(db, conversation, side, deps.now);
  const state = stateOf(conversation, side, deps.now);
  const report = url.searchParams.get("report");
  const reported =
    side === "member" && report && isUuid(report)
      ? page.items.find((message) => message.id === report && message.side === "coach")
      : null;
  return {
    conversation: {
      id: conversation.id,
      coachName: conversation.coachName,
      coachSlug: conversation.coachSlug,
      memberName: conversation.memberName,
      memberId: conversation.memberId,
      replyWithinDays: conversation.replyWithinDays,
      blocked: conversation.blockedAt !== null,
    },
    side,
    state: state.canWrite
      ? { canWrite: true as const, reason: null }
      : { canWrite: false as const, reason: state.reason },
    messages: page.items,
    older: page.older,
    paged: older !== null,
    readId: await readReceipt(db, conversation, side),
    /** The report form, when the member asked for it: about one coach message, or the whole conversation. */
    report:
      side !== "member"
        ? null
        : reported
          ? { messageId: reported.id }
          : report === "conversation"
            ? { messageId: null }
            : null,
  };
}

/** Whether the post came from the page's script (a fetcher), which takes an answer, not a redirect. */
const byScript = (form: FormData) => form.get("via") === "script";

/**
 * The conversation page's action for `side`. Without script a message sent is answered by a
 * redirect to the conversation (post, redirect, get); with it, by an answer that empties the form.
 */
export async function conversationAction(
  db: Database,
  request: Request,
  /** Finds the conversation; `open` makes its row when the pair may have one and it has none yet. */
  locate: (open: boolean) => Promise<Conversation | typeof UNOPENED | null>,
  side: Side,
  user: { id: string },
  pageUrl: string,
  deps: { secret: string; now: Date },
) {
  const declared = Number(request.headers.get("content-length") ?? "0");
  const schema = side === "member" ? memberConversationSchema : coachConversationSchema;
  if (declared > MAX_BODY_BYTES) {
    const empty = parseSubmission(new FormData(), coachConversationSchema);
    return answerError(new AppError("invalid", { fields: { file: "errors.fileTooLarge" } }), {
      form: "send" as ConversationFormId,
      submission: empty,
    });
  }
  const form = await request.formData();
  const submission = parseSubmission(form, schema);
  const intent = submission.payload.intent;
  const posted = {
    form: (intent === "block" || intent === "unblock"
      ? "block"
      : intent === "report"
        ? "report"
        : "send") as ConversationFormId,
    submission,
  };
  try {
    // Nobody else's conversation is found; a refused form leaves even an unopened one unopened.
    const found = await locate(false);
    if (!found) fail("notFound");
    const file = side === "coach" ? postedFile(form, "file") : null;
    const checked = file ? await checkAttachment(file) : null;
    if (submission.status !== "success" || !submission.value) fail("invalid");
    const input = submission.value;
    const conversation = found === UNOPENED ? await locate(true) : found;
    if (!conversation || conversation === UNOPENED) fail("notFound");
    switch (input.intent) {
      case "send": {
        await sendMessage(db, conversation, { side, authorId: user.id, text: input.body, file: checked }, deps);
        if (!byScript(form)) return redirect(pageUrl);
        return data<ConversationAnswer>({ form: "send", result: submission.reply({ resetForm: true }), done: "send" });
      }
      case "block":
      case "unblock":
        if (side !== "member") fail("forbidden");
        await setBlocked(db, conversation, input.intent === "block", deps.now);
        return data<ConversationAnswer>({
          form: "block",
          result: submission.reply({ resetForm: true }),
          done: input.intent,
        });
      case "report": {
        if (side !== "member") fail("forbidden");
        let included: { text: string; sentAt: Date } | null = null;
        if (input.messageId) {
          if (!isUuid(input.messageId)) fail("notFound");
          const message = await coachMessageOf(db, conversation, input.messageId, deps.secret);
          if (!message) fail("notFound");
          if (input.includeMessage === "yes") included = message;
        }
        if (!conversation.coachId) fail("notFound");
        await reportToAdmins(
          db,
          {
            reporterId: user.id,
            coachId: conversation.coachId,
            reason: input.reason,
            note: input.note,
            includedMessage: included,
          },
          deps,
        );
        return data<ConversationAnswer>({
          form: "report",
          result: submission.reply({ resetForm: true }),
          done: "report",
        });
      }
    }
  } catch (error) {
    if (error instanceof Response) throw error;
    return answerError(error, posted);
  }
}
