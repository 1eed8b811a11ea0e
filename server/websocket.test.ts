import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { createSocketEndpoint, isSameOrigin, MAX_MESSAGE_BYTES } from "./websocket";

let server: Server;
let endpoint: ReturnType<typeof createSocketEndpoint>;
let base: string;

beforeAll(async () => {
  endpoint = createSocketEndpoint({ allowedOrigin: isSameOrigin });
  server = createServer((_req, res) => res.end("ok"));
  server.on("upgrade", (req, socket, head) => endpoint.onUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  endpoint.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function open(path: string, origin: string | undefined): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${base}${path}`, origin ? { origin } : {});
    socket.once("open", () => resolve(socket));
    socket.once("unexpected-response", (_req, res) => reject(new Error(`status ${res.statusCode}`)));
    socket.once("error", reject);
  });
}

function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => socket.once("message", (data) => resolve(data.toString())));
}

describe("/ws", () => {
  it("answers a ping from a page of our own origin", async () => {
    const socket = await open("/ws", `http://${base}`);
    const reply = nextMessage(socket);
    socket.send("ping");
    expect(await reply).toBe("pong");
    socket.close();
  });

  it("refuses a forged origin", async () => {
    await expect(open("/ws", "http://evil.example.com")).rejects.toThrow("status 403");
  });

  it("refuses a connection without an origin", async () => {
    await expect(open("/ws", undefined)).rejects.toThrow("status 403");
  });

  it("refuses other paths", async () => {
    await expect(open("/other", `http://${base}`)).rejects.toThrow("status 404");
  });

  it("drops junk and oversized messages and keeps serving", async () => {
    const before = endpoint.stats.dropped;
    const socket = await open("/ws", `http://${base}`);
    socket.send("{not json");
    socket.send(Buffer.from([1, 2, 3]));
    const reply = nextMessage(socket);
    socket.send("ping");
    expect(await reply).toBe("pong");
    expect(endpoint.stats.dropped).toBe(before + 2);
    const closed = new Promise<number>((resolve) => socket.once("close", (code) => resolve(code)));
    socket.send("x".repeat(MAX_MESSAGE_BYTES + 1));
    expect(await closed).toBe(1009);
    const again = await open("/ws", `http://${base}`);
    const pong = nextMessage(again);
    again.send("ping");
    expect(await pong).toBe("pong");
    again.close();
  });
});

describe("/ws with the call hub", () => {
  let hubServer: Server;
  let hubBase: string;
  const seen: { identity: string | null; text: string }[] = [];

  beforeAll(async () => {
    const withHub = createSocketEndpoint({
      allowedOrigin: isSameOrigin,
      // Stands in for the session cookie check.
      authenticate: async (req) => (req.headers.cookie === "session=mila" ? { userId: "mila" } : null),
      hub: {
        connect(identity, send) {
          return {
            message(text) {
              seen.push({ identity: identity?.userId ?? null, text });
              send({ type: "echo", who: identity?.userId ?? null });
            },
            close() {},
          };
        },
      },
    });
    hubServer = createServer((_req, res) => res.end("ok"));
    hubServer.on("upgrade", (req, socket, head) => withHub.onUpgrade(req, socket, head));
    await new Promise<void>((resolve) => hubServer.listen(0, "127.0.0.1", resolve));
    hubBase = `127.0.0.1:${(hubServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    hubServer.closeAllConnections();
    await new Promise((resolve) => hubServer.close(resolve));
  });

  it("passes JSON frames to the hub with the person the session cookie names", async () => {
    const origin = `http://${hubBase}`;
    const member = new WebSocket(`ws://${hubBase}/ws`, { origin, headers: { cookie: "session=mila" } });
    await new Promise((resolve) => member.once("open", resolve));
    const reply = nextMessage(member);
    member.send('{"type":"join"}');
    expect(JSON.parse(await reply)).toEqual({ type: "echo", who: "mila" });
    const visitor = new WebSocket(`ws://${hubBase}/ws`, { origin });
    await new Promise((resolve) => visitor.once("open", resolve));
    const answer = nextMessage(visitor);
    visitor.send('{"type":"join"}');
    expect(JSON.parse(await answer)).toEqual({ type: "echo", who: null });
    expect(seen.map((entry) => entry.identity)).toEqual(["mila", null]);
    member.close();
    visitor.close();
  });
});
