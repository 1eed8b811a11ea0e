import { asc, eq } from "drizzle-orm";
import { data } from "react-router";
import type { Database } from "~/db/connection.server";
import { partnerPages } from "~/db/schema/content";
import { partners } from "~/db/schema/partners";
import type { Viewer } from "~/features/events/access.server";
import { localised } from "~/features/events/events";
import type { Language } from "~/utils/i18n/config";
import { ancestorsOf, childrenOf, parsePagePath } from "./pages";
import { contentAccess } from "./visibility.server";

/**
 * A partner's program page for this viewer, with its children and breadcrumb trail: 404 for an
 * unknown partner or page, 401 for a visitor on a members' page, 403 for someone else's member.
 */
export async function loadPartnerPage(
  db: Database,
  partnerSlug: string,
  rest: string | undefined,
  viewer: Viewer,
  lng: Language,
) {
  const path = parsePagePath(rest);
  if (!path) throw data(null, { status: 404 });
  const [partner] = await db
    .select({
      id: partners.id,
      slug: partners.slug,
      name: partners.name,
      brandColor: partners.brandColor,
      allowance: partners.coachingAllowance,
    })
    .from(partners)
    .where(eq(partners.slug, partnerSlug));
  if (!partner) throw data(null, { status: 404 });
  const pages = await db
    .select()
    .from(partnerPages)
    .where(eq(partnerPages.partnerId, partner.id))
    .orderBy(asc(partnerPages.sortOrder), asc(partnerPages.path));
  const page = pages.find((candidate) => candidate.path === path);
  if (!page) throw data(null, { status: 404 });
  const access = contentAccess(page, { loggedIn: viewer.user !== null, partnerIds: viewer.partnerIds });
  if (access !== "ok") throw data(null, { status: access === "login" ? 401 : 403 });
  const link = (target: { path: string }) => `/${lng}/pages/${partner.slug}/${target.path}`;
  const summary = (target: (typeof pages)[number]) => ({
    href: link(target),
    title: localised(target, "title", lng),
    intro: localised(target, "intro", lng),
  });
  return {
    partner,
    page,
    title: localised(page, "title", lng),
    intro: localised(page, "intro", lng),
    body: localised(page, "body", lng),
    children: page.listing === "children" ? childrenOf(pages, page.path).map(summary) : [],
    trail: ancestorsOf(pages, page.path).map(summary),
    home: pages.find((candidate) => candidate.path === "program") ?? null,
  };
}
