import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { sessions, userRoles, users } from "~/db/schema/accounts";
import { callAttendance } from "~/db/schema/calls";
import { appointments, coaches } from "~/db/schema/coaching";
import { endOtherSessions } from "~/features/accounts/account.server";
import { type Auth, createAuth } from "~/features/accounts/auth.server";
import { deactivatePerson } from "~/features/admin/people.server";
import { memoryBus } from "~/features/calls/bus.server";
import { activeSessions, authorizeCall, callAttendanceRecorder, socketIdentity } from "~/features/calls/calls.server";
import { type CallHub, createCallHub } from "~/features/calls/hub.server";
import { serveAppFrom } from "../tests/support/app-database";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-db";
import { createSocketEndpoint, isSameOrigin } from "./websocket";

// The whole path on a real database and real better-auth sessions: two instances of the endpoint
// and the call hub sharing one bus, as two servers behind a load balancer share Redis.

const PASSWORD = "a calm and long password";
let test: TestDatabase;
let auth: Auth;
let appointmentId: string;
let app: { release(): void };
const people: Record<"member" | "coach" | "admin", { id: string; email: string }> = {
  member: { id: "", email: "mila@example.com" },
  coach: { id: "", email: "daan@example.com" },
  admin: { id: "", email: "ada@example.com" },
};
const instances: { hub: CallHub; endpoint: ReturnType<typeof createSocketEndpoint>; server: Server; base: string }[] =
  [];
const sockets: WebSocket[] = [];

async function instance(options: { sessionCheckMs?: number } = {}) {
  const hub = createCallHub({
    bus,
    authorize: (userId, id, now) => authorizeCall(test.db, userId, id, now),
    attendance: callAttendanceRecorder(async () => test.db),
    activeSessions: (ids, now) => activeSessions(test.db, ids, now),
    ...options,
  });
  const endpoint = createSocketEndpoint({
    allowedOrigin: isSameOrigin,
    authenticate: (req) => socketIdentity(auth, req),
    hub,
  });
  const server = createServer((_req, res) => res.end("ok"));
  server.on("upgrade", (req, socket, head) => endpoint.onUpgrade(req, socket, head));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  const running = { hub, endpoint, server, base };
  instances.push(running);
  return running;
}
const bus = memoryBus();
let a: Awaited<ReturnType<typeof instance>>;
let b: Awaited<ReturnType<typeof instance>>;

/** A new session (a login on another device) and its cookie. */
async function logIn(email: string, password = PASSWORD): Promise<string> {
  const result = await auth.api.signInEmail({ body: { email, password }, returnHeaders: true });
  const cookie = result.headers
    .getSetCookie()
    .find((line) => line.startsWith("vitaal.session_token="))
    ?.split(";")[0];
  if (!cookie) throw new Error("no session cookie");
  return cookie;
}

/** A page's socket to one instance, with what it received and how it closed. */
async function page(on: { base: string }, cookie?: string) {
  const socket = new WebSocket(`ws://${on.base}/ws`, {
    origin: `http://${on.base}`,
    headers: cookie ? { cookie } : {},
  });
  sockets.push(socket);
  const received: Record<string, unknown>[] = [];
  socket.on("message", (data) => received.push(JSON.parse(data.toString())));
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await new Promise((resolve, reject) => {
    socket.once("open", resolve);
    socket.once("error", reject);
  });
  return {
    socket,
    received,
    closed,
    join: () => socket.send(JSON.stringify({ type: "join", appointmentId })),
    has: (predicate: (message: Record<string, unknown>) => boolean) => () => received.some(predicate),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until(condition: () => boolean | Promise<boolean>) {
  for (let i = 0; i < 150 && !(await condition()); i++) await sleep(20);
  expect(await condition()).toBe(true);
}
const refused = (reason: string) => (m: Record<string, unknown>) => m.type === "refused" && m.reason === reason;
const peer = (event: string) => (m: Record<string, unknown>) => m.type === "peer" && m.event === event;

/** The member's attendance rows in the call. */
const memberRows = () =>
  test.db
    .select({ joinedAt: callAttendance.joinedAt, leftAt: callAttendance.leftAt })
    .from(callAttendance)
    .where(and(eq(callAttendance.appointmentId, appointmentId), eq(callAttendance.userId, people.member.id)));

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  auth = createAuth({
    db: test.db,
    secret: "a-test-secret-that-is-long-enough-0123456789",
    baseURL: "http://localhost:5173",
    production: false,
  });
  for (const [key, person] of Object.entries(people)) {
    const result = await auth.api.signUpEmail({ body: { email: person.email, password: PASSWORD, name: key } });
    person.id = result.user.id;
  }
  await test.db.insert(userRoles).values({ userId: people.admin.id, role: "admin" });
  const [coach] = await test.db
    .insert(coaches)
    .values({ slug: "daan", name: "Daan", userId: people.coach.id })
    .returning({ id: coaches.id });
  // A call open now: it started five minutes ago.
  const startsAt = new Date(Date.now() - 5 * 60_000);
  const endsAt = new Date(startsAt.getTime() + 60 * 60_000);
  const [row] = await test.db
    .insert(appointments)
    .values({
      coachId: coach?.id as string,
      memberId: people.member.id,
      kind: "coaching",
      startsAt,
      endsAt,
      blocks: `[${startsAt.toISOString()},${endsAt.toISOString()})`,
    })
    .returning({ id: appointments.id });
  appointmentId = row?.id as string;
  a = await instance();
  // The other instance checks its sockets' sessions often: the backstop for unannounced ends.
  b = await instance({ sessionCheckMs: 300 });
});

afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  for (const { hub, endpoint, server } of instances) {
    endpoint.close();
    hub.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await bus.close();
  app?.release();
  await test?.close();
});

describe("a call socket and the session it was opened with", () => {
  it("closes at a logout on the other instance, tells the page, and lets the other device stay", async () => {
    const laptopCookie = await logIn(people.member.email);
    const phoneCookie = await logIn(people.member.email);
    const laptop = await page(a, laptopCookie);
    const phone = await page(b, phoneCookie);
    const coach = await page(b, await logIn(people.coach.email));
    laptop.join();
    await until(laptop.has((m) => m.type === "joined"));
    coach.join();
    await until(coach.has(peer("present")));

    // Logged out on the laptop (the request went to the other instance's better-auth: same bus).
    await auth.api.signOut({ headers: new Headers({ cookie: laptopCookie }) });
    expect(await laptop.closed).toEqual({ code: 1008, reason: "signedOut" });
    expect(laptop.received.at(-1)).toEqual({ type: "refused", reason: "signedOut" });
    await until(coach.has(peer("left")));
    await until(async () => (await memberRows()).every((row) => row.leftAt !== null));
    expect(a.endpoint.stats().closed.signedOut).toBe(1);

    // The phone's session did not end: it joins.
    phone.join();
    await until(phone.has((m) => m.type === "joined"));
    expect(phone.socket.readyState).toBe(WebSocket.OPEN);

    // The laptop's cookie opens no session any more.
    const again = await page(a, laptopCookie);
    again.join();
    await until(again.has(refused("login")));
    for (const open of [phone, coach, again]) open.socket.close();
  });

  it("closes every socket of the account when the password changes, on both instances", async () => {
    const here = await logIn(people.member.email);
    const elsewhere = await page(b, await logIn(people.member.email));
    const current = await page(a, here);
    current.join();
    await until(current.has((m) => m.type === "joined"));
    await auth.api.changePassword({
      body: { currentPassword: PASSWORD, newPassword: `${PASSWORD}!`, revokeOtherSessions: true },
      headers: new Headers({ cookie: here }),
    });
    expect(await elsewhere.closed).toEqual({ code: 1008, reason: "signedOut" });
    expect(await current.closed).toEqual({ code: 1008, reason: "signedOut" });
    expect(current.received.at(-1)).toEqual({ type: "refused", reason: "signedOut" });
    // Back as it was for the tests after this one (that ends the new session too).
    await auth.api.changePassword({
      body: { currentPassword: `${PASSWORD}!`, newPassword: PASSWORD, revokeOtherSessions: true },
      headers: new Headers({ cookie: await logIn(people.member.email, `${PASSWORD}!`) }),
    });
  });

  it("closes the sockets of the other devices when the account page signs them out, not this one's", async () => {
    const hereCookie = await logIn(people.member.email);
    const here = await page(a, hereCookie);
    const other = await page(a, await logIn(people.member.email));
    const identity = await socketIdentity(auth, { headers: { cookie: hereCookie } } as never);
    await endOtherSessions(people.member.id, identity?.sessionId as string);
    expect(await other.closed).toEqual({ code: 1008, reason: "signedOut" });
    here.join();
    await until(here.has((m) => m.type === "joined"));
    expect(here.socket.readyState).toBe(WebSocket.OPEN);
    here.socket.close();
  });

  it("refuses the next join of a socket whose session was deleted unannounced, and closes it", async () => {
    const cookie = await logIn(people.member.email);
    const laptop = await page(a, cookie);
    const identity = await socketIdentity(auth, { headers: { cookie } } as never);
    // Deleted by a path that announces nothing (the instance never hears of it).
    await test.db.delete(sessions).where(eq(sessions.id, identity?.sessionId as string));
    laptop.join();
    expect(await laptop.closed).toEqual({ code: 1008, reason: "signedOut" });
    expect(laptop.received).toEqual([{ type: "refused", reason: "signedOut" }]);
    expect(await memberRows()).toHaveLength(1);
  });

  it("is closed by the periodic check when its session ended unannounced during a call", async () => {
    const cookie = await logIn(people.member.email);
    const member = await page(b, cookie);
    member.join();
    await until(member.has((m) => m.type === "joined"));
    const identity = await socketIdentity(auth, { headers: { cookie } } as never);
    await test.db.delete(sessions).where(eq(sessions.id, identity?.sessionId as string));
    expect(await member.closed).toEqual({ code: 1008, reason: "signedOut" });
  });

  it("answers 90 join messages with one attendance row, then closes the socket; a reconnect keeps the row", async () => {
    await test.db.delete(callAttendance).where(eq(callAttendance.appointmentId, appointmentId));
    const cookie = await logIn(people.member.email);
    const flood = await page(a, cookie);
    for (let i = 0; i < 90; i++) flood.join();
    expect(await flood.closed).toEqual({ code: 1008, reason: "rate" });
    expect(flood.received.at(-1)).toEqual({ type: "refused", reason: "rate" });
    expect(flood.received.filter((m) => m.type === "joined")).toHaveLength(3);
    await until(async () => (await memberRows()).every((row) => row.leftAt !== null));
    expect(await memberRows()).toHaveLength(1);
    expect(a.endpoint.stats().closed.joins).toBe(1);

    const reconnected = await page(b, cookie);
    reconnected.join();
    await until(reconnected.has((m) => m.type === "joined"));
    await until(async () => (await memberRows()).some((row) => row.leftAt === null));
    expect(await memberRows()).toHaveLength(1);
    reconnected.socket.close();
  });

  it("closes every socket of an account an administrator deactivates", async () => {
    const coach = await page(a, await logIn(people.coach.email));
    const member = await page(b, await logIn(people.member.email));
    member.join();
    await until(member.has((m) => m.type === "joined"));
    coach.join();
    await until(member.has(peer("joined")));
    const [admin] = await test.db.select().from(users).where(eq(users.id, people.admin.id));
    const actor = { id: people.admin.id, name: admin?.name ?? "", email: people.admin.email };
    expect(await deactivatePerson(test.db, actor, people.coach.id, new Date())).toEqual({ ok: true, changed: true });
    expect(await coach.closed).toEqual({ code: 1008, reason: "signedOut" });
    await until(member.has(peer("left")));
    expect(member.socket.readyState).toBe(WebSocket.OPEN);
    member.socket.close();
  });
});
