import { randomFillSync } from "node:crypto";

// 16 random bytes per page for its nonce, taken from 4 KB filled at once from the system's
// random source: one call for 256 pages instead of one per page. Every byte is used once.
const noncePool = Buffer.alloc(4096);
let nonceOffset = noncePool.length;
export function freshNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + 16);
  nonceOffset += 16;
  return nonce;
}

import type { RequestHandler } from "express";

export interface CspOptions {
  nonce: string;
  development: boolean;
  /** Hosts whose pages may be embedded (the webinar streams); none: no frames at all. */
  frameHosts?: readonly string[];
}

/**
 * Scripts run only with this response's nonce; 'strict-dynamic' lets those scripts load the
 * route chunks they import. Styles may be inline attributes because React Aria positions
 * overlays with the style attribute.
 */
export function contentSecurityPolicy({ nonce, development, frameHosts = [] }: CspOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": [`'nonce-${nonce}'`, "'strict-dynamic'"],
    "style-src": ["'self'", `'nonce-${nonce}'`],
    "style-src-attr": ["'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "media-src": ["'self'", "blob:"],
    "connect-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
    "frame-src": frameHosts.length > 0 ? frameHosts.map((host) => `https://${host}`) : ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (development) {
    // Vite injects its client and styles inline and talks to its HMR socket.
    directives["style-src"] = ["'self'", "'unsafe-inline'"];
    directives["connect-src"]?.push("ws:", "wss:");
  }
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

export function securityHeaders({
  production,
  frameHosts = [],
}: {
  production: boolean;
  frameHosts?: readonly string[];
}): RequestHandler {
  return (_req, res, next) => {
    const nonce = freshNonce();
    res.locals.nonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce, development: !production, frameHosts }));
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(self), microphone=(self), display-capture=(self), geolocation=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
    next();
  };
}
