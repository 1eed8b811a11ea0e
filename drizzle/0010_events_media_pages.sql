CREATE TABLE "ebook_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"lead_id" uuid,
	"locale" text NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text,
	"locale" text NOT NULL,
	"consent_version" integer NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"token" text NOT NULL,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "ebook_leads_token_unique" UNIQUE("token"),
	CONSTRAINT "ebook_leads_withdrawn_erased" CHECK (("ebook_leads"."withdrawn_at" is null) = ("ebook_leads"."email" is not null))
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"partner_id" uuid,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_nl" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_nl" text NOT NULL,
	"body_en" text NOT NULL,
	"media_url" text,
	"captions_nl" text,
	"captions_en" text,
	"duration_seconds" integer,
	"published_at" timestamp with time zone NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('dutch', coalesce(title_nl, '')), 'A') || setweight(to_tsvector('english', coalesce(title_en, '')), 'A') || setweight(to_tsvector('dutch', coalesce(summary_nl, '')), 'B') || setweight(to_tsvector('english', coalesce(summary_en, '')), 'B') || setweight(to_tsvector('dutch', coalesce(body_nl, '')), 'C') || setweight(to_tsvector('english', coalesce(body_en, '')), 'C')) STORED,
	CONSTRAINT "media_items_slug_unique" UNIQUE("slug"),
	CONSTRAINT "media_items_slug_format" CHECK ("media_items"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "media_items_type_known" CHECK ("media_items"."type" in ('article', 'video', 'podcast', 'webinar_recording')),
	CONSTRAINT "media_items_player_has_file" CHECK ("media_items"."type" = 'article' or "media_items"."media_url" is not null),
	CONSTRAINT "media_items_files_local" CHECK (coalesce("media_items"."media_url", '/a.b') ~ '^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9]+)+$' and coalesce("media_items"."captions_nl", '/a.b') ~ '^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9]+)+$' and coalesce("media_items"."captions_en", '/a.b') ~ '^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9]+)+$')
);
--> statement-breakpoint
CREATE TABLE "partner_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"path" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"intro_nl" text NOT NULL,
	"intro_en" text NOT NULL,
	"body_nl" text NOT NULL,
	"body_en" text NOT NULL,
	"listing" text DEFAULT 'none' NOT NULL,
	"session_id" uuid,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "partner_pages_path_format" CHECK ("partner_pages"."path" ~ '^[a-z0-9]+(-[a-z0-9]+)*(/[a-z0-9]+(-[a-z0-9]+)*)*$'),
	CONSTRAINT "partner_pages_listing_known" CHECK ("partner_pages"."listing" in ('none', 'children', 'media', 'coaching', 'events'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"choice" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"queue" integer GENERATED ALWAYS AS IDENTITY (sequence name "event_registrations_queue_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promoted_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_registrations_status_known" CHECK ("event_registrations"."status" in ('registered', 'waitlisted', 'cancelled')),
	CONSTRAINT "event_registrations_cancel_consistent" CHECK (("event_registrations"."status" = 'cancelled') = ("event_registrations"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "event_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text,
	"online_url" text,
	"capacity" integer NOT NULL,
	"registration_deadline" timestamp with time zone NOT NULL,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "event_sessions_slug_unique" UNIQUE("slug"),
	CONSTRAINT "event_sessions_slug_format" CHECK ("event_sessions"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "event_sessions_ends_after_start" CHECK ("event_sessions"."ends_at" > "event_sessions"."starts_at"),
	CONSTRAINT "event_sessions_deadline_before_start" CHECK ("event_sessions"."registration_deadline" <= "event_sessions"."starts_at"),
	CONSTRAINT "event_sessions_capacity_positive" CHECK ("event_sessions"."capacity" between 1 and 100000),
	CONSTRAINT "event_sessions_has_place" CHECK ("event_sessions"."location" is not null or "event_sessions"."online_url" is not null),
	CONSTRAINT "event_sessions_online_https" CHECK ("event_sessions"."online_url" is null or "event_sessions"."online_url" ~ '^https://')
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"kind" text NOT NULL,
	"partner_id" uuid,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_nl" text NOT NULL,
	"summary_en" text NOT NULL,
	"body_nl" text NOT NULL,
	"body_en" text NOT NULL,
	"image" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_slug_format" CHECK ("events"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "events_kind_known" CHECK ("events"."kind" in ('sport_event', 'vitality_session', 'workshop', 'tour')),
	CONSTRAINT "events_image_local" CHECK ("events"."image" ~ '^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9]+)+$')
);
--> statement-breakpoint
CREATE TABLE "webinar_registrations" (
	"webinar_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webinars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"partner_id" uuid,
	"title_nl" text NOT NULL,
	"title_en" text NOT NULL,
	"description_nl" text NOT NULL,
	"description_en" text NOT NULL,
	"presenter_name" text NOT NULL,
	"presenter_role_nl" text NOT NULL,
	"presenter_role_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"stream_url" text,
	"recording_slug" text,
	CONSTRAINT "webinars_slug_unique" UNIQUE("slug"),
	CONSTRAINT "webinars_slug_format" CHECK ("webinars"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "webinars_duration_range" CHECK ("webinars"."duration_minutes" between 5 and 480),
	CONSTRAINT "webinars_stream_https" CHECK ("webinars"."stream_url" is null or "webinars"."stream_url" ~ '^https://')
);
--> statement-breakpoint
ALTER TABLE "ebook_downloads" ADD CONSTRAINT "ebook_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_downloads" ADD CONSTRAINT "ebook_downloads_lead_id_ebook_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."ebook_leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_pages" ADD CONSTRAINT "partner_pages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_pages" ADD CONSTRAINT "partner_pages_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_session_id_event_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."event_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sessions" ADD CONSTRAINT "event_sessions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_webinar_id_webinars_id_fk" FOREIGN KEY ("webinar_id") REFERENCES "public"."webinars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinar_registrations" ADD CONSTRAINT "webinar_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webinars" ADD CONSTRAINT "webinars_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_downloads_at_idx" ON "ebook_downloads" USING btree ("downloaded_at");--> statement-breakpoint
CREATE INDEX "media_items_search_idx" ON "media_items" USING gin ("search");--> statement-breakpoint
CREATE INDEX "media_items_published_idx" ON "media_items" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_pages_path_once" ON "partner_pages" USING btree ("partner_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_one_live" ON "event_registrations" USING btree ("session_id","user_id") WHERE "event_registrations"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "event_registrations_session_idx" ON "event_registrations" USING btree ("session_id","status","queue");--> statement-breakpoint
CREATE INDEX "event_registrations_user_idx" ON "event_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "event_sessions_event_idx" ON "event_sessions" USING btree ("event_id","starts_at");--> statement-breakpoint
CREATE INDEX "event_sessions_starts_idx" ON "event_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_partner_idx" ON "events" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "webinar_registrations_once" ON "webinar_registrations" USING btree ("webinar_id","user_id");--> statement-breakpoint
CREATE INDEX "webinar_registrations_user_idx" ON "webinar_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webinars_starts_idx" ON "webinars" USING btree ("starts_at");