// The coaches page's loader and action; the page itself is `coaches.tsx`.
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { parseForm } from "~/features/accounts/forms";
import { adminCoachesFormSchema } from "~/features/admin/coaches.schema";
import { changePublicationOf, listCoaches } from "~/features/admin/coaches.server";
import {
  type InviteOutcome,
  inviteCoaches,
  listPendingInvitations,
  resendInvitation,
  withdrawInvitation,
} from "~/features/admin/invitations.server";
import { MAX_BYTES, parseInviteCsv, parseInviteText } from "~/features/admin/invite-list";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/coaches";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  const page = Number.isSafeInteger(asked) && asked > 0 ? asked : 1;
  const db = await getDb();
  const now = new Date();
  const [list, pending] = await Promise.all([listCoaches(db, page, now), listPendingInvitations(db, now)]);
  return {
    timeZone: user.timeZone,
    ...list,
    pending: pending.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
    })),
  };
}

interface ActionResult {
  intent: string | null;
  errors: Record<string, string>;
  /** The invited list, row by row. */
  results?: { line: number; name: string; email: string; outcome: InviteOutcome }[];
  /** A change that was made, as an `admin:coaches.done.*` key. */
  done?: string;
}

const result = (value: ActionResult, status = 200) => data(value, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const form = await request.formData();
  const parsed = parseForm(adminCoachesFormSchema, form);
  const posted = form.get("intent");
  const intent = typeof posted === "string" && posted.length <= 20 ? posted : null;
  if (!parsed.ok) return result({ intent, errors: parsed.errors as Record<string, string> }, 400);
  const db = await getDb();
  const now = new Date();
  const input = parsed.data;
  switch (input.intent) {
    case "invite": {
      // A CSV file wins over pasted lines; either is read by the same rules.
      const file = form.get("file");
      let list: ReturnType<typeof parseInviteText>;
      let field = "list";
      if (typeof file === "object" && file !== null && file.size > 0) {
        field = "file";
        if (file.size > MAX_BYTES) return result({ intent, errors: { file: "coaches.errors.list-too-large" } }, 400);
        const text = new TextDecoder("utf-8", { fatal: false }).decode(await file.arrayBuffer());
        list = text.includes("\uFFFD") ? { ok: false, error: "unreadable" } : parseInviteCsv(text);
      } else {
        list = parseInviteText(input.list);
      }
      if (!list.ok) return result({ intent, errors: { [field]: `coaches.errors.list-${list.error}` } }, 400);
      const invited = await inviteCoaches(db, actor, list.rows, input.lng, { origin: siteOrigin(env(), request), now });
      return result({
        intent,
        errors: {},
        results: invited.map(({ line, name, email, outcome }) => ({ line, name, email, outcome })),
      });
    }
    case "resend":
    case "withdraw": {
      const outcome =
        input.intent === "resend"
          ? await resendInvitation(db, actor, input.id, input.lng, { origin: siteOrigin(env(), request), now })
          : await withdrawInvitation(db, actor, input.id, now);
      if (outcome === "not-found") return result({ intent, errors: { form: "coaches.errors.notFound" } }, 404);
      if (outcome === "not-pending") return result({ intent, errors: { form: "coaches.errors.notPending" } }, 409);
      return result({ intent, errors: {}, done: input.intent });
    }
    case "publish":
    case "unpublish":
    case "release": {
      const outcome = await changePublicationOf(db, actor, input, now);
      if (outcome === "not-found") return result({ intent, errors: { form: "coaches.errors.notFound" } }, 404);
      if (outcome === "incomplete") return result({ intent, errors: { form: "coaches.errors.incomplete" } }, 409);
      return result({ intent, errors: {}, done: input.intent });
    }
  }
}
