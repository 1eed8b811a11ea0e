import { createHash, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, desc, eq, gt, isNull, lte, ne } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { type AccountChangeKind, accountChanges } from "~/db/schema/account-changes";
import { accounts, sessions, users } from "~/db/schema/accounts";
import { endSessionSockets } from "~/features/calls/hub.server";
import { forgetMember } from "~/features/coaching/appointments.server";
import { invalidateCoachViews } from "~/features/coaching/view-cache.server";
import { sendQueuedMailNow } from "~/features/email/queue.server";
import { deletionNotice, emailChanged, emailChangeNotice } from "~/features/email/templates.server";
import type { MailMessage } from "~/features/email/transport.server";
import { releasePlaces } from "~/features/events/registrations.server";
import { enqueueJob, type JobHandler } from "~/features/jobs/queue.server";
import { siteOrigin } from "~/utils/env.server";
import { isLanguage, type Language } from "~/utils/i18n/config";
import { formatDate } from "~/utils/i18n/format";
import { isUuid } from "~/utils/ids";
import { getAuth, VERIFY_EMAIL_HOURS } from "./auth.server";
import { erasePersonalData } from "./personal-data.server";

// The account page's changes that an intruder with a session and the password could use to take
// or destroy an account: a change of address and a deletion. Each mails the address the account
// had, with a link that undoes it for 7 days (docs/decisions/024-account-changing-actions.md).

/** How long the address the account had can undo a change, and how long a deletion waits. */
export const UNDO_DAYS = 7;
/** How long the link to a new address confirms it (as long as a verification link). */
export const CONFIRM_HOURS = VERIFY_EMAIL_HOURS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The account as these changes need it. */
export interface ChangingAccount {
  id: string;
  name: string;
  email: string;
  locale: string;
  timeZone: string;
}

const languageOf = (locale: string): Language => (isLanguage(locale) ? locale : "nl");

/** Only the SHA-256 of a link's token is stored; the token itself exists only in the mail. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** A token as `newToken` makes them; anything else names no link (and is never looked up). */
const isToken = (value: unknown): value is string => typeof value === "string" && /^[\w-]{43}$/.test(value);

/** The page that confirms or undoes, in the account's language. */
export function accountChangeLink(lng: Language, token: string): string {
  return `${siteOrigin()}/${lng}/account-change?token=${token}`;
}

/** Changes of an account that may still be undone or confirmed. */
const open = and(isNull(accountChanges.undoneAt), isNull(accountChanges.closedAt));

/**
 * Whose an address is: the account that has it, or the account that moved away from it while the
 * link mailed to it can still bring it back (so nobody can take the address in the meantime and
 * keep its owner from undoing). Null when nobody's.
 */
export async function addressOwner(
  db: Database,
  email: string,
  now: Date,
): Promise<{ id: string; name: string; locale: string } | null> {
  const address = email.toLowerCase();
  const [own] = await db
    .select({ id: users.id, name: users.name, locale: users.locale })
    .from(users)
    .where(eq(users.email, address));
  if (own) return own;
  const [held] = await db
    .select({ id: users.id, name: users.name, locale: users.locale })
    .from(accountChanges)
    .innerJoin(users, eq(users.id, accountChanges.userId))
    .where(
      and(
        eq(accountChanges.previousEmail, address),
        eq(accountChanges.kind, "email"),
        open,
        gt(accountChanges.undoExpiresAt, now),
      ),
    )
    .limit(1);
  return held ?? null;
}

/**
 * Asks to move the account to `newEmail` (the password was confirmed before): a confirmation link
 * to the new address, valid for a day, and a notice with an undo link to the current one, valid for
 * a week. An earlier request that was not confirmed yet stops working. An address that is someone
 * else's gets no mail, and the person asking hears the same as for any other address.
 */
export async function requestEmailChange(
  db: Database,
  account: ChangingAccount,
  newEmail: string,
  now = new Date(),
): Promise<void> {
  const lng = languageOf(account.locale);
  const address = newEmail.toLowerCase();
  const owner = await addressOwner(db, address, now);
  const confirm = owner && owner.id !== account.id ? null : newToken();
  const undo = newToken();
  await db.transaction(async (tx) => {
    await tx
      .update(accountChanges)
      .set({ closedAt: now })
      .where(
        and(
          eq(accountChanges.userId, account.id),
          eq(accountChanges.kind, "email"),
          isNull(accountChanges.confirmedAt),
          open,
        ),
      );
    await tx.insert(accountChanges).values({
      userId: account.id,
      kind: "email",
      previousEmail: account.email,
      newEmail: address,
      confirmTokenHash: confirm?.hash ?? null,
      confirmExpiresAt: confirm ? new Date(now.getTime() + CONFIRM_HOURS * 3_600_000) : null,
      undoTokenHash: undo.hash,
      undoExpiresAt: new Date(now.getTime() + UNDO_DAYS * DAY_MS),
      createdAt: now,
    });
    if (confirm) {
      await enqueueMail(
        tx,
        {
          to: address,
          ...emailChanged({
            lng,
            name: account.name,
            url: accountChangeLink(lng, confirm.token),
            hours: CONFIRM_HOURS,
          }),
        },
        now,
      );
    }
    await enqueueMail(
      tx,
      {
        to: account.email,
        ...emailChangeNotice({
          lng,
          name: account.name,
          newEmail: address,
          url: accountChangeLink(lng, undo.token),
          days: UNDO_DAYS,
        }),
      },
      now,
    );
  });
  void sendQueuedMailNow(now);
}

/**
 * Queues a mail in the caller's transaction, so it goes out only if the change commits;
 * `sendQueuedMailNow` sends it once it has (`queueMail` would try before the commit).
 */
async function enqueueMail(tx: unknown, message: MailMessage, now: Date) {
  await enqueueJob(tx as Database, {
    name: "mail",
    key: `mail:${randomUUID()}`,
    runAt: now,
    payload: message as unknown as Record<string, unknown>,
  });
}

/**
 * Closes the account for deletion (the password was confirmed before): it is deactivated and every
 * session ends now, upcoming sessions and event places are given up (the coach is told, the
 * waitlist moves up), and the account with everything in it is erased by a job 7 days later,
 * unless the link mailed to its address is used before then.
 */
export async function requestDeletion(
  db: Database,
  account: ChangingAccount,
  now = new Date(),
): Promise<{ due: Date; cancelled: number; released: number }> {
  const lng = languageOf(account.locale);
  const undo = newToken();
  const due = new Date(now.getTime() + UNDO_DAYS * DAY_MS);
  await db.transaction(async (tx) => {
    const [change] = await tx
      .insert(accountChanges)
      .values({
        userId: account.id,
        kind: "deletion",
        previousEmail: account.email,
        undoTokenHash: undo.hash,
        undoExpiresAt: due,
        createdAt: now,
      })
      .returning({ id: accountChanges.id });
    if (!change) throw new Error("the deletion request was not stored");
    // The same instant as the request's: undoing reactivates only what this deactivated.
    await tx.update(users).set({ deactivatedAt: now, updatedAt: now }).where(eq(users.id, account.id));
    await tx.delete(sessions).where(eq(sessions.userId, account.id));
    await enqueueJob(tx as unknown as Database, {
      name: "account-erasure",
      key: `account-erasure:${change.id}`,
      runAt: due,
      payload: { changeId: change.id },
    });
    await enqueueMail(
      tx,
      {
        to: account.email,
        ...deletionNotice({
          lng,
          name: account.name,
          date: formatDate(due, lng, account.timeZone),
          url: accountChangeLink(lng, undo.token),
        }),
      },
      now,
    );
  });
  await endSessionSockets({ userId: account.id });
  void sendQueuedMailNow(now);
  const released = await releasePlaces(db, account.id, now);
  const cancelled = await forgetMember(db, account.id, now);
  return { due, cancelled: cancelled.length, released };
}

/** What a mailed link does, or why it no longer does anything. */
export type AccountLink =
  | { state: "confirm"; newEmail: string }
  | { state: "undo"; kind: AccountChangeKind; previousEmail: string; newEmail: string | null; due: Date }
  | { state: "used" | "expired" | "replaced" | "unknown" };

type Change = typeof accountChanges.$inferSelect;

async function findByToken(db: Database, token: unknown, lock = false) {
  if (!isToken(token)) return null;
  const hash = hashToken(token);
  for (const [column, role] of [
    [accountChanges.confirmTokenHash, "confirm"],
    [accountChanges.undoTokenHash, "undo"],
  ] as const) {
    const query = db.select().from(accountChanges).where(eq(column, hash));
    const [row] = lock ? await query.for("update") : await query;
    if (row) return { change: row, role };
  }
  return null;
}

/** Why a link cannot be used (any more), or null when it can. */
async function refusal(
  db: Database,
  found: { change: Change; role: "confirm" | "undo" } | null,
  now: Date,
): Promise<Exclude<AccountLink["state"], "confirm" | "undo"> | null> {
  if (!found) return "unknown";
  const { change, role } = found;
  if (role === "confirm") {
    if (change.confirmedAt) return "used";
    if (change.undoneAt || change.closedAt) return "replaced";
    if (!change.confirmExpiresAt || change.confirmExpiresAt <= now) return "expired";
    // The account moved on since (another change, or one undone): this one no longer applies.
    const [account] = await db.select({ email: users.email }).from(users).where(eq(users.id, change.userId));
    if (account?.email !== change.previousEmail) return "replaced";
    return null;
  }
  if (change.undoneAt) return "used";
  if (change.closedAt) return "replaced";
  if (change.undoExpiresAt <= now) return "expired";
  return null;
}

/** What the link with `token` would do now (the page shows it before anything happens). */
export async function describeLink(db: Database, token: unknown, now = new Date()): Promise<AccountLink> {
  const found = await findByToken(db, token);
  const refused = await refusal(db, found, now);
  if (refused || !found) return { state: refused ?? "unknown" };
  const { change, role } = found;
  if (role === "confirm") return { state: "confirm", newEmail: change.newEmail ?? "" };
  return {
    state: "undo",
    kind: change.kind,
    previousEmail: change.previousEmail,
    newEmail: change.newEmail,
    due: change.undoExpiresAt,
  };
}

export type LinkOutcome =
  | { ok: true; done: "confirmed"; email: string }
  | { ok: true; done: "undone"; kind: AccountChangeKind; email: string; passwordReset: boolean }
  | { ok: false; reason: Exclude<AccountLink["state"], "confirm" | "undo"> | "taken" };

/** Uses a link: confirms a new address, or undoes a change. Each link works once. */
export async function applyLink(db: Database, token: unknown, lng: Language, now = new Date()): Promise<LinkOutcome> {
  const found = await findByToken(db, token);
  if (!found) return { ok: false, reason: "unknown" };
  return found.role === "confirm"
    ? confirmEmailChange(db, token as string, now)
    : undoChange(db, token as string, lng, now);
}

async function confirmEmailChange(db: Database, token: string, now: Date): Promise<LinkOutcome> {
  try {
    return await db.transaction(async (transaction): Promise<LinkOutcome> => {
      const tx = transaction as unknown as Database;
      const found = await findByToken(tx, token, true);
      const refused = await refusal(tx, found, now);
      if (refused || !found?.change.newEmail) return { ok: false, reason: refused ?? "unknown" } as const;
      const { change } = found;
      const newEmail = change.newEmail as string;
      const owner = await addressOwner(tx, newEmail, now);
      if (owner && owner.id !== change.userId) return { ok: false, reason: "taken" } as const;
      // Opened at the new address: that address is confirmed.
      await tx
        .update(users)
        .set({ email: newEmail, emailVerified: true, updatedAt: now })
        .where(eq(users.id, change.userId));
      await tx.update(accountChanges).set({ confirmedAt: now }).where(eq(accountChanges.id, change.id));
      return { ok: true, done: "confirmed", email: newEmail } as const;
    });
  } catch (error) {
    // Someone signed up with the address at the same moment: theirs now.
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
}

/**
 * Undoes a change through the link mailed to the address the account had: the address comes
 * back, a deletion is called off, every other open change of the account ends (links mailed to an
 * intruder's address included), every session ends, and whoever asked knew the password, so it is
 * replaced by one nobody knows and a link to choose a new one goes to the address.
 */
async function undoChange(db: Database, token: string, lng: Language, now: Date): Promise<LinkOutcome> {
  // Hashed before the transaction (scrypt takes a while): the password nobody knows.
  const unknowable = await hashPassword(randomBytes(32).toString("base64url"));
  let undone: { result: LinkOutcome; userId?: string };
  try {
    undone = await db.transaction(async (transaction): Promise<{ result: LinkOutcome; userId?: string }> => {
      const tx = transaction as unknown as Database;
      const found = await findByToken(tx, token, true);
      const refused = await refusal(tx, found, now);
      if (refused || !found) return { result: { ok: false, reason: refused ?? "unknown" } };
      const { change } = found;
      const [account] = await tx
        .select({ email: users.email, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.id, change.userId))
        .for("update");
      if (!account) return { result: { ok: false, reason: "unknown" } };
      const back: Partial<typeof users.$inferInsert> = { updatedAt: now };
      if (account.email !== change.previousEmail) {
        const owner = await addressOwner(tx, change.previousEmail, now);
        if (owner && owner.id !== change.userId) return { result: { ok: false, reason: "taken" } };
        // The link was opened at that address: it is confirmed.
        Object.assign(back, { email: change.previousEmail, emailVerified: true });
      }
      // A deletion still waiting (this one, or one asked for after a change of address) is called
      // off; the account opens again unless an administrator deactivated it since.
      const [deletion] = await tx
        .select({ createdAt: accountChanges.createdAt })
        .from(accountChanges)
        .where(and(eq(accountChanges.userId, change.userId), eq(accountChanges.kind, "deletion"), open));
      if (deletion && account.deactivatedAt?.getTime() === deletion.createdAt.getTime()) back.deactivatedAt = null;
      await tx.update(users).set(back).where(eq(users.id, change.userId));
      await tx.update(accountChanges).set({ undoneAt: now }).where(eq(accountChanges.id, change.id));
      await tx
        .update(accountChanges)
        .set({ closedAt: now })
        .where(and(eq(accountChanges.userId, change.userId), ne(accountChanges.id, change.id), open));
      await tx.delete(sessions).where(eq(sessions.userId, change.userId));
      const replaced = await tx
        .update(accounts)
        .set({ password: unknowable, updatedAt: now })
        .where(and(eq(accounts.userId, change.userId), eq(accounts.providerId, "credential")))
        .returning({ id: accounts.id });
      return {
        result: {
          ok: true,
          done: "undone",
          kind: change.kind,
          email: change.previousEmail,
          passwordReset: replaced.length > 0,
        },
        userId: change.userId,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, reason: "taken" };
    throw error;
  }
  const { result, userId } = undone;
  if (!result.ok || !userId) return result;
  await endSessionSockets({ userId });
  if (result.done === "undone" && result.passwordReset) {
    const auth = await getAuth();
    await auth.api.requestPasswordReset({ body: { email: result.email, redirectTo: `/${lng}/reset-password` } });
    void sendQueuedMailNow(now);
  }
  return result;
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined; current; ) {
    if (current.code === "23505") return true;
    current = current.cause as typeof current;
  }
  return false;
}

/**
 * The new address the account is waiting to confirm, for the account page: for a day after it
 * was asked for, whether or not a link went to it (an address of another account gets none, and
 * the page must not tell).
 */
export async function pendingEmailChange(db: Database, userId: string, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountChanges.newEmail })
    .from(accountChanges)
    .where(
      and(
        eq(accountChanges.userId, userId),
        eq(accountChanges.kind, "email"),
        isNull(accountChanges.confirmedAt),
        open,
        gt(accountChanges.createdAt, new Date(now.getTime() - CONFIRM_HOURS * 3_600_000)),
      ),
    )
    .orderBy(desc(accountChanges.createdAt))
    .limit(1);
  return row?.newEmail ?? null;
}

/** A deletion that is still pending for the account with this address (for the login's message). */
export async function pendingDeletion(db: Database, email: string): Promise<{ due: Date } | null> {
  const [row] = await db
    .select({ due: accountChanges.undoExpiresAt })
    .from(accountChanges)
    .innerJoin(users, eq(users.id, accountChanges.userId))
    .where(and(eq(users.email, email.toLowerCase()), eq(accountChanges.kind, "deletion"), open));
  return row ?? null;
}

/**
 * Carries out a deletion whose week has passed: the account and its personal data are erased
 * (`erasePersonalData`). Nothing happens when it was undone; a job that comes early fails, to be
 * tried again. Returns whether an account was erased.
 */
export async function carryOutDeletion(db: Database, changeId: unknown, now: Date): Promise<boolean> {
  if (!isUuid(changeId)) return false;
  const [change] = await db
    .select()
    .from(accountChanges)
    .where(and(eq(accountChanges.id, changeId), eq(accountChanges.kind, "deletion"), open));
  if (!change) return false;
  if (change.undoExpiresAt > now) throw new Error("the deletion is not due yet");
  const erased = (await erasePersonalData(db, change.userId, now)) !== null;
  // A coach's practice left the directory and the free slots (`erasePersonalData`).
  if (erased) invalidateCoachViews();
  return erased;
}

/** Queues the erasure of every deletion that is due, in case its own job was lost; returns how many. */
export async function queueDueDeletions(db: Database, now: Date): Promise<number> {
  const due = await db
    .select({ id: accountChanges.id })
    .from(accountChanges)
    .where(and(eq(accountChanges.kind, "deletion"), open, lte(accountChanges.undoExpiresAt, now)));
  let queued = 0;
  for (const { id } of due) {
    const sent = await enqueueJob(db, {
      name: "account-erasure",
      key: `account-erasure:${id}`,
      runAt: now,
      payload: { changeId: id },
    });
    if (sent) queued++;
  }
  return queued;
}

export function accountChangeJobHandlers(getDatabase: () => Promise<Database>): Record<string, JobHandler> {
  return {
    "account-erasure": async (payload, now) => {
      await carryOutDeletion(await getDatabase(), payload.changeId, now);
    },
    // Daily: a deletion whose job was lost (an outage longer than the queue keeps jobs) still happens.
    "account-erasure-sweep": async (_payload, now) => {
      await queueDueDeletions(await getDatabase(), now);
    },
  };
}
