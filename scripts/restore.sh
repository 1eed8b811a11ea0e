#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh into an EMPTY database, in one transaction: it all
# comes back or nothing does. Usage: scripts/restore.sh <file>   (DATABASE_URL names the target)
# Roles belong to the server, not to the dump: the reporting role that partner reports run under
# (decision 015) is created first when the server lacks it, and granted to the restoring account.
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL names the empty database to restore into}"
file="${1:?the backup file to restore}"
[ -r "$file" ] || { echo "cannot read $file" >&2; exit 1; }
tables=$(psql "$DATABASE_URL" -tAc "select count(*) from information_schema.tables where table_schema in ('public', 'drizzle')")
if [ "$tables" != "0" ]; then
  echo "the target database is not empty ($tables tables): restore into a new database" >&2
  exit 1
fi
psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -q <<'SQL'
DO $$ BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'vitaal_reporting') THEN
    CREATE ROLE vitaal_reporting NOLOGIN;
  END IF;
  IF NOT pg_has_role(current_user, 'vitaal_reporting', 'MEMBER') THEN
    EXECUTE format('GRANT %I TO %I', 'vitaal_reporting', current_user);
  END IF;
END $$;
SQL
pg_restore --dbname="$DATABASE_URL" --no-owner --single-transaction --exit-on-error "$file"
echo "restored $file"
