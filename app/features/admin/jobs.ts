import { z } from "zod";

// What the job queue's page and its server code share (no server imports: the page uses it too).

export const jobViews = ["waiting", "dead", "done"] as const;
export type JobView = (typeof jobViews)[number];
export type JobState = "queued" | "running" | "retrying" | "dead" | "done";

export const JOBS_PER_PAGE = 50;

/**
 * Where a page of a view starts: just past the job with this sort key (its time as the database
 * writes it, to the microsecond) and id. In the address as `after=<time>~<id>`.
 */
export interface JobCursor {
  at: string;
  id: string;
}

const cursorPattern =
  /^((\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d{1,6})?(?:Z|[+-](\d{2})(?::?\d{2})?))~([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The cursor from the address, or null for anything that is not one, a date that does not exist
 * (31 February) included: the database would refuse it with an error, not an empty page.
 */
export function parseJobCursor(value: string | null): JobCursor | null {
  const match = value ? cursorPattern.exec(value) : null;
  if (!match?.[1] || !match[9]) return null;
  const [year, month, day, hour, minute, second, offset] = match.slice(2, 9).map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  const exists = date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day && year !== 0;
  if (!exists || (hour ?? 0) > 23 || (minute ?? 0) > 59 || (second ?? 0) > 59 || (offset ?? 0) > 15) return null;
  return { at: match[1], id: match[9].toLowerCase() };
}

/** The address of a view's page: its first, or the one past `after`. */
export function jobsHref(view: JobView, after?: JobCursor | null): string {
  const search = new URLSearchParams({ view });
  if (after) search.set("after", `${after.at}~${after.id}`);
  return `/admin/jobs?${search.toString()}`;
}

/** A dead letter's two buttons; messages are `admin` catalog keys. */
export const jobFormSchema = z.object({
  intent: z.enum(["retry", "discard"], { error: "jobs.errors.form" }),
  jobId: z.uuid({ error: "jobs.errors.form" }),
});
