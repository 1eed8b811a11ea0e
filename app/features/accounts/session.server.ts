import { and, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { type Role, userRoles, users } from "~/db/schema/accounts";
import { partnerMemberships } from "~/db/schema/partners";
import { getAuth } from "./auth.server";

export interface CurrentUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  locale: "nl" | "en";
  timeZone: string;
  roles: Role[];
  /** Administers at least one partner (a partner membership with role 'admin'): the partner area. */
  partnerAdmin: boolean;
  sessionId: string;
}

// A request asks at most once, however many loaders want the user.
const cache = new WeakMap<Request, Promise<CurrentUser | null>>();

/** The logged-in account of this request, or null. */
export function getCurrentUser(request: Request): Promise<CurrentUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = loadUser(request);
    cache.set(request, pending);
  }
  return pending;
}

/** The session cookie's names (plain, and with the prefix used over https). */
export const sessionCookieNames = ["vitaal.session_token", "__Secure-vitaal.session_token"] as const;

async function loadUser(request: Request): Promise<CurrentUser | null> {
  // Without a session cookie there is no one to look up (most visitors of public pages).
  const cookie = request.headers.get("cookie") ?? "";
  if (!sessionCookieNames.some((name) => cookie.includes(`${name}=`))) return null;
  const auth = await getAuth();
  const result = await auth.api.getSession({ headers: request.headers });
  if (!result) return null;
  const db = await getDb();
  // One query for the roles and the account's state: a deactivated account is logged out, even
  // with a session that outlived the deactivation.
  const administers = db
    .select({ one: sql`1` })
    .from(partnerMemberships)
    .where(and(eq(partnerMemberships.userId, users.id), eq(partnerMemberships.role, "admin")));
  const rows = await db
    .select({
      role: userRoles.role,
      deactivatedAt: users.deactivatedAt,
      partnerAdmin: sql<boolean>`exists (${administers})`,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, result.user.id));
  if (rows.length === 0 || rows[0]?.deactivatedAt) return null;
  const user = result.user as typeof result.user & { locale?: string; timeZone?: string };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    locale: user.locale === "en" ? "en" : "nl",
    timeZone: user.timeZone ?? "Europe/Amsterdam",
    roles: rows.flatMap((row) => (row.role ? [row.role] : [])),
    partnerAdmin: rows[0]?.partnerAdmin === true,
    sessionId: result.session.id,
  };
}
