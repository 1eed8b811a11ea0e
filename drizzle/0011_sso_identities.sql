ALTER TABLE "partners" ADD COLUMN "sso_email_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_provider_account_once" ON "accounts" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_user_provider_once" ON "accounts" USING btree ("user_id","provider_id");