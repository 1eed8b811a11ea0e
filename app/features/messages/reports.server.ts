import type { Database } from "~/db/connection.server";

export type ReportReason = "inappropriate" | "harassment" | "spam" | "other";

export interface ReportInput {
  reporterId: string;
  coachId: string;
  reason: ReportReason;
  /** The member's own words (may be empty). */
  note: string;
  /** The message the member chose to include, if any: its text and when it was sent. */
  includedMessage?: { text: string; sentAt: Date } | null;
}

/** A member's report to the administrators: only what they chose to include, sealed, audited. */
export async function reportToAdmins(
  _db: Database,
  _input: ReportInput,
  _deps: { secret: string; now: Date },
): Promise<{ id: string }> {
  throw new Error("Reports are being built");
}
