CREATE TABLE "audit_actors" (
	"actor_id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_actors_last_at_idx" ON "audit_actors" USING btree ("last_at","actor_id");--> statement-breakpoint
-- Each statement that adds entries brings its actors' rows up to date: one upsert per statement,
-- whatever the number of entries, keeping the label and time of each actor's latest entry.
CREATE FUNCTION audit_actors_note() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_actors (actor_id, label, last_at)
  SELECT DISTINCT ON (actor_id) actor_id, actor_label, at FROM new_entries ORDER BY actor_id, at DESC, id DESC
  ON CONFLICT (actor_id) DO UPDATE SET label = excluded.label, last_at = excluded.last_at
    WHERE audit_actors.last_at <= excluded.last_at;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_actors_note AFTER INSERT ON "audit_log" REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION audit_actors_note();--> statement-breakpoint
-- The actors of the entries made before: each one's latest entry, found by walking
-- audit_log_actor_idx (actor_id, at) from one actor to the next, not by reading every entry.
INSERT INTO audit_actors (actor_id, label, last_at)
WITH RECURSIVE actor(id, label, at) AS (
  (SELECT actor_id, actor_label, at FROM audit_log ORDER BY actor_id DESC, at DESC LIMIT 1)
  UNION ALL
  SELECT next.actor_id, next.actor_label, next.at FROM actor
  CROSS JOIN LATERAL (
    SELECT entry.actor_id, entry.actor_label, entry.at FROM audit_log AS entry
    WHERE entry.actor_id < actor.id ORDER BY entry.actor_id DESC, entry.at DESC LIMIT 1
  ) AS next
)
SELECT id, label, at FROM actor;
