import { createHash, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * `GET /metrics` for Prometheus, only with `Authorization: Bearer <token>`. Without a configured
 * token the endpoint does not exist (the request goes on to the app's 404). The token is compared
 * in constant time (over SHA-256 digests, so its length is not given away either).
 */
export function metricsEndpoint(token: string | undefined, text: () => Promise<{ contentType: string; body: string }>) {
  const expected = token ? createHash("sha256").update(token).digest() : null;
  return async (req: Request, res: Response, next: NextFunction) => {
    if (!expected) return next();
    const header = req.get("authorization") ?? "";
    const given = /^Bearer (.+)$/.exec(header)?.[1] ?? "";
    const matches = timingSafeEqual(createHash("sha256").update(given).digest(), expected);
    res.set("Cache-Control", "no-store");
    if (!matches) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
      return;
    }
    try {
      const { contentType, body } = await text();
      res.type(contentType).send(body);
    } catch (error) {
      next(error);
    }
  };
}
