export interface JoinLinkState {
  expiresAt: Date | null;
  maxUses: number | null;
  uses: number;
}

export type JoinLinkStatus = "open" | "expired" | "used-up";

/** Whether a join link can still be used at `now`. */
export function joinLinkStatus(link: JoinLinkState, now: Date): JoinLinkStatus {
  if (link.expiresAt && link.expiresAt.getTime() <= now.getTime()) return "expired";
  if (link.maxUses !== null && link.uses >= link.maxUses) return "used-up";
  return "open";
}

/** A link as a visitor meets it: an archived partner's links are closed whatever their own state. */
export type JoinLinkAvailability = JoinLinkStatus | "archived";

export function joinLinkAvailability(
  link: JoinLinkState,
  partner: { archivedAt: Date | null },
  now: Date,
): JoinLinkAvailability {
  return partner.archivedAt ? "archived" : joinLinkStatus(link, now);
}

/**
 * The last day a link works, for showing: it stops at an instant (the midnight after its last day,
 * or the moment someone ended it), so the day shown is the one of the moment just before.
 */
export function lastWorkingMoment(expiresAt: Date): Date {
  return new Date(expiresAt.getTime() - 1);
}
