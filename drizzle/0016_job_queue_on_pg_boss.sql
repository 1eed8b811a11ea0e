-- Jobs now live in pg-boss's schema (created by the queue when it opens). The old `jobs` table
-- stays while instances of the previous version may still run and queue into it during a rolling
-- upgrade: every new instance moves its unfinished jobs into the queue at start and every ten
-- minutes (see app/features/jobs/registry.server.ts). A later release drops it.
SELECT 1;
