import { Router } from "express";

/** A dependency `/readyz` checks: resolves when it answers, rejects when it does not. */
export type Check = () => Promise<void>;

/**
 * `/healthz`: the process answers. `/readyz`: it can also reach what it needs to serve (the
 * database, and Redis when one is configured); each check answers within `timeoutMs` or counts as
 * unreachable, so a hanging dependency cannot hang the load balancer's probe.
 */
export function healthRoutes(
  checks: Record<string, Check>,
  onFailure?: (name: string, error: unknown) => void,
  timeoutMs = 2000,
): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        let timer: NodeJS.Timeout | undefined;
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) => {
              timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
            }),
          ]);
          return [name, "ok"] as const;
        } catch (error) {
          onFailure?.(name, error);
          return [name, "unreachable"] as const;
        } finally {
          clearTimeout(timer);
        }
      }),
    );
    const ready = results.every(([, state]) => state === "ok");
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "unavailable", ...Object.fromEntries(results) });
  });
  return router;
}
