CREATE TABLE "account_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"previous_email" text NOT NULL,
	"new_email" text,
	"confirm_token_hash" text,
	"confirm_expires_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"undo_token_hash" text NOT NULL,
	"undo_expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_changes_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "account_changes_undo_token_hash_unique" UNIQUE("undo_token_hash"),
	CONSTRAINT "account_changes_kind_known" CHECK ("account_changes"."kind" in ('email', 'deletion')),
	CONSTRAINT "account_changes_addresses_lowercase" CHECK ("account_changes"."previous_email" = lower("account_changes"."previous_email") and ("account_changes"."new_email" is null or "account_changes"."new_email" = lower("account_changes"."new_email"))),
	CONSTRAINT "account_changes_new_email_for_email_only" CHECK (("account_changes"."kind" = 'email') = ("account_changes"."new_email" is not null)),
	CONSTRAINT "account_changes_confirmation_complete" CHECK (("account_changes"."confirm_token_hash" is null) = ("account_changes"."confirm_expires_at" is null) and ("account_changes"."kind" = 'email' or "account_changes"."confirm_token_hash" is null))
);
--> statement-breakpoint
ALTER TABLE "account_changes" ADD CONSTRAINT "account_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_changes_user_idx" ON "account_changes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_changes_open_previous_email_idx" ON "account_changes" USING btree ("previous_email") WHERE "account_changes"."undone_at" is null and "account_changes"."closed_at" is null;