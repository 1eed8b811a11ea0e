import { isUuid } from "~/utils/ids";
import { logger } from "~/utils/logger.server";
import type { CallAccess } from "./access";
import { type Bus, type BusMessage, SESSIONS_CHANNEL } from "./bus.server";

export type Role = "member" | "coach";

/** Who is on the other end of a connection: the account, and the session its socket was opened with. */
export interface HubIdentity {
  userId: string;
  sessionId?: string;
}

/**
 * Why the hub ends a connection (the socket is closed with 1008 and this reason): its session
 * ended, or it sent joins faster than `joinLimit`.
 */
export type EndReason = "signedOut" | "rate";

/** Whose sessions ended: every session of the account, or only those named. */
export interface EndedSessions {
  userId: string;
  sessionIds?: string[];
}

/** The call rules' answer for a person and an appointment; when open, until when. */
export type RoomAccess = { ok: true; role: Role; closesAt: Date } | Extract<CallAccess, { ok: false }>;

export interface HubOptions {
  bus: Bus;
  /**
   * The rules of `callAccess`, against the database, for a person and an appointment, with the end
   * of the call window. Asked once per join and once per announced change, never per message.
   */
  authorize(userId: string, appointmentId: string, now: Date): Promise<RoomAccess>;
  /** Join and leave times are kept; nothing that is said or shown. */
  attendance?: {
    joined(appointmentId: string, userId: string, role: Role, at: Date): Promise<void>;
    left(appointmentId: string, userId: string, at: Date): Promise<void>;
  };
  /**
   * Of these sessions, those that still hold (not signed out, not expired, the account not
   * deactivated). Asked on every join, and every `sessionCheckMs` for the connections of this
   * instance. Without it, sessions are not checked (a connection needs a `sessionId` when it is
   * given).
   */
  activeSessions?(sessionIds: string[], now: Date): Promise<Set<string>>;
  /**
   * How often the sessions of open connections are checked again: the backstop for a session that
   * ended without an announcement (`endSessionSockets`), e.g. one that expired.
   */
  sessionCheckMs?: number;
  /** Joins per connection: a burst, then one more every `everyMs`. Over it: ended with "rate". */
  joinLimit?: { burst: number; everyMs: number };
  now?: () => Date;
}

/**
 * A browser joins once per socket; a page that reconnects opens a new socket. Three joins leave
 * room for a page that switches calls; 90 in a row are a script, and end the socket.
 */
export const JOIN_LIMIT = { burst: 3, everyMs: 20_000 };
export const SESSION_CHECK_MS = 60_000;

/** Plain numbers for the metrics. */
export interface HubStats {
  /** Open connections (authenticated sockets) on this instance. */
  connections: number;
  /** Connections in a room. */
  inRoom: number;
  /** Rooms with at least one connection on this instance. */
  rooms: number;
  /** Messages that were malformed, unknown, too long or not allowed: dropped and counted. */
  dropped: number;
  /** Calls of `authorize` (joins and rechecks). */
  authorizations: number;
  /** Connections taken out of their room: the call window closed, or a recheck refused them. */
  removed: { ended: number; revalidated: number };
  /** Connections ended by the hub: their session ended, or they sent too many joins. */
  closed: { signedOut: number; rate: number };
}

export type CallHub = ReturnType<typeof createCallHub>;

const MAX_CHAT = 1000;
/** setTimeout's longest delay; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

interface Announcer {
  revalidate(appointmentId: string): Promise<void>;
  endSessions(ended: EndedSessions): Promise<void>;
}

/** The hubs of this process, each with its bus, for `revalidateCallRoom` and `endSessionSockets`. */
const liveHubs = new Map<Announcer, Bus>();

/**
 * The signalling of calls. A connection (one browser tab) joins the room of an appointment after
 * the same checks as the call page; then its offers, answers, ICE candidates, chat and state
 * reach the other person in the room, on this instance or another. The rules are checked when
 * joining and again when the appointment changes (`revalidate`); in between the membership is
 * kept in memory and ends by itself when the call window closes. The session a socket was opened
 * with is checked on every join; when it ends (`endSessionSockets`, on every instance, or found
 * gone by the periodic check) the connection is ended.
 */
export function createCallHub(options: HubOptions) {
  const now = options.now ?? (() => new Date());
  const joinLimit = options.joinLimit ?? JOIN_LIMIT;
  const counts = { dropped: 0, authorizations: 0, ended: 0, revalidated: 0, signedOut: 0, rate: 0 };
  interface Live {
    identity: HubIdentity | null;
    /** The room it is in, if any. */
    roomOf(): string | null;
    /** Its session ended: out of the room, told, and the socket closed. */
    sessionEnded(): void;
  }
  const connections = new Map<string, Live>();
  const instanceId = crypto.randomUUID();

  /** Whether the session a connection was opened with still holds (always, when not checked). */
  async function sessionHolds(identity: HubIdentity) {
    if (!options.activeSessions) return true;
    if (!identity.sessionId) return false;
    return (await options.activeSessions([identity.sessionId], now())).has(identity.sessionId);
  }

  // Ended sessions are announced on their own channel, heard from the first connection on (the
  // bus may be replaced before then, e.g. by Redis once the server has started).
  let sessionListener: Promise<(() => Promise<void>) | null> | null = null;
  function listenForEndedSessions() {
    sessionListener ??= options.bus
      .subscribe(SESSIONS_CHANNEL, (incoming) => {
        if (incoming.control !== "sessions-ended" || !incoming.sessions) return;
        const { userId, sessionIds } = incoming.sessions;
        for (const live of connections.values()) {
          const identity = live.identity;
          if (!identity || identity.userId !== userId) continue;
          if (sessionIds && !(identity.sessionId && sessionIds.includes(identity.sessionId))) continue;
          live.sessionEnded();
        }
      })
      .catch(() => {
        // Not listening (the bus is away): the periodic check still ends these sockets.
        sessionListener = null;
        return null;
      });
  }

  // The backstop: every open connection's session checked again, in one query per instance.
  let checking = false;
  async function checkSessions() {
    if (!options.activeSessions || checking) return;
    checking = true;
    try {
      const open = [...connections.values()].filter((live) => live.identity);
      const ids = [...new Set(open.map((live) => live.identity?.sessionId).filter((id) => id !== undefined))];
      const active = ids.length > 0 ? await options.activeSessions(ids, now()) : new Set<string>();
      for (const live of open) {
        const sessionId = live.identity?.sessionId;
        if (!sessionId || !active.has(sessionId)) live.sessionEnded();
      }
    } catch {
      // The database is away: nobody is cut off for that; the next check tries again.
    } finally {
      checking = false;
    }
  }
  const sessionTimer = options.activeSessions
    ? setInterval(() => void checkSessions(), options.sessionCheckMs ?? SESSION_CHECK_MS)
    : undefined;
  sessionTimer?.unref?.();

  const authorize = (userId: string, appointmentId: string) => {
    counts.authorizations++;
    return options.authorize(userId, appointmentId, now());
  };

  function connect(
    identity: HubIdentity | null,
    send: (message: Record<string, unknown>) => void,
    /** Closes the socket (1008, with the reason); its `close` follows as usual. */
    end: (reason: EndReason) => void = () => {},
  ) {
    const id = crypto.randomUUID();
    let room: {
      appointmentId: string;
      role: Role;
      closesAt: Date;
      timer?: ReturnType<typeof setTimeout>;
      unsubscribe: () => Promise<void>;
    } | null = null;
    let queue: Promise<void> = Promise.resolve();
    /** Being ended by the hub: nothing more is taken in; what came before is handled first. */
    let ending = false;
    /** Ended: nothing more is handled. */
    let ended = false;
    let joinTokens = joinLimit.burst;
    let joinRefilledAt = performance.now();
    connections.set(id, {
      identity,
      roomOf: () => room?.appointmentId ?? null,
      sessionEnded: () => endWith("signedOut"),
    });
    if (identity) listenForEndedSessions();

    const drop = () => {
      counts.dropped++;
    };
    /** Work on this connection, in order, one at a time. */
    const enqueue = (work: () => Promise<void>) => {
      queue = queue.then(work).catch(drop);
      return queue;
    };
    const publish = (payload: Record<string, unknown>, to?: string) =>
      room ? options.bus.publish(room.appointmentId, { from: id, to, payload }) : Promise.resolve();

    /** The membership ends by itself when the call window closes. */
    function armWindow(current: NonNullable<typeof room>) {
      clearTimeout(current.timer);
      const delay = Math.max(0, current.closesAt.getTime() - now().getTime());
      current.timer = setTimeout(
        () => {
          if (room !== current) return;
          if (delay > MAX_TIMER_MS) armWindow(current);
          else void enqueue(() => removeFromRoom(current, "ended"));
        },
        Math.min(delay, MAX_TIMER_MS),
      );
      current.timer.unref?.();
    }

    /**
     * Ends the connection once, after the work in hand: told why, the socket closed, and out of the
     * room (the others see the person leave, the attendance is closed).
     */
    function endWith(reason: EndReason) {
      if (ending) return;
      ending = true;
      void enqueue(async () => {
        ended = true;
        counts[reason]++;
        send({ type: "refused", reason });
        end(reason);
        await leave();
      });
    }

    /** Joins are few: a token bucket per connection. */
    function joinAllowed() {
      const at = performance.now();
      joinTokens = Math.min(joinLimit.burst, joinTokens + (at - joinRefilledAt) / joinLimit.everyMs);
      joinRefilledAt = at;
      if (joinTokens < 1) return false;
      joinTokens -= 1;
      return true;
    }

    async function removeFromRoom(current: NonNullable<typeof room>, reason: string) {
      if (room !== current) return;
      if (reason === "ended") counts.ended++;
      else counts.revalidated++;
      send({ type: "refused", reason });
      await leave();
    }

    async function leave() {
      if (!room || !identity) return;
      const current = room;
      room = null;
      clearTimeout(current.timer);
      await options.bus.publish(current.appointmentId, {
        from: id,
        payload: { type: "peer", event: "left", role: current.role },
      });
      await current.unsubscribe();
      await options.attendance?.left(current.appointmentId, identity.userId, now());
    }

    /** The appointment changed: the rules again, for this connection. */
    async function recheck(appointmentId: string) {
      if (!room || room.appointmentId !== appointmentId || !identity) return;
      const current = room;
      const access = await authorize(identity.userId, appointmentId);
      if (room !== current) return;
      if (!access.ok) return removeFromRoom(current, access.reason);
      if (now() >= access.closesAt) return removeFromRoom(current, "ended");
      current.closesAt = access.closesAt;
      armWindow(current);
    }

    async function join(appointmentId: string, identity: HubIdentity) {
      // Checked on every join: a socket opened before a logout is not let in after it.
      if (!(await sessionHolds(identity))) return endWith("signedOut");
      // Already there: nothing changes, and no new attendance (a page that repeats itself).
      if (room?.appointmentId === appointmentId) {
        send({ type: "joined", role: room.role, peer: id });
        return;
      }
      if (room) await leave();
      const userId = identity.userId;
      const access = await authorize(userId, appointmentId);
      if (!access.ok) {
        send({ type: "refused", reason: access.reason });
        return;
      }
      if (now() >= access.closesAt) {
        send({ type: "refused", reason: "ended" });
        return;
      }
      const unsubscribe = await options.bus.subscribe(appointmentId, (incoming: BusMessage) => {
        if (incoming.control === "revalidate") {
          void enqueue(() => recheck(appointmentId));
          return;
        }
        if (incoming.from === id || (incoming.to && incoming.to !== id)) return;
        // Someone arriving asks who is there; the answer goes to them alone.
        if (incoming.payload.type === "peer" && incoming.payload.event === "joined" && room) {
          void publish({ type: "peer", event: "present", role: room.role, peer: id }, incoming.from);
        }
        send({ ...incoming.payload, peer: incoming.from });
      });
      room = { appointmentId, role: access.role, closesAt: access.closesAt, unsubscribe };
      armWindow(room);
      send({ type: "joined", role: access.role, peer: id });
      await publish({ type: "peer", event: "joined", role: access.role });
      await options.attendance?.joined(appointmentId, userId, access.role, now());
    }

    async function handle(message: Record<string, unknown>) {
      if (!identity) {
        send({ type: "refused", reason: "login" });
        return;
      }
      if (message.type === "join") {
        if (!isUuid(message.appointmentId)) return drop();
        return join(message.appointmentId, identity);
      }
      if (!room) return drop();
      // The membership in memory; the clock still closes it if the timer is late.
      if (now() >= room.closesAt) return removeFromRoom(room, "ended");
      switch (message.type) {
        case "signal":
          if (!isObject(message.data)) return drop();
          await publish({ type: "signal", role: room.role, data: message.data });
          return;
        case "chat": {
          const text = typeof message.text === "string" ? message.text.trim() : "";
          if (!text || text.length > MAX_CHAT) return drop();
          await publish({ type: "chat", role: room.role, text, at: now().toISOString() });
          return;
        }
        case "state":
          if (typeof message.muted !== "boolean" || typeof message.camera !== "boolean") return drop();
          await publish({
            type: "peer",
            event: "state",
            role: room.role,
            muted: message.muted,
            camera: message.camera,
          });
          return;
        case "leave":
          await leave();
          return;
        default:
          drop();
      }
    }

    return {
      /** A text frame from the browser; handled in order, one at a time. */
      message(text: string) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          return drop();
        }
        if (!isObject(parsed) || typeof parsed.type !== "string") return drop();
        if (ending) return drop();
        // Counted as they arrive, so that a flood of joins never reaches the database.
        if (parsed.type === "join" && identity && !joinAllowed()) {
          drop();
          endWith("rate");
          return;
        }
        const message = parsed;
        void enqueue(async () => (ended ? drop() : handle(message)));
      },
      /** Whether this connection is in a room (a socket in a call is not idle). */
      inRoom() {
        return room !== null;
      },
      /** The socket closed: the others see the person leave. */
      close() {
        return enqueue(async () => {
          connections.delete(id);
          await leave();
        });
      },
    };
  }

  /**
   * The appointment was cancelled, moved or marked: every connection in its room, on every
   * instance, checks the rules again; those no longer allowed get `{ type: "refused", reason }`
   * and leave the room. Published on the room's bus channel.
   */
  async function revalidate(appointmentId: string) {
    if (!isUuid(appointmentId)) return;
    await options.bus.publish(appointmentId, { from: instanceId, control: "revalidate", payload: {} });
  }

  /** Some sessions ended: every instance ends the connections opened with them. */
  async function endSessions({ userId, sessionIds }: EndedSessions) {
    await options.bus.publish(SESSIONS_CHANNEL, {
      from: instanceId,
      control: "sessions-ended",
      sessions: sessionIds ? { userId, sessionIds } : { userId },
      payload: {},
    });
  }

  function stats(): HubStats {
    const rooms = new Set<string>();
    let inRoom = 0;
    for (const live of connections.values()) {
      const appointmentId = live.roomOf();
      if (appointmentId) {
        inRoom++;
        rooms.add(appointmentId);
      }
    }
    return {
      connections: connections.size,
      inRoom,
      rooms: rooms.size,
      dropped: counts.dropped,
      authorizations: counts.authorizations,
      removed: { ended: counts.ended, revalidated: counts.revalidated },
      closed: { signedOut: counts.signedOut, rate: counts.rate },
    };
  }

  /**
   * Stops announcing through this hub (`revalidateCallRoom`, `endSessionSockets`) and listening for
   * ended sessions; its connections end with their sockets.
   */
  function close() {
    liveHubs.delete(hub);
    clearInterval(sessionTimer);
    const listener = sessionListener;
    sessionListener = null;
    void listener?.then((unsubscribe) => unsubscribe?.()).catch(() => {});
  }

  const hub = { connect, revalidate, endSessions, stats, close };
  liveHubs.set(hub, options.bus);
  return hub;
}

/**
 * Tells every call hub (every instance, through the bus) that an appointment was cancelled, moved
 * or otherwise changed, so that people no longer allowed in its call leave the room at once. Call
 * it after the change is committed. Does nothing when no hub runs in this process.
 */
export async function revalidateCallRoom(appointmentId: string): Promise<void> {
  await Promise.all(announcers().map((hub) => hub.revalidate(appointmentId)));
}

/**
 * Tells every call hub (every instance, through the bus) that sessions of an account ended — a
 * logout, a changed or reset password, revoked sessions, a deactivation, a deleted account — so
 * that the sockets opened with them are closed at once (`{ type: "refused", reason: "signedOut" }`,
 * then 1008 "signedOut"). Without `sessionIds`, every socket of the account. Call it after the
 * sessions are deleted; does nothing when no hub runs in this process. Never throws: the sessions
 * are gone all the same, and when the bus is away the hubs' periodic check closes the sockets.
 */
export async function endSessionSockets(ended: EndedSessions): Promise<void> {
  if (ended.sessionIds?.length === 0) return;
  const results = await Promise.allSettled(announcers().map((hub) => hub.endSessions(ended)));
  for (const result of results) {
    if (result.status === "rejected") {
      logger.warn({ err: result.reason }, "could not announce ended sessions to the call hubs");
    }
  }
}

/** One hub per bus: a message on a bus reaches every hub listening to it. */
function announcers(): Announcer[] {
  const buses = new Map<Bus, Announcer>();
  for (const [hub, bus] of liveHubs) if (!buses.has(bus)) buses.set(bus, hub);
  return [...buses.values()];
}
