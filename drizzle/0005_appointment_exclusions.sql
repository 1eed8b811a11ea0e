-- No double booking, ever: a coach's live appointments may not overlap, buffers included, and a
-- member may not be in two sessions at once. Cancelled appointments free their time.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_coach_no_overlap"
  EXCLUDE USING gist ("coach_id" WITH =, "blocks" WITH &&) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_member_no_overlap"
  EXCLUDE USING gist ("member_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'cancelled' AND "member_id" IS NOT NULL);
