import type { ComponentType } from "react";
import { afterAll, beforeAll } from "vitest";
import { signIn } from "~/features/accounts/accounts.server";
import { closeRateLimits } from "~/features/accounts/rate-limits.server";
import { type CurrentUser, getCurrentUser } from "~/features/accounts/session.server";
import { requestContext } from "~/utils/request-context.server";
import { serveAppFrom } from "./app-database";
import { createMember } from "./factories";
import { drawPage as drawRoute, formBody, type PostedValues, routeContext } from "./route-form";
import { createTestDatabase, type TestDatabase } from "./test-db";

// The account pages (login, sign-up, password reset, onboarding, the account page) as a browser
// without JavaScript uses them, over the form layer's route helpers (`route-form.tsx`) with what
// these pages need besides: the client's address (the rate limits count it), the request from the
// site's own origin with its cookie, the cookies an answer sets, and the route's parameters.

export const ORIGIN = "http://localhost:5173";

/** Tess, the member with a password whom these pages' tests log in as. */
export const TESS = { id: "tess", name: "Tess Kok", email: "tess@example.com", password: "tess her own password" };

/**
 * The test database of one file of these pages' tests, which the routes are served from: made
 * before its tests, with Tess on it (in her language, unless `tess: false`), and closed after
 * them, with the rate limits' connection.
 */
export function servedAccountPages(options: { connections?: number; tess?: "nl" | "en" | false } = {}) {
  let served: TestDatabase | undefined;
  let app: { release(): void } | undefined;
  beforeAll(async () => {
    served = await createTestDatabase(options.connections ? { connections: options.connections } : {});
    app = serveAppFrom(served);
    if (options.tess !== false) await createMember(served.db, { ...TESS, locale: options.tess ?? "en" });
  }, 120_000);
  afterAll(async () => {
    await closeRateLimits();
    app?.release();
    await served?.close();
  });
  return {
    get db() {
      if (!served) throw new Error("the test database is made before the tests");
      return served.db;
    },
    get test() {
      if (!served) throw new Error("the test database is made before the tests");
      return served;
    },
  };
}

/**
 * Logs in as a person would (a real session and its cookie, from `clientIp`), and reads the
 * session's account as the area hands it to the page.
 */
export async function logIn(email: string, password: string, clientIp: string) {
  const request = new Request(`${ORIGIN}/en/login`, { method: "POST", headers: { origin: ORIGIN } });
  const { headers } = await signIn(request, { email, password }, clientIp);
  const cookie = headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  const user = await getCurrentUser(new Request(`${ORIGIN}/en/account`, { headers: { cookie } }));
  if (!user) throw new Error(`${email} has no session`);
  return { user, cookie };
}

export interface RouteCall {
  /** The address, with its query: `/en/reset-password?token=…`. */
  path: string;
  params: Record<string, string>;
  /** The client's address, which the rate limits count. */
  clientIp?: string;
  /** The signed-in account, for a page inside an area. */
  user?: CurrentUser;
  /** Extra request headers (a session cookie). */
  headers?: Record<string, string>;
}

/** A loader's or action's arguments: the served database, the signed-in account and the client's address. */
export function routeArgs(call: RouteCall, init: RequestInit = {}) {
  const context = routeContext(call.user ?? null);
  context.set(requestContext, { requestId: "test", nonce: "test", clientIp: call.clientIp ?? "10.0.0.1" });
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);
  return { request: new Request(`${ORIGIN}${call.path}`, { ...init, headers }), params: call.params, context };
}

export interface Answer {
  status: number;
  data: unknown;
  /** Where a redirect sends the browser. */
  location?: string | null;
  cookies: string[];
  headers: Headers;
}

// biome-ignore lint/suspicious/noExplicitAny: each route's handler takes its own generated argument type
type AnyHandler = (args: any) => unknown;

/** A Response (a redirect), what `data()` returns or throws, or plain data, with the headers it sets. */
function answerOf(value: unknown): Answer {
  const isData = value !== null && typeof value === "object" && "data" in value && "init" in value;
  const { data, init } = isData
    ? (value as { data: unknown; init?: ResponseInit | null })
    : { data: value, init: null };
  const response = value instanceof Response ? value : null;
  const headers = response ? response.headers : new Headers(init?.headers);
  return {
    status: response?.status ?? init?.status ?? 200,
    data: response ? null : data,
    ...(response ? { location: response.headers.get("Location") } : {}),
    cookies: headers.getSetCookie(),
    headers,
  };
}

/** Posts the values as a form (from the site's own origin) and answers what the action returned or threw. */
export async function postForm(action: AnyHandler, call: RouteCall, values: PostedValues): Promise<Answer> {
  const init = { method: "POST", body: formBody(values), headers: { origin: ORIGIN } };
  try {
    return answerOf(await action(routeArgs(call, init)));
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return answerOf(thrown);
  }
}

/** The loader's answer for the address: its status and data, or where it redirects. */
export async function loaderAnswer(loader: AnyHandler, call: RouteCall): Promise<Answer> {
  try {
    return answerOf(await loader(routeArgs(call)));
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return answerOf(thrown);
  }
}

/** The loader's data for the address (what React Router hands the page, also from `data()`). */
export async function loaderData(loader: AnyHandler, call: RouteCall): Promise<unknown> {
  return (await loaderAnswer(loader, call)).data;
}

/** The page drawn on the server, as the browser without script gets it, with the route's parameters. */
export function drawPage(
  // biome-ignore lint/suspicious/noExplicitAny: the page's props are its route's generated type
  Page: ComponentType<any>,
  call: RouteCall,
  props: { loaderData?: unknown; actionData?: unknown },
) {
  const WithParams = (drawn: object) => <Page {...drawn} params={call.params} />;
  return drawRoute(WithParams, call.path, { loaderData: props.loaderData, actionData: props.actionData }, lngOf(call));
}

const lngOf = (call: RouteCall) => (call.params.lng === "nl" ? "nl" : "en");

/** The opening tag of the element with the id. */
export function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}
