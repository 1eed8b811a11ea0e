import { Router } from "express";

/** `/healthz`: the process answers. `/readyz`: it can also reach its database. */
export function healthRoutes(ping: () => Promise<void>, onFailure?: (error: unknown) => void): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await ping();
      res.json({ status: "ok", database: "ok" });
    } catch (error) {
      onFailure?.(error);
      res.status(503).json({ status: "unavailable", database: "unreachable" });
    }
  });
  return router;
}
