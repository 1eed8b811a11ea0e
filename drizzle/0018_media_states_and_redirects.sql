CREATE TABLE "media_slug_redirects" (
	"old_slug" text PRIMARY KEY NOT NULL,
	"media_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_slug_redirects_format" CHECK ("media_slug_redirects"."old_slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "media_items" DROP CONSTRAINT "media_items_files_local";--> statement-breakpoint
ALTER TABLE "media_items" ALTER COLUMN "published_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "captions_text_nl" text;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "captions_text_en" text;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_items" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_slug_redirects" ADD CONSTRAINT "media_slug_redirects_media_id_media_items_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_slug_redirects_media_idx" ON "media_slug_redirects" USING btree ("media_id");--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_player_local_or_https" CHECK ("media_items"."media_url" is null or "media_items"."media_url" ~ '^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9]+)+$' or "media_items"."media_url" ~ '^https://[a-z0-9.-]+(:[0-9]{1,5})?/');--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_withdrawn_unpublished" CHECK ("media_items"."withdrawn_at" is null or "media_items"."published_at" is null);--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_files_local" CHECK (coalesce("media_items"."captions_nl", '/a.b') ~ '^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9]+)+$' and coalesce("media_items"."captions_en", '/a.b') ~ '^/[a-z0-9_-]+(/[a-z0-9_-]+)*(\.[a-z0-9]+)+$');