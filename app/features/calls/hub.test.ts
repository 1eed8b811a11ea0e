import { afterAll, describe, expect, it } from "vitest";
import { type CallAppointment, callAccess } from "./access";
import { type Bus, memoryBus, redisBus } from "./bus.server";
import { createCallHub } from "./hub.server";

const ROOM = "5d1c7a2e-8d3b-4b7e-9a51-0c2f6e4b9d10";
const appointment: CallAppointment = {
  status: "confirmed",
  startsAt: new Date("2026-12-01T09:00:00Z"),
  endsAt: new Date("2026-12-01T10:00:00Z"),
  memberId: "mila",
  coachUserId: "daan",
};
let clock = new Date("2026-12-01T09:05:00Z");

function hubOn(bus: Bus, attendance: string[] = []) {
  return createCallHub({
    bus,
    now: () => clock,
    authorize: async (userId, appointmentId, now) =>
      appointmentId === ROOM ? callAccess(appointment, userId, now) : { ok: false, reason: "forbidden" },
    attendance: {
      joined: async (_room, userId, role) => {
        attendance.push(`${userId} joined as ${role}`);
      },
      left: async (_room, userId) => {
        attendance.push(`${userId} left`);
      },
    },
  });
}

/** A fake browser tab: what it received, and a way to wait for a message. */
function tab(hub: ReturnType<typeof createCallHub>, userId: string | null) {
  const received: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  const connection = hub.connect(userId ? { userId } : null, (message) => {
    received.push(message);
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    received,
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
    const before = hub.stats.dropped;
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
    expect(hub.stats.dropped - before).toBe(9);
  });
});

describe("call signalling across two instances over Redis", () => {
  const buses: Bus[] = [];
  afterAll(async () => {
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
});
