import { EventEmitter } from "node:events";
import { createClient } from "redis";

/** What one instance tells the others about a room. */
export interface BusMessage {
  /** The connection that sent it (its own instance ignores it when it comes back). */
  from: string;
  /** A connection it is meant for alone, or none for everyone in the room. */
  to?: string;
  payload: Record<string, unknown>;
  /**
   * Not for the browser: "revalidate" asks every connection in the room, on every instance, to
   * check the call rules again (the appointment was cancelled or moved); "sessions-ended", on the
   * `SESSIONS_CHANNEL`, asks every instance to close the sockets opened with the sessions in
   * `sessions`. Only the server sends them; what a browser sends is always a payload.
   */
  control?: "revalidate" | "sessions-ended";
  /** With "sessions-ended": whose sessions ended, and which (every one of theirs when absent). */
  sessions?: { userId: string; sessionIds?: string[] };
}

/**
 * The channel on which ended sessions are announced (logout, a changed password, deactivation),
 * beside the rooms. Rooms are appointment ids (UUIDs), so it can never be a room's.
 */
export const SESSIONS_CHANNEL = "sessions";

/**
 * Signalling between the connections in a room, wherever they are: in process without Redis; over
 * Redis pub/sub (one channel per room, `vitaal:call:<appointment id>`) when several instances
 * serve the calls. The room's control messages (`control`) travel on the same channel, so exactly
 * the instances with someone in the room hear them; ended sessions travel on
 * `vitaal:call:sessions`, which every instance with an open socket listens to.
 */
export interface Bus {
  publish(room: string, message: BusMessage): Promise<void>;
  subscribe(room: string, listener: (message: BusMessage) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export function memoryBus(): Bus {
  const events = new EventEmitter();
  events.setMaxListeners(0);
  return {
    async publish(room, message) {
      events.emit(room, message);
    },
    async subscribe(room, listener) {
      events.on(room, listener);
      return async () => {
        events.off(room, listener);
      };
    },
    async close() {
      events.removeAllListeners();
    },
  };
}

export async function redisBus(url: string): Promise<Bus> {
  const publisher = createClient({ url });
  const subscriber = publisher.duplicate();
  await Promise.all([publisher.connect(), subscriber.connect()]);
  const channel = (room: string) => `vitaal:call:${room}`;
  return {
    async publish(room, message) {
      await publisher.publish(channel(room), JSON.stringify(message));
    },
    async subscribe(room, listener) {
      const handler = (raw: string) => {
        try {
          listener(JSON.parse(raw) as BusMessage);
        } catch {
          // Not ours: ignored.
        }
      };
      await subscriber.subscribe(channel(room), handler);
      return async () => {
        await subscriber.unsubscribe(channel(room), handler);
      };
    },
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
