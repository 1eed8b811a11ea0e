/**
 * A request's URL as it may go into a log. Links in mail and calendar subscriptions carry secrets
 * (password reset and verification tokens, the ebook's download token, the calendar feed's token,
 * an SSO callback's code and state, the ebook's withdrawal token), and query strings also carry
 * what people type (a coach's client search). Listing the dangerous parameters would miss the next
 * one, so the rule is the other way round: every query value is dropped except those of a few
 * filters that are never secret or personal; the parameter names stay, to tell requests apart.
 * Tokens that live in the path are dropped too.
 */
const KEPT_VALUES = new Set([
  "kind",
  "month",
  "week",
  "type",
  "step",
  "show",
  "page",
  "reset",
  "lng",
  "index",
  "_routes",
]);

/** Path segments that are secrets: `/coach/calendar/{token}.ics`, `/api/auth/reset-password/{token}`. */
const SECRET_IN_PATH = /(\/(?:coach\/calendar|api\/auth\/reset-password)\/)[^/]+?(\.ics)?(?=\/|$)/gi;

const PLAIN_NAME = /^[A-Za-z_][A-Za-z0-9_.-]{0,31}$/;

export const REDACTED = "[redacted]";

export function loggableUrl(url: string): string {
  // An absolute URL (a Request's url) keeps its origin; Express's originalUrl is path and query.
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? "";
  const rest = url.slice(origin.length).split("#")[0] ?? "";
  const mark = rest.indexOf("?");
  const path = (mark === -1 ? rest : rest.slice(0, mark)).replace(
    SECRET_IN_PATH,
    (_match, head: string, ics?: string) => `${head}${REDACTED}${ics ?? ""}`,
  );
  if (mark === -1) return origin + path;
  const query = rest
    .slice(mark + 1)
    .split("&")
    .filter((part) => part !== "")
    .map((part) => {
      const equals = part.indexOf("=");
      const raw = equals === -1 ? part : part.slice(0, equals);
      const kept = KEPT_VALUES.has(decodedName(raw));
      // A parameter without a value is a value itself; an odd name may be one too.
      if (equals === -1) return kept ? raw : REDACTED;
      const name = PLAIN_NAME.test(raw) ? raw : REDACTED;
      return kept ? part : `${name}=${REDACTED}`;
    })
    .join("&");
  return `${origin}${path}${query ? `?${query}` : ""}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, " "));
  } catch {
    return name;
  }
}
