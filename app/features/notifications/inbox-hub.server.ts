import type { Bus, BusMessage } from "~/features/calls/bus.server";
import { inboxChannel, type LiveEvent } from "./live.server";

/** Who is on the other end of a socket (as the call hub knows it). */
interface Identity {
  userId: string;
  sessionId?: string;
}

/** One socket's handling, as the socket endpoint drives it (`server/websocket.ts`, `MessageHub`). */
interface Connection {
  message(text: string): void;
  close(): unknown;
  inRoom?(): boolean;
  /** Held open on purpose (in a call room, or listening to its inbox): not closed as idle. */
  active?(): boolean;
}

interface Hub {
  connect(
    identity: Identity,
    send: (message: Record<string, unknown>) => void,
    end: (reason: "signedOut" | "rate") => void,
  ): Connection;
}

/** Plain numbers for the metrics. */
export interface InboxStats {
  /** Connections listening to their own inbox on this instance. */
  listeners: number;
  /** People with at least one listening connection here (one bus subscription each). */
  people: number;
  /** Events handed to browsers since the instance started. */
  delivered: number;
}

/** Only what the browser needs: the kind of change and which conversation, never more. */
function liveEvent(payload: Record<string, unknown>): LiveEvent | null {
  if (payload.type === "notification") return { type: "notification" };
  if ((payload.type === "message" || payload.type === "read") && typeof payload.conversationId === "string") {
    return { type: payload.type, conversationId: payload.conversationId };
  }
  return null;
}

/**
 * A person's open pages listen to their own inbox (`inbox:<user id>` on the bus) over the socket
 * of the call signalling: after `{ type: "inbox" }`, every event `announce` publishes for the
 * socket's account, on any instance, reaches it as `{ type: "live", event }`. The account is the
 * socket's own, from its session; nothing the browser sends names another. One bus subscription
 * per person per instance, shared by their tabs; the last one to close ends it.
 */
export function createInboxHub(options: { bus: Bus }) {
  interface Person {
    listeners: Set<(event: LiveEvent) => void>;
    /** The bus subscription, being made or made. */
    subscription: Promise<(() => Promise<void>) | null>;
  }
  const people = new Map<string, Person>();
  let delivered = 0;

  function subscribe(userId: string, listener: (event: LiveEvent) => void): Promise<boolean> {
    let person = people.get(userId);
    if (!person) {
      const listeners = new Set<(event: LiveEvent) => void>();
      const subscription = options.bus
        .subscribe(inboxChannel(userId), (incoming: BusMessage) => {
          // Only the server publishes here; control messages are for the call rooms.
          if (incoming.control || !incoming.payload) return;
          const event = liveEvent(incoming.payload);
          if (!event) return;
          for (const each of listeners) each(event);
        })
        .catch(() => null);
      person = { listeners, subscription };
      people.set(userId, person);
    }
    const current = person;
    current.listeners.add(listener);
    return current.subscription.then((unsubscribe) => {
      if (unsubscribe) return true;
      // The bus was away: forget the failed subscription, so that the next request tries again.
      current.listeners.delete(listener);
      if (people.get(userId) === current && current.listeners.size === 0) people.delete(userId);
      return false;
    });
  }

  async function unsubscribe(userId: string, listener: (event: LiveEvent) => void) {
    const person = people.get(userId);
    if (!person?.listeners.delete(listener) || person.listeners.size > 0) return;
    people.delete(userId);
    const stop = await person.subscription;
    await stop?.().catch(() => {});
  }

  function connect(identity: Identity, send: (message: Record<string, unknown>) => void) {
    let listening = false;
    let closed = false;
    const listener = (event: LiveEvent) => {
      delivered++;
      send({ type: "live", event });
    };
    return {
      /** `{ type: "inbox" }`: starts listening (again: answered, nothing more). */
      async listen() {
        if (closed) return;
        if (listening) {
          send({ type: "listening" });
          return;
        }
        listening = true;
        const ok = await subscribe(identity.userId, listener);
        if (closed) {
          if (ok) await unsubscribe(identity.userId, listener);
          return;
        }
        if (!ok) {
          listening = false;
          send({ type: "refused", reason: "unavailable" });
          return;
        }
        send({ type: "listening" });
      },
      listening: () => listening,
      async close() {
        closed = true;
        if (!listening) return;
        listening = false;
        await unsubscribe(identity.userId, listener);
      },
    };
  }

  function stats(): InboxStats {
    let listeners = 0;
    for (const person of people.values()) listeners += person.listeners.size;
    return { listeners, people: people.size, delivered };
  }

  return { connect, stats };
}

export type InboxHub = ReturnType<typeof createInboxHub>;

/**
 * The call hub and the inbox on one socket: `{ type: "inbox" }` goes to the inbox, everything else
 * to the call hub (which also ends the socket when its session ends, closing the inbox with it).
 * A socket listening to its inbox is held open on purpose, like one in a call room: it is not
 * closed as idle (the ping still cuts off a dead peer).
 */
export function withInbox<H extends Hub>(calls: H, inbox: InboxHub): Hub {
  return {
    connect(identity, send, end) {
      const call = calls.connect(identity, send, end);
      const listener = inbox.connect(identity, send);
      return {
        message(text) {
          // A cheap look before parsing: call signalling (offers, candidates) is most of the traffic.
          if (text.length < 256 && text.includes('"inbox"')) {
            let parsed: unknown;
            try {
              parsed = JSON.parse(text);
            } catch {
              parsed = null;
            }
            if (typeof parsed === "object" && parsed !== null && (parsed as { type?: unknown }).type === "inbox") {
              void listener.listen();
              return;
            }
          }
          call.message(text);
        },
        inRoom: () => call.inRoom?.() ?? false,
        active: () => listener.listening() || (call.inRoom?.() ?? false),
        async close() {
          await Promise.allSettled([listener.close(), call.close()]);
        },
      };
    },
  };
}
