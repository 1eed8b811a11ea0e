// The ebook's page: its loader and action. The page is `ebook.tsx`.
import type { Submission } from "@conform-to/zod/v4";
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import { dbOf } from "~/db/context.server";
import { consumeEach } from "~/features/accounts/rate-limits.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { ebook } from "~/features/ebook/content";
import { createLead, downloadCount, withdrawLead } from "~/features/ebook/ebook.server";
import { ebookFormSchema } from "~/features/ebook/lead-form";
import { downloadPath } from "~/features/ebook/paths";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { languageParam } from "~/utils/i18n/config";
import { requestContext } from "~/utils/request-context.server";
import { requestText } from "~/utils/text";
import type { Route } from "./+types/ebook";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const user = await getCurrentUser(request);
  const url = new URL(request.url);
  const book = ebook[lng];
  return {
    book: {
      title: book.title,
      subtitle: book.subtitle,
      description: book.description,
      chapters: book.chapters.map((chapter) => chapter.title),
    },
    member: Boolean(user?.roles.includes("member")),
    downloads: await downloadCount(dbOf(context)),
    // Only carried into the withdrawal form; its format is checked when that form is sent.
    withdrawToken: requestText(url.searchParams.get("withdraw"), 64) || null,
    expired: url.searchParams.has("expired"),
  };
}

/** The page's forms: a visitor's address (`ebook`), and withdrawing it with the mail's link. */
export type EbookFormId = "ebook" | "withdraw";

export type EbookAnswer = FormAnswer<EbookFormId> & {
  /** The download link of a new lead. */
  download?: string;
  /** Whether the withdrawal was done; false for a link that is unknown or used. */
  withdrawn?: boolean;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const lng = languageParam(params.lng);
  const submission = parseSubmission(await request.formData(), ebookFormSchema);
  const form: EbookFormId = submission.payload.intent === "withdraw" ? "withdraw" : "ebook";
  const db = dbOf(context);
  const now = new Date();
  if (form === "withdraw") {
    // A withdrawal link whose token is malformed is as unknown as one whose token is not on file.
    const withdrawn =
      submission.status === "success" && submission.value.intent === "withdraw"
        ? await withdrawLead(db, submission.value.token, now)
        : false;
    return data<EbookAnswer>({ form, result: submission.reply(), withdrawn }, { status: withdrawn ? 200 : 404 });
  }
  try {
    if (submission.status !== "success" || submission.value.intent !== "lead") fail("invalid");
    const { email } = submission.value;
    // Each lead mails its address: limited per client and per address.
    const allowed = await consumeEach([
      ["ebookClient", context.get(requestContext).clientIp],
      ["ebookAddress", email],
    ]);
    if (!allowed.ok) {
      fail("tooMany", { fields: { email: "ebook.errors.tooManyRequests" }, values: { minutes: allowed.minutes } });
    }
    const token = await createLead(db, email, lng, now);
    return data<EbookAnswer>({
      form,
      result: submission.reply({ resetForm: true }),
      download: downloadPath(lng, token),
    });
  } catch (error) {
    return answerError(error, { form, submission: submission as Submission<unknown> });
  }
}
