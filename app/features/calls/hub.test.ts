import { afterAll, describe, expect, it } from "vitest";
import { type CallAppointment, callAccess, callWindow } from "./access";
import { type Bus, memoryBus, redisBus } from "./bus.server";
import {
  createCallHub,
  endSessionSockets,
  type HubIdentity,
  type HubOptions,
  type RoomAccess,
  revalidateCallRoom,
} from "./hub.server";

const ROOM = "5d1c7a2e-8d3b-4b7e-9a51-0c2f6e4b9d10";
const appointment: CallAppointment = {
  status: "confirmed",
  startsAt: new Date("2026-12-01T09:00:00Z"),
  endsAt: new Date("2026-12-01T10:00:00Z"),
  memberId: "mila",
  coachUserId: "daan",
};
let clock = new Date("2026-12-01T09:05:00Z");

/** `authorizeCall` without the database: the rules for the appointments of `rooms`. */
function rulesFor(rooms: Map<string, CallAppointment>, calls?: string[]) {
  return async (userId: string, appointmentId: string, now: Date): Promise<RoomAccess> => {
    calls?.push(`${userId} ${appointmentId}`);
    const row = rooms.get(appointmentId);
    if (!row) return { ok: false, reason: "forbidden" };
    const access = callAccess(row, userId, now);
    return access.ok ? { ...access, closesAt: callWindow(row.startsAt, row.endsAt).closesAt } : access;
  };
}

function hubOn(
  bus: Bus,
  attendance: string[] = [],
  rooms = new Map([[ROOM, appointment]]),
  calls?: string[],
  more: Partial<HubOptions> = {},
) {
  return createCallHub({
    bus,
    now: () => clock,
    authorize: rulesFor(rooms, calls),
    attendance: {
      joined: async (_room, userId, role) => {
        attendance.push(`${userId} joined as ${role}`);
      },
      left: async (_room, userId) => {
        attendance.push(`${userId} left`);
      },
    },
    ...more,
  });
}

/** A fake browser tab: what it received, how the hub ended it, and a way to wait for a message. */
function tab(hub: ReturnType<typeof createCallHub>, who: string | HubIdentity | null) {
  const received: Record<string, unknown>[] = [];
  const ended: string[] = [];
  const waiters: (() => void)[] = [];
  const identity = typeof who === "string" ? { userId: who } : who;
  const connection = hub.connect(
    identity,
    (message) => {
      received.push(message);
      for (const wake of waiters.splice(0)) wake();
    },
    (reason) => ended.push(reason),
  );
  return {
    received,
    ended,
    send: (message: unknown) => connection.message(typeof message === "string" ? message : JSON.stringify(message)),
    close: () => connection.close(),
    async waitFor(predicate: (message: Record<string, unknown>) => boolean) {
      for (let i = 0; i < 100; i++) {
        const found = received.find(predicate);
        if (found) return found;
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 20);
        });
      }
      throw new Error(`not received: ${JSON.stringify(received)}`);
    },
  };
}

describe("call signalling in one instance", () => {
  const attendance: string[] = [];
  const hub = hubOn(memoryBus(), attendance);

  it("relays offers, chat and state between the member and the coach, and keeps attendance", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const member = tab(hub, "mila");
    const coach = tab(hub, "daan");
    member.send({ type: "join", appointmentId: ROOM });
    await member.waitFor((m) => m.type === "joined" && m.role === "member");
    coach.send({ type: "join", appointmentId: ROOM });
    await coach.waitFor((m) => m.type === "joined");
    // Each learns the other is there.
    await member.waitFor((m) => m.type === "peer" && m.event === "joined" && m.role === "coach");
    await coach.waitFor((m) => m.type === "peer" && m.event === "present" && m.role === "member");

    member.send({ type: "signal", data: { description: { type: "offer", sdp: "v=0" } } });
    await coach.waitFor((m) => m.type === "signal" && (m.data as { description?: unknown }).description !== undefined);
    coach.send({ type: "chat", text: "Hoi Mila!" });
    await member.waitFor((m) => m.type === "chat" && m.text === "Hoi Mila!" && m.role === "coach");
    member.send({ type: "state", muted: true, camera: false });
    await coach.waitFor((m) => m.type === "peer" && m.event === "state" && m.muted === true && m.camera === false);

    await member.close();
    await coach.waitFor((m) => m.type === "peer" && m.event === "left" && m.role === "member");
    expect(attendance).toEqual(["mila joined as member", "daan joined as coach", "mila left"]);
  });

  it("refuses a third person, an early or late join, a cancelled appointment and a visitor", async () => {
    const stranger = tab(hub, "eve");
    stranger.send({ type: "join", appointmentId: ROOM });
    await stranger.waitFor((m) => m.type === "refused" && m.reason === "forbidden");
    clock = new Date("2026-12-01T08:49:00Z");
    const early = tab(hub, "mila");
    early.send({ type: "join", appointmentId: ROOM });
    await early.waitFor((m) => m.type === "refused" && m.reason === "early");
    clock = new Date("2026-12-01T10:31:00Z");
    const late = tab(hub, "daan");
    late.send({ type: "join", appointmentId: ROOM });
    await late.waitFor((m) => m.type === "refused" && m.reason === "ended");
    const visitor = tab(hub, null);
    visitor.send({ type: "join", appointmentId: ROOM });
    await visitor.waitFor((m) => m.type === "refused" && m.reason === "login");
  });

  it("stops relaying when the call window closes mid-call", async () => {
    clock = new Date("2026-12-01T10:20:00Z");
    const member = tab(hub, "mila");
    const coach = tab(hub, "daan");
    member.send({ type: "join", appointmentId: ROOM });
    coach.send({ type: "join", appointmentId: ROOM });
    await coach.waitFor((m) => m.type === "joined");
    clock = new Date("2026-12-01T10:30:00Z");
    member.send({ type: "chat", text: "Still there?" });
    await member.waitFor((m) => m.type === "refused" && m.reason === "ended");
    expect(coach.received.some((m) => m.type === "chat")).toBe(false);
  });

  it("drops and counts junk, and stays healthy", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const before = hub.stats().dropped;
    const member = tab(hub, "mila");
    for (const junk of [
      "not json",
      "[]",
      "{}",
      '{"type":42}',
      { type: "signal", data: {} },
      { type: "join", appointmentId: "x" },
    ]) {
      member.send(junk);
    }
    member.send({ type: "join", appointmentId: ROOM });
    await member.waitFor((m) => m.type === "joined");
    member.send({ type: "chat", text: "x".repeat(1001) });
    member.send({ type: "state", muted: "yes", camera: true });
    member.send({ type: "dance" });
    member.send({ type: "chat", text: "ok" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(hub.stats().dropped - before).toBe(9);
  });
});

async function until(condition: () => boolean) {
  for (let i = 0; i < 100 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(condition()).toBe(true);
}

const ROOM_B = "8a3f0b6c-1e2d-4c5b-9f7a-3d4e5f6a7b8c";
const ROOM_C = "0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b";

/** A member and a coach in a room, one on each hub. */
async function inCall(
  memberHub: ReturnType<typeof createCallHub>,
  coachHub: ReturnType<typeof createCallHub>,
  room: string,
) {
  const member = tab(memberHub, "mila");
  const coach = tab(coachHub, "daan");
  member.send({ type: "join", appointmentId: room });
  await member.waitFor((m) => m.type === "joined");
  coach.send({ type: "join", appointmentId: room });
  await coach.waitFor((m) => m.type === "joined");
  await member.waitFor((m) => m.type === "peer" && m.event === "joined");
  return { member, coach };
}

describe("room membership: checked on joining and on a change, kept in memory in between", () => {
  it("asks the rules once per join, not for each of 100 ICE candidates", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const calls: string[] = [];
    const hub = hubOn(memoryBus(), [], new Map([[ROOM, appointment]]), calls);
    const { member, coach } = await inCall(hub, hub, ROOM);
    expect(calls).toEqual([`mila ${ROOM}`, `daan ${ROOM}`]);
    for (let i = 0; i < 100; i++) {
      member.send({
        type: "signal",
        data: { candidate: { candidate: `candidate:${i} 1 udp 1 10.0.0.1 ${5000 + i} typ host` } },
      });
    }
    await until(() => coach.received.filter((m) => m.type === "signal").length === 100);
    expect(calls).toHaveLength(2);
    expect(hub.stats()).toMatchObject({ connections: 2, inRoom: 2, rooms: 1, authorizations: 2 });
    await member.close();
    await coach.close();
    expect(hub.stats()).toMatchObject({ connections: 0, inRoom: 0, rooms: 0 });
    hub.close();
  });

  it("ends the membership when the call window closes, without asking again", async () => {
    // 150 ms before the window closes (10:30), by the hub's clock.
    clock = new Date("2026-12-01T10:29:59.850Z");
    const calls: string[] = [];
    const attendance: string[] = [];
    const hub = hubOn(memoryBus(), attendance, new Map([[ROOM, appointment]]), calls);
    const { member, coach } = await inCall(hub, hub, ROOM);
    expect(hub.stats().inRoom).toBe(2);
    await member.waitFor((m) => m.type === "refused" && m.reason === "ended");
    await coach.waitFor((m) => m.type === "refused" && m.reason === "ended");
    expect(hub.stats()).toMatchObject({ inRoom: 0, rooms: 0, removed: { ended: 2, revalidated: 0 } });
    expect(calls).toHaveLength(2);
    await until(() => attendance.filter((line) => line.endsWith("left")).length === 2);
    // Out of the room: nothing more is relayed.
    const before = hub.stats().dropped;
    member.send({ type: "chat", text: "Still there?" });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(hub.stats().dropped).toBe(before + 1);
    expect(coach.received.some((m) => m.type === "chat")).toBe(false);
    hub.close();
  });

  it("removes both people on two instances when the appointment is cancelled, and no one else", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const cancelled = { ...appointment };
    const other = { ...appointment };
    const rooms = new Map([
      [ROOM_B, cancelled],
      [ROOM_C, other],
    ]);
    const calls: string[] = [];
    const bus = memoryBus();
    const hubA = hubOn(bus, [], rooms, calls);
    const hubB = hubOn(bus, [], rooms, calls);
    const call = await inCall(hubA, hubB, ROOM_B);
    const bystanders = await inCall(hubB, hubA, ROOM_C);
    expect(calls).toHaveLength(4);

    cancelled.status = "cancelled";
    await hubB.revalidate(ROOM_B);
    await call.member.waitFor((m) => m.type === "refused" && m.reason === "cancelled");
    await call.coach.waitFor((m) => m.type === "refused" && m.reason === "cancelled");
    // One recheck per person in the room, none for the other call.
    expect(calls.slice(4).sort()).toEqual([`daan ${ROOM_B}`, `mila ${ROOM_B}`]);
    expect(hubA.stats()).toMatchObject({ inRoom: 1, rooms: 1, removed: { revalidated: 1 } });
    expect(hubB.stats()).toMatchObject({ inRoom: 1, rooms: 1, removed: { revalidated: 1 } });

    bystanders.member.send({ type: "chat", text: "Hoi" });
    await bystanders.coach.waitFor((m) => m.type === "chat" && m.text === "Hoi");
    expect(bystanders.member.received.some((m) => m.type === "refused")).toBe(false);
    hubA.close();
    hubB.close();
  });

  it("keeps a moved appointment's call by the new window, and `revalidateCallRoom` reaches the hubs", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const moved = { ...appointment };
    const hub = hubOn(memoryBus(), [], new Map([[ROOM_B, moved]]));
    const { member, coach } = await inCall(hub, hub, ROOM_B);
    // Moved to the next day: not open now.
    moved.startsAt = new Date("2026-12-02T09:00:00Z");
    moved.endsAt = new Date("2026-12-02T10:00:00Z");
    await revalidateCallRoom(ROOM_B);
    await member.waitFor((m) => m.type === "refused" && m.reason === "early");
    await coach.waitFor((m) => m.type === "refused" && m.reason === "early");
    expect(hub.stats().inRoom).toBe(0);
    await revalidateCallRoom("not-an-id");
    hub.close();
  });
});

/** The sessions that still hold, as the database would answer; and who asked. */
function sessionStore(...ids: string[]) {
  const active = new Set(ids);
  const asked: string[][] = [];
  return {
    active,
    asked,
    activeSessions: async (sessionIds: string[]) => {
      asked.push(sessionIds);
      return new Set(sessionIds.filter((id) => active.has(id)));
    },
  };
}

describe("sessions: checked on every join, and an ended session ends its connections", () => {
  const open: ReturnType<typeof createCallHub>[] = [];
  afterAll(() => {
    for (const hub of open) hub.close();
  });

  it("refuses a join once the socket's session is gone, ends the connection, and never asks the call rules", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const store = sessionStore("s-mila");
    const calls: string[] = [];
    const hub = hubOn(memoryBus(), [], new Map([[ROOM, appointment]]), calls, { activeSessions: store.activeSessions });
    open.push(hub);
    const before = tab(hub, { userId: "mila", sessionId: "s-mila" });
    before.send({ type: "join", appointmentId: ROOM });
    await before.waitFor((m) => m.type === "joined");
    expect(store.asked).toEqual([["s-mila"]]);

    // Logged out in another tab: the row is gone, nobody announced it.
    store.active.delete("s-mila");
    const after = tab(hub, { userId: "mila", sessionId: "s-mila" });
    after.send({ type: "join", appointmentId: ROOM });
    await after.waitFor((m) => m.type === "refused" && m.reason === "signedOut");
    expect(after.ended).toEqual(["signedOut"]);
    expect(after.received.some((m) => m.type === "joined")).toBe(false);
    // Anything else it says is dropped.
    after.send({ type: "join", appointmentId: ROOM });
    after.send({ type: "chat", text: "hello?" });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(after.received.filter((m) => m.type === "refused")).toHaveLength(1);
    expect(calls).toEqual([`mila ${ROOM}`]);

    // A connection that does not say which session it came with is not let in either.
    const unknown = tab(hub, { userId: "daan" });
    unknown.send({ type: "join", appointmentId: ROOM });
    await unknown.waitFor((m) => m.type === "refused" && m.reason === "signedOut");
    expect(hub.stats().closed).toEqual({ signedOut: 2, rate: 0 });
  });

  it("ends the connections of an ended session on both instances, in a room or not, and no one else's", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const store = sessionStore("s-mila-laptop", "s-mila-phone", "s-daan");
    const bus = memoryBus();
    const attendance: string[] = [];
    const rooms = new Map([[ROOM, appointment]]);
    const hubA = hubOn(bus, attendance, rooms, undefined, { activeSessions: store.activeSessions });
    const hubB = hubOn(bus, attendance, rooms, undefined, { activeSessions: store.activeSessions });
    open.push(hubA, hubB);
    const laptop = tab(hubA, { userId: "mila", sessionId: "s-mila-laptop" });
    const phone = tab(hubB, { userId: "mila", sessionId: "s-mila-phone" });
    const coach = tab(hubB, { userId: "daan", sessionId: "s-daan" });
    laptop.send({ type: "join", appointmentId: ROOM });
    await laptop.waitFor((m) => m.type === "joined");
    coach.send({ type: "join", appointmentId: ROOM });
    await coach.waitFor((m) => m.type === "peer" && m.event === "present");

    // The laptop logs out: its own session ends, announced once for every instance.
    store.active.delete("s-mila-laptop");
    await endSessionSockets({ userId: "mila", sessionIds: ["s-mila-laptop"] });
    await laptop.waitFor((m) => m.type === "refused" && m.reason === "signedOut");
    expect(laptop.ended).toEqual(["signedOut"]);
    await coach.waitFor((m) => m.type === "peer" && m.event === "left" && m.role === "member");
    await until(() => attendance.includes("mila left"));
    expect(phone.ended).toEqual([]);
    expect(hubA.stats()).toMatchObject({ inRoom: 0, closed: { signedOut: 1 } });

    // Deactivated (or the password changed): every session of the account ends.
    store.active.delete("s-mila-phone");
    await endSessionSockets({ userId: "mila" });
    await phone.waitFor((m) => m.type === "refused" && m.reason === "signedOut");
    expect(phone.ended).toEqual(["signedOut"]);
    expect(coach.ended).toEqual([]);
    expect(hubB.stats()).toMatchObject({ inRoom: 1, closed: { signedOut: 1 } });
    coach.send({ type: "chat", text: "Still here" });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(coach.received.filter((m) => m.type === "refused")).toEqual([]);
  });

  it("finds a session that ended unannounced (expired, deleted elsewhere) at its periodic check", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const store = sessionStore("s-mila", "s-daan");
    const attendance: string[] = [];
    const hub = hubOn(memoryBus(), attendance, new Map([[ROOM, appointment]]), undefined, {
      activeSessions: store.activeSessions,
      sessionCheckMs: 50,
    });
    open.push(hub);
    const member = tab(hub, { userId: "mila", sessionId: "s-mila" });
    const coach = tab(hub, { userId: "daan", sessionId: "s-daan" });
    member.send({ type: "join", appointmentId: ROOM });
    coach.send({ type: "join", appointmentId: ROOM });
    await coach.waitFor((m) => m.type === "joined");
    // One question for all the connections of the instance; both sessions hold.
    await until(() => store.asked.some((ids) => [...ids].sort().join() === "s-daan,s-mila"));
    expect(member.ended).toEqual([]);

    store.active.delete("s-mila");
    await member.waitFor((m) => m.type === "refused" && m.reason === "signedOut");
    await coach.waitFor((m) => m.type === "peer" && m.event === "left");
    await until(() => attendance.includes("mila left"));
    expect(coach.ended).toEqual([]);
  });

  it("keeps the sockets open while the database cannot answer the periodic check", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    let answering = false;
    const hub = hubOn(memoryBus(), [], new Map([[ROOM, appointment]]), undefined, {
      activeSessions: async (ids) => {
        if (!answering) throw new Error("connection refused");
        return new Set(ids);
      },
      sessionCheckMs: 30,
    });
    open.push(hub);
    const member = tab(hub, { userId: "mila", sessionId: "s-mila" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(member.ended).toEqual([]);
    answering = true;
    member.send({ type: "join", appointmentId: ROOM });
    await member.waitFor((m) => m.type === "joined");
  });
});

describe("joins: one attendance row per person per join, and few joins per connection", () => {
  it("answers 90 join messages with one join, one attendance row, and then ends the connection", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const store = sessionStore("s-mila");
    const attendance: string[] = [];
    const calls: string[] = [];
    const hub = hubOn(memoryBus(), attendance, new Map([[ROOM, appointment]]), calls, {
      activeSessions: store.activeSessions,
    });
    const member = tab(hub, { userId: "mila", sessionId: "s-mila" });
    for (let i = 0; i < 90; i++) member.send({ type: "join", appointmentId: ROOM });
    await member.waitFor((m) => m.type === "refused" && m.reason === "rate");
    await until(() => member.ended.length > 0);
    expect(member.ended).toEqual(["rate"]);
    // The burst of three: the first joins, the next two find the person already there.
    expect(member.received.filter((m) => m.type === "joined")).toHaveLength(3);
    expect(store.asked).toHaveLength(3);
    expect(calls).toEqual([`mila ${ROOM}`]);
    await until(() => attendance.includes("mila left"));
    expect(attendance).toEqual(["mila joined as member", "mila left"]);
    expect(hub.stats()).toMatchObject({ inRoom: 0, closed: { rate: 1, signedOut: 0 } });
    hub.close();
  });

  it("lets a page switch calls within the limit, as the joins come back over time", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const rooms = new Map([
      [ROOM_B, { ...appointment }],
      [ROOM_C, { ...appointment }],
    ]);
    const attendance: string[] = [];
    const hub = hubOn(memoryBus(), attendance, rooms, undefined, { joinLimit: { burst: 2, everyMs: 100 } });
    const member = tab(hub, "mila");
    member.send({ type: "join", appointmentId: ROOM_B });
    member.send({ type: "join", appointmentId: ROOM_C });
    await until(() => member.received.filter((m) => m.type === "joined").length === 2);
    await new Promise((resolve) => setTimeout(resolve, 120));
    member.send({ type: "join", appointmentId: ROOM_B });
    await until(() => member.received.filter((m) => m.type === "joined").length === 3);
    expect(member.ended).toEqual([]);
    expect(attendance).toEqual([
      "mila joined as member",
      "mila left",
      "mila joined as member",
      "mila left",
      "mila joined as member",
    ]);
    await member.close();
    hub.close();
  });
});

describe("call signalling across two instances over Redis", () => {
  const buses: Bus[] = [];
  const hubs: ReturnType<typeof createCallHub>[] = [];
  afterAll(async () => {
    for (const hub of hubs) hub.close();
    await Promise.all(buses.map((bus) => bus.close()));
  });

  it("brings the member on one instance and the coach on another together", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
    const [busA, busB] = await Promise.all([redisBus(url), redisBus(url)]);
    buses.push(busA, busB);
    const member = tab(hubOn(busA), "mila");
    const coach = tab(hubOn(busB), "daan");
    member.send({ type: "join", appointmentId: ROOM });
    await member.waitFor((m) => m.type === "joined");
    coach.send({ type: "join", appointmentId: ROOM });
    await member.waitFor((m) => m.type === "peer" && m.event === "joined" && m.role === "coach");
    await coach.waitFor((m) => m.type === "peer" && m.event === "present" && m.role === "member");
    coach.send({ type: "signal", data: { candidate: { candidate: "candidate:1 1 udp 1 127.0.0.1 5000 typ host" } } });
    await member.waitFor((m) => m.type === "signal" && m.role === "coach");
    await member.close();
    await coach.close();
  });

  it("removes both people when the appointment is cancelled, announced on either instance", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
    const [busA, busB, busC] = await Promise.all([redisBus(url), redisBus(url), redisBus(url)]);
    buses.push(busA, busB, busC);
    const cancelled = { ...appointment };
    const rooms = new Map([[ROOM_B, cancelled]]);
    const { member, coach } = await inCall(hubOn(busA, [], rooms), hubOn(busB, [], rooms), ROOM_B);
    cancelled.status = "cancelled";
    // A third instance, with nobody in the room, handled the cancellation.
    await hubOn(busC, [], rooms).revalidate(ROOM_B);
    await member.waitFor((m) => m.type === "refused" && m.reason === "cancelled");
    await coach.waitFor((m) => m.type === "refused" && m.reason === "cancelled");
  });

  it("closes the sockets of an ended session on another instance", async () => {
    clock = new Date("2026-12-01T09:05:00Z");
    const url = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
    const [busA, busB, busC] = await Promise.all([redisBus(url), redisBus(url), redisBus(url)]);
    buses.push(busA, busB, busC);
    const store = sessionStore("s-mila", "s-daan");
    const rooms = new Map([[ROOM_C, { ...appointment }]]);
    const more = { activeSessions: store.activeSessions };
    const hubA = hubOn(busA, [], rooms, undefined, more);
    const hubB = hubOn(busB, [], rooms, undefined, more);
    const hubC = hubOn(busC, [], rooms, undefined, more);
    hubs.push(hubA, hubB, hubC);
    const member = tab(hubA, { userId: "mila", sessionId: "s-mila" });
    const coach = tab(hubB, { userId: "daan", sessionId: "s-daan" });
    member.send({ type: "join", appointmentId: ROOM_C });
    await member.waitFor((m) => m.type === "joined");
    coach.send({ type: "join", appointmentId: ROOM_C });
    await member.waitFor((m) => m.type === "peer" && m.event === "joined");
    // Logged out through a third instance, with nobody of the call on it.
    store.active.delete("s-mila");
    await hubC.endSessions({ userId: "mila", sessionIds: ["s-mila"] });
    await member.waitFor((m) => m.type === "refused" && m.reason === "signedOut");
    expect(member.ended).toEqual(["signedOut"]);
    await coach.waitFor((m) => m.type === "peer" && m.event === "left");
    expect(coach.ended).toEqual([]);
  });
});
