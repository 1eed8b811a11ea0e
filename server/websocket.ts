import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { type WebSocket, WebSocketServer } from "ws";

export const MAX_MESSAGE_BYTES = 64 * 1024;

export interface SocketStats {
  dropped: number;
}

export interface Identity {
  userId: string;
}

/** What handles a socket's JSON messages (the call signalling), one connection per socket. */
export interface MessageHub {
  connect(
    identity: Identity | null,
    send: (message: Record<string, unknown>) => void,
  ): { message(text: string): void; close(): unknown };
}

/**
 * The `/ws` endpoint on the application's HTTP server. Only pages of our own origin may open it;
 * the session cookie, when there is one, says who is on the other end. "ping" is answered here;
 * every other text frame goes to the hub (the call signalling).
 */
export function createSocketEndpoint(options: {
  allowedOrigin: (req: IncomingMessage) => boolean;
  authenticate?: (req: IncomingMessage) => Promise<Identity | null>;
  hub?: MessageHub;
}) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const stats: SocketStats = { dropped: 0 };

  wss.on("connection", (socket: WebSocket, _req: IncomingMessage, identity: Identity | null = null) => {
    const connection = options.hub?.connect(identity, (message) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    });
    socket.on("message", (raw, isBinary) => {
      if (isBinary) {
        stats.dropped++;
        return;
      }
      const text = raw.toString();
      if (text === "ping") {
        socket.send("pong");
        return;
      }
      if (connection) connection.message(text);
      else stats.dropped++;
    });
    socket.on("close", () => {
      void connection?.close();
    });
    // An oversized frame makes ws close the socket with 1009; nothing else to do.
    socket.on("error", () => {
      stats.dropped++;
    });
  });

  function onUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path !== "/ws") {
      socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
      return;
    }
    if (!options.allowedOrigin(req)) {
      socket.end("HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n");
      return;
    }
    const identify = options.authenticate?.(req) ?? Promise.resolve(null);
    identify
      .catch(() => null)
      .then((identity) => {
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req, identity));
      });
  }

  function close() {
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
