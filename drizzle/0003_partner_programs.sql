CREATE TABLE "join_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_links_slug_unique" UNIQUE("slug"),
	CONSTRAINT "join_links_slug_format" CHECK ("join_links"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
	CONSTRAINT "join_links_uses_within_limit" CHECK ("join_links"."uses" >= 0 and ("join_links"."max_uses" is null or "join_links"."uses" <= "join_links"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "partner_memberships" (
	"partner_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"join_link_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_memberships_once" UNIQUE("partner_id","user_id"),
	CONSTRAINT "partner_memberships_role_known" CHECK ("partner_memberships"."role" in ('member', 'admin'))
);
--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tagline_nl" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "tagline_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "password_login" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "coaching_allowance" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sso_issuer" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sso_client_id" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sso_client_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "sso_provisioning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "join_links" ADD CONSTRAINT "join_links_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_memberships" ADD CONSTRAINT "partner_memberships_join_link_id_join_links_id_fk" FOREIGN KEY ("join_link_id") REFERENCES "public"."join_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_memberships_user_idx" ON "partner_memberships" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_allowance_range" CHECK ("partners"."coaching_allowance" between 0 and 52);--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_sso_complete" CHECK (("partners"."sso_issuer" is null) = ("partners"."sso_client_id" is null) and ("partners"."sso_client_id" is null) = ("partners"."sso_client_secret_encrypted" is null));