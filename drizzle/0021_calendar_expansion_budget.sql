ALTER TABLE "calendar_subscriptions" DROP CONSTRAINT "calendar_subscriptions_error_known";--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "refused_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "refusals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calendar_subscriptions" ADD CONSTRAINT "calendar_subscriptions_error_known" CHECK ("calendar_subscriptions"."last_error" is null or "calendar_subscriptions"."last_error" in ('unreachable', 'notCalendar', 'tooLarge', 'timeout', 'forbiddenAddress', 'httpStatus', 'insecure', 'tooManyRedirects', 'tooComplex'));