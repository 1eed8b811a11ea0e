import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedEnvelope {
  project: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface SentryReceiver {
  url: string;
  port: number;
  envelopes(): ReceivedEnvelope[];
  clear(): void;
  /** Makes the next envelope answer with this status and headers (e.g. 429 with rate limits). */
  respondNext(status: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

/**
 * A local server that speaks the Sentry envelope protocol: `POST /api/{project}/envelope/`.
 * `GET /__received` lists what arrived and `DELETE /__received` clears it, so tests in another
 * process (Playwright) can look too.
 */
export async function startSentryReceiver({ port = 0 }: { port?: number } = {}): Promise<SentryReceiver> {
  const received: ReceivedEnvelope[] = [];
  let next: { status: number; headers: Record<string, string> } | undefined;

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/__received") {
      if (req.method === "DELETE") received.length = 0;
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(received));
      return;
    }
    const match = /^\/api\/(\d+)\/envelope\/?$/.exec(url.pathname);
    if (req.method !== "POST" || !match) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ project: match[1] ?? "", headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
    const answer = next ?? { status: 200, headers: {} };
    next = undefined;
    res.writeHead(answer.status, { "content-type": "application/json", ...answer.headers }).end("{}");
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    envelopes: () => [...received],
    clear: () => {
      received.length = 0;
    },
    respondNext: (status, headers = {}) => {
      next = { status, headers };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
