import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import type { Logger } from "pino";
import { loggableUrl } from "~/utils/loggable-url";

const SAFE_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request an id (a sane incoming `x-request-id` from a proxy is kept), returns it in
 * `x-request-id`, and logs the request's outcome with it. Route code logs through
 * `res.locals.log`, so every line of a request carries the same id. The URL is logged without
 * its secrets (`loggableUrl`): no query values but those of harmless filters, no path tokens.
 */
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const incoming = req.headers["x-request-id"];
    const requestId = typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
    const log = logger.child({ requestId });
    res.locals.requestId = requestId;
    res.locals.log = log;
    res.setHeader("x-request-id", requestId);
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = {
        method: req.method,
        url: loggableUrl(req.originalUrl),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
      };
      if (res.statusCode >= 500) log.error(line, "request failed");
      else log.info(line, "request");
    });
    next();
  };
}
