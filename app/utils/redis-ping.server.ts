import { createClient } from "redis";

/**
 * A connection to Redis for `/readyz` alone: opened on the first check, never queueing commands
 * while Redis is away (a check then fails at once instead of waiting for a reconnect).
 */
export function redisPing(url: string) {
  let client: ReturnType<typeof createClient> | null = null;
  let connecting: Promise<unknown> = Promise.resolve();
  return {
    async ping(): Promise<void> {
      if (!client) {
        client = createClient({
          url,
          disableOfflineQueue: true,
          socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(200 * 2 ** retries, 5000) },
        });
        // Reported through the failed checks; an unhandled "error" event would end the process.
        client.on("error", () => {});
        connecting = client.connect().catch(() => {});
      }
      // The first check waits for the first connection attempt; later ones answer at once.
      await connecting;
      if (!client.isReady) throw new Error("Redis is not connected");
      await client.ping();
    },
    async close(): Promise<void> {
      const open = client;
      client = null;
      if (open?.isReady) await open.close().catch(() => open.destroy());
      else if (open?.isOpen) open.destroy();
    },
  };
}
