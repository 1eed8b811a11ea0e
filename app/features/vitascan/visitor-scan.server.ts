import type { Database } from "~/db/connection.server";
import { authSecret } from "~/features/accounts/auth.server";
import { decryptSecret, encryptSecret } from "~/features/partners/secret-box.server";
import { readCookie } from "~/utils/i18n/negotiate";
import { isScanOpen } from "./dates";
import { domains } from "./instrument";
import { type Answers, parseStep, scoreScan } from "./scoring";
import { completeScan, getConsent, giveConsent, openScan, saveStep, scanStatus } from "./vitascan.server";

// A visitor's vitality scan, before they have an account. The answers are health data: they are
// kept nowhere on the server, only in the visitor's own browser, in an encrypted cookie that
// nobody else can read or change (AES-GCM under a key of its own purpose). Creating an account or
// logging in offers to keep the result, which is then saved as the member's scan with the consent
// the visitor gave; until then the cookie lapses after a week.

export const VISITOR_SCAN_COOKIE = "vitaal_scan";
const MAX_AGE_SECONDS = 7 * 24 * 3600;

export interface VisitorScan {
  /** The answers given so far, checked as the scan's own form checks them. */
  answers: Answers;
  /** The furthest step reached (0-based). */
  step: number;
  /** When the visitor agreed to the use of their answers (ISO). */
  consentedAt: string;
}

/** The visitor's scan from the request's cookie; null when absent, expired or not ours. */
export function readVisitorScan(request: Request): VisitorScan | null {
  const raw = readCookie(request.headers.get("cookie"), VISITOR_SCAN_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(decryptSecret(raw, authSecret(), "visitor-scan")) as Partial<VisitorScan>;
    if (typeof value.consentedAt !== "string" || Number.isNaN(Date.parse(value.consentedAt))) return null;
    if (typeof value.step !== "number" || !Number.isInteger(value.step)) return null;
    return { answers: cleanAnswers(value.answers), step: clampStep(value.step), consentedAt: value.consentedAt };
  } catch {
    return null;
  }
}

/** The Set-Cookie header that keeps `scan` in the visitor's browser (or removes it: null). */
export function visitorScanCookie(scan: VisitorScan | null, secure: boolean): string {
  const value = scan ? encryptSecret(JSON.stringify(scan), authSecret(), "visitor-scan") : "";
  const maxAge = scan ? MAX_AGE_SECONDS : 0;
  return `${VISITOR_SCAN_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether the request came over HTTPS (directly or through the proxy), for the cookie's Secure flag. */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:" || request.headers.get("x-forwarded-proto") === "https";
}

function clampStep(step: number): number {
  return Math.max(0, Math.min(step, domains.length - 1));
}

/** Only known questions with answers in their range survive: a cookie is outside input. */
function cleanAnswers(value: unknown): Answers {
  if (!value || typeof value !== "object") return {};
  const record = value as Record<string, unknown>;
  const answers: Answers = {};
  for (const domain of domains) {
    const { answers: valid } = parseStep(domain, (name) => {
      const answer = record[name];
      return typeof answer === "number" || typeof answer === "string" ? String(answer) : null;
    });
    Object.assign(answers, valid);
  }
  return answers;
}

/** Whether every question has an answer. */
export function isComplete(scan: VisitorScan): boolean {
  return domains.every((domain) => domain.items.every((item) => scan.answers[item.id] !== undefined));
}

/** Whether the request carries a visitor's scan with every question answered. */
export function hasFinishedVisitorScan(request: Request): boolean {
  const scan = readVisitorScan(request);
  return scan !== null && isComplete(scan);
}

/** The visitor's result, scored as a member's would be; null while answers are missing. */
export function visitorResult(scan: VisitorScan) {
  return isComplete(scan) ? scoreScan(scan.answers) : null;
}

export type KeepOutcome = "kept" | "incomplete" | "notOpen";

/**
 * Saves a visitor's finished scan as the member's: their consent as given (unless they gave it
 * before), the answers into their open scan, scored and closed as any scan. A member whose next
 * scan is not open yet keeps their latest result instead (`notOpen`); nothing is saved then.
 */
export async function keepVisitorScan(
  db: Database,
  userId: string,
  scan: VisitorScan,
  now: Date,
): Promise<KeepOutcome> {
  if (!isComplete(scan)) return "incomplete";
  const { opensAt } = await scanStatus(db, userId);
  if (!isScanOpen(opensAt, now)) return "notOpen";
  if (!(await getConsent(db, userId))) await giveConsent(db, userId, new Date(scan.consentedAt));
  const open = await openScan(db, userId);
  await saveStep(db, open.id, userId, scan.answers, domains.length - 1);
  return (await completeScan(db, open.id, userId, now)) ? "kept" : "incomplete";
}
