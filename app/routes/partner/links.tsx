import { data } from "react-router";
import { Alert } from "~/components/ui/alert";
import { getDb } from "~/db/client.server";
import { currentPartner, signedInUser } from "~/features/accounts/areas.server";
import { knownIntent, parseForm } from "~/features/accounts/forms";
import { createJoinLink, revokeJoinLink } from "~/features/admin/join-links.server";
import { partnerPageSchema } from "~/features/admin/partners.schema";
import type { WriteResult } from "~/features/admin/partners.server";
import { getI18n } from "~/features/i18n/instance";
import { useTranslation } from "~/features/i18n/react";
import { JoinLinksCard } from "~/features/partners/components/join-links-card";
import { portalJoinLinks } from "~/features/partners/portal.server";
import { env, siteOrigin } from "~/utils/env.server";
import type { Route } from "./+types/links";

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = currentPartner(context, request);
  return {
    title: getI18n(user.locale).t("partner:meta.links"),
    partner,
    links: await portalJoinLinks(await getDb(), partner.id),
    origin: siteOrigin(env(), request),
    timeZone: user.timeZone,
  };
}

interface ActionResult {
  errors: Record<string, string>;
  done?: "link-created" | "link-revoked";
}

const formInvalid = { form: "partners.errors.formInvalid" };

/**
 * Creating and ending join links of the current partner, with the back office's schema and writes
 * (which audit each change and check that a link id belongs to this partner). The page has no other
 * forms: any other intent of that schema is refused here.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const partner = currentPartner(context, request);
  const form = await request.formData();
  // The back office's other forms (settings, archive) are not this page's: refused before parsing.
  if (!knownIntent(form, ["create-link", "revoke-link"])) {
    return data<ActionResult>({ errors: formInvalid }, { status: 400 });
  }
  const parsed = parseForm(partnerPageSchema, form);
  if (!parsed.ok) return data<ActionResult>({ errors: parsed.errors as Record<string, string> }, { status: 400 });
  const input = parsed.data;
  const deps = { db: await getDb() };
  let write: WriteResult<unknown>;
  let done: ActionResult["done"];
  if (input.intent === "create-link") {
    const { intent: _intent, ...link } = input;
    write = await createJoinLink(deps, actor, partner.slug, link, { timeZone: actor.timeZone });
    done = "link-created";
  } else if (input.intent === "revoke-link") {
    write = await revokeJoinLink(deps, actor, partner.slug, input.linkId);
    done = "link-revoked";
  } else {
    return data<ActionResult>({ errors: formInvalid }, { status: 400 });
  }
  if (!write.ok)
    return data<ActionResult>({ errors: write.errors as Record<string, string> }, { status: write.status });
  return data<ActionResult>({ errors: {}, done });
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.title ?? "Partner"} · ${loaderData?.partner.name ?? ""} · Vitaal` },
  { name: "robots", content: "noindex" },
];

export default function PartnerLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("partner");
  const { partner, links, origin, timeZone } = loaderData;
  const outcome = actionData as ActionResult | undefined;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-ink">{t("linksPage.title")}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{t("linksPage.lead", { partner: partner.name })}</p>
      <JoinLinksCard
        links={links}
        origin={origin}
        timeZone={timeZone}
        archived={partner.archived}
        title={t("linksPage.listTitle")}
        intro={t("linksPage.intro")}
        errors={outcome?.errors ?? {}}
        notice={outcome?.done ? <Alert tone="success">{t(`links.done.${outcome.done}`)}</Alert> : undefined}
      />
    </div>
  );
}
