import { type Column, eq, inArray, isNull, or, type SQL } from "drizzle-orm";

// Who may see what a partner offers, in one place. Events, webinars and media belong to everyone
// (no partner) or to one partner, whose members alone see them; a partner's program page is for
// that partner's members unless it is marked public. A visitor has no partners. The same rule is
// here twice, as a predicate for a row at hand and as a SQL condition for a query, and the tests
// hold the two to the same answers.

/** What a piece of content says about its audience. */
export interface Audience {
  /** null: everyone's. */
  partnerId: string | null;
  /** Open to everyone although it belongs to a partner (program pages). */
  isPublic?: boolean;
}

/** The columns of a table that say the same, for queries. */
export interface AudienceColumns {
  partnerId: Column;
  isPublic?: Column;
}

/** Whether someone with these partner memberships (none for a visitor) may see the content. */
export function isVisibleTo(content: Audience, partnerIds: readonly string[]): boolean {
  return content.isPublic === true || content.partnerId === null || partnerIds.includes(content.partnerId);
}

/** The rows someone with these partner memberships (none for a visitor) may see. */
export function visibleWhere(table: AudienceColumns, partnerIds: readonly string[]): SQL {
  const conditions = [isNull(table.partnerId)];
  if (table.isPublic) conditions.push(eq(table.isPublic, true));
  if (partnerIds.length > 0) conditions.push(inArray(table.partnerId, [...partnerIds]));
  return or(...conditions) as SQL;
}

/** The rows anyone may see without logging in: what a search engine is told about. */
export function publicWhere(table: AudienceColumns): SQL {
  return visibleWhere(table, []);
}

export type ContentAccess = "ok" | "login" | "forbidden";

/**
 * Whether a viewer may open the content, and if not what would help: logging in (a visitor, who
 * may turn out to be a member), or nothing (someone else's member).
 */
export function contentAccess(
  content: Audience,
  viewer: { loggedIn: boolean; partnerIds: readonly string[] },
): ContentAccess {
  if (isVisibleTo(content, viewer.partnerIds)) return "ok";
  return viewer.loggedIn ? "forbidden" : "login";
}
