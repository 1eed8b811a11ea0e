#!/usr/bin/env bash
# Backs up Vitaal's PostgreSQL database into one file in pg_dump's custom format (compressed; a
# restore can pick tables). Usage: scripts/backup.sh [file]   (DATABASE_URL names the database)
# The file holds personal data: keep it encrypted and delete it with the retention in
# docs/operations.md.
set -euo pipefail
: "${DATABASE_URL:?DATABASE_URL names the database to back up}"
file="${1:-vitaal-$(date -u +%Y%m%dT%H%M%SZ).dump}"
# Owners are left out (a restore may run as another account); privileges stay in, so the
# reporting role's column grants come back with the tables.
pg_dump --dbname="$DATABASE_URL" --format=custom --no-owner --file="$file"
echo "backed up to $file ($(du -h "$file" | cut -f1))"
