import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { callAccess, callWindow } from "~/features/calls/access";
import { memoryBus } from "~/features/calls/bus.server";
import { milasSession } from "~/features/calls/call-fixture";
import { createCallHub, endSessionSockets } from "~/features/calls/hub.server";
import {
  createSocketEndpoint,
  isSameOrigin,
  MAX_MESSAGE_BYTES,
  type MessageHub,
  trustedClientAddress,
} from "./websocket";

type EndpointOptions = Partial<Parameters<typeof createSocketEndpoint>[0]>;

/** Stands in for the session cookie check: `session=<user id>`, a session called `s-<user id>`. */
const cookieSession = async (req: IncomingMessage) => {
  const user = /session=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
  return user ? { userId: user, sessionId: `s-${user}` } : null;
};

const running: { endpoint: ReturnType<typeof createSocketEndpoint>; server: Server }[] = [];

/** An HTTP server with the endpoint on it, as server.js wires it. */
async function serve(options: EndpointOptions = {}) {
  const endpoint = createSocketEndpoint({ allowedOrigin: isSameOrigin, authenticate: cookieSession, ...options });
  const server = createServer((_req, res) => res.end("ok"));
  server.on("upgrade", (req, socket, head) => endpoint.onUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running.push({ endpoint, server });
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, base };
}

afterEach(async () => {
  for (const { endpoint, server } of running.splice(0)) {
    endpoint.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

function open(
  base: string,
  options: { path?: string; origin?: string | null; user?: string; headers?: Record<string, string> } & Pick<
    WebSocket.ClientOptions,
    "autoPong"
  > = {},
): Promise<WebSocket> {
  const { path = "/ws", origin = `http://${base}`, user, headers = {}, ...rest } = options;
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${base}${path}`, {
      ...(origin ? { origin } : {}),
      headers: { ...headers, ...(user ? { cookie: `session=${user}` } : {}) },
      ...rest,
    });
    socket.once("open", () => resolve(socket));
    socket.once("unexpected-response", (req, res) => {
      req.destroy();
      reject(new Error(`status ${res.statusCode}`));
    });
    socket.once("error", reject);
  });
}

function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve) => socket.once("message", (data) => resolve(data.toString())));
}

function closed(socket: WebSocket): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await sleep(20);
  expect(condition()).toBe(true);
}

/** A hub that keeps what it hears; "join" puts the socket in a room. */
function recordingHub() {
  const seen: { user: string; text: string }[] = [];
  const hub: MessageHub = {
    connect(identity, send) {
      let inRoom = false;
      return {
        message(text) {
          seen.push({ user: identity.userId, text });
          if (text.includes('"join"')) inRoom = true;
          send({ type: "echo", who: identity.userId });
        },
        close() {},
        inRoom: () => inRoom,
      };
    },
  };
  return { hub, seen };
}

describe("/ws", () => {
  it("answers a ping from a page of our own origin", async () => {
    const { base } = await serve();
    const socket = await open(base, { user: "mila" });
    const reply = nextMessage(socket);
    socket.send("ping");
    expect(await reply).toBe("pong");
    socket.close();
  });

  it("refuses a forged origin, a missing origin and other paths, and counts them", async () => {
    const { base, endpoint } = await serve();
    await expect(open(base, { origin: "http://evil.example.com" })).rejects.toThrow("status 403");
    await expect(open(base, { origin: null })).rejects.toThrow("status 403");
    await expect(open(base, { path: "/other" })).rejects.toThrow("status 404");
    expect(endpoint.stats().refused).toMatchObject({ origin: 2, path: 1 });
  });

  it("drops binary and oversized messages and keeps serving", async () => {
    const { base, endpoint } = await serve();
    const socket = await open(base, { user: "mila" });
    socket.send(Buffer.from([1, 2, 3]));
    const reply = nextMessage(socket);
    socket.send("ping");
    expect(await reply).toBe("pong");
    expect(endpoint.stats().dropped.binary).toBe(1);
    const ended = closed(socket);
    socket.send("x".repeat(MAX_MESSAGE_BYTES + 1));
    expect((await ended).code).toBe(1009);
    expect(endpoint.stats().dropped.size).toBe(1);
    const again = await open(base, { user: "mila" });
    const pong = nextMessage(again);
    again.send("ping");
    expect(await pong).toBe("pong");
    again.close();
  });

  it("passes JSON frames to the hub with the person the session cookie names", async () => {
    const { hub, seen } = recordingHub();
    const { base } = await serve({ hub });
    const member = await open(base, { user: "mila" });
    const reply = nextMessage(member);
    member.send('{"type":"join"}');
    expect(JSON.parse(await reply)).toEqual({ type: "echo", who: "mila" });
    expect(seen).toEqual([{ user: "mila", text: '{"type":"join"}' }]);
    member.close();
  });
});

describe("/ws without a session", () => {
  it("tells the page to log in, never reaches the hub, and closes after the grace", async () => {
    const { hub, seen } = recordingHub();
    // A grace long enough for the messages below to arrive first on a busy machine.
    const { base, endpoint } = await serve({ hub, limits: { authGraceMs: 1000 } });
    const visitor = await open(base);
    const ended = closed(visitor);
    const pong = nextMessage(visitor);
    visitor.send("ping");
    expect(await pong).toBe("pong");
    const answer = nextMessage(visitor);
    visitor.send('{"type":"join"}');
    visitor.send('{"type":"join"}');
    expect(JSON.parse(await answer)).toEqual({ type: "refused", reason: "login" });
    expect(await ended).toEqual({ code: 1008, reason: "login" });
    expect(seen).toEqual([]);
    await until(() => endpoint.stats().open === 0);
    expect(endpoint.stats()).toMatchObject({
      refused: { login: 1 },
      dropped: { unauthenticated: 2 },
    });
  });

  it("tells a silent visitor to log in before closing", async () => {
    const { base } = await serve({ limits: { authGraceMs: 100 } });
    const visitor = await open(base);
    const messages: string[] = [];
    visitor.on("message", (data) => messages.push(data.toString()));
    expect((await closed(visitor)).code).toBe(1008);
    expect(messages.map((text) => JSON.parse(text))).toEqual([{ type: "refused", reason: "login" }]);
  });
});

describe("/ws liveness", () => {
  it("terminates a peer that stops answering pings, and keeps one that answers", async () => {
    const { base, endpoint } = await serve({ limits: { pingIntervalMs: 300 } });
    const dead = await open(base, { user: "mila", autoPong: false });
    const healthy = await open(base, { user: "daan" });
    const ended = closed(dead);
    // The first ping goes unanswered; the next tick cuts the socket off without a close frame.
    expect((await ended).code).toBe(1006);
    await sleep(700);
    expect(healthy.readyState).toBe(WebSocket.OPEN);
    expect(endpoint.stats()).toMatchObject({ open: 1, closed: { unresponsive: 1 } });
    healthy.close();
  });

  it("closes a socket that says nothing and joins no room, but not one in a call or one that talks", async () => {
    const { hub } = recordingHub();
    const { base, endpoint } = await serve({ hub, limits: { idleTimeoutMs: 600 } });
    // Each socket starts doing what it does as soon as it is open (a slow machine may take a while
    // to open the next one), and the idle one opens last.
    const inCall = await open(base, { user: "eve" });
    inCall.send('{"type":"join"}');
    const talking = await open(base, { user: "daan" });
    const chatter = setInterval(() => talking.send("ping"), 100);
    const idle = await open(base, { user: "mila" });
    const ended = closed(idle);
    expect(await ended).toEqual({ code: 1000, reason: "idle" });
    await sleep(700);
    clearInterval(chatter);
    expect(talking.readyState).toBe(WebSocket.OPEN);
    expect(inCall.readyState).toBe(WebSocket.OPEN);
    expect(endpoint.stats()).toMatchObject({ open: 2, authenticated: 2, inRoom: 1, closed: { idle: 1 } });
    talking.close();
    inCall.close();
  });
});

describe("/ws caps", () => {
  it("refuses a sixth socket of one account with 429, and lets another in once one closes", async () => {
    const { base, endpoint } = await serve({ limits: { maxSocketsPerAccount: 2 } });
    const first = await open(base, { user: "mila" });
    const second = await open(base, { user: "mila" });
    await expect(open(base, { user: "mila" })).rejects.toThrow("status 429");
    // Someone else is not affected.
    const other = await open(base, { user: "daan" });
    const gone = closed(first);
    first.close();
    await gone;
    await until(() => endpoint.stats().open === 2);
    const third = await open(base, { user: "mila" });
    expect(endpoint.stats()).toMatchObject({ open: 3, refused: { capAccount: 1 } });
    for (const socket of [second, other, third]) socket.close();
  });

  it("caps the sockets of one client address, logged in or not", async () => {
    const { base, endpoint } = await serve({
      limits: { maxSocketsPerAddress: 3 },
      // As behind one trusted proxy.
      clientAddress: trustedClientAddress((_address, hop) => hop < 1),
    });
    const from = (address: string) => ({ headers: { "x-forwarded-for": address } });
    const sockets = [
      await open(base, { ...from("203.0.113.7"), user: "mila" }),
      await open(base, { ...from("203.0.113.7"), user: "daan" }),
      await open(base, from("203.0.113.7")),
    ];
    await expect(open(base, { ...from("203.0.113.7"), user: "eve" })).rejects.toThrow("status 429");
    // The forged first hop is not believed: still the same client.
    await expect(open(base, { ...from("10.0.0.1, 203.0.113.7"), user: "eve" })).rejects.toThrow("status 429");
    sockets.push(await open(base, { ...from("198.51.100.2"), user: "eve" }));
    expect(endpoint.stats().refused.capAddress).toBe(2);
    for (const socket of sockets) socket.close();
  });

  it("finds the client address as Express's trust proxy setting does", () => {
    const req = (remoteAddress: string, forwarded?: string) =>
      ({ socket: { remoteAddress }, headers: forwarded ? { "x-forwarded-for": forwarded } : {} }) as IncomingMessage;
    const direct = trustedClientAddress((_address, hop) => hop < 0);
    const oneProxy = trustedClientAddress((_address, hop) => hop < 1);
    const twoProxies = trustedClientAddress((_address, hop) => hop < 2);
    expect(direct(req("198.51.100.9", "1.2.3.4"))).toBe("198.51.100.9");
    expect(oneProxy(req("10.0.0.2", "1.2.3.4, 203.0.113.7"))).toBe("203.0.113.7");
    expect(oneProxy(req("10.0.0.2"))).toBe("10.0.0.2");
    expect(twoProxies(req("10.0.0.2", "1.2.3.4, 203.0.113.7, 10.0.0.3"))).toBe("203.0.113.7");
  });
});

describe("/ws message rate", () => {
  it("drops a burst over the limit and closes a socket that keeps flooding", async () => {
    const { hub, seen } = recordingHub();
    const { base, endpoint } = await serve({
      hub,
      limits: { messagesPerSecond: 10, messageBurst: 20, abuseFactor: 5, abuseWindowMs: 1000 },
    });
    const socket = await open(base, { user: "mila" });
    // A burst of 30: 20 pass, 10 are dropped; the socket stays.
    for (let i = 0; i < 30; i++) socket.send(`{"type":"signal","n":${i}}`);
    await until(() => endpoint.stats().dropped.rate >= 8);
    await sleep(50);
    expect(socket.readyState).toBe(WebSocket.OPEN);
    expect(seen.length).toBeGreaterThanOrEqual(20);
    expect(seen.length).toBeLessThanOrEqual(22);
    // Then a flood: 40 more drops (10 × 4 × 1 s) within the window close it.
    const ended = closed(socket);
    for (let i = 0; i < 200; i++) socket.send('{"type":"signal"}');
    expect(await ended).toEqual({ code: 1008, reason: "rate" });
    expect(endpoint.stats().closed.abuse).toBe(1);
    expect(seen.length).toBeLessThanOrEqual(25);
  });
});

/** Mila's session with coach Daan, for the tests with the call hub. */
const appointment = milasSession;
/** The call hubs the tests made, closed after them. */
const hubs: ReturnType<typeof createCallHub>[] = [];
afterAll(() => {
  for (const hub of hubs) hub.close();
});

describe("/ws with the call hub", () => {
  const ROOM = "5d1c7a2e-8d3b-4b7e-9a51-0c2f6e4b9d10";

  it("checks the rules once per join while 100 ICE candidates pass, and counts the room", async () => {
    const calls: string[] = [];
    const hub = createCallHub({
      bus: memoryBus(),
      now: () => new Date("2026-12-01T09:05:00Z"),
      authorize: async (userId, appointmentId, now) => {
        calls.push(userId);
        const access = callAccess(appointment, userId, now);
        return access.ok && appointmentId === ROOM
          ? { ...access, closesAt: callWindow(appointment.startsAt, appointment.endsAt).closesAt }
          : { ok: false, reason: "forbidden" };
      },
    });
    hubs.push(hub);
    const { base, endpoint } = await serve({ hub });
    const member = await open(base, { user: "mila" });
    const coach = await open(base, { user: "daan" });
    const received: Record<string, unknown>[] = [];
    coach.on("message", (data) => received.push(JSON.parse(data.toString())));
    member.send(JSON.stringify({ type: "join", appointmentId: ROOM }));
    coach.send(JSON.stringify({ type: "join", appointmentId: ROOM }));
    await until(() => received.some((m) => m.type === "peer" && m.event === "present"));
    for (let i = 0; i < 100; i++) {
      member.send(JSON.stringify({ type: "signal", data: { candidate: { candidate: `candidate:${i}` } } }));
    }
    await until(() => received.filter((m) => m.type === "signal").length === 100);
    expect(calls.sort()).toEqual(["daan", "mila"]);
    expect(endpoint.stats()).toMatchObject({ open: 2, authenticated: 2, inRoom: 2, dropped: { rate: 0 } });
    expect(hub.stats()).toMatchObject({ connections: 2, inRoom: 2, rooms: 1, authorizations: 2 });
    member.close();
    coach.close();
    await until(() => hub.stats().connections === 0);
  });
});

describe("/ws when a session ends", () => {
  const ROOM = "0b7e4d2c-3f1a-4e6b-8c9d-2a5f7e1b3c4d";

  /** A call hub on the rules above, with the sessions in `active` holding. */
  function hubWith(active: Set<string>, attendance: string[] = []) {
    const hub = createCallHub({
      bus: memoryBus(),
      now: () => new Date("2026-12-01T09:05:00Z"),
      authorize: async (userId, appointmentId, now) => {
        const access = callAccess(appointment, userId, now);
        return access.ok && appointmentId === ROOM
          ? { ...access, closesAt: callWindow(appointment.startsAt, appointment.endsAt).closesAt }
          : { ok: false, reason: "forbidden" };
      },
      attendance: {
        joined: async (_room, userId, role) => {
          attendance.push(`${userId} joined as ${role}`);
        },
        left: async (_room, userId) => {
          attendance.push(`${userId} left`);
        },
      },
      activeSessions: async (ids) => new Set(ids.filter((id) => active.has(id))),
    });
    hubs.push(hub);
    return hub;
  }

  const join = JSON.stringify({ type: "join", appointmentId: ROOM });

  it("tells the page it was signed out and closes its socket, and leaves the other person's open", async () => {
    const active = new Set(["s-mila", "s-daan"]);
    const { base, endpoint } = await serve({ hub: hubWith(active) });
    const member = await open(base, { user: "mila" });
    const coach = await open(base, { user: "daan" });
    const toMember: Record<string, unknown>[] = [];
    const toCoach: Record<string, unknown>[] = [];
    member.on("message", (data) => toMember.push(JSON.parse(data.toString())));
    coach.on("message", (data) => toCoach.push(JSON.parse(data.toString())));
    member.send(join);
    coach.send(join);
    await until(() => toCoach.some((m) => m.type === "peer" && m.event === "present"));

    const ended = closed(member);
    active.delete("s-mila");
    await endSessionSockets({ userId: "mila", sessionIds: ["s-mila"] });
    expect(await ended).toEqual({ code: 1008, reason: "signedOut" });
    expect(toMember.at(-1)).toEqual({ type: "refused", reason: "signedOut" });
    await until(() => toCoach.some((m) => m.type === "peer" && m.event === "left"));
    expect(coach.readyState).toBe(WebSocket.OPEN);
    await until(() => endpoint.stats().open === 1);
    expect(endpoint.stats()).toMatchObject({ inRoom: 1, closed: { signedOut: 1, joins: 0 } });
    coach.close();
  });

  it("refuses the next join of a socket opened before its session ended, and closes it", async () => {
    const active = new Set(["s-mila"]);
    const { base } = await serve({ hub: hubWith(active) });
    const member = await open(base, { user: "mila" });
    // Logged out elsewhere; no announcement reached this instance.
    active.delete("s-mila");
    const answer = nextMessage(member);
    const ended = closed(member);
    member.send(join);
    expect(JSON.parse(await answer)).toEqual({ type: "refused", reason: "signedOut" });
    expect(await ended).toEqual({ code: 1008, reason: "signedOut" });
  });

  it("answers 90 join messages with one join and one attendance row, and closes the socket", async () => {
    const attendance: string[] = [];
    const { base, endpoint } = await serve({ hub: hubWith(new Set(["s-mila"]), attendance) });
    const member = await open(base, { user: "mila" });
    const received: Record<string, unknown>[] = [];
    member.on("message", (data) => received.push(JSON.parse(data.toString())));
    const ended = closed(member);
    for (let i = 0; i < 90; i++) member.send(join);
    expect(await ended).toEqual({ code: 1008, reason: "rate" });
    expect(received.at(-1)).toEqual({ type: "refused", reason: "rate" });
    await until(() => attendance.length === 2);
    expect(attendance).toEqual(["mila joined as member", "mila left"]);
    expect(endpoint.stats()).toMatchObject({ closed: { joins: 1, signedOut: 0, abuse: 0 }, dropped: { rate: 0 } });
  });
});
