-- Exclusion constraints (no overlapping appointments) need btree_gist; fuzzy search needs pg_trgm.
-- Both are trusted extensions on PostgreSQL 13+, so a database owner may create them.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
