// Process entry: one HTTP server for the React Router app, static assets, /monitoring, health and /ws.
import { readdirSync } from "node:fs";
import http from "node:http";
import express from "express";

const production = process.env.NODE_ENV === "production";
const port = Number(process.env.PORT || 3000);
const host = process.env.HOST || "0.0.0.0";

function log(level, msg, extra = {}) {
  const line = JSON.stringify({ level, time: new Date().toISOString(), msg, ...extra });
  if (level >= 50) console.error(line);
  else console.log(line);
}

// Before anything else, and before the build is loaded: a production start without its database,
// secret, https origin or mail server stops here with one message naming what is missing. (Node
// strips the module's types; the build checks the same again in start().)
const { modeSummary, parseEnv, startupProblem } = await import("./app/utils/env.server.ts");
const problem = startupProblem(process.env);
if (problem) {
  log(60, "Vitaal could not start", { err: problem });
  process.exit(1);
}
log(30, modeSummary(parseEnv(process.env)));

const root = express();
root.disable("x-powered-by");

let serverApp;
let vite;
try {
  if (production) {
    // The build wrote brotli and gzip copies of every text file (scripts/compress-assets.ts): each
    // browser gets the smallest one it accepts, with Content-Encoding and Vary, and no CPU spent on
    // compressing per request. Hashed file names change with their content, so they may be cached
    // for a year.
    const { default: staticGzip } = await import("express-static-gzip");
    const precompressed = (dir, serveStatic) =>
      staticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], index: false, serveStatic });
    // Validators and ranges are of no use for files that never change: fewer bytes per response.
    const hashed = {
      immutable: true,
      maxAge: "1y",
      index: false,
      etag: false,
      lastModified: false,
      acceptRanges: false,
    };
    root.use("/assets", precompressed("build/client/assets", hashed));
    // The other public files (favicon, manifest, icons, images, media) are few and known when the
    // server starts: only their paths reach the file system, not every page request.
    const publicFiles = precompressed("build/client", { maxAge: "1h", index: false });
    const publicEntries = new Set(
      readdirSync("build/client").filter((name) => name !== "assets" && !name.startsWith(".")),
    );
    root.use((req, res, next) =>
      publicEntries.has(req.path.split("/", 2)[1] ?? "") ? publicFiles(req, res, next) : next(),
    );
    serverApp = await import("./build/server/index.js");
    root.use(serverApp.app);
  } else {
    const { createServer } = await import("vite");
    vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
    root.use(vite.middlewares);
    serverApp = await vite.ssrLoadModule("./server/app.ts");
    // Loaded per request so edits to server code apply without a restart.
    root.use(async (req, res, next) => {
      try {
        const mod = await vite.ssrLoadModule("./server/app.ts");
        mod.app(req, res, next);
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        next(error);
      }
    });
  }
  await serverApp.start();
} catch (error) {
  log(60, "Vitaal could not start", { err: error instanceof Error ? error.message : String(error) });
  await vite?.close();
  process.exit(1);
}

const server = http.createServer(root);
server.on("upgrade", (req, socket, head) => serverApp.onUpgrade(req, socket, head));
server.listen(port, host, () => {
  log(30, `Vitaal listening on http://localhost:${port}`);
});

let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(30, `received ${signal}, shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  // Stop accepting connections, let requests in flight finish, then release the database.
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  await serverApp.stop();
  await vite?.close();
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
