import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";

export const MAX_MESSAGE_BYTES = 64 * 1024;

export interface SocketStats {
  dropped: number;
}

/**
 * The `/ws` endpoint on the application's HTTP server. Only pages of our own origin may open it;
 * calls build their signalling on it.
 */
export function createSocketEndpoint(options: { allowedOrigin: (req: IncomingMessage) => boolean }) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const stats: SocketStats = { dropped: 0 };

  wss.on("connection", (socket) => {
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
      stats.dropped++;
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
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
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
