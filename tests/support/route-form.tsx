import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { databaseContext } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { getI18n } from "~/utils/i18n/instance";
import { I18nProvider } from "~/utils/i18n/react";
import "~/utils/i18n/resources.server";
import { servedDatabase } from "./app-database";

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

/**
 * A request's context as the server and the area's middleware leave it: the database
 * `serveAppFrom` serves and the signed-in user (none for a visitor).
 */
export function routeContext(user: CurrentUser | null = testAdmin): RouterContextProvider {
  const context = new RouterContextProvider();
  const db = servedDatabase();
  if (db) context.set(databaseContext, db);
  if (user) context.set(signedInUser, user);
  return context;
}

/** A loader's or action's arguments: the request, the route's parameters, the signed-in user. */
export function routeArgs(
  path: string,
  params: Record<string, string>,
  init?: RequestInit,
  user: CurrentUser | null = testAdmin,
) {
  return { request: new Request(`http://localhost${path}`, init), params, context: routeContext(user) };
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

export type PostedValues = Record<string, string | string[] | File>;

/** The values as a browser posts them: multipart when a file is among them, else URL-encoded. */
export function formBody(values: PostedValues): URLSearchParams | FormData {
  const entries = Object.entries(values).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map((one) => [name, one] as const),
  );
  if (entries.some(([, value]) => value instanceof File)) {
    const body = new FormData();
    for (const [name, value] of entries) body.append(name, value);
    return body;
  }
  const body = new URLSearchParams();
  for (const [name, value] of entries) body.append(name, value as string);
  return body;
}

/** Posts the values as a form to the action (as `user`), and answers what it returned or threw. */
export async function postForm(
  action: AnyHandler,
  path: string,
  params: Record<string, string>,
  values: PostedValues,
  user: CurrentUser | null = testAdmin,
): Promise<Answer> {
  try {
    return answerOf(await action(routeArgs(path, params, { method: "POST", body: formBody(values) }, user)));
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    return answerOf(thrown);
  }
}

/** The loader's data for the path (as `user`). */
export function loaderData(
  loader: AnyHandler,
  path: string,
  params: Record<string, string>,
  user: CurrentUser | null = testAdmin,
) {
  return loader(routeArgs(path, params, undefined, user));
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
