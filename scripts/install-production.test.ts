import { type ChildProcess, execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { admin } from "../tests/support/test-db";
import { freePort, startCapturing, untilReady } from "./test-server";

// The container image's steps without a container (images cannot be built or pulled here): the
// production install of scripts/install-production.sh into an empty folder, made read-only, started
// as an unprivileged user (nobody) in production mode on PostgreSQL, and health checked as the
// image's HEALTHCHECK does. The Dockerfile runs the same script.

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const asRoot = process.getuid?.() === 0;
const folder = mkdtempSync(join(tmpdir(), "vitaal-image-"));
const app = join(folder, "app");
const database = `vitaal_image_${randomBytes(5).toString("hex")}`;
let server: ChildProcess | undefined;

afterAll(async () => {
  server?.kill("SIGKILL");
  await run("chmod", ["-R", "u+w", folder]).catch(() => {});
  rmSync(folder, { recursive: true, force: true });
  if (serverUrl) await admin(serverUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
});

describe.runIf(serverUrl && asRoot)("the production install, as the container image makes it", () => {
  it("holds production dependencies only, and serves from a read-only folder as nobody", async () => {
    if (!existsSync(resolve("build/server/index.js")))
      throw new Error("run `npx react-router build` first (npm test does)");
    await run("bash", ["scripts/install-production.sh", app], { maxBuffer: 16 * 1024 * 1024 });
    const installed = readdirSync(join(app, "node_modules"));
    expect(installed).toEqual(expect.arrayContaining(["express", "react", "pg", "sharp"]));
    for (const tool of ["vite", "vitest", "typescript", "drizzle-kit", "@playwright", "@biomejs", "tsx"]) {
      expect(installed).not.toContain(tool);
    }
    // Read-only for everyone (nobody could not write it anyway; root could, so the bits say it).
    await run("chmod", ["-R", "a-w,a+rX", app]);
    chmodSync(folder, 0o755);

    await admin(serverUrl as string, `CREATE DATABASE ${database}`);
    const url = new URL(serverUrl as string);
    url.pathname = `/${database}`;
    const port = await freePort();
    const started = startCapturing(
      "setpriv",
      ["--reuid=65534", "--regid=65534", "--clear-groups", process.execPath, "server.js"],
      {
        cwd: app,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DATABASE_URL: url.toString(),
          AUTH_SECRET: randomBytes(24).toString("hex"),
          PUBLIC_ORIGIN: "https://vitaal.example",
          // Nothing at start talks to the mail server; mail waits in the job queue.
          SMTP_URL: "smtp://127.0.0.1:9",
          PORT: String(port),
          HOST: "127.0.0.1",
          HOME: "/nonexistent",
          LOG_LEVEL: "info",
        },
      },
    );
    server = started.child;
    const base = `http://127.0.0.1:${port}`;
    await untilReady(base);
    expect(started.output()).toContain("Vitaal runs in production");
    const home = await fetch(`${base}/en`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain("Vitaal");
    // A hashed asset from the build, served with a year's cache.
    const asset = readdirSync(join(app, "build/client/assets")).find((name) => name.endsWith(".css"));
    const css = await fetch(`${base}/assets/${asset}`);
    expect(css.status).toBe(200);
    expect(css.headers.get("cache-control")).toContain("immutable");
    // The user it runs as cannot write to its folder, and it did not need to.
    await expect(
      run("setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", "touch", join(app, "probe")]),
    ).rejects.toThrow();
  }, 180_000);
});
