CREATE TABLE "report_months" (
	"partner_id" uuid NOT NULL,
	"min_group_size" integer NOT NULL,
	"month" text NOT NULL,
	"data" jsonb NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_months_partner_id_min_group_size_month_pk" PRIMARY KEY("partner_id","min_group_size","month"),
	CONSTRAINT "report_months_month_format" CHECK ("report_months"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "report_months" ADD CONSTRAINT "report_months_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;