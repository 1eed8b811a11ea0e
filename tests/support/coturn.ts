import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

// Debian's coturn on loopback, for calls that may only go through a TURN relay: short-lived
// credentials from a shared secret (the TURN REST convention the app's ice.server.ts follows),
// UDP and TCP on one free port, no TLS (docs/turn.md describes TLS on 443 for a deployment).

const turnserver = process.env.TURNSERVER_PATH ?? "/usr/bin/turnserver";

/** A port free for TCP now (coturn takes it for UDP as well). */
export async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function accepting(port: number, timeoutMs = 10_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`coturn did not listen on ${port}`);
}

export interface Coturn {
  port: number;
  secret: string;
  /** The app's TURN_URLS for it: UDP and TCP. */
  urls: string;
  /** Stops it (the port stays reserved for `start`). */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  dispose(): Promise<void>;
}

export async function startCoturn(): Promise<Coturn> {
  const port = await freePort();
  const secret = randomBytes(24).toString("hex");
  const dir = mkdtempSync(join(tmpdir(), "vitaal-coturn-"));
  const config = join(dir, "turnserver.conf");
  writeFileSync(
    config,
    [
      "use-auth-secret",
      `static-auth-secret=${secret}`,
      "realm=vitaal.test",
      "listening-ip=127.0.0.1",
      "relay-ip=127.0.0.1",
      `listening-port=${port}`,
      // The relays and the peers are all on loopback here; never in a deployment.
      "allow-loopback-peers",
      "no-multicast-peers",
      "no-tls",
      "no-dtls",
      "no-cli",
      "fingerprint",
      `userdb=${join(dir, "turndb")}`,
      `pidfile=${join(dir, "turnserver.pid")}`,
      "log-file=stdout",
      "simple-log",
      "",
    ].join("\n"),
  );
  let child: ChildProcess | undefined;
  const start = async () => {
    // Its log (COTURN_LOG=1) when a relayed call needs looking into.
    const output = process.env.COTURN_LOG ? "inherit" : "ignore";
    child = spawn(turnserver, ["-c", config], { stdio: ["ignore", output, output] });
    await accepting(port);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once("exit", resolve));
    running.kill("SIGTERM");
    await exited;
  };
  await start();
  return {
    port,
    secret,
    urls: `turn:127.0.0.1:${port}?transport=udp,turn:127.0.0.1:${port}?transport=tcp`,
    stop,
    start,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
