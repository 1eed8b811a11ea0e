import type { Bus } from "~/features/calls/bus.server";

/**
 * What a person's open pages hear, live, on whichever instance they are connected to: never
 * content, only that something changed, so the page asks its loader again.
 */
export type LiveEvent =
  | { type: "message"; conversationId: string }
  | { type: "read"; conversationId: string }
  | { type: "notification" };

/** A person's own channel on the bus, beside the call rooms (whose names are UUIDs). */
export function inboxChannel(userId: string): string {
  return `inbox:${userId}`;
}

let liveBus: Bus | null = null;

/** The server hands its bus over at start (in process, or Redis when several instances run). */
export function setLiveBus(bus: Bus | null): void {
  liveBus = bus;
}

/**
 * Tells each person's open pages, on every instance, that something changed. Never throws. Each
 * event makes those pages load their data again (`live-updates.tsx`, through the socket's inbox,
 * `inbox-hub.server.ts`), so announce a change once it is committed, and only a real change: a
 * loader that announced on every run (a "read" with nothing newly read) would keep the other
 * side's page reloading.
 */
export async function announce(userIds: readonly string[], event: LiveEvent): Promise<void> {
  const bus = liveBus;
  if (!bus) return;
  await Promise.allSettled(
    [...new Set(userIds)].map((userId) => bus.publish(inboxChannel(userId), { from: "server", payload: event })),
  );
}
