import { data, type MiddlewareFunction } from "react-router";
import { isLanguage } from "~/utils/i18n/config";
import { negotiateLanguage } from "~/utils/i18n/negotiate";
import { FORM_REFUSAL, formBodyProblem, formRefusalStatus, isMultipart } from "./form-body";
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

/**
 * Runs before every action: its body must be a form, as our pages post them. JSON, text/plain, a
 * body without a Content-Type (415) or a multipart body without its boundary or broken inside
 * (400) reaches no action, where `request.formData()` would throw and the request end as a 500.
 * A multipart body is read once here to know it is whole (a copy: the action reads its own); the
 * body limit (`server/body-limit.ts`) bounds what that costs. No route takes another kind of body:
 * better-auth's JSON and the error reports (`/monitoring`) are answered before React Router.
 */
export const refuseUnreadableForms: MiddlewareFunction<Response> = async ({ request }) => {
  if (request.method === "GET" || request.method === "HEAD") return;
  const contentType = request.headers.get("content-type");
  const problem = formBodyProblem(contentType);
  if (problem) refuseForm(formRefusalStatus(problem), request);
  if (isMultipart(contentType)) {
    try {
      await request.clone().formData();
    } catch {
      refuseForm(400, request);
    }
  }
};

function refuseForm(status: 400 | 415, request: Request): never {
  throw data({ lng: negotiateLanguage(request.headers), reason: FORM_REFUSAL }, { status });
}
