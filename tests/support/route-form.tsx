import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { getI18n } from "~/features/i18n/instance";
import { I18nProvider } from "~/features/i18n/react";
import "~/features/i18n/resources.server";

// A route as a browser without JavaScript uses it, for the Vitest tests of pages on the form
// layer (decision 028): a plain form post to the action, its answer (status, data, or where a
// redirect goes), and the page drawn on the server from the loader's data and that answer.

/** The administrator the back office's tests act as. */
export const testAdmin = {
  id: "admin-1",
  name: "Sara Jansen",
  email: "admin@example.com",
  timeZone: "Europe/Amsterdam",
} as unknown as CurrentUser;

/** A loader's or action's arguments: the request, the route's parameters, the signed-in user. */
export function routeArgs(path: string, params: Record<string, string>, init?: RequestInit, user = testAdmin) {
  const context = new RouterContextProvider();
  context.set(signedInUser, user);
  return { request: new Request(`http://localhost${path}`, init), params, context };
}

export interface Answer {
  status: number;
  data: unknown;
  /** Where a redirect sends the browser. */
  location?: string | null;
}

// biome-ignore lint/suspicious/noExplicitAny: each route's action takes its own generated argument type
type AnyHandler = (args: any) => Promise<unknown>;

/** What `data()` returns or throws, or a Response (a redirect), or plain data: status and data. */
function answerOf(value: unknown): Answer {
  if (value instanceof Response) return { status: value.status, data: null, location: value.headers.get("Location") };
  if (value && typeof value === "object" && "data" in value && "init" in value) {
    const { data, init } = value as { data: unknown; init?: { status?: number } | null };
    return { status: init?.status ?? 200, data };
  }
  return { status: 200, data: value };
}

/** Posts the values as a form to the action, and answers what it returned or threw. */
export async function postForm(
  action: AnyHandler,
  path: string,
  params: Record<string, string>,
  values: Record<string, string | string[]>,
): Promise<Answer> {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) body.append(name, one);
  }
  try {
    return answerOf(await action(routeArgs(path, params, { method: "POST", body })));
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return answerOf(thrown);
  }
}

/** The loader's data for the path. */
export function loaderData(loader: AnyHandler, path: string, params: Record<string, string>) {
  return loader(routeArgs(path, params));
}

/** The page drawn on the server as the browser without script gets it (in the account's language). */
export function drawPage(
  // biome-ignore lint/suspicious/noExplicitAny: the page's props are its route's generated type
  Page: ComponentType<any>,
  path: string,
  props: { loaderData: unknown; actionData?: unknown },
  lng: "en" | "nl" = "en",
) {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ lng }),
        children: [{ path: "*", element: <Page loaderData={props.loaderData} actionData={props.actionData} /> }],
      },
    ],
    { initialEntries: [path], hydrationData: { loaderData: { root: { lng } } } },
  );
  return renderToString(
    <I18nProvider i18n={getI18n(lng)}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}
