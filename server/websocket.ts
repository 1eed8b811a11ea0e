import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";

export const MAX_MESSAGE_BYTES = 64 * 1024;

/** How long sockets may live and how much they may say (`docs/decisions/017-signalling-limits.md`). */
export interface SocketLimits {
  /** A socket without a session is closed (1008 "login") after this long. */
  authGraceMs: number;
  /** The server pings this often; a socket that did not pong since the last ping is terminated. */
  pingIntervalMs: number;
  /**
   * A socket that sends nothing for this long, in no room and not listening to its inbox, is
   * closed (1000 "idle").
   */
  idleTimeoutMs: number;
  /** Open sockets per account; more are refused at the upgrade with 429. */
  maxSocketsPerAccount: number;
  /** Open sockets per client address (logged in or not); more are refused with 429. */
  maxSocketsPerAddress: number;
  /** Token bucket per socket: messages per second, refilled continuously... */
  messagesPerSecond: number;
  /** ...up to this many at once (ICE candidates come in bursts). Over it, messages are dropped. */
  messageBurst: number;
  /**
   * Sustained abuse closes the socket (1008 "rate"): dropping more than
   * `messagesPerSecond × (abuseFactor − 1) × abuseWindowMs / 1000` messages within one window,
   * which is sending at about `abuseFactor` times the rate for the window once the burst is spent.
   */
  abuseFactor: number;
  abuseWindowMs: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  authGraceMs: 5_000,
  pingIntervalMs: 30_000,
  idleTimeoutMs: 120_000,
  maxSocketsPerAccount: 5,
  maxSocketsPerAddress: 20,
  messagesPerSecond: 50,
  messageBurst: 100,
  abuseFactor: 5,
  abuseWindowMs: 2_000,
};

/** Plain numbers for the metrics. */
export interface SocketStats {
  /** Open sockets, and among them those with a session and those in a call room. */
  open: number;
  authenticated: number;
  inRoom: number;
  /** Upgrades waiting for the session check. */
  upgrading: number;
  /** `unhandled`: a logged-in socket's message with no hub to take it. */
  dropped: {
    rate: number;
    size: number;
    binary: number;
    unauthenticated: number;
    protocol: number;
    unhandled: number;
  };
  refused: { path: number; origin: number; capAccount: number; capAddress: number; login: number };
  /**
   * Sockets the server ended: no pong, idle, flooding; and those the hub ended: their session
   * ended (`signedOut`), too many joins (`joins`).
   */
  closed: { unresponsive: number; idle: number; abuse: number; signedOut: number; joins: number };
}

/** The account on the other end, and the session (its id) the socket was opened with. */
export interface Identity {
  userId: string;
  sessionId?: string;
}

/** Why the hub ends a socket: its session ended, or it broke the hub's rules on rate. */
export type HubEndReason = "signedOut" | "rate";

/** What handles a socket's JSON messages (the call signalling), one connection per socket. */
export interface MessageHub {
  connect(
    identity: Identity,
    send: (message: Record<string, unknown>) => void,
    /** The hub ends the connection: the socket is closed with 1008 and the reason. */
    end: (reason: HubEndReason) => void,
  ): {
    message(text: string): void;
    close(): unknown;
    inRoom?(): boolean;
    /**
     * Held open on purpose (in a call room, or listening to its inbox): not closed as idle. Without
     * it, being in a room is what counts.
     */
    active?(): boolean;
  };
}

/** After a close the server sends, a peer that does not answer is cut off this much later. */
const CLOSE_TIMEOUT_MS = 2_000;

function refuse(socket: Duplex, status: string) {
  socket.once("finish", () => socket.destroy());
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function increment(counts: Map<string, number>, key: string) {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

function decrement(counts: Map<string, number>, key: string) {
  const left = (counts.get(key) ?? 0) - 1;
  if (left > 0) counts.set(key, left);
  else counts.delete(key);
}

/**
 * The `/ws` endpoint on the application's HTTP server. Only pages of our own origin may open it;
 * the session cookie, when there is one, says who is on the other end, and a socket without one
 * is closed after a short grace. "ping" is answered here; every other text frame of a logged-in
 * socket goes to the hub (the call signalling). Sockets are capped per account and per client
 * address, rate limited, pinged, and closed when idle.
 */
export function createSocketEndpoint(options: {
  allowedOrigin: (req: IncomingMessage) => boolean;
  authenticate?: (req: IncomingMessage) => Promise<Identity | null>;
  hub?: MessageHub;
  /** The client's address for the per-address cap; the TCP peer's address unless told otherwise. */
  clientAddress?: (req: IncomingMessage) => string | undefined;
  limits?: Partial<SocketLimits>;
}) {
  const limits: SocketLimits = { ...SOCKET_LIMITS, ...options.limits };
  const clientAddress = options.clientAddress ?? ((req: IncomingMessage) => req.socket.remoteAddress);
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const closeAfterDropped = limits.messagesPerSecond * (limits.abuseFactor - 1) * (limits.abuseWindowMs / 1000);

  const perAccount = new Map<string, number>();
  const perAddress = new Map<string, number>();
  let upgrading = 0;
  const dropped = { rate: 0, size: 0, binary: 0, unauthenticated: 0, protocol: 0, unhandled: 0 };
  const refused = { path: 0, origin: 0, capAccount: 0, capAddress: 0, login: 0 };
  const closed = { unresponsive: 0, idle: 0, abuse: 0, signedOut: 0, joins: 0 };

  interface Live {
    socket: WebSocket;
    identity: Identity | null;
    connection?: ReturnType<MessageHub["connect"]>;
    alive: boolean;
  }
  const live = new Set<Live>();

  const heartbeat = setInterval(() => {
    for (const entry of live) {
      if (entry.socket.readyState !== entry.socket.OPEN) continue;
      if (!entry.alive) {
        closed.unresponsive++;
        entry.socket.terminate();
        continue;
      }
      entry.alive = false;
      entry.socket.ping();
    }
  }, limits.pingIntervalMs);
  heartbeat.unref();

  wss.on("connection", (socket: WebSocket, _req: IncomingMessage, identity: Identity | null = null) => {
    const sendJson = (message: Record<string, unknown>) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const entry: Live = { socket, identity, alive: true };
    live.add(entry);

    const timers = new Set<ReturnType<typeof setTimeout>>();
    const later = (ms: number, work: () => void) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        work();
      }, ms);
      timer.unref();
      timers.add(timer);
    };
    const shut = (code: number, reason: string) => {
      if (socket.readyState !== socket.OPEN) return;
      socket.close(code, reason);
      later(CLOSE_TIMEOUT_MS, () => socket.terminate());
    };
    // The hub ends a socket whose session ended (the page shows "signed out") or that floods joins.
    const endByHub = (reason: HubEndReason) => {
      if (socket.readyState !== socket.OPEN) return;
      if (reason === "signedOut") closed.signedOut++;
      else closed.joins++;
      shut(1008, reason);
    };
    entry.connection = identity ? options.hub?.connect(identity, sendJson, endByHub) : undefined;

    // No session: a few seconds to be told to log in, then closed.
    let toldToLogIn = false;
    if (!identity) {
      later(limits.authGraceMs, () => {
        if (socket.readyState !== socket.OPEN) return;
        refused.login++;
        if (!toldToLogIn) sendJson({ type: "refused", reason: "login" });
        shut(1008, "login");
      });
    }

    // Idle: nothing received, in no room and not listening to its inbox, for the idle period.
    let lastActivity = Date.now();
    const held = () => {
      const connection = entry.connection;
      if (!connection) return false;
      return connection.active ? connection.active() : (connection.inRoom?.() ?? false);
    };
    const checkIdle = () => {
      if (held()) lastActivity = Date.now();
      const quiet = Date.now() - lastActivity;
      if (quiet < limits.idleTimeoutMs) {
        later(limits.idleTimeoutMs - quiet, checkIdle);
        return;
      }
      if (socket.readyState !== socket.OPEN) return;
      closed.idle++;
      shut(1000, "idle");
    };
    later(limits.idleTimeoutMs, checkIdle);

    // Token bucket, and a window in which too many drops close the socket.
    let tokens = limits.messageBurst;
    let refilledAt = performance.now();
    let abuseSince = 0;
    let abuseDropped = 0;
    const allowed = () => {
      const at = performance.now();
      tokens = Math.min(limits.messageBurst, tokens + ((at - refilledAt) * limits.messagesPerSecond) / 1000);
      refilledAt = at;
      if (tokens >= 1) {
        tokens -= 1;
        return true;
      }
      dropped.rate++;
      if (at - abuseSince > limits.abuseWindowMs) {
        abuseSince = at;
        abuseDropped = 0;
      }
      abuseDropped++;
      if (abuseDropped >= closeAfterDropped) {
        closed.abuse++;
        shut(1008, "rate");
      }
      return false;
    };

    socket.on("pong", () => {
      entry.alive = true;
    });
    socket.on("message", (raw, isBinary) => {
      if (socket.readyState !== socket.OPEN) return;
      lastActivity = Date.now();
      if (!allowed()) return;
      if (isBinary) {
        dropped.binary++;
        return;
      }
      const text = raw.toString();
      if (text === "ping") {
        socket.send("pong");
        return;
      }
      if (entry.connection) {
        entry.connection.message(text);
        return;
      }
      if (identity) {
        dropped.unhandled++;
        return;
      }
      dropped.unauthenticated++;
      // Told once; the page shows "log in" (the socket closes when the grace ends).
      if (!toldToLogIn) {
        toldToLogIn = true;
        sendJson({ type: "refused", reason: "login" });
      }
    });
    socket.on("close", () => {
      live.delete(entry);
      for (const timer of timers) clearTimeout(timer);
      void entry.connection?.close();
    });
    // An oversized frame makes ws close the socket with 1009; a broken frame with 1002 or 1007.
    socket.on("error", (error: Error & { code?: string }) => {
      if (error.code === "WS_ERR_UNSUPPORTED_MESSAGE_LENGTH") dropped.size++;
      else dropped.protocol++;
    });
  });

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== "/ws") {
      refused.path++;
      refuse(socket, "404 Not Found");
      return;
    }
    if (!options.allowedOrigin(req)) {
      refused.origin++;
      refuse(socket, "403 Forbidden");
      return;
    }
    // The address is counted from now (a session check takes a moment) until the socket closes.
    const address = clientAddress(req) ?? "unknown";
    if ((perAddress.get(address) ?? 0) >= limits.maxSocketsPerAddress) {
      refused.capAddress++;
      refuse(socket, "429 Too Many Requests");
      return;
    }
    increment(perAddress, address);
    let account: string | null = null;
    socket.once("close", () => {
      decrement(perAddress, address);
      if (account) decrement(perAccount, account);
    });
    upgrading++;
    const identify = options.authenticate?.(req) ?? Promise.resolve(null);
    identify
      .catch(() => null)
      .then((identity) => {
        upgrading--;
        if (socket.destroyed) return;
        if (identity) {
          if ((perAccount.get(identity.userId) ?? 0) >= limits.maxSocketsPerAccount) {
            refused.capAccount++;
            refuse(socket, "429 Too Many Requests");
            return;
          }
          account = identity.userId;
          increment(perAccount, account);
        }
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req, identity));
      });
  }

  function stats(): SocketStats {
    let authenticated = 0;
    let inRoom = 0;
    for (const entry of live) {
      if (entry.identity) authenticated++;
      if (entry.connection?.inRoom?.()) inRoom++;
    }
    return {
      open: live.size,
      authenticated,
      inRoom,
      upgrading,
      dropped: { ...dropped },
      refused: { ...refused },
      closed: { ...closed },
    };
  }

  function close() {
    clearInterval(heartbeat);
    for (const client of wss.clients) client.close(1001, "server shutting down");
    wss.close();
  }

  return { onUpgrade, close, stats };
}

/** The Origin must name the host the request was sent to (same origin). */
export function isSameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  const host = req.headers.host;
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/**
 * The client's address as Express's `req.ip` finds it, for an upgrade request (which never passes
 * through Express): the TCP peer, then the `X-Forwarded-For` hops from the right for as long as
 * `trust` (Express's `app.get("trust proxy fn")`) trusts the address before them.
 */
export function trustedClientAddress(trust: (address: string, hop: number) => boolean) {
  return (req: IncomingMessage): string | undefined => {
    const header = req.headers["x-forwarded-for"];
    const forwarded = (Array.isArray(header) ? header.join(",") : (header ?? ""))
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean)
      .reverse();
    const addresses = [req.socket.remoteAddress ?? "", ...forwarded];
    let hop = 0;
    while (hop < addresses.length - 1 && trust(addresses[hop] as string, hop)) hop++;
    return addresses[hop] || undefined;
  };
}
