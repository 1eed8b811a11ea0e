CREATE TABLE "calendar_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_order" CHECK ("calendar_busy"."ends_at" > "calendar_busy"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "calendar_subscriptions_once" UNIQUE("coach_id","url"),
	CONSTRAINT "calendar_subscriptions_url_length" CHECK (length("calendar_subscriptions"."url") <= 2048),
	CONSTRAINT "calendar_subscriptions_error_known" CHECK ("calendar_subscriptions"."last_error" is null or "calendar_subscriptions"."last_error" in ('unreachable', 'notCalendar', 'tooLarge', 'timeout', 'forbiddenAddress', 'httpStatus', 'insecure', 'tooManyRedirects'))
);
--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_subscription_id_calendar_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."calendar_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_busy_coach_idx" ON "calendar_busy" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_busy_subscription_idx" ON "calendar_busy" USING btree ("subscription_id");