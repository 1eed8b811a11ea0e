import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";

/** A port nobody listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface Server {
  origin: string;
  stop(): Promise<void>;
}

/**
 * The production build (it must exist: `react-router build`) as the demo, with its accounts and
 * data, on a fresh embedded database of its own and a free port: no mail, no error reporting, no
 * identity provider.
 */
export async function startServer(): Promise<Server> {
  const port = await freePort();
  const dataDir = `.tmp/firefox-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  const origin = `http://127.0.0.1:${port}`;
  // The embedded database and in-process signalling, whatever the shell points at.
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...env,
      NODE_ENV: "production",
      DEMO_MODE: "true",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SENTRY_DSN: "",
      SMTP_URL: "",
      DEMO_IDP: "off",
      PUBLIC_ORIGIN: origin,
      // Every page comes from 127.0.0.1, and each browser logs in more than once.
      AUTH_CLIENT_LIMIT: "1000",
    },
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 480; i++) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { origin, stop };
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`the server on port ${port} did not become ready`);
}
