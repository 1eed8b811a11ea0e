CREATE TABLE "appointment_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"member_id" text,
	"interval_weeks" smallint NOT NULL,
	"occurrences" smallint NOT NULL,
	"booked_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_series_interval" CHECK ("appointment_series"."interval_weeks" in (1, 2, 4)),
	CONSTRAINT "appointment_series_occurrences" CHECK ("appointment_series"."occurrences" between 2 and 12),
	CONSTRAINT "appointment_series_booked_by" CHECK ("appointment_series"."booked_by" in ('member', 'coach'))
);
--> statement-breakpoint
CREATE TABLE "caldav_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"coach_id" uuid NOT NULL,
	"server_url" text NOT NULL,
	"username" text NOT NULL,
	"sealed_password" text NOT NULL,
	"write_calendar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "caldav_accounts_coach_id_unique" UNIQUE("coach_id"),
	CONSTRAINT "caldav_accounts_lengths" CHECK (length("caldav_accounts"."server_url") <= 2048 and length("caldav_accounts"."username") <= 320),
	CONSTRAINT "caldav_accounts_password_sealed" CHECK ("caldav_accounts"."sealed_password" ~ '^v1\.'),
	CONSTRAINT "caldav_accounts_error_known" CHECK ("caldav_accounts"."last_error" is null or "caldav_accounts"."last_error" in ('unreachable', 'unauthorized', 'notCalDav', 'calendarGone', 'timeout', 'forbiddenAddress', 'insecure', 'httpStatus', 'tooLarge'))
);
--> statement-breakpoint
CREATE TABLE "caldav_busy" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"calendar_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"href" text NOT NULL,
	"etag" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "caldav_busy_order" CHECK ("caldav_busy"."ends_at" > "caldav_busy"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "caldav_calendars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"coach_id" uuid NOT NULL,
	"url" text NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"read_busy" boolean DEFAULT false NOT NULL,
	"ctag" text,
	"sync_token" text,
	"last_synced_at" timestamp with time zone,
	CONSTRAINT "caldav_calendars_once" UNIQUE("account_id","url"),
	CONSTRAINT "caldav_calendars_lengths" CHECK (length("caldav_calendars"."url") <= 2048 and length("caldav_calendars"."display_name") <= 200)
);
--> statement-breakpoint
CREATE TABLE "caldav_writes" (
	"appointment_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"url" text NOT NULL,
	"etag" text,
	"sequence" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coach_holiday_opt_outs" (
	"coach_id" uuid NOT NULL,
	"holiday" text NOT NULL,
	CONSTRAINT "coach_holiday_opt_outs_coach_id_holiday_pk" PRIMARY KEY("coach_id","holiday"),
	CONSTRAINT "coach_holiday_opt_outs_known" CHECK ("coach_holiday_opt_outs"."holiday" in ('newYear', 'goodFriday', 'easterSunday', 'easterMonday', 'kingsDay', 'liberationDay', 'ascensionDay', 'whitSunday', 'whitMonday', 'christmasDay', 'boxingDay'))
);
--> statement-breakpoint
CREATE TABLE "slot_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wait_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"appointment_id" uuid,
	CONSTRAINT "slot_offers_once" UNIQUE("wait_id","starts_at"),
	CONSTRAINT "slot_offers_order" CHECK ("slot_offers"."ends_at" > "slot_offers"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "slot_waits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"coach_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "slot_waits_kind_known" CHECK ("slot_waits"."kind" in ('intake', 'coaching')),
	CONSTRAINT "slot_waits_status_known" CHECK ("slot_waits"."status" in ('waiting', 'booked', 'withdrawn', 'expired')),
	CONSTRAINT "slot_waits_order" CHECK ("slot_waits"."from_date" <= "slot_waits"."to_date")
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_known";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "absence" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "absence_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_series" ADD CONSTRAINT "appointment_series_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_accounts" ADD CONSTRAINT "caldav_accounts_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_busy" ADD CONSTRAINT "caldav_busy_calendar_id_caldav_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."caldav_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_busy" ADD CONSTRAINT "caldav_busy_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_calendars" ADD CONSTRAINT "caldav_calendars_account_id_caldav_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."caldav_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_calendars" ADD CONSTRAINT "caldav_calendars_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_writes" ADD CONSTRAINT "caldav_writes_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caldav_writes" ADD CONSTRAINT "caldav_writes_account_id_caldav_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."caldav_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_holiday_opt_outs" ADD CONSTRAINT "coach_holiday_opt_outs_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_wait_id_slot_waits_id_fk" FOREIGN KEY ("wait_id") REFERENCES "public"."slot_waits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_offers" ADD CONSTRAINT "slot_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waits" ADD CONSTRAINT "slot_waits_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_waits" ADD CONSTRAINT "slot_waits_coach_id_coaches_id_fk" FOREIGN KEY ("coach_id") REFERENCES "public"."coaches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_series_member_idx" ON "appointment_series" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "caldav_busy_coach_idx" ON "caldav_busy" USING btree ("coach_id","starts_at");--> statement-breakpoint
CREATE INDEX "caldav_busy_resource_idx" ON "caldav_busy" USING btree ("calendar_id","href");--> statement-breakpoint
CREATE INDEX "caldav_calendars_coach_idx" ON "caldav_calendars" USING btree ("coach_id");--> statement-breakpoint
CREATE INDEX "caldav_writes_account_idx" ON "caldav_writes" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_waits_one_open" ON "slot_waits" USING btree ("member_id","coach_id") WHERE "slot_waits"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "slot_waits_coach_idx" ON "slot_waits" USING btree ("coach_id","created_at") WHERE "slot_waits"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_series_id_appointment_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."appointment_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_series_idx" ON "appointments" USING btree ("series_id") WHERE "appointments"."series_id" is not null;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_absence_known" CHECK ("appointments"."absence" is null or "appointments"."absence" in ('member', 'coach', 'both'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_known" CHECK ("notifications"."kind" in ('message', 'booking', 'waitlist', 'event', 'agreement', 'goal', 'feedback', 'safety', 'slot', 'absence'));