import { isUuid } from "~/utils/ids";
import type { CallAccess } from "./access";
import type { Bus, BusMessage } from "./bus.server";

export type Role = "member" | "coach";

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
  now?: () => Date;
}

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
}

export type CallHub = ReturnType<typeof createCallHub>;

const MAX_CHAT = 1000;
/** setTimeout's longest delay; a longer one would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The hubs of this process, each with its bus, for `revalidateCallRoom`. */
const liveHubs = new Map<{ revalidate(appointmentId: string): Promise<void> }, Bus>();

/**
 * The signalling of calls. A connection (one browser tab) joins the room of an appointment after
 * the same checks as the call page; then its offers, answers, ICE candidates, chat and state
 * reach the other person in the room, on this instance or another. The rules are checked when
 * joining and again when the appointment changes (`revalidate`); in between the membership is
 * kept in memory and ends by itself when the call window closes.
 */
export function createCallHub(options: HubOptions) {
  const now = options.now ?? (() => new Date());
  const counts = { dropped: 0, authorizations: 0, ended: 0, revalidated: 0 };
  /** Per connection: the room it is in, if any. */
  const connections = new Map<string, () => string | null>();
  const instanceId = crypto.randomUUID();

  const authorize = (userId: string, appointmentId: string) => {
    counts.authorizations++;
    return options.authorize(userId, appointmentId, now());
  };

  function connect(identity: { userId: string } | null, send: (message: Record<string, unknown>) => void) {
    const id = crypto.randomUUID();
    let room: {
      appointmentId: string;
      role: Role;
      closesAt: Date;
      timer?: ReturnType<typeof setTimeout>;
      unsubscribe: () => Promise<void>;
    } | null = null;
    let queue: Promise<void> = Promise.resolve();
    connections.set(id, () => room?.appointmentId ?? null);

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

    async function join(appointmentId: string, userId: string) {
      if (room) await leave();
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
        return join(message.appointmentId, identity.userId);
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
        void enqueue(() => handle(parsed as Record<string, unknown>));
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

  function stats(): HubStats {
    const rooms = new Set<string>();
    let inRoom = 0;
    for (const roomOf of connections.values()) {
      const appointmentId = roomOf();
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
    };
  }

  /** Stops announcing through this hub (`revalidateCallRoom`); its connections end with their sockets. */
  function close() {
    liveHubs.delete(hub);
  }

  const hub = { connect, revalidate, stats, close };
  liveHubs.set(hub, options.bus);
  return hub;
}

/**
 * Tells every call hub (every instance, through the bus) that an appointment was cancelled, moved
 * or otherwise changed, so that people no longer allowed in its call leave the room at once. Call
 * it after the change is committed. Does nothing when no hub runs in this process.
 */
export async function revalidateCallRoom(appointmentId: string): Promise<void> {
  const buses = new Map<Bus, { revalidate(appointmentId: string): Promise<void> }>();
  for (const [hub, bus] of liveHubs) if (!buses.has(bus)) buses.set(bus, hub);
  await Promise.all([...buses.values()].map((hub) => hub.revalidate(appointmentId)));
}
