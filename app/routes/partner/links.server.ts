// The partner portal's join links: its loader and action. The page is `links.tsx`.
import { redirect } from "react-router";
import { parseSubmission } from "~/components/form/form";
import type { Database } from "~/db/connection.server";
import { dbOf } from "~/db/context.server";
import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { createJoinLink, revokeJoinLink } from "~/features/admin/join-links.server";
import {
  type JoinLinksFormId,
  type JoinLinksInput,
  joinLinksFormOf,
  joinLinksSchema,
} from "~/features/admin/partners.schema";
import { portalJoinLinks } from "~/features/partners/portal.server";
import { answerError, type FormAnswer, fail } from "~/utils/app-error";
import { env, siteOrigin } from "~/utils/env.server";
import { getI18n } from "~/utils/i18n/instance";
import type { Route } from "./+types/links";

/** What was just done, said once above the links (the address of the answer to a write). */
const DONE = ["link-created", "link-revoked"] as const;
export type LinksDone = (typeof DONE)[number];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = currentPartner(context, request);
  const asked = new URL(request.url).searchParams.get("done");
  return {
    done: DONE.find((done) => done === asked) ?? null,
    title: getI18n(user.locale).t("partner:meta.links"),
    partner,
    links: await portalJoinLinks(dbOf(context), partner.id),
    origin: siteOrigin(env(), request),
    timeZone: user.timeZone,
  };
}

export type LinksAnswer = FormAnswer<JoinLinksFormId>;

/**
 * Creating and ending join links of the current partner, with the back office's writes (which
 * audit each change and check that a link id belongs to this partner). The page has no other
 * forms: the schema knows only these two intents, any other is refused at the form.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const partner = currentPartner(context, request);
  const form = await request.formData();
  const submission = parseSubmission(form, joinLinksSchema);
  const posted = { form: joinLinksFormOf(submission.payload), submission };
  try {
    if (submission.status !== "success") fail("invalid");
    const done = await handle(dbOf(context), submission.value, partner.slug, actor);
    // After a write the page is asked for again (the form starts empty, a reload posts nothing),
    // with what was done to say; the chosen partner (`?partner`) stays.
    const next = new URLSearchParams();
    const chosen = new URL(request.url).searchParams.get("partner");
    if (chosen) next.set("partner", chosen);
    next.set("done", done);
    throw redirect(`/partner/links?${next}`);
  } catch (error) {
    return answerError(error, posted);
  }
}

async function handle(
  db: Database,
  input: JoinLinksInput,
  partnerSlug: string,
  actor: CurrentUser,
): Promise<LinksDone> {
  const deps = { db };
  if (input.intent === "create-link") {
    const { intent: _intent, ...link } = input;
    await createJoinLink(deps, actor, partnerSlug, link, { timeZone: actor.timeZone });
    return "link-created";
  }
  if (input.intent === "revoke-link") {
    await revokeJoinLink(deps, actor, partnerSlug, input.linkId);
    return "link-revoked";
  }
  return input satisfies never;
}
