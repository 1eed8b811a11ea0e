import type { Role } from "./server";

// The outcomes the matrix states per role, by area rule; shared by `access-matrix.ts` and the
// back office's parts (`admin-*.ts`).

/** A status, or a redirect with where it goes (the path, without the origin). */
export type Outcome = number | { status: number; to: string };
export type Outcomes = Record<Role, Outcome>;

export const to = (path: string): Outcome => ({ status: 302, to: path });

export const everyone = (outcome: Outcome): Outcomes => ({
  visitor: outcome,
  memberA: outcome,
  memberB: outcome,
  coachX: outcome,
  coachY: outcome,
  partnerAdmin: outcome,
  admin: outcome,
});
/** Any logged-in account (the signed-in area). */
export const signedIn = (outcome: Outcome): Outcomes => ({ ...everyone(outcome), visitor: 401 });
/** A public page that sends a logged-in account on to where it belongs. */
export const loggedOutOnly = (elsewhere: Outcome): Outcomes => ({ ...everyone(elsewhere), visitor: 200 });
/** Accounts with the member role (the member area); the admin and the partner admin are members too. */
export const members = (outcome: Outcome): Outcomes => ({ ...signedIn(outcome), coachX: 403, coachY: 403 });
/** Only the accounts with the member role (for a public page that sends members elsewhere). */
export const memberRoles = (outcome: Outcome): Partial<Outcomes> => ({
  memberA: outcome,
  memberB: outcome,
  partnerAdmin: outcome,
  admin: outcome,
});
/** Coaches with a practice (the coach area). */
export const coaches = (outcome: Outcome): Outcomes => ({
  ...signedIn(403),
  coachX: outcome,
  coachY: outcome,
});
/** Platform administrators (the admin area). */
export const admins = (outcome: Outcome): Outcomes => ({ ...signedIn(403), admin: outcome });
/** The admins of Deloitte (the partner portal): every other account 403, a visitor 401. */
export const partnerAdmins = (outcome: Outcome): Outcomes => ({ ...signedIn(403), partnerAdmin: outcome });
