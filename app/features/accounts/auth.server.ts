import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { accounts, onboarding, sessions, userRoles, users, verifications } from "~/db/schema/accounts";
import { endSessionSockets } from "~/features/calls/hub.server";
import { queueMail } from "~/features/email/queue.server";
import { emailChanged, resetPassword, verifyEmail } from "~/features/email/templates.server";
import { env, siteOrigin } from "~/utils/env.server";
import { isLanguage, type Language } from "~/utils/i18n/config";
import { MAX_PASSWORD, MIN_PASSWORD } from "./forms";

export const SESSION_DAYS = 30;
export const VERIFY_EMAIL_HOURS = 24;
export const RESET_PASSWORD_MINUTES = 60;

/** Mail goes out in the account's language. */
function languageOf(user: object): Language {
  const locale = (user as { locale?: unknown }).locale;
  return isLanguage(locale) ? locale : "nl";
}

export interface AuthOptions {
  db: Database;
  secret: string;
  /** The site's origin, e.g. https://vitaal.example; links in mails start with it. */
  baseURL: string;
  production: boolean;
}

/**
 * better-auth on the project's database: email + password, verification and reset by mail,
 * sessions in the database with HttpOnly, SameSite=Lax cookies (Secure in production). A new
 * session (and cookie) is made at every login.
 */
export function createAuth({ db, secret, baseURL, production }: AuthOptions) {
  return betterAuth({
    appName: "Vitaal",
    baseURL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [baseURL],
    database: drizzleAdapter(db, {
      provider: "pg",
      usePlural: true,
      schema: { users, sessions, accounts, verifications },
    }),
    user: {
      // A new address is used only after the link sent to it is opened (verify-email).
      changeEmail: { enabled: true },
      additionalFields: {
        locale: { type: "string", required: false, defaultValue: "nl", input: true },
        timeZone: { type: "string", required: false, defaultValue: "Europe/Amsterdam", input: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      // Members may look around before verifying; booking checks the verified address.
      requireEmailVerification: false,
      minPasswordLength: MIN_PASSWORD,
      maxPasswordLength: MAX_PASSWORD,
      resetPasswordTokenExpiresIn: RESET_PASSWORD_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await queueMail(db, {
          to: user.email,
          ...resetPassword({ lng: languageOf(user), name: user.name, url, minutes: RESET_PASSWORD_MINUTES }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link confirms the address and nothing more: whoever opens it (a mail scanner, a
      // forwarded mail, another person's browser) gets no session. The browser that signed up
      // is logged in already (autoSignIn at sign-up).
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_EMAIL_HOURS * 3600,
      async sendVerificationEmail({ user, url }) {
        // A change of address is confirmed at the new address while the account still has the old one.
        const [stored] = await db.select({ email: users.email }).from(users).where(eq(users.id, user.id));
        const render = stored && stored.email !== user.email ? emailChanged : verifyEmail;
        await queueMail(db, {
          to: user.email,
          ...render({ lng: languageOf(user), name: user.name, url, hours: VERIFY_EMAIL_HOURS }),
        });
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 3600,
      updateAge: 24 * 3600,
    },
    databaseHooks: {
      user: {
        create: {
          // Every account is a member and starts onboarding.
          async after(user) {
            await db.insert(userRoles).values({ userId: user.id, role: "member" }).onConflictDoNothing();
            await db.insert(onboarding).values({ userId: user.id }).onConflictDoNothing();
          },
        },
      },
      session: {
        delete: {
          // Every session better-auth ends (a logout, a changed or reset password, revoked
          // sessions) closes the call sockets opened with it, on every instance.
          async after(session) {
            await endSessionSockets({ userId: session.userId, sessionIds: [session.id] });
          },
        },
      },
    },
    // Logins, signups and resets go through the project's own actions, which limit per account
    // and per client (rate-limits.server.ts); only the two mail-link endpoints are reachable
    // over HTTP (server/app.ts), and those need a valid one-time token.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: "vitaal",
      useSecureCookies: production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure: production, path: "/" },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const holder = globalThis as typeof globalThis & { __vitaalAuth?: Promise<Auth> };

/** The process's auth instance on the configured database. */
export function getAuth(): Promise<Auth> {
  holder.__vitaalAuth ??= (async () => {
    const config = env();
    return createAuth({
      db: await getDb(),
      secret: authSecret(),
      baseURL: siteOrigin(config),
      // Cookies are Secure whenever the site is reached over https, whatever the mode; the demo
      // on http://localhost cannot use them.
      production: config.PUBLIC_ORIGIN?.startsWith("https://") ?? false,
    });
  })();
  return holder.__vitaalAuth;
}

/**
 * AUTH_SECRET signs cookies and tokens. The demo and development keep a generated one in the data
 * folder; production (NODE_ENV=production without DEMO_MODE, see `runMode`) must be given one,
 * whatever its database.
 */
export function authSecret(): string {
  const config = env();
  if (config.AUTH_SECRET) return config.AUTH_SECRET;
  if (config.NODE_ENV === "production" && !config.DEMO_MODE) {
    throw new Error("AUTH_SECRET is required in production (32 or more random characters).");
  }
  const path = join(config.DATA_DIR, "auth-secret");
  if (existsSync(path)) return readFileSync(path, "utf8").trim();
  mkdirSync(config.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
