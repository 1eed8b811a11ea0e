ALTER TABLE "event_registrations" ADD COLUMN "attended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_attended_registered" CHECK ("event_registrations"."attended_at" is null or "event_registrations"."status" = 'registered');--> statement-breakpoint
-- Partner reports run under this role (app/features/reports/usage.server.ts, REPORTING_GRANTS):
-- it may read the columns the usage report counts and nothing else.
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'vitaal_reporting') THEN
    BEGIN CREATE ROLE vitaal_reporting NOLOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END;
  END IF;
  IF NOT pg_has_role(current_user, 'vitaal_reporting', 'MEMBER') THEN EXECUTE format('GRANT %I TO %I', 'vitaal_reporting', current_user); END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (id, coaching_allowance) ON partners TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (partner_id, user_id, role, joined_at) ON partner_memberships TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (member_id, status, late, starts_at) ON appointments TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (id, slug, title_nl, title_en) ON events TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (id, event_id, slug, starts_at) ON event_sessions TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (session_id, user_id, status, attended_at) ON event_registrations TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (id, slug, title_nl, title_en, starts_at) ON webinars TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (webinar_id, user_id) ON webinar_registrations TO vitaal_reporting;
--> statement-breakpoint
GRANT SELECT (user_id, downloaded_at) ON ebook_downloads TO vitaal_reporting;
--> statement-breakpoint
REVOKE ALL ON users, vitascans, vitascan_consents, coach_notes FROM vitaal_reporting;
--> statement-breakpoint
REVOKE ALL (topic, cancel_reason) ON appointments FROM vitaal_reporting;
