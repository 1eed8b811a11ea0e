CREATE TABLE "vitascan_withdrawals" (
	"user_id" text PRIMARY KEY NOT NULL,
	"withdrawn_at" timestamp with time zone NOT NULL,
	"consent" jsonb,
	"scans" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reminders" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vitascan_withdrawals" ADD CONSTRAINT "vitascan_withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;