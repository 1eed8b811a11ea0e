import { and, eq, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { onboarding, type Role, userRoles, users } from "~/db/schema/accounts";
import { appointments } from "~/db/schema/coaching";
import { partnerMemberships, partners } from "~/db/schema/partners";
import { nextOnboardingStep, type OnboardingStep } from "~/features/accounts/onboarding";
import type { SessionKind } from "./sessions";

// Who may book a coaching session, in one place: the booking panel shows the reason, and booking
// and rescheduling check it again inside their transaction, where it is the last word.

/** What stands between a person and booking, checked in this order ("ok": nothing). */
export type Eligibility = "ok" | "login" | "coach-only" | "verify" | "onboarding" | "intake-only" | "no-allowance";

export interface Allowance {
  /** Sessions this calendar year: the largest allowance of the member's partners, or 1 without one. */
  total: number;
  used: number;
  left: number;
  /** Without a partner the one free session is an intake. */
  intakeOnly: boolean;
}

/** The account facts the rule reads; null for a visitor (or an account that no longer exists). */
export interface Booker {
  roles: readonly Role[];
  emailVerified: boolean;
  onboardingStep: OnboardingStep | null;
}

/** The account part of the rule: a member, with a confirmed address, done with onboarding. */
export function accountEligibility(
  booker: Booker | null,
): Extract<Eligibility, "ok" | "login" | "coach-only" | "verify" | "onboarding"> {
  if (!booker) return "login";
  if (!booker.roles.includes("member")) return "coach-only";
  if (!booker.emailVerified) return "verify";
  if (booker.onboardingStep) return "onboarding";
  return "ok";
}

/**
 * The allowance part: without a partner only the one intake, and never past the year's sessions.
 * Moving a session uses no new credit, so a reschedule always passes.
 */
export function allowanceEligibility(
  allowance: Allowance,
  kind: SessionKind,
  rescheduling: boolean,
): Extract<Eligibility, "ok" | "intake-only" | "no-allowance"> {
  if (rescheduling) return "ok";
  if (allowance.intakeOnly && kind !== "intake") return "intake-only";
  if (allowance.left <= 0) return "no-allowance";
  return "ok";
}

/** The year an appointment counts in: the calendar year of its start in the Netherlands. */
const yearOf = (value: Date) =>
  Number(new Intl.DateTimeFormat("en", { year: "numeric", timeZone: "Europe/Amsterdam" }).format(value));

/**
 * A member's coaching allowance for the year of `at`. Confirmed, completed and no-show sessions
 * count; a cancellation counts only when it was late.
 */
export async function allowanceFor(db: Pick<Database, "select">, memberId: string, at: Date): Promise<Allowance> {
  // One query: inside a transaction there is one connection, and queries on it go one at a time.
  const [row] = await db
    .select({
      programs: sql<number>`count(*)::int`,
      largest: sql<number | null>`max(${partners.coachingAllowance})::int`,
      used: sql<number>`(select count(*)::int from ${appointments} where ${and(
        eq(appointments.memberId, memberId),
        sql`extract(year from ${appointments.startsAt} at time zone 'Europe/Amsterdam') = ${yearOf(at)}`,
        sql`(${appointments.status} <> 'cancelled' or ${appointments.late})`,
      )})`,
    })
    .from(partnerMemberships)
    .innerJoin(partners, eq(partners.id, partnerMemberships.partnerId))
    .where(eq(partnerMemberships.userId, memberId));
  const intakeOnly = (row?.programs ?? 0) === 0;
  const total = intakeOnly ? 1 : (row?.largest ?? 0);
  const used = row?.used ?? 0;
  return { total, used, left: Math.max(0, total - used), intakeOnly };
}

/** The account's roles as a list, in the same query as the account (one connection in a transaction). */
const rolesOfUser = sql<Role[]>`(
  select coalesce(json_agg(${userRoles.role}), '[]'::json) from ${userRoles} where ${userRoles.userId} = ${users.id}
)`;

/** The account facts of the rule, read from the database (not from the session, which may be older). */
async function bookerOf(db: Pick<Database, "select">, userId: string): Promise<Booker | null> {
  const [account] = await db
    .select({
      emailVerified: users.emailVerified,
      onboarding,
      roles: rolesOfUser,
    })
    .from(users)
    .leftJoin(onboarding, eq(onboarding.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;
  return {
    roles: account.roles,
    emailVerified: account.emailVerified,
    onboardingStep: nextOnboardingStep(account.onboarding),
  };
}

/**
 * Whether a person may book a session of `kind` (or move one: `rescheduling`), and the allowance
 * of the year of `at` once the account part passes. `at` is the start being booked, or now for
 * the panel before a time is chosen. Inside a transaction, pass the transaction.
 */
export async function bookingEligibility(
  db: Pick<Database, "select">,
  user: { id: string } | null,
  input: { kind: SessionKind; at: Date; rescheduling?: boolean },
): Promise<{ eligibility: Eligibility; allowance: Allowance | null }> {
  const account = accountEligibility(user ? await bookerOf(db, user.id) : null);
  if (account !== "ok" || !user) return { eligibility: account, allowance: null };
  const allowance = await allowanceFor(db, user.id, input.at);
  return { eligibility: allowanceEligibility(allowance, input.kind, input.rescheduling ?? false), allowance };
}
