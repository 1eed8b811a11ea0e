import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BadInputRole, type Entry, type Fixtures, fill, fillForm, loadFixtures, matrix } from "./access-matrix";
import {
  changedTables,
  type FieldValue,
  type Form,
  fingerprint,
  newcomer,
  type Sent,
  send,
  settle,
  startServer,
  summarise,
  type TestServer,
} from "./server";

// Hostile values for every loader parameter (path and query) and every field of every action in
// `access-matrix.ts`, sent as a role that may use the route, against the production build on the
// demo data. The bar (ARCHITECTURE.md): bad input never gets a 5xx, and a refused request (4xx)
// changes nothing in the database.

let server: TestServer;
let fixtures: Fixtures;
const cookies = {} as Record<BadInputRole, string>;

interface Hostile {
  name: string;
  value: FieldValue;
}

/** The values, for a request as `role`: its "foreign" id is another member's (or coach's) appointment. */
function hostileValues(role: BadInputRole, base: FieldValue | undefined): Hostile[] {
  const foreign = role === "memberB" || role === "coachY" ? fixtures.apptA : fixtures.apptB;
  const first = typeof base === "string" ? base : "1";
  return [
    { name: "empty", value: "" },
    { name: "10 000 characters", value: "x".repeat(10_000) },
    { name: "NUL", value: "a\u0000b" },
    { name: "bell", value: "\u0007" },
    { name: "escape sequence", value: "\u001b[31m" },
    { name: "sent twice, the second bad", value: [first, "' OR 1=1 --"] },
    { name: "sent twice, the first bad", value: ["<script>alert(1)</script>", first] },
    { name: "a file", value: { file: "%PDF-1.4 not text" } },
    { name: "SQL", value: "' OR 1=1 --" },
    { name: "HTML", value: "<script>alert(1)</script>" },
    { name: "random UUID", value: randomUUID() },
    { name: "foreign UUID", value: foreign },
    { name: "huge number", value: "99999999999999999999" },
    { name: "negative number", value: "-1" },
    { name: "invalid date", value: "2026-02-30T25:61" },
    { name: "NaN", value: "NaN" },
  ];
}

const paramPattern = /:([\w-]+)\??|\*/g;

/** The route's parameters in order (`*` for a splat). */
const paramNames = (route: string) => [...route.matchAll(paramPattern)].map((match) => match[1] ?? "*");

/** The route's path with these values, each encoded as one segment. */
function pathOf(route: string, values: Record<string, string>): string {
  return route.replace(paramPattern, (_whole, name: string | undefined) => {
    const value = values[name ?? "*"];
    return value === undefined ? "" : encodeURIComponent(value);
  });
}

/** The parameters of a concrete path of the route (the values of an action's address). */
function paramsOf(route: string, path: string): Record<string, string> {
  const pattern = route.split("/");
  const parts = path.split("?")[0]?.split("/") ?? [];
  const values: Record<string, string> = {};
  pattern.forEach((segment, index) => {
    if (segment === "*") values["*"] = parts.slice(index).join("/");
    else if (segment.startsWith(":")) {
      const name = segment.slice(1).replace(/\?$/, "").replace(/\..*$/, "");
      const suffix = segment.includes(".") ? segment.slice(segment.indexOf(".")) : "";
      const part = parts[index];
      if (part !== undefined) values[name] = decodeURIComponent(suffix ? part.slice(0, -suffix.length) : part);
    }
  });
  return values;
}

const asText = (value: FieldValue): string | null =>
  typeof value === "string" ? value : Array.isArray(value) ? value.join(",") : null;

interface Failure {
  route: string;
  role: BadInputRole;
  request: string;
  status: number;
  detail: string;
}

let sent = 0;
let serverErrors = 0;
let changedAfterRefusal = 0;
let last: Map<string, string>;
const failures: Failure[] = [];

async function attempt(
  entry: Entry,
  role: BadInputRole,
  request: { method: "GET" | "POST"; path: string; form?: Form },
  what: string,
): Promise<Failure[]> {
  let response: Sent;
  try {
    response = await send(server, { ...request, cookie: cookies[role] });
  } catch (error) {
    // The connection broke: as bad as a 5xx.
    response = { method: request.method, path: request.path, status: 599, location: null, body: String(error) };
  }
  sent++;
  const found: Failure[] = [];
  const label = `${request.method} ${request.path.length > 120 ? `${request.path.slice(0, 120)}…` : request.path} (${what})`;
  if (response.status >= 500) {
    serverErrors++;
    found.push({
      route: entry.route,
      role,
      request: label,
      status: response.status,
      detail: response.body.replace(/\s+/g, " ").slice(0, 160),
    });
  }
  if (response.status >= 400) {
    const now = await fingerprint(server);
    const changed = changedTables(last, now);
    if (changed.length > 0) {
      changedAfterRefusal++;
      found.push({
        route: entry.route,
        role,
        request: label,
        status: response.status,
        detail: `refused, yet changed: ${changed.join(", ")}`,
      });
    }
    last = now;
  } else {
    // Accepted (a hostile value can be a fine value: a search for "<script>"): what it changed
    // is the new starting point, once the jobs an accepted form may have set going are done.
    if (request.method === "POST") await settle(server);
    last = await fingerprint(server);
  }
  failures.push(...found);
  return found;
}

/** Every request the bad-input run sends for one entry of the matrix. */
function requestsFor(
  entry: Entry,
): { role: BadInputRole; method: "GET" | "POST"; path: string; form?: Form; what: string }[] {
  const list: ReturnType<typeof requestsFor> = [];
  const role = entry.as;
  const valid = Object.fromEntries(
    Object.entries(entry.params ?? {}).map(([name, value]) => [name, fill(value, fixtures)]),
  );
  for (const name of paramNames(entry.route)) {
    for (const hostile of hostileValues(role, valid[name])) {
      const text = asText(hostile.value);
      if (text === null || Array.isArray(hostile.value)) continue;
      list.push({
        role,
        method: "GET",
        path: pathOf(entry.route, { ...valid, [name]: text }),
        what: `${name}: ${hostile.name}`,
      });
    }
  }
  for (const name of entry.query ?? []) {
    for (const hostile of hostileValues(role, undefined)) {
      if (typeof hostile.value === "object" && !Array.isArray(hostile.value)) continue;
      const query = new URLSearchParams();
      for (const item of Array.isArray(hostile.value) ? hostile.value : [hostile.value]) query.append(name, item);
      list.push({
        role,
        method: "GET",
        path: `${pathOf(entry.route, valid)}?${query}`,
        what: `?${name}: ${hostile.name}`,
      });
    }
  }
  const seen = new Set<string>();
  for (const action of entry.post ?? []) {
    const sender = action.as ?? role;
    const path = fill(action.path, fixtures);
    const base = fillForm(action.sample ?? action.form, fixtures);
    const key = JSON.stringify([sender, path, base]);
    if (seen.has(key)) continue;
    seen.add(key);
    const fields = Object.keys(base).length > 0 ? Object.keys(base) : ["intent"];
    for (const field of fields) {
      for (const hostile of hostileValues(sender, base[field])) {
        list.push({
          role: sender,
          method: "POST",
          path,
          form: { ...base, [field]: hostile.value },
          what: `${action.intent}, ${field}: ${hostile.name}`,
        });
      }
    }
    // The action reads its address too.
    const values = paramsOf(entry.route, path);
    const query = path.includes("?") ? path.slice(path.indexOf("?")) : "";
    for (const name of Object.keys(values)) {
      for (const hostile of hostileValues(sender, values[name])) {
        const text = asText(hostile.value);
        if (text === null || Array.isArray(hostile.value)) continue;
        list.push({
          role: sender,
          method: "POST",
          path: `${pathOf(entry.route, { ...values, [name]: text })}${query}`,
          form: base,
          what: `${action.intent}, ${name}: ${hostile.name}`,
        });
      }
    }
  }
  return list;
}

beforeAll(async () => {
  server = await startServer();
  fixtures = await loadFixtures(server.query);
  Object.assign(cookies, server.cookies);
  // An account in the middle of onboarding, for the onboarding's forms.
  cookies.newcomer = await newcomer(server, "newcomer@example.com");
  // Member A consents to the vitality scan, so that the scan's own form is reached.
  const consent = await send(server, {
    method: "POST",
    path: "/en/vitascan-onboarding",
    cookie: cookies.memberA,
    form: { consent: "yes" },
  });
  if (consent.status !== 302) throw new Error(`member A could not consent to the scan: ${consent.status}`);
  await settle(server);
  last = await fingerprint(server);
}, 300_000);

afterAll(async () => {
  if (server) {
    const changes = changedAfterRefusal > 0 ? `, ${changedAfterRefusal} refused requests changed the database` : "";
    summarise(server.kind, `bad input: ${sent} requests, ${serverErrors} server errors${changes}`);
    if (failures.length > 0) {
      console.log(
        `bad input: ${failures.length} failures:\n${failures
          .map((item) => `  ${item.route} as ${item.role}: ${item.request} → ${item.status} ${item.detail}`)
          .join("\n")}`,
      );
    }
  }
  await server?.stop();
}, 60_000);

describe("hostile values in every parameter and field", () => {
  for (const entry of matrix) {
    it(entry.route, async () => {
      const found: Failure[] = [];
      for (const request of requestsFor(entry)) {
        found.push(...(await attempt(entry, request.role, request, request.what)));
      }
      expect(
        found,
        found.map((item) => `${item.role}: ${item.request} → ${item.status} ${item.detail}`).join("\n"),
      ).toEqual([]);
    }, 300_000);
  }
});
