// The partner page's loader and action; the page itself is `partner.tsx`.
import { data } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { createJoinLink, revokeJoinLink } from "~/features/admin/join-links.server";
import {
  type JoinLinksFormId,
  joinLinksFormOf,
  type PartnerPageInput,
  partnerPageSchema,
} from "~/features/admin/partners.schema";
import { partnerForAdmin, setPartnerArchived, updatePartner } from "~/features/admin/partners.server";
import { type ConnectionReport, issuerError, testConnection } from "~/features/admin/partners-connection.server";
import { postedLogo } from "~/features/admin/partners-logo.server";
import { checkUndo, issueUndo, type UndoAnswer } from "~/features/undo/undo.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/partner";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = isSlug(params.slug) ? await partnerForAdmin(dbOf(context), params.slug) : null;
  if (!partner) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return {
    partner,
    origin: siteOrigin(env(), request),
    timeZone: user.timeZone,
    created: url.searchParams.has("created"),
  };
}

/**
 * The page's forms, as answers name them: the settings (`settings`, saved or tested, and any post
 * whose intent the page does not know), the new join link (`link`), the links' end buttons
 * (`revoke-link`) and the archive button (`archive`).
 */
export type PartnerFormId = "settings" | "archive" | JoinLinksFormId;

export type Done = "saved" | "archived" | "unarchived" | "link-created" | "link-revoked";

export type PartnerAnswer = FormAnswer<PartnerFormId> &
  UndoAnswer & {
    done?: Done;
    /** What the identity provider answered when it was tested (or read while saving). */
    report?: ConnectionReport & { tested: string };
  };

function formOf(payload: Record<string, unknown>): PartnerFormId {
  if (payload.intent === "archive" || payload.intent === "unarchive") return "archive";
  if (payload.intent === "create-link" || payload.intent === "revoke-link") return joinLinksFormOf(payload);
  return "settings";
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const slug = isSlug(params.slug) ? params.slug : null;
  if (!slug) throw data(null, { status: 404 });
  const form = await request.formData();
  // "Undo" under "archived": puts the partner back, for 30 seconds.
  if (form.get("intent") === "undo") return undoArchive(dbOf(context), slug, actor, form.get("token"));
  const submission = parseSubmission(form, partnerPageSchema);
  // The client secret is write-only: what was typed is never sent back into the page.
  delete submission.payload.ssoClientSecret;
  const posted = { form: formOf(submission.payload), submission };
  try {
    const logo = submission.payload.intent === "update" ? await postedLogo(form) : { webp: null };
    // A refused logo is shown beside the schema's messages, so everything is corrected at once.
    if (submission.status !== "success" || logo.error) fail("invalid", { fields: { logo: logo.error } });
    const answer = await handle(dbOf(context), slug, submission.value, logo.webp, actor);
    // After a write the forms start again from the saved partner; a test keeps what was typed.
    const result = submission.reply(answer.done ? { resetForm: true } : {});
    return data<PartnerAnswer>({ form: posted.form, result, ...answer });
  } catch (error) {
    return answerError(error, posted);
  }
}

/** Unarchives the partner an undo token of this administrator names, while it is valid and the partner still archived. */
async function undoArchive(db: Database, slug: string, actor: CurrentUser, token: FormDataEntryValue | null) {
  const checked = checkUndo<{ slug: string }>(token, "partner-archive", actor.id, new Date());
  const answer: PartnerAnswer = { form: "archive", result: {} };
  if (!checked.ok) return data<PartnerAnswer>({ ...answer, undoRefused: checked.reason }, { status: 422 });
  if (checked.data.slug !== slug) return data<PartnerAnswer>({ ...answer, undoRefused: "invalid" }, { status: 422 });
  const partner = await partnerForAdmin(db, slug);
  if (!partner?.archivedAt) return data<PartnerAnswer>({ ...answer, undoRefused: "gone" }, { status: 409 });
  await setPartnerArchived({ db }, actor, slug, false);
  return data<PartnerAnswer>({ ...answer, done: "unarchived", undone: true });
}

async function handle(
  db: Database,
  slug: string,
  input: PartnerPageInput,
  logo: Uint8Array | null,
  actor: CurrentUser,
): Promise<Pick<PartnerAnswer, "done" | "report" | "undo">> {
  // The issuer is an address this server will fetch: refused here, under this server's outbound
  // rules (https in production; this machine only for tests and the demo's provider), before it
  // is saved or tested.
  const issuer =
    input.intent === "test-connection" || (input.intent === "update" && input.loginMethods !== "password")
      ? input.ssoIssuer
      : null;
  const issuerProblem = issuer === null ? null : issuerError(issuer);
  if (issuerProblem) fail("invalid", { fields: { ssoIssuer: issuerProblem } });
  const deps = { db, secret: authSecret() };
  switch (input.intent) {
    case "update": {
      const { intent: _intent, ...fields } = input;
      await updatePartner(deps, actor, slug, fields, logo);
      // Saving reads the provider's configuration at once: the administrator sees whether it
      // works, and the partner's logins start from what was read here.
      return {
        done: "saved",
        ...(issuer !== null ? { report: { ...(await testConnection(issuer)), tested: issuer } } : {}),
      };
    }
    case "test-connection":
      return { report: { ...(await testConnection(input.ssoIssuer)), tested: input.ssoIssuer } };
    case "archive":
      await setPartnerArchived(deps, actor, slug, true);
      // Archived at once; for 30 seconds the answer offers to unarchive it again.
      return { done: "archived", undo: issueUndo("partner-archive", actor.id, { slug }, new Date()) };
    case "unarchive":
      await setPartnerArchived(deps, actor, slug, false);
      return { done: "unarchived" };
    case "create-link": {
      const { intent: _intent, ...link } = input;
      await createJoinLink(deps, actor, slug, link, { timeZone: actor.timeZone });
      return { done: "link-created" };
    }
    case "revoke-link":
      await revokeJoinLink(deps, actor, slug, input.linkId);
      return { done: "link-revoked" };
  }
}
