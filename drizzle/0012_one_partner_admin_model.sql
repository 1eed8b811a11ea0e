-- Administering a partner is a partner membership with role 'admin'; the platform-wide
-- 'partner_admin' role named no partner and was never read.
DELETE FROM "user_roles" WHERE "role" = 'partner_admin';--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_known";--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_known" CHECK ("user_roles"."role" in ('member', 'coach', 'admin'));
