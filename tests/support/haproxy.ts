import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A loopback port nothing listens on right now (asked of the system, not guessed). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface Balancer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/**
 * HAProxy in front of instances on `backends`, as in production: round robin, the client in
 * X-Forwarded-For, /readyz as health check, and a request that finds an instance gone (refused
 * connection, closed without an answer) tried again on another. Responses name the instance
 * that answered in `x-served-by` (a, b, …). HTTP errors are never retried, so a 5xx stays visible.
 */
export async function startHaproxy(backends: readonly number[]): Promise<Balancer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), "haproxy-"));
  const config = path.join(dir, "haproxy.cfg");
  const servers = backends.map(
    (backend, i) =>
      `  server ${String.fromCharCode(97 + i)} 127.0.0.1:${backend} check inter 500ms downinter 300ms fall 2 rise 1`,
  );
  writeFileSync(
    config,
    [
      "global",
      "  maxconn 1000",
      "defaults",
      "  mode http",
      "  timeout connect 1s",
      "  timeout client 30s",
      "  timeout server 30s",
      "  timeout http-request 10s",
      // A health check answered slowly (the instance busy hashing passwords) is not a failed one.
      "  timeout check 3s",
      "  option http-server-close",
      "  option forwardfor",
      "  option redispatch 1",
      "  retries 3",
      "  retry-on conn-failure empty-response junk-response response-timeout",
      "frontend web",
      `  bind 127.0.0.1:${port}`,
      "  default_backend app",
      "backend app",
      "  balance roundrobin",
      "  option httpchk",
      "  http-check send meth GET uri /readyz",
      "  http-check expect status 200",
      "  http-response set-header x-served-by %[srv_name]",
      ...servers,
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn("haproxy", ["-f", config, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`haproxy stopped: ${stderr}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {}
    if (i > 100) throw new Error(`haproxy did not answer on ${port}: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
