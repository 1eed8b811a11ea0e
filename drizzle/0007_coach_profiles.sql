CREATE TABLE "coach_notes" (
	"appointment_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coach_notes_appointment_id_coach_id_pk" PRIMARY KEY("appointment_id","coach_id"),
	CONSTRAINT "coach_notes_length" CHECK (length("coach_notes"."body") <= 5000)
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"done_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "headline_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "headline_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "bio_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "bio_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "specialties" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "modes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "photo" "bytea";--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "photo_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "calendar_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('dutch', coalesce(headline_nl, '')), 'B') || setweight(to_tsvector('english', coalesce(headline_en, '')), 'B') || setweight(to_tsvector('dutch', coalesce(bio_nl, '')), 'C') || setweight(to_tsvector('english', coalesce(bio_en, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_notes" ADD CONSTRAINT "coach_notes_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "coaches_search_idx" ON "coaches" USING gin ("search");--> statement-breakpoint
CREATE INDEX "coaches_name_trgm_idx" ON "coaches" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coaches_specialties_idx" ON "coaches" USING gin ("specialties");--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_modes_known" CHECK ("coaches"."modes" <@ array['video', 'in_person']::text[]);--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_city_for_in_person" CHECK (not ('in_person' = any("coaches"."modes")) or "coaches"."city" is not null);--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_text_lengths" CHECK (length("coaches"."headline_nl") <= 120 and length("coaches"."headline_en") <= 120 and length("coaches"."bio_nl") <= 2000 and length("coaches"."bio_en") <= 2000);