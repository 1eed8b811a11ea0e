import { z } from "zod";

// What the job queue's page and its server code share (no server imports: the page uses it too).

export const jobViews = ["waiting", "dead", "done"] as const;
export type JobView = (typeof jobViews)[number];
export type JobState = "queued" | "running" | "retrying" | "dead" | "done";

export const JOBS_PER_PAGE = 50;

/** A dead letter's two buttons; messages are `admin` catalog keys. */
export const jobFormSchema = z.object({
  intent: z.enum(["retry", "discard"], { error: "jobs.errors.form" }),
  jobId: z.uuid({ error: "jobs.errors.form" }),
});
