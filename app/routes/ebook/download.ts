import { redirect } from "react-router";
import { dbOf } from "~/db/context.server";
import { getCurrentUser } from "~/features/accounts/session.server";
import { activeLead, recordDownload } from "~/features/ebook/ebook.server";
import { ebookFileName, renderEbookPdf } from "~/features/ebook/pdf.server";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/download";

/** The PDF, for a member or with a visitor's token; anyone else is sent to the ebook's page. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const lng = languageParam(params.lng);
  const db = dbOf(context);
  const user = await getCurrentUser(request);
  const now = new Date();
  if (user?.roles.includes("member")) {
    await recordDownload(db, { userId: user.id }, lng, now);
  } else {
    const lead = await activeLead(db, new URL(request.url).searchParams.get("token"));
    if (!lead) throw redirect(`/${lng}/ebook?expired=1`);
    await recordDownload(db, { leadId: lead.id }, lng, now);
  }
  const pdf = await renderEbookPdf(lng);
  return new Response(Buffer.from(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${ebookFileName(lng)}"`,
      "Content-Length": String(pdf.byteLength),
      "Cache-Control": "private, no-store",
    },
  });
}
