import { data } from "react-router";
import type { Role } from "~/db/schema/accounts";
import { type CurrentUser, getCurrentUser } from "./session.server";

/**
 * Guards open every loader and action of a protected route. Logged out: 401, which the error
 * boundary shows as the login page link back to where the visitor was. Logged in without the
 * right: 403.
 */
export async function requireUser(request: Request): Promise<CurrentUser> {
  const user = await getCurrentUser(request);
  if (!user) throw data(null, { status: 401 });
  return user;
}

export async function requireRole(request: Request, role: Role): Promise<CurrentUser> {
  const user = await requireUser(request);
  if (!user.roles.includes(role)) throw data(null, { status: 403 });
  return user;
}
