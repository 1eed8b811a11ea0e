import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routes from "../../app/routes";
import {
  type ActionProbe,
  type Entry,
  type Fixtures,
  fill,
  fillForm,
  loadFixtures,
  matrix,
  type Outcome,
  type Outcomes,
} from "./access-matrix";
import { newcomer, type Role, roles, type Sent, send, startServer, summarise, type TestServer } from "./server";

// The authorization matrix: every route of `app/routes.ts`, every action's forms, as each of the
// seven roles, against the production build on the demo data (PGlite, or PostgreSQL with
// TEST_DATABASE_URL). A route without an entry in `access-matrix.ts` fails the first test.

interface RouteEntry {
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every route a request can end at, by its full path; a layout adds no segment, an index its parent's. */
function flatten(entries: RouteEntry[], parent: string[] = []): { route: string; file: string }[] {
  return entries.flatMap((entry) => {
    const segments = entry.path ? [...parent, entry.path] : parent;
    if (entry.children && entry.children.length > 0) return flatten(entry.children, segments);
    return [{ route: `/${segments.join("/")}`, file: `app/${entry.file}` }];
  });
}

const declared = flatten(routes as RouteEntry[]);

/** The intents a route module's own forms and checks name (forms shared from `features/` are listed by hand). */
function intentsIn(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of [
    /name="intent"[^<>]*?value="([^"]+)"/g,
    /value="([^"]+)"[^<>]*?name="intent"/g,
    // A comparison with an intent, not a type check (`typeof form.get("intent") === "string"`).
    /(?<!typeof [\w.]*\(")intent"?\)?\s*===\s*"([^"]+)"/g,
  ]) {
    for (const match of source.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/**
 * The components a route module draws its forms with: its imports from a domain's `components/`
 * folder and from its own folder (not shared primitives, which post no intent of their own).
 */
function componentsOf(source: string, file: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/from\s+"(~\/features\/[\w-]+\/components\/[\w./-]+|\.\/[\w.-]+)"/g)) {
    const specifier = match[1] as string;
    if (specifier.endsWith(".server")) continue;
    const base = specifier.startsWith("~/") ? resolve("app", specifier.slice(2)) : resolve(dirname(file), specifier);
    const path = [".tsx", ".ts"].map((extension) => base + extension).find((candidate) => existsSync(candidate));
    if (path) found.push(path);
  }
  return found;
}

const hasAction = (source: string) => /export\s+(async\s+)?function\s+action\b|export\s+const\s+action\b/.test(source);

describe("the matrix covers app/routes.ts", () => {
  it("has one entry for each route, and none for a route that is gone", () => {
    const inMatrix = matrix.map((entry) => entry.route);
    const inRoutes = declared.map((item) => item.route);
    expect(new Set(inRoutes).size, "two routes with the same path").toBe(inRoutes.length);
    expect(new Set(inMatrix).size, "two entries for the same route").toBe(inMatrix.length);
    expect(
      inRoutes.filter((route) => !inMatrix.includes(route)),
      "routes in app/routes.ts without an entry in tests/matrix/access-matrix.ts",
    ).toEqual([]);
    expect(
      inMatrix.filter((route) => !inRoutes.includes(route)),
      "entries in tests/matrix/access-matrix.ts for routes that app/routes.ts no longer has",
    ).toEqual([]);
  });

  it("has the forms of every route with an action, and each intent its module names", () => {
    const problems: string[] = [];
    for (const { route, file } of declared) {
      const entry = matrix.find((candidate) => candidate.route === route);
      if (!entry) continue;
      // A route's handlers may live in a `*.server.ts` beside its module, and its forms in the
      // components it draws: read all of them.
      const handlers = file.replace(/\.tsx?$/, ".server.ts");
      const own = [file, ...(existsSync(handlers) ? [handlers] : [])];
      const source = [...own, ...componentsOf(readFileSync(file, "utf8"), file)]
        .map((path) => readFileSync(path, "utf8"))
        .join("\n");
      const posted = new Set((entry.post ?? []).map((probe) => probe.intent));
      if (hasAction(source) && posted.size === 0) problems.push(`${route}: ${file} has an action, the matrix no form`);
      if (!hasAction(source) && posted.size > 0) problems.push(`${route}: forms in the matrix, no action in ${file}`);
      for (const intent of hasAction(source) ? intentsIn(source) : []) {
        if (!posted.has(intent)) problems.push(`${route}: intent "${intent}" of ${file} has no row`);
      }
    }
    expect(problems).toEqual([]);
  });
});

let server: TestServer;
let fixtures: Fixtures;
let sent = 0;

interface Mismatch {
  route: string;
  role: Role;
  request: string;
  expected: string;
  got: string;
}
const mismatches: Mismatch[] = [];

beforeAll(async () => {
  server = await startServer();
  fixtures = await loadFixtures(server.query);
}, 300_000);

afterAll(async () => {
  if (server) {
    summarise(server.kind, `authorization matrix: ${declared.length} routes × ${roles.length} roles, ${sent} requests`);
    if (mismatches.length > 0) {
      console.log(
        `authorization matrix: ${mismatches.length} outcomes differ from the rules:\n${mismatches
          .map((item) => `  ${item.route} as ${item.role}: ${item.request} → ${item.got}, expected ${item.expected}`)
          .join("\n")}`,
      );
    }
  }
  await server?.stop();
}, 60_000);

const show = (outcome: Outcome) =>
  typeof outcome === "number" ? String(outcome) : `${outcome.status} to ${outcome.to}`;
const seen = (response: Sent) =>
  response.status >= 300 && response.status < 400
    ? `${response.status} to ${response.location}`
    : String(response.status);

function matches(outcome: Outcome, response: Sent): boolean {
  if (typeof outcome === "number") return response.status === outcome;
  return response.status === outcome.status && response.location === outcome.to;
}

/** Sends one request as every role and returns what differs from the entry's outcomes. */
async function probe(
  entry: Entry,
  method: "GET" | "POST",
  path: string,
  expectations: Outcomes,
  action?: ActionProbe,
): Promise<Mismatch[]> {
  const found: Mismatch[] = [];
  const url = fill(path, fixtures);
  for (const role of roles) {
    const cookie = action?.endsSession && role !== "visitor" ? await server.logIn(role) : server.cookies[role];
    const response = await send(server, {
      method,
      path: url,
      cookie,
      form: action ? fillForm(action.form, fixtures) : undefined,
    });
    sent++;
    const expected = expectations[role];
    if (!matches(expected, response)) {
      const body =
        response.status >= 500 && response.body ? ` (${response.body.replace(/\s+/g, " ").slice(0, 120)})` : "";
      found.push({
        route: entry.route,
        role,
        request: `${method} ${url}${action ? ` [${action.intent}]` : ""}`,
        expected: show(expected),
        got: `${seen(response)}${body}`,
      });
    }
  }
  mismatches.push(...found);
  return found;
}

const describeFound = (found: Mismatch[]) =>
  found.map((item) => `${item.role}: ${item.request} → ${item.got}, expected ${item.expected}`).join("\n");

// Every page first, then every form, so that no form's effect changes what a page shows.
describe("each page, as each role", () => {
  for (const entry of matrix) {
    it(`GET ${entry.route}`, async () => {
      const found: Mismatch[] = [];
      for (const item of entry.get) found.push(...(await probe(entry, "GET", item.path, item.expect)));
      expect(found, describeFound(found)).toEqual([]);
    });
  }
});

describe("each form, as each role", () => {
  for (const entry of matrix.filter((candidate) => candidate.post && candidate.post.length > 0)) {
    it(`POST ${entry.route}`, async () => {
      const found: Mismatch[] = [];
      for (const action of entry.post ?? []) {
        found.push(...(await probe(entry, "POST", action.path, action.expect, action)));
      }
      expect(found, describeFound(found)).toEqual([]);
    });
  }
});

// The seven roles have all finished onboarding; the onboarded-member area's rule for one who has
// not: a page goes to the step that is due, a form is refused.
describe("a member who has not finished onboarding", () => {
  it("is sent to the due step by a page of the onboarded-member area, and refused its forms", async () => {
    const cookie = await newcomer(server, "halfway@example.com");
    const outcomes = {
      page: seen(await send(server, { method: "GET", path: "/en/dashboard", cookie })),
      form: seen(await send(server, { method: "POST", path: "/en/dashboard", cookie, form: {} })),
      memberArea: seen(await send(server, { method: "GET", path: "/en/coaching", cookie })),
    };
    sent += 3;
    expect(outcomes).toEqual({ page: "302 to /en/signup/profile", form: "403", memberArea: "200" });
  });
});
