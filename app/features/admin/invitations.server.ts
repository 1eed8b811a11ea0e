import { createHash, createHmac, randomBytes, randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { userRoles, users } from "~/db/schema/accounts";
import { coachInvitations } from "~/db/schema/admin";
import { coaches } from "~/db/schema/coaching";
import type { Auth } from "~/features/accounts/auth.server";
import { SESSION_DAYS } from "~/features/accounts/auth.server";
import {
  confirmAccount,
  createVerifiedAccount,
  grantRole,
  setPasswordHash,
  startSession,
} from "~/features/accounts/people.server";
import { openInvitedPractice, practiceOfAccount } from "~/features/coaching/invited-coach.server";
import { sendQueuedMailNow } from "~/features/email/queue.server";
import { coachInvitation } from "~/features/email/templates.server";
import { enqueueJob, type JobExecutor } from "~/features/jobs/queue.server";
import { fail } from "~/utils/app-error";
import type { Language } from "~/utils/i18n/config";
import { type Actor, recordAudit } from "./audit.server";
import { invitationPath } from "./invitations";
import type { AcceptInvitationInput } from "./invitations.schema";
import type { InviteRow } from "./invite-list";

// Invitations to coach. An administrator invites an address; the mail carries a one-time link
// (`/{lng}/coach-invitation?token=…`, 32 random bytes) of which only the SHA-256 is stored, valid
// INVITATION_DAYS. The database allows one pending invitation per address (a partial unique
// index), so two administrators inviting the same person at once make one invitation. Resending
// makes a new token (the old link dies with its hash); withdrawing ends it. Accepting makes the
// account, the coach role and an unpublished practice in one transaction, and logs the person in.

export const INVITATION_DAYS = 7;
const DAY_MS = 86_400_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export interface MailOptions {
  /** The site's origin for the link (https://vitaal.example). */
  origin: string;
  now: Date;
  /** Send the queued mail right away, as `queueMail` does (tests leave it queued). */
  send?: boolean;
}

const ENTITY = "coach-invitation";

/** Queues the invitation mail in the transaction that makes or renews the invitation. */
async function queueInvitationMail(
  tx: JobExecutor,
  invitation: { email: string; name: string },
  token: string,
  lng: Language,
  inviter: string,
  options: MailOptions,
) {
  await enqueueJob(tx, {
    name: "mail",
    key: `mail:${randomUUID()}`,
    runAt: options.now,
    payload: {
      to: invitation.email,
      ...coachInvitation({
        lng,
        name: invitation.name,
        inviter,
        url: `${options.origin}${invitationPath(lng, token)}`,
        days: INVITATION_DAYS,
      }),
    },
  });
}

/** After the commit: the queued mail goes out in the background; a failure is retried by the queue. */
function sendNow(options: MailOptions) {
  if (options.send === false) return;
  void sendQueuedMailNow(options.now);
}

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

export type InviteOutcome = "invited" | "existing-coach" | "pending" | NonNullable<InviteRow["problem"]>;

/**
 * Invites each valid row in a transaction of its own (invitation, audit entry and mail together
 * or not at all), so one refused row leaves the others as they are. Rows the list already refused
 * keep their problem; an address of a coach, or with a pending invitation, is reported as such.
 */
export async function inviteCoaches(
  db: Database,
  actor: Actor,
  rows: InviteRow[],
  lng: Language,
  options: MailOptions,
): Promise<(InviteRow & { outcome: InviteOutcome })[]> {
  const results: (InviteRow & { outcome: InviteOutcome })[] = [];
  let sent = false;
  for (const row of rows) {
    if (row.problem) {
      results.push({ ...row, outcome: row.problem });
      continue;
    }
    try {
      const outcome = await db.transaction(async (transaction): Promise<InviteOutcome> => {
        const tx = transaction as unknown as Database;
        const [coach] = await tx
          .select({ id: users.id })
          .from(users)
          .leftJoin(coaches, eq(coaches.userId, users.id))
          .leftJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "coach")))
          .where(
            and(eq(users.email, row.email), or(sql`${coaches.id} is not null`, sql`${userRoles.role} is not null`)),
          )
          .limit(1);
        if (coach) return "existing-coach";
        const { token, hash } = newToken();
        const expiresAt = new Date(options.now.getTime() + INVITATION_DAYS * DAY_MS);
        const [created] = await tx
          .insert(coachInvitations)
          .values({ email: row.email, name: row.name, tokenHash: hash, invitedBy: actor.id, expiresAt })
          .onConflictDoNothing()
          .returning({ id: coachInvitations.id });
        if (!created) return "pending";
        await recordAudit(tx, {
          actor,
          action: "invite",
          entity: ENTITY,
          entityId: created.id,
          after: { email: row.email, name: row.name, expiresAt, language: lng },
        });
        await queueInvitationMail(tx, row, token, lng, actor.name, options);
        return "invited";
      });
      if (outcome === "invited") sent = true;
      results.push({ ...row, outcome });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      results.push({ ...row, outcome: "pending" });
    }
  }
  if (sent) sendNow(options);
  return results;
}

/** The invitation, locked for a change; one that is gone fails `notFound`, one accepted or withdrawn `conflict`. */
async function pendingInvitation(tx: Database, id: string) {
  const [invitation] = await tx.select().from(coachInvitations).where(eq(coachInvitations.id, id)).for("update");
  if (!invitation) fail("notFound");
  if (invitation.acceptedAt || invitation.withdrawnAt) fail("conflict", { key: "coaches.errors.notPending" });
  return invitation;
}

/** A new link and a new expiry for a pending invitation; the old link no longer works. */
export async function resendInvitation(
  db: Database,
  actor: Actor,
  id: string,
  lng: Language,
  options: MailOptions,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const invitation = await pendingInvitation(tx, id);
    const { token, hash } = newToken();
    const expiresAt = new Date(options.now.getTime() + INVITATION_DAYS * DAY_MS);
    await tx.update(coachInvitations).set({ tokenHash: hash, expiresAt }).where(eq(coachInvitations.id, id));
    await recordAudit(tx, {
      actor,
      action: "resend",
      entity: ENTITY,
      entityId: id,
      before: { tokenHash: invitation.tokenHash, expiresAt: invitation.expiresAt },
      after: { tokenHash: hash, expiresAt, language: lng },
    });
    await queueInvitationMail(tx, invitation, token, lng, actor.name, options);
  });
  sendNow(options);
}

/** Ends a pending invitation: its link no longer works, and the address may be invited again. */
export async function withdrawInvitation(db: Database, actor: Actor, id: string, now: Date): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    await pendingInvitation(tx, id);
    await tx.update(coachInvitations).set({ withdrawnAt: now }).where(eq(coachInvitations.id, id));
    await recordAudit(tx, {
      actor,
      action: "withdraw",
      entity: ENTITY,
      entityId: id,
      before: { withdrawnAt: null },
      after: { withdrawnAt: now },
    });
  });
}

/** Pending invitations (expired ones too: they keep the address until resent or withdrawn), oldest first. */
export async function listPendingInvitations(db: Database, now: Date) {
  const rows = await db
    .select({
      id: coachInvitations.id,
      email: coachInvitations.email,
      name: coachInvitations.name,
      createdAt: coachInvitations.createdAt,
      expiresAt: coachInvitations.expiresAt,
      invitedBy: users.name,
    })
    .from(coachInvitations)
    .leftJoin(users, eq(users.id, coachInvitations.invitedBy))
    .where(and(isNull(coachInvitations.acceptedAt), isNull(coachInvitations.withdrawnAt)))
    .orderBy(asc(coachInvitations.createdAt));
  return rows.map((row) => ({ ...row, expired: row.expiresAt <= now }));
}

export type InvitationState = "valid" | "expired" | "accepted" | "withdrawn" | "unknown";

/** What a link leads to: the invitation and who sent it, or why it no longer works. */
export async function invitationByToken(db: Database, token: string, now: Date) {
  if (!token || token.length > 128) return { state: "unknown" as const, invitation: null };
  const [row] = await db
    .select({
      id: coachInvitations.id,
      email: coachInvitations.email,
      name: coachInvitations.name,
      expiresAt: coachInvitations.expiresAt,
      acceptedAt: coachInvitations.acceptedAt,
      withdrawnAt: coachInvitations.withdrawnAt,
      inviter: users.name,
    })
    .from(coachInvitations)
    .leftJoin(users, eq(users.id, coachInvitations.invitedBy))
    .where(eq(coachInvitations.tokenHash, hashToken(token)));
  if (!row) return { state: "unknown" as const, invitation: null };
  const state: InvitationState = row.acceptedAt
    ? "accepted"
    : row.withdrawnAt
      ? "withdrawn"
      : row.expiresAt <= now
        ? "expired"
        : "valid";
  return { state, invitation: row };
}

export type AcceptRefusal = "gone" | "account-exists" | "already-coach" | "deactivated";
export type AcceptOutcome =
  | { ok: true; userId: string; coachId: string; cookie: string }
  | { ok: false; reason: AcceptRefusal };

class Refused extends Error {
  constructor(readonly reason: AcceptRefusal) {
    super(reason);
  }
}

/**
 * Accepts an invitation, in one transaction: the token is checked under `for update` (its hash,
 * not expired, accepted or withdrawn); the account with the address is made, or, when one exists,
 * used only if the browser is logged in as it; the address is marked verified (the mail proved
 * it), the password set the way better-auth hashes it, the coach role added, the practice made
 * (unpublished), the invitation marked accepted, and a session made, whose cookie is returned.
 */
export async function acceptInvitation(
  db: Database,
  auth: Auth,
  input: AcceptInvitationInput,
  options: { lng: Language; sessionUserId: string | null; now: Date },
): Promise<AcceptOutcome> {
  const { now } = options;
  // Hashing takes a while (scrypt): before the transaction, so no row waits on it.
  const passwordHash = await hashPassword(input.password);
  const context = await auth.$context;
  const sessionToken = randomBytes(24).toString("base64url");
  try {
    const result = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Database;
      const [invitation] = await tx
        .select()
        .from(coachInvitations)
        .where(
          and(
            eq(coachInvitations.tokenHash, hashToken(input.token)),
            isNull(coachInvitations.acceptedAt),
            isNull(coachInvitations.withdrawnAt),
            gt(coachInvitations.expiresAt, now),
          ),
        )
        .for("update");
      if (!invitation) throw new Refused("gone");
      const [existing] = await tx
        .select({ id: users.id, deactivatedAt: users.deactivatedAt })
        .from(users)
        .where(eq(users.email, invitation.email));
      let userId: string;
      if (existing) {
        if (existing.id !== options.sessionUserId) throw new Refused("account-exists");
        if (existing.deactivatedAt) throw new Refused("deactivated");
        if (await practiceOfAccount(tx, existing.id)) throw new Refused("already-coach");
        userId = existing.id;
        await confirmAccount(tx, userId, input.name, now);
      } else {
        userId = await createVerifiedAccount(
          tx,
          { email: invitation.email, name: input.name, locale: options.lng },
          now,
        );
      }
      await setPasswordHash(tx, userId, passwordHash, now);
      await grantRole(tx, userId, "coach");
      const coachId = await openInvitedPractice(tx, userId, {
        name: input.name,
        headlineNl: input.headlineNl,
        headlineEn: input.headlineEn,
        bioNl: input.bioNl,
        bioEn: input.bioEn,
        specialties: input.specialties,
        languages: input.languages,
        modes: input.modes,
        city: input.city,
      });
      await tx.update(coachInvitations).set({ acceptedAt: now, userId }).where(eq(coachInvitations.id, invitation.id));
      await recordAudit(tx, {
        actor: { id: userId, name: input.name, email: invitation.email },
        action: "accept",
        entity: ENTITY,
        entityId: invitation.id,
        before: { acceptedAt: null },
        after: { acceptedAt: now, userId, coachId },
      });
      // The login, as better-auth makes it: a session row, and its token in a signed cookie.
      await startSession(tx, userId, sessionToken, new Date(now.getTime() + SESSION_DAYS * DAY_MS), now);
      return { userId, coachId };
    });
    const { name, attributes } = context.authCookies.sessionToken;
    const signature = createHmac("sha256", context.secret).update(sessionToken).digest("base64");
    const cookie = [
      `${name}=${encodeURIComponent(`${sessionToken}.${signature}`)}`,
      `Max-Age=${attributes.maxAge ?? SESSION_DAYS * 86_400}`,
      `Path=${attributes.path ?? "/"}`,
      "HttpOnly",
      "SameSite=Lax",
      ...(attributes.secure ? ["Secure"] : []),
    ].join("; ");
    return { ok: true, ...result, cookie };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    // Two acceptances of one link at once: the second waited for the first's lock and found it
    // accepted, or met the account the first made.
    if (isUniqueViolation(error)) return { ok: false, reason: "gone" };
    throw error;
  }
}
