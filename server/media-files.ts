import { STATUS_CODES } from "node:http";
import { resolve } from "node:path";
import type { Request, RequestHandler, Response } from "express";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { viewerOf } from "~/features/events/access.server";
import { type FileViewer, MEDIA_FILES_DIR, mediaFileAccess } from "~/features/media/media-files.server";
import { negotiateLanguage } from "~/utils/i18n/negotiate";

export interface MediaFilesOptions {
  /** The folder `/media/{name}` is read from (tests give their own). */
  root?: string;
  database?: () => Promise<Database>;
  /** Who sent the request; by default from its session cookie. */
  viewer?: (req: Request) => Promise<FileViewer>;
  now?: () => Date;
}

// An hour, as the other public files: a public item's file may be kept by the browser and any
// shared cache. A partner's file may be kept only by the browser that asked, and is asked for
// again each time (an ETag makes that a 304), so that a member who leaves the partner, or logs
// out on a shared computer, loses it at once.
const PUBLIC_CACHE = "public, max-age=3600";
const PRIVATE_CACHE = "private, no-cache";

/**
 * `GET /media/{name}`: a file of a media item, served only to those who may see an item that uses
 * it (`mediaFileAccess`), with ranges (a video seeks with `206 Partial Content`), validators and
 * the file's content type. A visitor gets 401 and someone else's member 403; a browser opening the
 * file as a page is sent to its item's page instead, which says the same in words (and offers to log
 * in). Files of drafts, withdrawn items and unknown names are 404.
 */
export function mediaFiles(options: MediaFilesOptions = {}): RequestHandler {
  const root = resolve(options.root ?? MEDIA_FILES_DIR);
  const database = options.database ?? getDb;
  const viewer = options.viewer ?? sessionViewer;
  const now = options.now ?? (() => new Date());
  return async (req, res, next) => {
    if (!req.path.startsWith("/media/")) return next();
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.setHeader("Allow", "GET, HEAD");
      return refuse(res, 405);
    }
    try {
      const access = await mediaFileAccess(await database(), req.path, () => viewer(req), now());
      if (access.kind === "missing") return refuse(res, 404);
      if (access.kind === "login" || access.kind === "forbidden") {
        if (req.get("sec-fetch-mode") === "navigate") {
          const lng = negotiateLanguage(
            new Headers({ cookie: req.get("cookie") ?? "", "accept-language": req.get("accept-language") ?? "" }),
          );
          res.setHeader("Cache-Control", "no-store");
          return res.redirect(302, `/${lng}/media/id/${access.slug}`);
        }
        return refuse(res, access.kind === "login" ? 401 : 403);
      }
      const headers: Record<string, string> = {
        "Cache-Control": access.kind === "public" ? PUBLIC_CACHE : PRIVATE_CACHE,
        "X-Content-Type-Options": "nosniff",
      };
      // Another site's page cannot embed a partner's file with a member's cookies.
      if (access.kind === "private") headers["Cross-Origin-Resource-Policy"] = "same-origin";
      res.sendFile(
        req.path.slice("/media/".length),
        { root, dotfiles: "deny", cacheControl: false, headers },
        (error) => sent(error, res, next),
      );
    } catch (error) {
      next(error);
    }
  };
}

/** The account behind the request's session cookie, and its partners. */
export async function sessionViewer(req: Request): Promise<FileViewer> {
  const headers = new Headers();
  const cookie = req.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  const viewer = await viewerOf(new Request(`http://localhost${req.originalUrl}`, { headers }));
  return { loggedIn: viewer.user !== null, partnerIds: viewer.partnerIds };
}

/**
 * A refusal no cache keeps: whether it holds depends on who asks and on the item's state. Its body
 * is for programs (a player shows none); people opening a file as a page get its item's page.
 */
function refuse(res: Response, status: number) {
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("text/plain")
    .send(STATUS_CODES[status] ?? String(status));
}

type SendError = Error & { status?: number; code?: string; headers?: Record<string, string> };

/** After `sendFile`: a file the item names but the folder lacks is 404; an unsatisfiable range 416. */
function sent(error: SendError | undefined, res: Response, next: (error?: unknown) => void) {
  if (!error || error.code === "ECONNABORTED" || res.headersSent) return;
  const status = error.status ?? 500;
  if (error.code === "ENOENT" || error.code === "EISDIR" || status === 404) return refuse(res, 404);
  if (status === 412 || status === 416) {
    for (const [name, value] of Object.entries(error.headers ?? {})) res.setHeader(name, value);
    return refuse(res, status);
  }
  next(error);
}
