CREATE INDEX "session_ratings_created_idx" ON "session_ratings" USING btree ("created_at");--> statement-breakpoint
-- Partner reports show satisfaction (app/features/reports/satisfaction.ts): the reporting role may
-- read a rating's score, recommendation, member and time, never its comment, and nothing of safety
-- concerns, session summaries or goals (`reportingGrantStatements` in features/reports/usage.server.ts).
GRANT SELECT (member_id, rating, recommend, created_at) ON session_ratings TO vitaal_reporting;
--> statement-breakpoint
REVOKE ALL (comment, coach_id, appointment_id) ON session_ratings FROM vitaal_reporting;
--> statement-breakpoint
REVOKE ALL ON safety_concerns, session_summaries, goals, goal_steps, goal_check_ins FROM vitaal_reporting;
