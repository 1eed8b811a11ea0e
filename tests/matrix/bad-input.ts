import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BadInputRole, type Entry, type Fixtures, fill, fillForm, loadFixtures, matrix } from "./access-matrix";
import {
  changedTables,
  type FieldValue,
  type Form,
  fingerprint,
  newcomer,
  type RawSent,
  type Sent,
  send,
  sendRaw,
  settle,
  startServer,
  summarise,
  type TestServer,
} from "./server";

// Hostile values for every loader parameter (path and query) and every field of every action in
// `access-matrix.ts`, sent as a role that may use the route, against the production build on the
// demo data; and to every route, requests no page sends: bodies that are not forms (415, or 400
// when broken), methods other than GET, HEAD and POST (405 with Allow), cookies that cannot be
// read (ignored). The bar (ARCHITECTURE.md): bad input never gets a 5xx, and a refused request
// (4xx) changes nothing in the database.
//
// The run is cut in two parts (`bad-input-1.test.ts`, `bad-input-2.test.ts`), each the matrix's
// routes at alternate places, against a server and database of its own: Vitest runs the two files
// side by side.

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
let wrongAnswers = 0;
let changedAfterRefusal = 0;
let last: Map<string, string>;
const failures: Failure[] = [];

async function attempt(
  entry: Entry,
  role: BadInputRole,
  request: { method: "GET" | "POST"; path: string; form?: Form },
  what: string,
): Promise<Failure[]> {
  return judge(entry, role, request, what, async () => {
    try {
      return await send(server, { ...request, cookie: cookies[role] });
    } catch (error) {
      // The connection broke: as bad as a 5xx.
      return { method: request.method, path: request.path, status: 599, location: null, body: String(error) };
    }
  });
}

/**
 * Sends one request and holds its answer to the bar: no 5xx, nothing changed by a refusal, and
 * (`check`) the answer this kind of request must get.
 */
async function judge<T extends Pick<Sent, "status" | "body">>(
  entry: Entry,
  role: BadInputRole,
  request: { method: string; path: string },
  what: string,
  deliver: () => Promise<T>,
  check?: (response: T) => string | null | Promise<string | null>,
): Promise<Failure[]> {
  const response = await deliver();
  sent++;
  const found: Failure[] = [];
  const label = `${request.method} ${request.path.length > 120 ? `${request.path.slice(0, 120)}…` : request.path} (${what})`;
  const wrong = response.status < 500 ? await check?.(response) : null;
  if (wrong) {
    wrongAnswers++;
    found.push({ route: entry.route, role, request: label, status: response.status, detail: wrong });
  }
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
    if (request.method !== "GET") await settle(server);
    last = await fingerprint(server);
  }
  failures.push(...found);
  return found;
}

/** The entry's forms as posted (by `role` unless a form names its sender), each sender, path and form once. */
function distinctPosts(entry: Entry, role: BadInputRole) {
  const seen = new Set<string>();
  const posts: { action: NonNullable<Entry["post"]>[number]; sender: BadInputRole; path: string; base: Form }[] = [];
  for (const action of entry.post ?? []) {
    const sender = action.as ?? role;
    const path = fill(action.path, fixtures);
    const base = fillForm(action.sample ?? action.form, fixtures);
    const key = JSON.stringify([sender, path, base]);
    if (seen.has(key)) continue;
    seen.add(key);
    posts.push({ action, sender, path, base });
  }
  return posts;
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
  for (const { action, sender, path, base } of distinctPosts(entry, role)) {
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
    // Conform's own fields, written by hand: read as absent, never a failure of the request.
    list.push({
      role: sender,
      method: "POST",
      path,
      form: { ...base, __intent__: "{not json", __state__: "[" },
      what: `${action.intent}, Conform's fields not JSON`,
    });
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

// Requests no page of ours sends: bodies that are not forms, methods other than GET, HEAD and
// POST, cookies the server cannot read. Each is sent with node:http, exactly as written.

interface RawRequest {
  role: BadInputRole;
  method: string;
  path: string;
  /** The Cookie header, when it is not the role's own. */
  cookie?: string;
  headers?: Record<string, string>;
  body?: string;
  what: string;
  /** What the answer must be, beyond "not a 5xx and no change when refused". */
  check?: (answer: RawSent) => string | null | Promise<string | null>;
}

/** A form as a browser encodes it; a file's content stands in as its text. */
function urlencoded(form: Form): string {
  const encoded = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      encoded.append(name, typeof item === "string" ? item : item.file);
    }
  }
  return encoded.toString();
}

/** The same form as multipart, with this boundary. */
function multipart(form: Form, boundary: string): string {
  const parts = Object.entries(form).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((item) =>
      typeof item === "string"
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${item}\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="file.bin"\r\nContent-Type: application/octet-stream\r\n\r\n${item.file}\r\n`,
    ),
  );
  return `${parts.join("")}--${boundary}--\r\n`;
}

/** The address of a page's data request (what React Router's <Form> posts to with script). */
function dataPath(path: string): string {
  const [pathname = "/", query] = path.split("?");
  const data = pathname === "/" ? "/_root.data" : `${pathname.replace(/\/$/, "")}.data`;
  return query === undefined ? data : `${data}?${query}`;
}

const UNREADABLE_FORM = ["This form could not be read", "Dit formulier konden we niet lezen"];

/** A refused form body: this status, and on a page the localised explanation. */
const refusedBody =
  (status: 400 | 415, page: boolean) =>
  (answer: RawSent): string | null => {
    if (answer.status !== status) return `expected ${status}`;
    if (page && !UNREADABLE_FORM.some((text) => answer.body.includes(text))) return "the page does not explain it";
    return null;
  };

/** A refused method: 405 naming the methods there are. */
const refusedMethod = (answer: RawSent): string | null => {
  if (answer.status !== 405) return "expected 405";
  return answer.headers.allow === "GET, HEAD, POST" ? null : `Allow: ${answer.headers.allow ?? "(none)"}`;
};

const exactly =
  (status: number) =>
  (answer: RawSent): string | null =>
    answer.status === status ? null : `expected ${status}`;

/** Cookies no browser of ours holds: broken encodings, no name or no value, unknown values. */
const unreadableCookies = [
  { name: "broken encodings", value: "vitaal.partner=%E0%A4%A; lng=%; vitaal_sso=%ZZ; x=\u00ff" },
  { name: "no name, no value, nothing known", value: "no-equals-sign; =no-name; vitaal.partner=ohra; lng=xx" },
  { name: "a partner cookie that is only a percent sign", value: "vitaal.partner=%" },
];
/** A session cookie that cannot be read: the request is a visitor's. */
const brokenSession = "vitaal.session_token=%E0%A4%A; __Secure-vitaal.session_token=%; vitaal.session_data=%7B%22x";

const withCookies = (role: BadInputRole, extra: string) => [cookies[role], extra].filter(Boolean).join("; ");

/** Every request of this kind for one entry of the matrix. */
function unusualRequestsFor(entry: Entry): RawRequest[] {
  const list: RawRequest[] = [];
  const role = entry.as;
  for (const probe of entry.get) {
    const path = fill(probe.path, fixtures);
    for (const extra of unreadableCookies) {
      list.push({
        role,
        method: "GET",
        path,
        cookie: withCookies(role, extra.value),
        what: `cookies: ${extra.name}`,
        // Ignored: the same answer as without them.
        check: async (answer) => {
          const plain = await sendRaw(server, { method: "GET", path, cookie: cookies[role] });
          return answer.status === plain.status ? null : `${plain.status} without these cookies`;
        },
      });
    }
    list.push({ role, method: "GET", path, cookie: brokenSession, what: "a session cookie that cannot be read" });
  }
  const first = entry.get[0] ? fill(entry.get[0].path, fixtures) : null;
  if (first) {
    for (const method of ["PUT", "PATCH", "DELETE", "TRACE", "PROPFIND"]) {
      list.push({ role, method, path: first, what: `method ${method}`, check: refusedMethod });
    }
    list.push({ role, method: "OPTIONS", path: first, what: "method OPTIONS", check: exactly(204) });
    // A method Node's HTTP parser does not know never reaches the application.
    list.push({ role, method: "BREW", path: first, what: "an unknown method", check: exactly(400) });
    if (!entry.post?.length) {
      list.push({
        role,
        method: "POST",
        path: first,
        headers: { "content-type": "application/json" },
        body: "{}",
        what: "JSON where no form is taken",
        check: (answer) => ([405, 415].includes(answer.status) ? null : "expected 405 or 415"),
      });
    }
  }
  for (const { action, sender, path, base } of distinctPosts(entry, role)) {
    const form = urlencoded(base);
    const post = (
      what: string,
      headers: Record<string, string>,
      body: string,
      check?: RawRequest["check"],
      cookie?: string,
    ) =>
      list.push({
        role: sender,
        method: "POST",
        path,
        headers,
        body,
        what: `${action.intent}: ${what}`,
        check,
        cookie,
      });
    const asForm = { "content-type": "application/x-www-form-urlencoded" };
    post("JSON", { "content-type": "application/json" }, JSON.stringify(base), refusedBody(415, true));
    post("text/plain", { "content-type": "text/plain;charset=UTF-8" }, form, refusedBody(415, true));
    post("no Content-Type", {}, form, refusedBody(415, true));
    post(
      "multipart without a boundary",
      { "content-type": "multipart/form-data" },
      multipart(base, "vitaal"),
      refusedBody(400, true),
    );
    post(
      "a multipart body cut short",
      { "content-type": "multipart/form-data; boundary=vitaal" },
      multipart(base, "vitaal").slice(0, -20),
      refusedBody(400, true),
    );
    post(
      "a multipart body under another boundary",
      { "content-type": "multipart/form-data; boundary=other" },
      multipart(base, "vitaal"),
      refusedBody(400, true),
    );
    // Read as a form like any other (escapes that decode to nothing are kept as they are).
    post("broken escapes", asForm, `${form}&%E0%A4%A=%ZZ&%=&&=`);
    list.push({
      role: sender,
      method: "POST",
      path: dataPath(path),
      headers: { "content-type": "application/json" },
      body: JSON.stringify(base),
      what: `${action.intent}: JSON to the data request`,
      check: refusedBody(415, false),
    });
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      list.push({
        role: sender,
        method,
        path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: form,
        what: `${action.intent}: the form as ${method}`,
        check: refusedMethod,
      });
    }
    for (const extra of unreadableCookies) {
      post(`cookies: ${extra.name}`, asForm, form, undefined, withCookies(sender, extra.value));
    }
    post("a session cookie that cannot be read", asForm, form, undefined, brokenSession);
  }
  return list;
}

/** Sends one such request and judges it. */
function attemptRaw(entry: Entry, request: RawRequest): Promise<Failure[]> {
  return judge(
    entry,
    request.role,
    request,
    request.what,
    async (): Promise<RawSent> => {
      try {
        return await sendRaw(server, { ...request, cookie: request.cookie ?? cookies[request.role] });
      } catch (error) {
        // The connection broke: as bad as a 5xx.
        return { status: 599, headers: {}, body: String(error) };
      }
    },
    request.check,
  );
}

/** How many parts the run is cut into (one test file each). */
export const PARTS = 2;

/** Defines the run over the matrix's routes at places `part`, `part + PARTS`, … */
export function badInputRun(part: number) {
  const entries = matrix.filter((_entry, index) => index % PARTS === part);

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
  }, 600_000);

  afterAll(async () => {
    if (server) {
      const changes = changedAfterRefusal > 0 ? `, ${changedAfterRefusal} refused requests changed the database` : "";
      const wrong =
        wrongAnswers > 0 ? `, ${wrongAnswers} answered other than a body, method or cookie like that must be` : "";
      summarise(
        server.kind,
        `bad input, part ${part + 1} of ${PARTS}: ${sent} requests, ${serverErrors} server errors${changes}${wrong}`,
      );
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
    for (const entry of entries) {
      it(entry.route, async () => {
        const found: Failure[] = [];
        for (const request of requestsFor(entry)) {
          found.push(...(await attempt(entry, request.role, request, request.what)));
        }
        expect(
          found,
          found.map((item) => `${item.role}: ${item.request} → ${item.status} ${item.detail}`).join("\n"),
        ).toEqual([]);
      }, 600_000);
    }
  });

  describe("bodies that are not forms, other methods and unreadable cookies on every route", () => {
    for (const entry of entries) {
      it(entry.route, async () => {
        const found: Failure[] = [];
        for (const request of unusualRequestsFor(entry)) found.push(...(await attemptRaw(entry, request)));
        expect(
          found,
          found.map((item) => `${item.role}: ${item.request} → ${item.status} ${item.detail}`).join("\n"),
        ).toEqual([]);
      }, 600_000);
    }
  });
}
