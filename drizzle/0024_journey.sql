CREATE TABLE "goal_check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"progress" smallint NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_check_ins_progress" CHECK ("goal_check_ins"."progress" between 0 and 10),
	CONSTRAINT "goal_check_ins_note_length" CHECK ("goal_check_ins"."note" is null or length("goal_check_ins"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "goal_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"goal_id" uuid NOT NULL,
	"title" text NOT NULL,
	"due_date" date,
	"status" text DEFAULT 'active' NOT NULL,
	"proposed_by_coach_id" uuid,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goal_steps_title_length" CHECK (length(btrim("goal_steps"."title")) between 1 and 200),
	CONSTRAINT "goal_steps_status_known" CHECK ("goal_steps"."status" in ('proposed', 'active', 'declined')),
	CONSTRAINT "goal_steps_done_active" CHECK ("goal_steps"."done_at" is null or "goal_steps"."status" = 'active')
);
--> statement-breakpoint
CREATE TABLE "goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"title" text NOT NULL,
	"domain" text,
	"status" text DEFAULT 'active' NOT NULL,
	"shared_coach_id" uuid,
	"proposed_by_coach_id" uuid,
	"target_date" date,
	"check_in_every_days" integer DEFAULT 7 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goals_title_length" CHECK (length(btrim("goals"."title")) between 1 and 120),
	CONSTRAINT "goals_status_known" CHECK ("goals"."status" in ('proposed', 'active', 'declined', 'achieved', 'stopped')),
	CONSTRAINT "goals_domain_known" CHECK ("goals"."domain" is null or "goals"."domain" in ('wellbeing', 'energy', 'sleep', 'stress', 'activity', 'nutrition', 'work_life_balance', 'connection')),
	CONSTRAINT "goals_check_in_every" CHECK ("goals"."check_in_every_days" between 1 and 90),
	CONSTRAINT "goals_proposal_shared" CHECK ("goals"."status" <> 'proposed' or "goals"."shared_coach_id" = "goals"."proposed_by_coach_id")
);
--> statement-breakpoint
CREATE TABLE "rating_requests" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safety_concerns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appointment_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"member_id" text,
	"agreed" text NOT NULL,
	"referred" boolean NOT NULL,
	"referred_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" text,
	CONSTRAINT "safety_concerns_agreed_length" CHECK (length(btrim("safety_concerns"."agreed")) between 1 and 2000),
	CONSTRAINT "safety_concerns_referred_to" CHECK (("safety_concerns"."referred" and "safety_concerns"."referred_to" in ('113', 'huisarts', 'huisartsenpost', '112', 'other')) or (not "safety_concerns"."referred" and "safety_concerns"."referred_to" is null))
);
--> statement-breakpoint
CREATE TABLE "session_ratings" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"coach_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"recommend" boolean NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_ratings_rating" CHECK ("session_ratings"."rating" between 1 and 5),
	CONSTRAINT "session_ratings_comment_length" CHECK ("session_ratings"."comment" is null or length("session_ratings"."comment") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "session_summaries" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"coach_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"agreements" text DEFAULT '' NOT NULL,
	"goal_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_summaries_summary_length" CHECK (length(btrim("session_summaries"."summary")) between 1 and 2000),
	CONSTRAINT "session_summaries_agreements_length" CHECK (length("session_summaries"."agreements") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_id_coach" UNIQUE("id","coach_id");--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_id_member_coach" UNIQUE("id","member_id","coach_id");--> statement-breakpoint
ALTER TABLE "goal_check_ins" ADD CONSTRAINT "goal_check_ins_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_steps" ADD CONSTRAINT "goal_steps_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goal_steps" ADD CONSTRAINT "goal_steps_proposed_by_coach_id_coaches_id_fk" FOREIGN KEY ("proposed_by_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_shared_coach_id_coaches_id_fk" FOREIGN KEY ("shared_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_proposed_by_coach_id_coaches_id_fk" FOREIGN KEY ("proposed_by_coach_id") REFERENCES "public"."coaches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_requests" ADD CONSTRAINT "rating_requests_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_concerns" ADD CONSTRAINT "safety_concerns_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_concerns" ADD CONSTRAINT "safety_concerns_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safety_concerns" ADD CONSTRAINT "safety_concerns_appointment_coach_fk" FOREIGN KEY ("appointment_id","coach_id") REFERENCES "public"."appointments"("id","coach_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_ratings" ADD CONSTRAINT "session_ratings_appointment_member_fk" FOREIGN KEY ("appointment_id","member_id","coach_id") REFERENCES "public"."appointments"("id","member_id","coach_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_summaries" ADD CONSTRAINT "session_summaries_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_summaries" ADD CONSTRAINT "session_summaries_appointment_coach_fk" FOREIGN KEY ("appointment_id","coach_id") REFERENCES "public"."appointments"("id","coach_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goal_check_ins_goal_idx" ON "goal_check_ins" USING btree ("goal_id","created_at");--> statement-breakpoint
CREATE INDEX "goal_steps_goal_idx" ON "goal_steps" USING btree ("goal_id","created_at");--> statement-breakpoint
CREATE INDEX "goals_member_idx" ON "goals" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "goals_shared_coach_idx" ON "goals" USING btree ("shared_coach_id","member_id");--> statement-breakpoint
CREATE INDEX "safety_concerns_open_idx" ON "safety_concerns" USING btree ("handled_at","created_at");--> statement-breakpoint
CREATE INDEX "session_ratings_coach_idx" ON "session_ratings" USING btree ("coach_id","created_at");--> statement-breakpoint
CREATE INDEX "session_summaries_goal_idx" ON "session_summaries" USING btree ("goal_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('message', 'booking', 'waitlist', 'event', 'agreement', 'goal', 'feedback', 'safety'));