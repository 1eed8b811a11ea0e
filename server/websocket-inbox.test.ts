import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { type Bus, memoryBus, redisBus } from "~/features/calls/bus.server";
import { createCallHub, endSessionSockets } from "~/features/calls/hub.server";
import { createInboxHub, withInbox } from "~/features/notifications/inbox-hub.server";
import { announce, inboxChannel, setLiveBus } from "~/features/notifications/live.server";
import { createSocketEndpoint, isSameOrigin, type SocketLimits } from "./websocket";

// A signed-in page's socket listening to its own inbox: what `announce` publishes for its account
// reaches it on whichever instance it is connected to, and nothing of anyone else's.

/** Stands in for the session cookie check: `session=<user id>`, a session called `s-<user id>`. */
const cookieSession = async (req: IncomingMessage) => {
  const user = /session=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
  return user ? { userId: user, sessionId: `s-${user}` } : null;
};

const CONVERSATION = "5d1f3a52-8d0e-4c61-9a55-0b7a3c2f1e90";
const running: {
  endpoint: ReturnType<typeof createSocketEndpoint>;
  server: Server;
  callHub: ReturnType<typeof createCallHub>;
}[] = [];
const sockets: WebSocket[] = [];
const buses: Bus[] = [];

/** One instance: the endpoint with the call hub and the inbox on the bus it shares with the others. */
async function instance(bus: Bus, options: { limits?: Partial<SocketLimits>; sessions?: Set<string> } = {}) {
  const sessions = options.sessions;
  const callHub = createCallHub({
    bus,
    authorize: async () => ({ ok: false, reason: "forbidden" }),
    ...(sessions ? { activeSessions: async (ids: string[]) => new Set(ids.filter((id) => sessions.has(id))) } : {}),
  });
  const inbox = createInboxHub({ bus });
  const endpoint = createSocketEndpoint({
    allowedOrigin: isSameOrigin,
    authenticate: cookieSession,
    hub: withInbox(callHub, inbox),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  const server = createServer((_req, res) => res.end("ok"));
  server.on("upgrade", (req, socket, head) => endpoint.onUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push({ endpoint, server, callHub });
  return { base: `127.0.0.1:${(server.address() as AddressInfo).port}`, inbox, endpoint };
}

/** A page's socket, with what it received and how it closed. */
async function page(on: { base: string }, user?: string) {
  const socket = new WebSocket(`ws://${on.base}/ws`, {
    origin: `http://${on.base}`,
    headers: user ? { cookie: `session=${user}` } : {},
  });
  sockets.push(socket);
  const received: Record<string, unknown>[] = [];
  socket.on("message", (data) => {
    const text = data.toString();
    if (text !== "pong") received.push(JSON.parse(text));
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  const live = () => received.filter((message) => message.type === "live").map((message) => message.event);
  return {
    socket,
    received,
    closed,
    live,
    send: (message: unknown) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
    /** Asks for the inbox and waits until the server listens. */
    listen: async () => {
      socket.send(JSON.stringify({ type: "inbox" }));
      await until(() => received.some((message) => message.type === "listening"));
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean) {
  for (let i = 0; i < 150 && !condition(); i++) await sleep(20);
  expect(condition()).toBe(true);
}

afterEach(async () => {
  setLiveBus(null);
  for (const socket of sockets.splice(0)) socket.terminate();
  for (const { endpoint, server, callHub } of running.splice(0)) {
    endpoint.close();
    callHub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
});

describe("a page listening to its own inbox", () => {
  it("hears its own account's events and nobody else's", async () => {
    const bus = memoryBus();
    setLiveBus(bus);
    const server = await instance(bus);
    const mila = await page(server, "mila");
    const daan = await page(server, "daan");
    await mila.listen();
    await daan.listen();
    await announce(["mila"], { type: "message", conversationId: CONVERSATION });
    await announce(["daan"], { type: "notification" });
    await until(() => mila.live().length === 1 && daan.live().length === 1);
    await sleep(50);
    expect(mila.live()).toEqual([{ type: "message", conversationId: CONVERSATION }]);
    expect(daan.live()).toEqual([{ type: "notification" }]);
  });

  it("listens to the socket's own account whatever account the page names", async () => {
    const bus = memoryBus();
    setLiveBus(bus);
    const server = await instance(bus);
    const eve = await page(server, "eve");
    eve.send({ type: "inbox", userId: "mila" });
    eve.send({ type: "inbox", channel: inboxChannel("mila") });
    eve.send({ type: "join", appointmentId: inboxChannel("mila") });
    await until(() => eve.received.some((message) => message.type === "listening"));
    await announce(["mila"], { type: "message", conversationId: CONVERSATION });
    await sleep(100);
    expect(eve.live()).toEqual([]);
    expect(server.inbox.stats()).toMatchObject({ listeners: 1, people: 1 });
  });

  it("hands the browser only the kind of change, never what else was published", async () => {
    const bus = memoryBus();
    const server = await instance(bus);
    const mila = await page(server, "mila");
    await mila.listen();
    await bus.publish(inboxChannel("mila"), {
      from: "server",
      payload: { type: "message", conversationId: CONVERSATION, body: "private words" },
    });
    await bus.publish(inboxChannel("mila"), { from: "server", payload: { type: "something else" } });
    await bus.publish(inboxChannel("mila"), { from: "server", control: "revalidate", payload: {} });
    await until(() => mila.live().length === 1);
    await sleep(50);
    expect(mila.live()).toEqual([{ type: "message", conversationId: CONVERSATION }]);
  });

  it("gives nothing to a socket without a session, nor to one that did not ask", async () => {
    const bus = memoryBus();
    setLiveBus(bus);
    const server = await instance(bus);
    const visitor = await page(server);
    const quiet = await page(server, "mila");
    visitor.send({ type: "inbox" });
    await until(() => visitor.received.some((message) => message.type === "refused" && message.reason === "login"));
    await announce(["mila"], { type: "notification" });
    await sleep(100);
    expect(visitor.live()).toEqual([]);
    expect(quiet.live()).toEqual([]);
    expect(server.inbox.stats().listeners).toBe(0);
  });

  it("shares one subscription among a person's tabs, and ends it with the last", async () => {
    const bus = memoryBus();
    setLiveBus(bus);
    const server = await instance(bus);
    const first = await page(server, "mila");
    const second = await page(server, "mila");
    await first.listen();
    await second.listen();
    // Asking again changes nothing.
    await first.listen();
    expect(server.inbox.stats()).toMatchObject({ listeners: 2, people: 1 });
    await announce(["mila", "mila"], { type: "read", conversationId: CONVERSATION });
    await until(() => first.live().length === 1 && second.live().length === 1);
    first.socket.close();
    await until(() => server.inbox.stats().listeners === 1);
    await announce(["mila"], { type: "notification" });
    await until(() => second.live().length === 2);
    second.socket.close();
    await until(() => server.inbox.stats().people === 0);
    expect(server.inbox.stats().delivered).toBe(3);
  });

  it("keeps a listening socket open past the idle time, and closes one that does not listen", async () => {
    const bus = memoryBus();
    const server = await instance(bus, { limits: { idleTimeoutMs: 150 } });
    const listening = await page(server, "mila");
    const idle = await page(server, "daan");
    await listening.listen();
    expect(await idle.closed).toEqual({ code: 1000, reason: "idle" });
    await sleep(300);
    expect(listening.socket.readyState).toBe(WebSocket.OPEN);
  });

  it("closes the socket when its session ends, and stops listening", async () => {
    const bus = memoryBus();
    setLiveBus(bus);
    const sessions = new Set(["s-mila", "s-daan"]);
    const server = await instance(bus, { sessions });
    const mila = await page(server, "mila");
    await mila.listen();
    sessions.delete("s-mila");
    await endSessionSockets({ userId: "mila", sessionIds: ["s-mila"] });
    expect(await mila.closed).toEqual({ code: 1008, reason: "signedOut" });
    await until(() => server.inbox.stats().listeners === 0);
  });
});

describe("live updates across two instances over Redis", () => {
  const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

  it("an event announced through one instance reaches the page on the other", async () => {
    const [busA, busB] = await Promise.all([redisBus(url), redisBus(url)]);
    buses.push(busA, busB);
    const a = await instance(busA);
    const b = await instance(busB);
    // Both people on instance B; the message is sent (and announced) through instance A.
    const coach = await page(b, "daan");
    const other = await page(b, "eve");
    await coach.listen();
    await other.listen();
    setLiveBus(busA);
    const sentAt = performance.now();
    await announce(["daan"], { type: "message", conversationId: CONVERSATION });
    await until(() => coach.live().length === 1);
    expect(performance.now() - sentAt).toBeLessThan(1000);
    await sleep(100);
    expect(other.live()).toEqual([]);
    expect(a.inbox.stats().listeners).toBe(0);
  });

  it("closing the socket ends the subscription on the bus", async () => {
    const [busA, busB] = await Promise.all([redisBus(url), redisBus(url)]);
    buses.push(busA, busB);
    const b = await instance(busB);
    const coach = await page(b, "daan");
    await coach.listen();
    coach.socket.close();
    await until(() => b.inbox.stats().people === 0);
    // The instance no longer hears the channel: a listener of its own on the same bus sees that
    // only its own subscription remains, by publishing and counting deliveries.
    let heard = 0;
    const stop = await busB.subscribe(inboxChannel("daan"), () => {
      heard++;
    });
    setLiveBus(busA);
    await announce(["daan"], { type: "notification" });
    await until(() => heard === 1);
    await stop();
    expect(b.inbox.stats().delivered).toBe(0);
  });
});
