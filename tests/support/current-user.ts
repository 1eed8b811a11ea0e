import type { Database } from "~/db/connection.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { createAdmin, type UserOptions } from "./factories";

// The signed-in user a loader or action of the back office reads from its context, for an account
// the factories made: what `getCurrentUser` would answer for it.

/** An account as the session sees it, with the roles it was given. */
export function currentUserOf(
  user: { id: string; name: string; email: string; locale?: string | null; timeZone?: string | null },
  roles: CurrentUser["roles"],
): CurrentUser {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: true,
    locale: user.locale === "nl" ? "nl" : "en",
    timeZone: user.timeZone ?? "Europe/Amsterdam",
    roles,
    partnerAdmin: false,
    sessionId: `${user.id}-session`,
  };
}

/** A new platform administrator (`createAdmin`), signed in. */
export async function signedInAdmin(db: Database, options: UserOptions = {}): Promise<CurrentUser> {
  const user = await createAdmin(db, { locale: "en", ...options });
  return currentUserOf(user, ["member", "admin"]);
}
