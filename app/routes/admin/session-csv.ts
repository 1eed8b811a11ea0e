import { data } from "react-router";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { adminSession, registrationsCsv, registrationsFileName } from "~/features/admin/sessions.server";
import { attachment } from "~/utils/csv";
import { languageParam } from "~/utils/i18n/config";
import { isUuid } from "~/utils/ids";
import type { Route } from "./+types/session-csv";

/** A session's places and waitlist as a spreadsheet, in the account's language and time zone. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const detail = isUuid(params.id) ? await adminSession(dbOf(context), params.id) : null;
  if (!detail) throw data(null, { status: 404 });
  return new Response(registrationsCsv(detail, languageParam(user.locale), user.timeZone), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": attachment(registrationsFileName(detail)),
      "Cache-Control": "private, no-store",
    },
  });
}
