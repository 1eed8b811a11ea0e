CREATE TABLE "coach_date_overrides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"date" date NOT NULL,
	"start_minute" smallint,
	"end_minute" smallint,
	CONSTRAINT "coach_date_overrides_range" CHECK (("coach_date_overrides"."start_minute" is null and "coach_date_overrides"."end_minute" is null) or ("coach_date_overrides"."start_minute" >= 0 and "coach_date_overrides"."end_minute" <= 1440 and "coach_date_overrides"."start_minute" < "coach_date_overrides"."end_minute"))
);
--> statement-breakpoint
CREATE TABLE "coach_vacations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	CONSTRAINT "coach_vacations_order" CHECK ("coach_vacations"."from_date" <= "coach_vacations"."to_date")
);
--> statement-breakpoint
ALTER TABLE "coach_date_overrides" ADD CONSTRAINT "coach_date_overrides_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_vacations" ADD CONSTRAINT "coach_vacations_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_date_overrides_coach_idx" ON "coach_date_overrides" USING btree ("coach_id","date");--> statement-breakpoint
CREATE INDEX "coach_vacations_coach_idx" ON "coach_vacations" USING btree ("coach_id");