import { type SQL, sql } from "drizzle-orm";
import { users } from "~/db/schema/accounts";
import { coaches } from "~/db/schema/coaching";

/**
 * The one rule for a practice members may find, see and book: published, and its account not
 * deactivated. An administrator's hold needs no term of its own: a held page is never published
 * (`coaches_held_unpublished`). The account is read at the time of asking, never copied onto the
 * practice, so reactivating an account brings its page back as it was. A practice without an
 * account (the demo's, or one whose coach deleted theirs) is judged by `published` alone.
 *
 * Every public place asks this: the directory, matching, suggestions, the sitemap, the coach's
 * page and photo, and booking inside its transaction, where it is the last word.
 */
export function coachIsPublic(): SQL {
  return sql`(${coaches.published} and not exists (select 1 from ${users} where ${users.id} = ${coaches.userId} and ${users.deactivatedAt} is not null))`;
}
