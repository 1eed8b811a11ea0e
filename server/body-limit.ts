import type { RequestHandler } from "express";

/**
 * Refuses request bodies over `maxBytes` before any route reads them. React Router reads the raw
 * request stream itself, so the limit works on the declared length: a body without one
 * (chunked upload) is refused with 411, which browsers never send for forms. `larger` raises the
 * limit for named paths; a name ending in `/*` names every path below it (`/admin/partners/*`).
 */
export function bodyLimit(maxBytes: number, larger: Record<string, number> = {}): RequestHandler {
  return (req, res, next) => {
    // A few upload forms (a coach's photo) may send more, on their exact path only.
    const limit = larger[req.path] ?? prefixLimit(larger, req.path) ?? maxBytes;
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
