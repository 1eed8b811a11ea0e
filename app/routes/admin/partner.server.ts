// The partner page's loader and action; the page itself is `partner.tsx`.
import { data } from "react-router";
import { getDb } from "~/db/client.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { authSecret } from "~/features/accounts/auth.server";
import { parseForm } from "~/features/accounts/forms";
import { createJoinLink, revokeJoinLink } from "~/features/admin/join-links.server";
import { partnerPageSchema } from "~/features/admin/partners.schema";
import { partnerForAdmin, setPartnerArchived, updatePartner } from "~/features/admin/partners.server";
import { type ConnectionReport, issuerError, testConnection } from "~/features/admin/partners-connection.server";
import { reencodeLogo } from "~/features/admin/partners-logo.server";
import { env, siteOrigin } from "~/utils/env.server";
import { isSlug } from "~/utils/ids";
import type { Route } from "./+types/partner";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = context.get(signedInUser);
  const partner = isSlug(params.slug) ? await partnerForAdmin(await getDb(), params.slug) : null;
  if (!partner) throw data(null, { status: 404 });
  const url = new URL(request.url);
  return {
    partner,
    origin: siteOrigin(env(), request),
    timeZone: user.timeZone,
    created: url.searchParams.has("created"),
  };
}

type Done = "saved" | "archived" | "unarchived" | "link-created" | "link-revoked";

export interface ActionResult {
  intent: string;
  errors: Record<string, string>;
  done?: Done;
  report?: ConnectionReport & { tested: string };
}

const result = (value: ActionResult, status = 200) => data(value, { status });

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = context.get(signedInUser);
  const db = await getDb();
  const slug = isSlug(params.slug) ? params.slug : null;
  if (!slug) throw data(null, { status: 404 });
  const form = await request.formData();
  const parsed = parseForm(partnerPageSchema, form);
  const posted = typeof form.get("intent") === "string" ? String(form.get("intent")).slice(0, 40) : "";
  const errors: Record<string, string> = parsed.ok ? {} : ({ ...parsed.errors } as Record<string, string>);
  let logo: Uint8Array | null = null;
  if (posted === "update") {
    const file = form.get("logo");
    if (typeof file === "object" && file !== null && file.size > 0) {
      const encoded = await reencodeLogo(file);
      if (encoded.ok) logo = encoded.webp;
      else errors.logo = `partners.errors.logo-${encoded.error}`;
    }
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return result({ intent: posted, errors }, 400);
  const input = parsed.data;
  // The issuer is an address this server will fetch: refused here, under this server's outbound
  // rules (https in production; this machine only for tests and the demo's provider), before it
  // is saved or tested.
  const issuer =
    input.intent === "test-connection" || (input.intent === "update" && input.loginMethods !== "password")
      ? input.ssoIssuer
      : null;
  const issuerProblem = issuer === null ? null : issuerError(issuer);
  if (issuerProblem) return result({ intent: input.intent, errors: { ssoIssuer: issuerProblem } }, 400);
  const deps = { db, secret: authSecret() };
  const outcome = await (async () => {
    switch (input.intent) {
      case "update": {
        const { intent: _intent, ...fields } = input;
        const write = await updatePartner(deps, actor, slug, fields, logo);
        // Saving reads the provider's configuration at once: the administrator sees whether it
        // works, and the partner's logins start from what was read here.
        const checked = write.ok && issuer !== null ? { ...(await testConnection(issuer)), tested: issuer } : undefined;
        return { done: "saved" as const, write, checked };
      }
      case "archive":
      case "unarchive":
        return {
          done: input.intent === "archive" ? ("archived" as const) : ("unarchived" as const),
          write: await setPartnerArchived(deps, actor, slug, input.intent === "archive"),
        };
      case "create-link": {
        const { intent: _intent, ...link } = input;
        const write = await createJoinLink(deps, actor, slug, link, { timeZone: actor.timeZone });
        return { done: "link-created" as const, write };
      }
      case "revoke-link":
        return { done: "link-revoked" as const, write: await revokeJoinLink(deps, actor, slug, input.linkId) };
      case "test-connection":
        return { report: { ...(await testConnection(input.ssoIssuer)), tested: input.ssoIssuer } };
    }
  })();
  if ("report" in outcome) return result({ intent: input.intent, errors: {}, report: outcome.report });
  if (!outcome.write.ok) {
    if (outcome.write.status === 404 && outcome.write.errors.form === "partners.errors.partnerUnknown") {
      throw data(null, { status: 404 });
    }
    return result(
      { intent: input.intent, errors: outcome.write.errors as Record<string, string> },
      outcome.write.status,
    );
  }
  const checked = "checked" in outcome ? outcome.checked : undefined;
  return result({ intent: input.intent, errors: {}, done: outcome.done, ...(checked ? { report: checked } : {}) });
}
