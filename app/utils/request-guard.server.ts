import { data, type MiddlewareFunction } from "react-router";
import { hasControlCharacters } from "./text";

/**
 * Runs before every loader and action: an address whose path or query holds control characters
 * (`/nl/events/%00`, `?q=%00`) comes from no link of ours and no person typing. A path segment
 * like that names nothing (404); a query like that is a bad request (400). Either way it never
 * reaches a query, where PostgreSQL would refuse the NUL with an error.
 */
export const refuseControlCharacters: MiddlewareFunction<Response> = ({ request, params }) => {
  for (const value of Object.values(params)) {
    if (typeof value === "string" && hasControlCharacters(value)) throw data(null, { status: 404 });
  }
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    throw data(null, { status: 400 });
  }
  for (const [key, value] of url.searchParams) {
    if (hasControlCharacters(key) || hasControlCharacters(value)) throw data(null, { status: 400 });
  }
};
