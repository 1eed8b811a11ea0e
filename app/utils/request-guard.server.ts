import { data, type MiddlewareFunction } from "react-router";
import { isLanguage } from "~/features/i18n/config";
import { negotiateLanguage } from "~/features/i18n/negotiate";
import { hasControlCharacters } from "./text";

/**
 * A refusal before any loader ran: React Router draws it at the root without loader data, so it
 * carries the language the visitor's browser asks for (see `useLanguage`).
 */
function refuse(status: 400 | 404, request: Request): never {
  throw data({ lng: negotiateLanguage(request.headers) }, { status });
}

/**
 * Runs before every loader and action: an address whose path or query holds control characters
 * (`/nl/events/%00`, `?q=%00`) comes from no link of ours and no person typing. A path segment
 * like that names nothing (404); a query like that is a bad request (400). Either way it never
 * reaches a query, where PostgreSQL would refuse the NUL with an error.
 */
export const refuseControlCharacters: MiddlewareFunction<Response> = ({ request, params }) => {
  for (const value of Object.values(params)) {
    if (typeof value === "string" && hasControlCharacters(value)) refuse(404, request);
  }
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    refuse(400, request);
  }
  for (const [key, value] of url.searchParams) {
    if (hasControlCharacters(key) || hasControlCharacters(value)) refuse(400, request);
  }
};

/**
 * `/:lng` matches any first segment; only the languages we have are pages. Checked before any
 * action below it runs, so a form posted under `/xx/…` changes nothing.
 */
export const refuseUnknownLanguage: MiddlewareFunction<Response> = ({ request, params }) => {
  if (!isLanguage(params.lng)) refuse(404, request);
};
