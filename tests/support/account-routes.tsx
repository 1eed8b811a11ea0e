import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { getI18n } from "~/features/i18n/instance";
import { I18nProvider } from "~/features/i18n/react";
import "~/features/i18n/resources.server";
import { requestContext } from "~/utils/request-context.server";

// The account pages (login, sign-up, password reset, onboarding, the account page) as a browser
// without JavaScript uses them, for their Vitest tests on the form layer (decision 028): a plain
// form post from the site's own origin, the action's answer (status, data, where a redirect
// goes, the cookies it sets), and the page drawn on the server from the loader's data and that
// answer, with the route's parameters as React Router gives them.

export const ORIGIN = "http://localhost:5173";

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

/** A loader's or action's arguments. */
export function routeArgs(call: RouteCall, init: RequestInit = {}) {
  const context = new RouterContextProvider();
  context.set(requestContext, { requestId: "test", nonce: "test", clientIp: call.clientIp ?? "10.0.0.1" });
  if (call.user) context.set(signedInUser, call.user);
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
}

// biome-ignore lint/suspicious/noExplicitAny: each route's handler takes its own generated argument type
type AnyHandler = (args: any) => unknown;

/** What `data()` returns or throws, or a Response (a redirect), or plain data. */
function answerOf(value: unknown): Answer {
  if (value instanceof Response) {
    return {
      status: value.status,
      data: null,
      location: value.headers.get("Location"),
      cookies: value.headers.getSetCookie(),
    };
  }
  if (value && typeof value === "object" && "data" in value && "init" in value) {
    const { data, init } = value as { data: unknown; init?: ResponseInit | null };
    return { status: init?.status ?? 200, data, cookies: new Headers(init?.headers).getSetCookie() };
  }
  return { status: 200, data: value, cookies: [] };
}

/** Posts the values as a form (from the site's own origin) and answers what the action returned or threw. */
export async function postForm(action: AnyHandler, call: RouteCall, values: Record<string, string>): Promise<Answer> {
  const body = new URLSearchParams(values);
  const init = { method: "POST", body, headers: { origin: ORIGIN } };
  try {
    return answerOf(await action(routeArgs(call, init)));
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return answerOf(thrown);
  }
}

/** The loader's data for the address (what React Router hands the page, also from `data()`). */
export async function loaderData(loader: AnyHandler, call: RouteCall): Promise<unknown> {
  return answerOf(await loader(routeArgs(call))).data;
}

/** The page drawn on the server, as the browser without script gets it. */
export function drawPage(
  // biome-ignore lint/suspicious/noExplicitAny: the page's props are its route's generated type
  Page: ComponentType<any>,
  call: RouteCall,
  props: { loaderData?: unknown; actionData?: unknown },
) {
  const lng = call.params.lng === "nl" ? "nl" : "en";
  const element = <Page loaderData={props.loaderData} actionData={props.actionData} params={call.params} />;
  const router = createMemoryRouter(
    [{ id: "root", path: "/", loader: () => ({ lng }), children: [{ path: "*", element }] }],
    { initialEntries: [call.path], hydrationData: { loaderData: { root: { lng } } } },
  );
  return renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

/** The opening tag of the element with the id. */
export function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+[^>]*\\sid="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}
