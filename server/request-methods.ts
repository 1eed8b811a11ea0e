import type { RequestHandler } from "express";

/** What the site's pages answer: reading them, and posting their forms. */
export const PAGE_METHODS = ["GET", "HEAD", "POST"] as const;

/**
 * Refuses every method but `allowed` with 405 and an `Allow` header, before a route sees it; an
 * OPTIONS request is told the same with 204. React Router would otherwise run a route's action for
 * PUT, PATCH and DELETE (no page of ours sends them: every form posts, with an `intent`), and the
 * Fetch API cannot even represent TRACE, so the request would fail as it is handed over (a 500).
 */
export function allowedMethods(allowed: readonly string[] = PAGE_METHODS): RequestHandler {
  const allow = allowed.join(", ");
  return (req, res, next) => {
    if (allowed.includes(req.method)) return next();
    res.set("Allow", allow);
    if (req.method === "OPTIONS") {
      res.status(204).end();
      return;
    }
    res.status(405).type("text/plain").send("Method not allowed");
  };
}
