import type { RequestHandler } from "express";

/**
 * Refuses request bodies over `maxBytes` before any route reads them. React Router reads the raw
 * request stream itself, so the limit works on the declared length: a body without one
 * (chunked upload) is refused with 411, which browsers never send for forms. `larger` raises the
 * limit for named paths; a name ending in `/*` names every path below it (`/admin/partners/*`).
 * A page's path covers its data requests too: with script, React Router posts the page's form
 * to `/coach/profile.data`, and without it to `/coach/profile`; both carry the same upload.
 */
export function bodyLimit(maxBytes: number, larger: Record<string, number> = {}): RequestHandler {
  return (req, res, next) => {
    // A few upload forms (a coach's photo) may send more, on their exact path only.
    const path = pagePath(req.path);
    const limit = larger[path] ?? prefixLimit(larger, path) ?? maxBytes;
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const declared = req.headers["content-length"];
    if (declared === undefined) {
      if (req.headers["transfer-encoding"]) {
        res.status(411).type("text/plain").send("Length required");
        return;
      }
      return next();
    }
    const length = Number(declared);
    if (!Number.isFinite(length) || length < 0) {
      res.status(400).type("text/plain").send("Bad request");
      return;
    }
    if (length > limit) {
      res.status(413).set("Connection", "close").type("text/plain").send("Payload too large");
      return;
    }
    next();
  };
}

function prefixLimit(larger: Record<string, number>, path: string): number | undefined {
  for (const [name, limit] of Object.entries(larger)) {
    if (name.endsWith("/*") && path.startsWith(name.slice(0, -1)) && !path.slice(name.length - 1).includes("/"))
      return limit;
  }
  return undefined;
}

/**
 * The page a path posts to: React Router's data request for `/coach/profile` is
 * `/coach/profile.data`, and a trailing slash names the same page.
 */
export function pagePath(path: string): string {
  const page = path.endsWith(".data") ? path.slice(0, -".data".length) : path;
  return page.length > 1 && page.endsWith("/") ? page.slice(0, -1) : page;
}
