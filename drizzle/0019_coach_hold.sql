ALTER TABLE "coaches" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "coaches" ADD COLUMN "hold_reason" text;--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_held_unpublished" CHECK ("coaches"."held_at" is null or not "coaches"."published");--> statement-breakpoint
ALTER TABLE "coaches" ADD CONSTRAINT "coaches_hold_reason" CHECK ("coaches"."hold_reason" is null or ("coaches"."held_at" is not null and length("coaches"."hold_reason") <= 500));