import { isUuid } from "~/utils/ids";
import type { CallAccess } from "./access";
import type { Bus, BusMessage } from "./bus.server";

export type Role = "member" | "coach";

export interface HubOptions {
  bus: Bus;
  /** The rules of `callAccess`, against the database, for a person and an appointment. */
  authorize(userId: string, appointmentId: string, now: Date): Promise<CallAccess>;
  /** Join and leave times are kept; nothing that is said or shown. */
  attendance?: {
    joined(appointmentId: string, userId: string, role: Role, at: Date): Promise<void>;
    left(appointmentId: string, userId: string, at: Date): Promise<void>;
  };
  now?: () => Date;
}

export interface HubStats {
  /** Messages that were malformed, unknown, too long or not allowed: dropped and counted. */
  dropped: number;
}

const MAX_CHAT = 1000;
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The signalling of calls. A connection (one browser tab) joins the room of an appointment after
 * the same checks as the call page; then its offers, answers, ICE candidates, chat and state
 * reach the other person in the room, on this instance or another. Every room message is checked
 * against the rules again, so a call that ends or is cancelled stops relaying.
 */
export function createCallHub(options: HubOptions) {
  const now = options.now ?? (() => new Date());
  const stats: HubStats = { dropped: 0 };

  function connect(identity: { userId: string } | null, send: (message: Record<string, unknown>) => void) {
    const id = crypto.randomUUID();
    let room: { appointmentId: string; role: Role; unsubscribe: () => Promise<void> } | null = null;
    let queue: Promise<void> = Promise.resolve();

    const drop = () => {
      stats.dropped++;
    };
    const publish = (payload: Record<string, unknown>, to?: string) =>
      room ? options.bus.publish(room.appointmentId, { from: id, to, payload }) : Promise.resolve();

    async function leave() {
      if (!room || !identity) return;
      const current = room;
      room = null;
      await options.bus.publish(current.appointmentId, {
        from: id,
        payload: { type: "peer", event: "left", role: current.role },
      });
      await current.unsubscribe();
      await options.attendance?.left(current.appointmentId, identity.userId, now());
    }

    async function handle(message: Record<string, unknown>) {
      if (!identity) {
        send({ type: "refused", reason: "login" });
        return;
      }
      if (message.type === "join") {
        if (!isUuid(message.appointmentId)) return drop();
        if (room) await leave();
        const access = await options.authorize(identity.userId, message.appointmentId, now());
        if (!access.ok) {
          send({ type: "refused", reason: access.reason });
          return;
        }
        const appointmentId = message.appointmentId;
        const unsubscribe = await options.bus.subscribe(appointmentId, (incoming: BusMessage) => {
          if (incoming.from === id || (incoming.to && incoming.to !== id)) return;
          // Someone arriving asks who is there; the answer goes to them alone.
          if (incoming.payload.type === "peer" && incoming.payload.event === "joined" && room) {
            void publish({ type: "peer", event: "present", role: room.role, peer: id }, incoming.from);
          }
          send({ ...incoming.payload, peer: incoming.from });
        });
        room = { appointmentId, role: access.role, unsubscribe };
        send({ type: "joined", role: access.role, peer: id });
        await publish({ type: "peer", event: "joined", role: access.role });
        await options.attendance?.joined(appointmentId, identity.userId, access.role, now());
        return;
      }
      if (!room) return drop();
      // Every room message: the same rules as the join.
      const access = await options.authorize(identity.userId, room.appointmentId, now());
      if (!access.ok) {
        send({ type: "refused", reason: access.reason });
        await leave();
        return;
      }
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
        queue = queue.then(() => handle(parsed as Record<string, unknown>)).catch(drop);
      },
      /** The socket closed: the others see the person leave. */
      close() {
        queue = queue.then(leave).catch(drop);
        return queue;
      },
    };
  }

  return { connect, stats };
}
