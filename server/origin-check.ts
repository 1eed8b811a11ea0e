import type { RequestHandler } from "express";

/**
 * Mutations only from our own pages: a POST (or other unsafe method) whose Origin names another
 * site is refused. Browsers send Origin with every cross-site form post; requests without it
 * come from non-browser clients, which carry no victim's cookies.
 */
export function originCheck(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const origin = req.headers.origin;
    if (!origin || origin === "null") return origin === "null" ? refuse(res) : next();
    try {
      if (new URL(origin).host === req.headers.host) return next();
    } catch {}
    refuse(res);
  };
}

function refuse(res: Parameters<RequestHandler>[1]) {
  res.status(403).type("text/plain").send("Forbidden: cross-site request");
}
