#!/usr/bin/env bash
# Installs what a production instance runs, and nothing else, into an empty folder: the build, the
# start file and what it reads before the build (the settings check), the migrations, the private
# files, and the production dependencies from the lock file. The container image runs this in its
# build stage; `scripts/install-production.test.ts` runs it in CI (images cannot be built there)
# and starts the result as an unprivileged user on a read-only folder.
# Usage: scripts/install-production.sh <empty folder>   (after `npm run build`)
set -euo pipefail
target="${1:?the folder to install into}"
[ -f build/server/index.js ] || { echo "build/server/index.js is missing: run npm run build first" >&2; exit 1; }
if [ -d "$target" ] && [ -n "$(ls -A "$target")" ]; then
  echo "$target is not empty" >&2
  exit 1
fi
mkdir -p "$target/app/utils"
# private/: files served only through a check (media items' files, by their items' rule), never as
# static files.
cp -R build drizzle private server.js package.json package-lock.json "$target/"
# server.js checks the settings with these before it loads the build (Node strips their types).
cp app/utils/env.server.ts app/utils/public-env.ts "$target/app/utils/"
cd "$target"
# No install scripts: no production dependency needs one, and none should run at install time.
# The development tools leave package.json first, and optional peers are not installed
# (--legacy-peer-deps): some libraries name TypeScript, Vitest or drizzle-kit as optional peers,
# and npm would otherwise install them; the versions of what stays still come from the lock file.
node -e '
  const fs = require("node:fs");
  const manifest = JSON.parse(fs.readFileSync("package.json", "utf8"));
  delete manifest.devDependencies;
  fs.writeFileSync("package.json", JSON.stringify(manifest, null, 2) + "\n");
'
npm install --omit=dev --legacy-peer-deps --ignore-scripts --no-audit --no-fund --prefer-offline --loglevel=error --engine-strict=false
echo "installed into $target"
