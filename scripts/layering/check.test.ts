import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findViolations, loadModules, readSources, type Violation } from "./check";
import { knownExceptions } from "./known-exceptions";

const root = join(import.meta.dirname, "..", "..");

// Modules planted in memory beside the real tree: each breaks one rule, or sits on the allowed side of it.
const planted: Record<string, string> = {
  // (a) a helper reaching up into a domain, at runtime and by type.
  "app/utils/planted-helper.ts": [
    'import { bookSlot } from "~/features/coaching/booking.server";',
    'import type { CoachCard } from "~/features/coaching/directory.server";',
    "export const planted = [bookSlot] as unknown as CoachCard[];",
  ].join("\n"),
  // (b) a domain reaching back into a route module.
  "app/features/events/planted-route-user.ts": 'export { default } from "~/routes/coach/home";',
  // (c) two modules importing each other.
  "app/features/events/planted-a.ts": 'import { b } from "./planted-b";\nexport const a = () => b;',
  "app/features/events/planted-b.ts": 'import { a } from "./planted-a";\nexport const b = () => a;',
  // (d) a component importing server-only code at runtime; a type-only import of it is erased.
  "app/components/ui/planted-badge.tsx": [
    'import { env } from "~/utils/env.server";',
    'import type { Database } from "~/db/connection.server";',
    "export const PlantedBadge = (props: { db?: Database }) => <b>{String(env) + String(props.db)}</b>;",
  ].join("\n"),
  // (f) a route's handler reaching for the process's database instead of the request's.
  "app/routes/coach/planted-loader.server.ts": [
    'import { getDb } from "~/db/client.server";',
    'import { dbOf } from "~/db/context.server";',
    "export const both = [getDb, dbOf];",
  ].join("\n"),
  // (d) a helper under app/routes that no route declares is no route module: not exempt.
  "app/routes/coach/planted-helpers.ts": 'export { env } from "~/utils/env.server";',
  // (e) a domain writing another's table; reading it is fine.
  "app/features/events/planted-writer.server.ts": [
    'import type { Database } from "~/db/connection.server";',
    'import { partners as partnerTable } from "~/db/schema/partners";',
    "export const write = (db: Database) => db.update(partnerTable).set({ name: 'x' });",
    "export const read = (db: Database) => db.select().from(partnerTable);",
  ].join("\n"),
  // (e) through a namespace of one schema file or of all; the domain's own table is its to write.
  "app/features/events/planted-namespaces.server.ts": [
    'import type { Database } from "~/db/connection.server";',
    'import { schema } from "~/db/schema";',
    'import * as coaching from "~/db/schema/coaching";',
    'import { events } from "~/db/schema/events";',
    "export const writes = (db: Database) => [",
    "  db.delete(schema.vitascans),",
    "  db.insert(coaching.coaches).values([]),",
    "  db.update(events).set({}),",
    "];",
  ].join("\n"),
};

const keys = (violations: Violation[]) => violations.map((violation) => `${violation.rule}: ${violation.key}`);

describe("the layering check", () => {
  it("passes on the real tree, with every known exception still in use", async () => {
    const sources = readSources(root);
    const modules = await loadModules(root, sources);
    const { violations, excepted } = findViolations(modules, sources, knownExceptions);
    expect(keys(violations)).toEqual([]);
    // Every violation the check found when it came in has been moved away.
    expect(keys(excepted)).toEqual([]);
    // Sanity of the parse: the routes reach the domains, and a known import is seen as written.
    const booking = modules.find((module) => module.path === "app/features/coaching/booking.server.ts");
    expect(booking?.edges).toContainEqual({
      specifier: "~/utils/pg-error.server",
      target: "app/utils/pg-error.server.ts",
      typeOnly: false,
    });
    expect(booking?.edges).toContainEqual({
      specifier: "~/db/connection.server",
      target: "app/db/connection.server.ts",
      typeOnly: true,
    });
  });

  it("names each planted violation, and only those", async () => {
    const sources = readSources(root, planted);
    const modules = await loadModules(root, sources);
    const { violations } = findViolations(modules, sources, knownExceptions);
    expect(keys(violations).sort()).toEqual(
      [
        "down-only: app/utils/planted-helper.ts -> app/features/coaching/booking.server.ts",
        "down-only: app/utils/planted-helper.ts -> app/features/coaching/directory.server.ts",
        "server-only: app/utils/planted-helper.ts -> app/features/coaching/booking.server.ts",
        "features-not-routes: app/features/events/planted-route-user.ts -> app/routes/coach/home.tsx",
        "no-cycle: app/features/events/planted-a.ts <-> app/features/events/planted-b.ts",
        "server-only: app/components/ui/planted-badge.tsx -> app/utils/env.server.ts",
        "server-only: app/routes/coach/planted-helpers.ts -> app/utils/env.server.ts",
        "table-owner: app/features/events/planted-writer.server.ts writes partners",
        "table-owner: app/features/events/planted-namespaces.server.ts writes vitascans",
        "table-owner: app/features/events/planted-namespaces.server.ts writes coaches",
        "db-from-context: app/routes/coach/planted-loader.server.ts -> app/db/client.server.ts",
      ].sort(),
    );
  });

  it("lets a declared route module import server-only code, and fails a known exception that no longer occurs", async () => {
    const routes = readSources(root).get("app/routes.ts") as string;
    const sources = readSources(root, {
      "app/routes/coach/planted-helpers.ts": 'export { env } from "~/utils/env.server";',
      "app/routes.ts": routes.replace(
        'route("login", "routes/coach/login.tsx"),',
        '$&\n    route("planted", "routes/coach/planted-helpers.ts"),',
      ),
    });
    expect(sources.get("app/routes.ts")).toContain("routes/coach/planted-helpers.ts");
    const modules = await loadModules(root, sources);
    const gone = { rule: "down-only" as const, key: "app/utils/gone.ts -> app/features/gone.ts", move: "nothing" };
    const { violations } = findViolations(modules, sources, [...knownExceptions, gone]);
    expect(keys(violations)).toEqual(["stale-exception: app/utils/gone.ts -> app/features/gone.ts"]);
  });

  describe("from the command line (`npm test` runs it so)", () => {
    let copy: string;
    beforeAll(() => {
      copy = mkdtempSync(join(tmpdir(), "layering-"));
      cpSync(join(root, "app"), join(copy, "app"), { recursive: true });
      // What app/ imports from outside it: the server's modules and the changelog.
      cpSync(join(root, "server"), join(copy, "server"), { recursive: true });
      cpSync(join(root, "CHANGELOG.md"), join(copy, "CHANGELOG.md"));
    });
    afterAll(() => rmSync(copy, { recursive: true, force: true }));

    // The copy has no node_modules: run the project's tsx on this Node, in the copy.
    const run = () =>
      spawnSync(
        process.execPath,
        [join(root, "node_modules", "tsx", "dist", "cli.mjs"), join(root, "scripts", "check-layers.ts")],
        {
          cwd: copy,
          encoding: "utf8",
        },
      );

    it("passes on a copy of the tree, then fails and names a planted back-import", () => {
      const clean = run();
      expect(clean.stderr).toBe("");
      expect(clean.status).toBe(0);
      expect(clean.stdout).toMatch(/no new violation/);

      writeFileSync(
        join(copy, "app", "db", "planted.ts"),
        'export { PAGE_SIZE } from "~/features/coaching/directory.server";\n',
      );
      const planted = run();
      expect(planted.status).toBe(1);
      expect(planted.stderr).toContain(
        "[down-only] app/db/planted.ts (db) imports app/features/coaching/directory.server.ts: never up",
      );
    });
  });
});
