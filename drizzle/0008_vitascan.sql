CREATE TABLE "vitascan_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vitascans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"instrument_version" integer NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"step" smallint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"result" jsonb,
	"overall" smallint,
	CONSTRAINT "vitascans_overall_range" CHECK ("vitascans"."overall" is null or "vitascans"."overall" between 0 and 100),
	CONSTRAINT "vitascans_completed_scored" CHECK (("vitascans"."completed_at" is null) = ("vitascans"."result" is null))
);
--> statement-breakpoint
ALTER TABLE "vitascan_consents" ADD CONSTRAINT "vitascan_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitascans" ADD CONSTRAINT "vitascans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vitascans_user_idx" ON "vitascans" USING btree ("user_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vitascans_one_open" ON "vitascans" USING btree ("user_id") WHERE "vitascans"."completed_at" is null;