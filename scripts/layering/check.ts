// The layering rules of `app/` (ARCHITECTURE.md, "Layout" and habit 1), checked over the import graph.
//
// Why not dependency-cruiser: it reads TypeScript only through the `typescript` compiler API (< 7)
// or `@swc/core`. TypeScript 7 has no compiler API and swc is not installed, so it hands `.ts`
// sources to acorn, which cannot parse them, and its loose fallback found 0 of the ~3,400 imports
// of `app/` without an error. This check parses with esbuild instead (the engine under `tsx`, which
// runs `npm test` itself): esbuild reports every import that survives type erasure; type-only
// imports (`import type`, `typeof import(…)`) are read from the source beside it.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { build, type Loader } from "esbuild";

export interface Edge {
  /** The specifier as written. */
  specifier: string;
  /**
   * Repo-relative path of the imported file; `?specifier` when a project path names no file;
   * undefined for packages and `node:` built-ins.
   */
  target?: string;
  /** True when the import is erased at build time (types only). */
  typeOnly: boolean;
}

export interface Module {
  /** Repo-relative, POSIX separators: `app/features/coaching/booking.server.ts`. */
  path: string;
  source: string;
  edges: Edge[];
}

export type Rule =
  | "down-only"
  | "features-not-routes"
  | "no-cycle"
  | "server-only"
  | "table-owner"
  | "db-from-context"
  | "unresolved"
  | "stale-exception";

export interface Violation {
  rule: Rule;
  /** Stable key an exception names: `from -> to`, `file writes table`, or the members of a cycle. */
  key: string;
  message: string;
}

/** An accepted violation of today, with what should move for it to go. */
export interface KnownException {
  rule: Rule;
  key: string;
  move: string;
}

/** Every `.ts`/`.tsx` file under `app/`, read from disk; `extra` adds or replaces files in memory. */
export function readSources(root: string, extra: Record<string, string> = {}): Map<string, string> {
  const sources = new Map<string, string>();
  for (const file of readdirSync(join(root, "app"), { recursive: true }) as string[]) {
    const path = posix.join("app", file.split("\\").join("/"));
    if (/\.tsx?$/.test(path) && !path.endsWith(".d.ts")) sources.set(path, readFileSync(join(root, path), "utf8"));
  }
  for (const [path, source] of Object.entries(extra)) sources.set(path, source);
  return sources;
}

const candidates = (base: string) => [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];

/**
 * `~/x` and relative specifiers to a repo-relative file, `null` for packages and built-ins, and
 * `?specifier` for a project path that names no file.
 */
function resolve(root: string, sources: Map<string, string>, importer: string, specifier: string): string | null {
  const bare = specifier.replace(/[?#].*$/, "");
  let base: string;
  if (bare.startsWith("~/")) base = posix.join("app", bare.slice(2));
  else if (bare.startsWith("./") || bare.startsWith("../")) base = posix.join(posix.dirname(importer), bare);
  else return null;
  for (const candidate of candidates(base)) if (sources.has(candidate)) return candidate;
  // Files outside `app/` (`server/`), catalogs and stylesheets are edges too; no rule concerns them yet.
  for (const candidate of candidates(base)) if (existsSync(join(root, candidate))) return candidate;
  return `?${specifier}`;
}

const typeOnlyPatterns = [
  // `import type { A } from "x"`, `export type { A } from "x"` (statements start a line: Biome's format).
  /^\s*(?:import|export)\s+type\s[^;]*?\bfrom\s*["']([^"']+)["']/gm,
  // `typeof import("x")` and `import("x").Name` in type positions.
  /\bimport\(\s*["']([^"']+)["']\s*\)/g,
];

/** Parses every source and resolves its imports. */
export async function loadModules(root: string, sources: Map<string, string>): Promise<Module[]> {
  const runtime = new Map<string, Set<string>>([...sources.keys()].map((path) => [path, new Set<string>()]));
  await build({
    entryPoints: [...sources.keys()],
    bundle: true,
    write: false,
    outdir: "layering-out",
    platform: "node",
    format: "esm",
    logLevel: "silent",
    // As in the project's tsconfig: an import is erased only when it says `type`.
    tsconfigRaw: { compilerOptions: { verbatimModuleSyntax: true, jsx: "react-jsx" } },
    plugins: [
      {
        name: "record-imports",
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) => {
            if (args.kind === "entry-point") return { path: args.path.replace(/^\.\//, ""), namespace: "source" };
            runtime.get(args.importer)?.add(args.path);
            return { path: args.path, external: true };
          });
          builder.onLoad({ filter: /.*/, namespace: "source" }, (args) => ({
            contents: sources.get(args.path),
            loader: (args.path.endsWith(".tsx") ? "tsx" : "ts") satisfies Loader,
            resolveDir: join(root, dirname(args.path)),
          }));
        },
      },
    ],
  });

  return [...sources].map(([path, source]) => {
    const edges: Edge[] = [];
    const runtimeSpecifiers = runtime.get(path) ?? new Set<string>();
    for (const specifier of runtimeSpecifiers)
      edges.push({ specifier, target: resolve(root, sources, path, specifier) ?? undefined, typeOnly: false });
    const typeSpecifiers = new Set<string>();
    for (const pattern of typeOnlyPatterns)
      for (const match of source.matchAll(pattern)) typeSpecifiers.add(match[1] as string);
    for (const specifier of typeSpecifiers) {
      if (runtimeSpecifiers.has(specifier)) continue;
      const target = resolve(root, sources, path, specifier);
      // Generated route types (`./+types/…`) live outside `app/`: nothing to check there.
      if (target && !target.startsWith("?")) edges.push({ specifier, target, typeOnly: true });
    }
    return { path, source, edges };
  });
}

/** Tests and their fixtures compose the layers freely, as `scripts/`, `server/` and `tests/` do. */
const isTest = (path: string) => /\.test\.tsx?$/.test(path) || /[-.]fixtures?\.tsx?$/.test(path);
const layerOf = (path: string) => path.split("/")[1];
const isServerOnly = (path: string) => /\.server\.tsx?$/.test(path) || /(^|\/)[^/]*\.server\//.test(path);

/** The route modules React Router builds for the browser (loader and action stripped): from `app/routes.ts`. */
export function routeModules(sources: Map<string, string>): Set<string> {
  const config = sources.get("app/routes.ts") ?? "";
  const modules = new Set(["app/root.tsx"]);
  for (const match of config.matchAll(/["'](routes\/[^"']+\.tsx?)["']/g)) modules.add(`app/${match[1]}`);
  return modules;
}

/** Which domain owns (writes) each table, by the schema file it is declared in. */
export const tableOwners: Record<string, string | Record<string, string>> = {
  "account-changes": "accounts",
  accounts: "accounts",
  admin: "admin",
  calendar: "coaching",
  calls: "calls",
  coaching: "coaching",
  content: {
    mediaItems: "media",
    mediaSlugRedirects: "media",
    partnerPages: "partners",
    ebookLeads: "ebook",
    ebookDownloads: "ebook",
  },
  events: {
    events: "events",
    eventSessions: "events",
    eventRegistrations: "events",
    webinars: "webinars",
    webinarRegistrations: "webinars",
  },
  journey: {
    goals: "goals",
    goalSteps: "goals",
    goalCheckIns: "goals",
    sessionSummaries: "sessions",
    safetyConcerns: "sessions",
    sessionRatings: "feedback",
    ratingRequests: "feedback",
  },
  messages: {
    conversations: "messages",
    messages: "messages",
    messageFiles: "messages",
    messageReports: "messages",
    notifications: "notifications",
    mailPreferences: "notifications",
  },
  partners: "partners",
  reports: "reports",
  scheduling: {
    caldavAccounts: "caldav",
    caldavCalendars: "caldav",
    caldavBusy: "caldav",
    caldavWrites: "caldav",
    coachHolidayOptOuts: "coaching",
    slotWaits: "coaching",
    slotOffers: "coaching",
    coachNextFree: "coaching",
  },
  vitascan: "vitascan",
};

function ownerOf(schemaFile: string, table: string): string | undefined {
  const owner = tableOwners[schemaFile];
  return typeof owner === "string" ? owner : owner?.[table];
}

/** The tables a module writes with Drizzle (`insert`, `update`, `delete`), with their schema file. */
function tableWrites(module: Module, tableFiles: Map<string, string>): { schemaFile: string; table: string }[] {
  // What each local name stands for: a table (`partners`), or a namespace of tables: one schema
  // file (`* as content`) or all of them (`{ schema }` from `~/db/schema`, marked "*").
  const tables = new Map<string, { schemaFile: string; table: string }>();
  const namespaces = new Map<string, string>();
  const schemaFileOf = (specifier: string) => {
    const target = module.edges.find((edge) => edge.specifier === specifier)?.target;
    return target === "app/db/schema.ts" ? "*" : target?.match(/^app\/db\/schema\/([^/]+)\.ts$/)?.[1];
  };
  for (const match of module.source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const schemaFile = schemaFileOf(match[2] as string);
    if (!schemaFile) continue;
    for (const part of (match[1] as string).split(",")) {
      const [name, local = name] = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/);
      if (!name || !local) continue;
      if (schemaFile === "*") namespaces.set(local, "*");
      else tables.set(local, { schemaFile, table: name });
    }
  }
  for (const match of module.source.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) {
    const schemaFile = schemaFileOf(match[2] as string);
    if (schemaFile) namespaces.set(match[1] as string, schemaFile);
  }
  const writes: { schemaFile: string; table: string }[] = [];
  for (const match of module.source.matchAll(/\.(?:insert|update|delete)\(\s*([\w$]+)(?:\.([\w$]+))?\s*[),]/g)) {
    const [, name, member] = match as unknown as [string, string, string | undefined];
    const namespace = member ? namespaces.get(name) : undefined;
    const written = member
      ? { schemaFile: namespace === "*" ? tableFiles.get(member) : namespace, table: member }
      : tables.get(name);
    if (written?.schemaFile) writes.push({ schemaFile: written.schemaFile, table: written.table });
  }
  return writes;
}

/** Each table's schema file, from `app/db/schema/*.ts`. */
function tableFilesOf(sources: Map<string, string>): Map<string, string> {
  const files = new Map<string, string>();
  for (const [path, source] of sources) {
    const schemaFile = path.match(/^app\/db\/schema\/([^/]+)\.ts$/)?.[1];
    if (schemaFile)
      for (const match of source.matchAll(/export const (\w+)\s*=\s*pgTable\(/g))
        files.set(match[1] as string, schemaFile);
  }
  return files;
}

/** Strongly connected components of more than one module (Tarjan), over `app/` modules. */
function cycles(modules: Module[], follow: (edge: Edge) => boolean): string[][] {
  const graph = new Map(
    modules.map((module) => [
      module.path,
      module.edges.filter((edge) => edge.target && follow(edge)).map((edge) => edge.target as string),
    ]),
  );
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node) as number, low.get(target) as number));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node) as number, index.get(target) as number));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** An exception's key matches itself; `*` stands for any part of one path (never a space). */
function keyMatches(pattern: string, key: string): boolean {
  if (!pattern.includes("*")) return pattern === key;
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, "\\$&").replaceAll("*", "[^ ]*");
  return new RegExp(`^${escaped}$`).test(key);
}

/** Every rule over the graph; violations named in `known` pass, and a known one that no longer occurs fails. */
export function findViolations(
  modules: Module[],
  sources: Map<string, string>,
  known: KnownException[],
): { violations: Violation[]; excepted: Violation[] } {
  const all: Violation[] = [];
  const routes = routeModules(sources);
  const tableFiles = tableFilesOf(sources);
  const checked = modules.filter((module) => !isTest(module.path));

  for (const module of checked) {
    const from = module.path;
    for (const edge of module.edges) {
      const to = edge.target;
      if (!to) continue;
      const key = `${from} -> ${to}`;
      if (to.startsWith("?")) {
        all.push({
          rule: "unresolved",
          key,
          message: `${from} imports "${edge.specifier}", which resolves to no file`,
        });
        continue;
      }
      // (a) utils, db and components sit below the domains, the routes and the demo seed that composes them.
      if (
        ["utils", "db", "components"].includes(layerOf(from) as string) &&
        ["features", "routes", "seed"].includes(layerOf(to) as string)
      )
        all.push({ rule: "down-only", key, message: `${from} (${layerOf(from)}) imports ${to}: never up` });
      // (b) a domain never reaches back into a route module.
      if (layerOf(from) === "features" && layerOf(to) === "routes")
        all.push({ rule: "features-not-routes", key, message: `${from} imports the route module ${to}` });
      // (f) a route takes the request's database from its context (`dbOf`), not the process's.
      if (layerOf(from) === "routes" && to === "app/db/client.server.ts")
        all.push({
          rule: "db-from-context",
          key,
          message: `${from} imports ${to}: take the database from the request context (dbOf(context), app/db/context.server.ts)`,
        });
      // (d) `*.server` code only from server code, or from route modules (whose loaders and actions
      // React Router strips from the browser build); a type-only import is erased and harmless.
      if (
        !edge.typeOnly &&
        isServerOnly(to) &&
        !isServerOnly(from) &&
        !routes.has(from) &&
        from !== "app/routes.ts" &&
        from !== "app/entry.server.tsx"
      )
        all.push({
          rule: "server-only",
          key,
          message: `${from} is not server-only, yet imports ${to}: rename it *.server.ts or move the import`,
        });
    }
    // (e) a table is written (insert, update, delete) only by the domain that owns it.
    for (const { schemaFile, table } of tableWrites(module, tableFiles)) {
      const owner = ownerOf(schemaFile, table);
      if (from.startsWith("app/seed/")) continue; // the demo data writes every table, as the tests do
      if (!owner) {
        all.push({
          rule: "table-owner",
          key: `${from} writes ${table}`,
          message: `${table} (app/db/schema/${schemaFile}.ts) has no owning domain: add it to tableOwners`,
        });
      } else if (!from.startsWith(`app/features/${owner}/`))
        all.push({
          rule: "table-owner",
          key: `${from} writes ${table}`,
          message: `${from} writes ${table}, a table of app/features/${owner}: call a use-case of that domain`,
        });
    }
  }
  // (c) no circular imports, type-only ones included: a circle ties its modules into one unit.
  for (const component of cycles(checked, () => true))
    all.push({
      rule: "no-cycle",
      key: component.join(" <-> "),
      message: `these modules import each other in a circle: ${component.join(", ")}`,
    });

  const unique = [...new Map(all.map((violation) => [`${violation.rule} ${violation.key}`, violation])).values()];
  const used = new Set<KnownException>();
  const violations: Violation[] = [];
  const excepted: Violation[] = [];
  for (const violation of unique) {
    const exception = known.find(
      (candidate) => candidate.rule === violation.rule && keyMatches(candidate.key, violation.key),
    );
    if (exception) used.add(exception);
    (exception ? excepted : violations).push(violation);
  }
  // The list only shrinks: an exception that no longer occurs must go, so it cannot cover a new one later.
  for (const exception of known)
    if (!used.has(exception))
      violations.push({
        rule: "stale-exception",
        key: exception.key,
        message: `the known exception "${exception.rule}: ${exception.key}" no longer occurs: remove it from the list`,
      });
  return { violations, excepted };
}
