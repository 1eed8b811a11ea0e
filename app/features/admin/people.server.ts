import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { type Role, userRoles, users } from "~/db/schema/accounts";
import { appointments } from "~/db/schema/coaching";
import { eventRegistrations, eventSessions, events, webinarRegistrations, webinars } from "~/db/schema/events";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { endSessions, grantRole, revokeRole, setDeactivated } from "~/features/accounts/people.server";
import { erasePersonalData } from "~/features/accounts/personal-data.server";
import { endSessionSockets } from "~/features/calls/hub.server";
import { invalidateCoachViews } from "~/features/coaching/view-cache.server";
import { makePartnerAdmin, revokePartnerAdmin } from "~/features/partners/memberships.server";
import { type AppErrorCode, fail } from "~/utils/app-error";
import { type Actor, recordAudit } from "./audit.server";
import { exactly, type Figure } from "./figures";
import { escapeLike, type GrantableRole } from "./people.schema";

// The back office's people: finding an account, what an administrator may see of it, and the
// changes an administrator may make. Every change is written with its audit entry in one
// transaction. What a person shared with a coach (topics, notes) and their vitality scans are
// never read here: an administrator manages accounts, not care.

export const PEOPLE_PAGE_SIZE = 25;

export type Refusal =
  | "notFound"
  | "ownAdmin"
  | "lastAdmin"
  | "self"
  | "notAdmin"
  | "partnerNotFound"
  | "alreadyVerified"
  | "confirmMismatch";

/** A change that was allowed: whether it changed anything. A refusal fails with its code (`refuse`). */
export type Outcome = { ok: true; changed: boolean };

/** What each refusal means, as a code; its message is its own `admin:people.errors.*` key. */
const refusalCodes: Record<Refusal, AppErrorCode> = {
  notFound: "notFound",
  ownAdmin: "conflict",
  lastAdmin: "conflict",
  self: "conflict",
  notAdmin: "forbidden",
  partnerNotFound: "unprocessable",
  alreadyVerified: "conflict",
  confirmMismatch: "unprocessable",
};

/** The refusal's field, when it is about one: the address typed to confirm, the partner chosen. */
const refusalFields: Partial<Record<Refusal, string>> = {
  confirmMismatch: "confirmEmail",
  partnerNotFound: "partnerId",
};

/** Stops the change with the refusal's code, its message at its field or for the form. */
export function refuse(refusal: Refusal): never {
  const key = `people.errors.${refusal}`;
  const field = refusalFields[refusal];
  fail(refusalCodes[refusal], field ? { fields: { [field]: key } } : { key });
}

const changed = (value: boolean): Outcome => ({ ok: true, changed: value });

/** A search reads at most this many matches: enough to find someone, bounded at any size. */
export const SEARCH_CAP = 1000;

/**
 * Accounts whose name or address contains the search (wildcards taken literally), by name; without
 * a search, everybody by name. A search takes at most `SEARCH_CAP` matches (by id, through the
 * trigram indexes on name and address where the search is rare, a scan that stops early where it is
 * common), and orders and pages those: `found` is their number, "more than" the cap when there are
 * more, so a broad search ("example") costs what a narrow one does instead of sorting every account.
 */
export async function searchPeople(db: Database, q: string, page = 1, pageSize = PEOPLE_PAGE_SIZE) {
  const offset = (page - 1) * pageSize;
  const { rows, found } = q
    ? await searchMatches(db, q, offset, pageSize)
    : {
        rows: await db
          .select(personColumns)
          .from(users)
          .orderBy(asc(users.name), asc(users.email), asc(users.id))
          .limit(pageSize + 1)
          .offset(offset),
        found: null,
      };
  const shown = rows.slice(0, pageSize);
  const roles = await rolesOf(
    db,
    shown.map((row) => row.id),
  );
  return {
    people: shown.map((row) => ({ ...row, roles: roles.get(row.id) ?? [] })),
    hasMore: rows.length > pageSize,
    found,
  };
}

const personColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

/** A page (and one more row) of the first `SEARCH_CAP` matches by id, in name order, and their number. */
async function searchMatches(db: Database, q: string, offset: number, pageSize: number) {
  const pattern = `%${escapeLike(q)}%`;
  const matches = db.$with("matches").as(
    db
      .select(personColumns)
      .from(users)
      .where(or(ilike(users.name, pattern), ilike(users.email, pattern)))
      .orderBy(asc(users.id))
      .limit(SEARCH_CAP + 1),
  );
  const rows = await db
    .with(matches)
    .select({
      id: matches.id,
      name: matches.name,
      email: matches.email,
      emailVerified: matches.emailVerified,
      deactivatedAt: matches.deactivatedAt,
      createdAt: matches.createdAt,
      found: sql<number>`(count(*) over ())::int`.as("found"),
    })
    .from(matches)
    .orderBy(asc(matches.name), asc(matches.email), asc(matches.id))
    .limit(pageSize + 1)
    .offset(offset);
  const total = Number(rows[0]?.found ?? 0);
  // The cap's extra row only tells that there are more; it is on no page.
  const onPages = Math.max(0, Math.min(total, SEARCH_CAP) - offset);
  const found: Figure = total > SEARCH_CAP ? { kind: "over", value: SEARCH_CAP } : exactly(total);
  return { rows: rows.slice(0, onPages).map(({ found: _, ...row }) => row), found };
}

async function rolesOf(db: Pick<Database, "select">, ids: string[]): Promise<Map<string, Role[]>> {
  const map = new Map<string, Role[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, role: userRoles.role })
    .from(userRoles)
    .where(inArray(userRoles.userId, ids))
    .orderBy(asc(userRoles.role));
  for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role]);
  return map;
}

/**
 * What an administrator sees of one account: its facts, roles, partner memberships, the dates and
 * states of its coaching sessions (never their topics or the coach's notes), and its event and
 * webinar registrations. Null when there is no such account.
 */
export async function getPerson(db: Database, id: string) {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      locale: users.locale,
      timeZone: users.timeZone,
      createdAt: users.createdAt,
      deactivatedAt: users.deactivatedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!account) return null;
  const [roles, memberships, sessionRows, eventRows, webinarRows] = await Promise.all([
    rolesOf(db, [id]),
    db
      .select({
        partnerId: partners.id,
        slug: partners.slug,
        name: partners.name,
        role: partnerMemberships.role,
        joinedAt: partnerMemberships.joinedAt,
      })
      .from(partnerMemberships)
      .innerJoin(partners, eq(partners.id, partnerMemberships.partnerId))
      .where(eq(partnerMemberships.userId, id))
      .orderBy(asc(partners.name)),
    db
      .select({
        id: appointments.id,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
        status: appointments.status,
      })
      .from(appointments)
      .where(eq(appointments.memberId, id))
      .orderBy(desc(appointments.startsAt)),
    db
      .select({
        id: eventRegistrations.id,
        eventTitleNl: events.titleNl,
        eventTitleEn: events.titleEn,
        sessionTitleNl: eventSessions.titleNl,
        sessionTitleEn: eventSessions.titleEn,
        startsAt: eventSessions.startsAt,
        status: eventRegistrations.status,
      })
      .from(eventRegistrations)
      .innerJoin(eventSessions, eq(eventSessions.id, eventRegistrations.sessionId))
      .innerJoin(events, eq(events.id, eventSessions.eventId))
      .where(eq(eventRegistrations.userId, id))
      .orderBy(desc(eventSessions.startsAt)),
    db
      .select({
        id: webinars.id,
        titleNl: webinars.titleNl,
        titleEn: webinars.titleEn,
        startsAt: webinars.startsAt,
        registeredAt: webinarRegistrations.registeredAt,
      })
      .from(webinarRegistrations)
      .innerJoin(webinars, eq(webinars.id, webinarRegistrations.webinarId))
      .where(eq(webinarRegistrations.userId, id))
      .orderBy(desc(webinars.startsAt)),
  ]);
  return {
    account,
    roles: roles.get(id) ?? [],
    memberships,
    appointments: sessionRows,
    eventRegistrations: eventRows,
    webinarRegistrations: webinarRows,
  };
}

export type Person = NonNullable<Awaited<ReturnType<typeof getPerson>>>;

/** The partners an administrator can make someone the administrator of (archived ones excepted). */
export async function listPartnerChoices(db: Database) {
  return db
    .select({ id: partners.id, slug: partners.slug, name: partners.name })
    .from(partners)
    .where(isNull(partners.archivedAt))
    .orderBy(asc(partners.name));
}

type Tx = Database;

/**
 * Takes the lock every change to who administers the platform goes through: the admin role rows,
 * `for update`. Two administrators taking each other's role (or deactivating each other) at once
 * queue here; the second sees the first's change and is refused if it would leave no one.
 * Returns the accounts that hold the role and are not deactivated.
 */
async function lockActiveAdmins(tx: Tx): Promise<string[]> {
  const locked = (await tx.execute(
    sql`select user_id from ${userRoles} where role = 'admin' order by user_id for update`,
  )) as unknown as { rows: { user_id: string }[] };
  const ids = locked.rows.map((row) => row.user_id);
  if (ids.length === 0) return [];
  const active = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isNull(users.deactivatedAt)));
  return active.map((row) => row.id);
}

/** The rules an admin-role change or a deactivation must keep: someone always administers. */
function adminRule(actor: Actor, target: string, activeAdmins: string[]): Refusal | null {
  // The lock may have waited for another administrator's change that took the actor's own role.
  if (!activeAdmins.includes(actor.id)) return "notAdmin";
  if (target === actor.id) return "ownAdmin";
  if (activeAdmins.includes(target) && activeAdmins.length <= 1) return "lastAdmin";
  return null;
}

async function exists(tx: Tx, id: string, lock = false): Promise<{ deactivatedAt: Date | null } | null> {
  const query = tx.select({ deactivatedAt: users.deactivatedAt }).from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

async function currentRoles(tx: Tx, id: string): Promise<Role[]> {
  return (await rolesOf(tx, [id])).get(id) ?? [];
}

/**
 * Grants or revokes the coach or admin role. Granting coach opens no practice (an invitation does
 * that); without one the coach area stays closed. Nobody removes their own admin role, and the
 * last active administrator keeps theirs.
 */
export async function setRole(
  db: Database,
  actor: Actor,
  userId: string,
  role: GrantableRole,
  grant: boolean,
  options: { afterCheck?: () => Promise<void> } = {},
): Promise<Outcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    if (role === "admin" && !grant) {
      const refusal = adminRule(actor, userId, await lockActiveAdmins(tx));
      if (refusal) refuse(refusal);
      // Between the check and the write: where a concurrent change would slip in without the lock
      // (the concurrency test pauses here).
      await options.afterCheck?.();
    }
    if (!(await exists(tx, userId, true))) refuse("notFound");
    const before = await currentRoles(tx, userId);
    if (before.includes(role) === grant) return changed(false);
    if (grant) await grantRole(tx, userId, role);
    else await revokeRole(tx, userId, role);
    await recordAudit(tx, {
      actor,
      action: grant ? "role-granted" : "role-revoked",
      entity: "user",
      entityId: userId,
      before: { roles: before.join(", ") },
      after: { roles: (await currentRoles(tx, userId)).join(", ") },
    });
    return changed(true);
  });
}

/**
 * Makes the account an administrator of one partner, or takes that away again. Granting adds the
 * membership when the account was no member of the partner; revoking keeps the membership.
 */
export async function setPartnerAdmin(
  db: Database,
  actor: Actor,
  userId: string,
  partnerId: string,
  grant: boolean,
): Promise<Outcome> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Tx;
    if (!(await exists(tx, userId, true))) refuse("notFound");
    const [partner] = await tx
      .select({ slug: partners.slug })
      .from(partners)
      .where(eq(partners.id, partnerId))
      .for("update");
    if (!partner) refuse("partnerNotFound");
    const [membership] = await tx
      .select({ role: partnerMemberships.role })
      .from(partnerMemberships)
      .where(and(eq(partnerMemberships.partnerId, partnerId), eq(partnerMemberships.userId, userId)));
    const before = membership?.role ?? null;
    const after = grant ? "admin" : before === null ? null : "member";
    if (before === after) return changed(false);
    if (grant) await makePartnerAdmin(tx, partnerId, userId);
    else await revokePartnerAdmin(tx, partnerId, userId);
    const field = `partner ${partner.slug}`;
    await recordAudit(tx, {
      actor,
      action: grant ? "partner-admin-granted" : "partner-admin-revoked",
      entity: "user",
      entityId: userId,
      before: { [field]: before },
      after: { [field]: after },
    });
    return changed(true);
  });
}

/**
 * Deactivates an account: login is refused from now on and every session it has ends at once.
 * Nobody deactivates themself, and the last active administrator stays active.
 */
export async function deactivatePerson(db: Database, actor: Actor, userId: string, now: Date): Promise<Outcome> {
  const outcome = await db.transaction(async (transaction): Promise<Outcome> => {
    const tx = transaction as unknown as Tx;
    if (userId === actor.id) refuse("self");
    const refusal = adminRule(actor, userId, await lockActiveAdmins(tx));
    if (refusal && refusal !== "ownAdmin") refuse(refusal);
    const account = await exists(tx, userId, true);
    if (!account) refuse("notFound");
    if (account.deactivatedAt) return changed(false);
    await setDeactivated(tx, userId, now, now);
    const ended = await endSessions(tx, userId);
    await recordAudit(tx, {
      actor,
      action: "deactivated",
      entity: "user",
      entityId: userId,
      before: { deactivatedAt: null, sessions: ended },
      after: { deactivatedAt: now, sessions: 0 },
    });
    return changed(true);
  });
  // Its open call sockets close too, on every instance.
  if (outcome.changed) {
    await endSessionSockets({ userId });
    // A coach's practice leaves the directory and the free slots at once (see `coachIsPublic`).
    invalidateCoachViews();
  }
  return outcome;
}

/** Lets a deactivated account log in again (its old sessions stay ended). */
export async function reactivatePerson(db: Database, actor: Actor, userId: string, now: Date): Promise<Outcome> {
  const outcome = await db.transaction(async (transaction): Promise<Outcome> => {
    const tx = transaction as unknown as Tx;
    const account = await exists(tx, userId, true);
    if (!account) refuse("notFound");
    if (!account.deactivatedAt) return changed(false);
    await setDeactivated(tx, userId, null, now);
    await recordAudit(tx, {
      actor,
      action: "reactivated",
      entity: "user",
      entityId: userId,
      before: { deactivatedAt: account.deactivatedAt },
      after: { deactivatedAt: null },
    });
    return changed(true);
  });
  if (outcome.changed) invalidateCoachViews();
  return outcome;
}

/** Records that the verification mail was sent again (the mail itself goes through better-auth). */
export async function recordVerificationResent(db: Database, actor: Actor, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor,
      action: "verification-resent",
      entity: "user",
      entityId: userId,
      before: null,
      after: { verificationMail: "sent" },
    });
  });
}

/**
 * Deletes an account on the person's request, exactly as their own deletion does
 * (`erasePersonalData`), once the administrator has typed its address. Nobody deletes themself
 * here (their own account page does that), and the last active administrator is kept.
 * The entry names the account by id only: the address goes with the account.
 */
type DeleteOutcome = { ok: true; cancelled: number; released: number };

export async function deletePerson(
  db: Database,
  actor: Actor,
  userId: string,
  confirmEmail: string,
  now: Date,
): Promise<DeleteOutcome> {
  if (userId === actor.id) refuse("self");
  const outcome = await db.transaction(async (transaction): Promise<DeleteOutcome> => {
    const tx = transaction as unknown as Tx;
    const refusal = adminRule(actor, userId, await lockActiveAdmins(tx));
    if (refusal && refusal !== "ownAdmin") refuse(refusal);
    const [account] = await tx
      .select({ email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!account) refuse("notFound");
    if (account.email !== confirmEmail.trim().toLowerCase()) refuse("confirmMismatch");
    const roles = await currentRoles(tx, userId);
    await recordAudit(tx, {
      actor,
      action: "deleted",
      entity: "user",
      entityId: userId,
      before: { account: "present", roles: roles.join(", "), createdAt: account.createdAt },
      after: null,
    });
    // Inside this transaction (a savepoint): the deletion and its entry are saved together.
    const erased = await erasePersonalData(tx, userId, now);
    if (!erased) refuse("notFound");
    return { ok: true, cancelled: erased.cancelled, released: erased.released };
  });
  // The sessions went with the account; its open call sockets close too, on every instance.
  await endSessionSockets({ userId });
  // A coach's practice left the directory and the free slots (`erasePersonalData`).
  invalidateCoachViews();
  return outcome;
}
