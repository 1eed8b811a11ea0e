import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { onboarding, users } from "~/db/schema/accounts";
import { getAuth } from "~/features/accounts/auth.server";

// A member who may register for sessions and webinars, for the tests of their pages: signed up
// through the login service (so the session cookie is one it signed), the address confirmed and
// the onboarding done.

export async function registeringMember(db: Database, email: string): Promise<{ userId: string; cookie: string }> {
  const signUp = await (await getAuth()).api.signUpEmail({
    body: { email, password: "a calm and long password", name: "Runner" },
    returnHeaders: true,
  });
  const userId = signUp.response.user.id;
  const done = new Date();
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
  await db
    .update(onboarding)
    .set({ profileDoneAt: done, termsVersion: 1, appDoneAt: done, vitascanDoneAt: done })
    .where(eq(onboarding.userId, userId));
  const cookie = signUp.headers
    .getSetCookie()
    .find((line) => line.startsWith("vitaal.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return { userId, cookie };
}

/** What an action answered (or threw) for a post: its status and data. */
export async function answerOf(
  run: () => Promise<unknown>,
): Promise<{ status: number; data: Record<string, unknown> | null }> {
  try {
    const answer = await run();
    if (answer instanceof Response) return { status: answer.status, data: null };
    const { data, init } = answer as { data: Record<string, unknown>; init?: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null };
    if (thrown instanceof Error) throw thrown;
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: null };
  }
}
