CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"member_id" text,
	"kind" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocks" "tstzrange" NOT NULL,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"topic" text,
	"idempotency_key" text,
	"cancelled_by" text,
	"cancel_reason" text,
	"cancelled_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_idempotency" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "appointments_kind_known" CHECK ("appointments"."kind" in ('intake', 'coaching')),
	CONSTRAINT "appointments_status_known" CHECK ("appointments"."status" in ('confirmed', 'completed', 'no_show', 'cancelled')),
	CONSTRAINT "appointments_time_order" CHECK ("appointments"."starts_at" < "appointments"."ends_at"),
	CONSTRAINT "appointments_blocks_cover" CHECK (lower("appointments"."blocks") <= "appointments"."starts_at" and upper("appointments"."blocks") >= "appointments"."ends_at"),
	CONSTRAINT "appointments_topic_length" CHECK ("appointments"."topic" is null or length("appointments"."topic") <= 500)
);
--> statement-breakpoint
CREATE TABLE "coach_weekly_hours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "coach_weekly_hours_weekday" CHECK ("coach_weekly_hours"."weekday" between 1 and 7),
	CONSTRAINT "coach_weekly_hours_range" CHECK ("coach_weekly_hours"."start_minute" >= 0 and "coach_weekly_hours"."end_minute" <= 1440 and "coach_weekly_hours"."start_minute" < "coach_weekly_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "coaches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"time_zone" text DEFAULT 'Europe/Amsterdam' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"minimum_notice_minutes" integer DEFAULT 720 NOT NULL,
	"window_days" integer DEFAULT 60 NOT NULL,
	"grid_minutes" integer DEFAULT 30 NOT NULL,
	"max_per_day" integer DEFAULT 6 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coaches_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "coaches_slug_unique" UNIQUE("slug"),
	CONSTRAINT "coaches_slug_format" CHECK ("coaches"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "coaches_rules_sane" CHECK ("coaches"."buffer_minutes" between 0 and 120 and "coaches"."minimum_notice_minutes" between 0 and 20160
      and "coaches"."window_days" between 1 and 365 and "coaches"."grid_minutes" in (15, 30, 60) and "coaches"."max_per_day" between 1 and 24)
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_weekly_hours" ADD CONSTRAINT "coach_weekly_hours_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_coach_idx" ON "appointments" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_member_idx" ON "appointments" USING btree ("member_id","starts_at");--> statement-breakpoint
CREATE INDEX "coach_weekly_hours_coach_idx" ON "coach_weekly_hours" USING btree ("coach_id");