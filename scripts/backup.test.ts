import { type ChildProcess, execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { connect } from "~/db/connection.server";
import { seedDemoData } from "~/seed/seed.server";
import { admin } from "../tests/support/test-db";
import { freePort, startCapturing, untilReady } from "./test-server";

// The backup procedure of docs/operations.md, end to end: the demo data in one database, backed
// up with scripts/backup.sh, restored with scripts/restore.sh into a new database on which a
// production build starts and serves the data, the partner report's database role included.

const run = promisify(execFile);
const serverUrl = process.env.TEST_DATABASE_URL;
const folder = mkdtempSync(join(tmpdir(), "vitaal-backup-"));
const names = { source: `vitaal_backup_${randomBytes(5).toString("hex")}`, target: "" };
names.target = `${names.source}_restored`;
const urlOf = (name: string) => {
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return url.toString();
};
let server: ChildProcess | undefined;

afterAll(async () => {
  server?.kill("SIGKILL");
  rmSync(folder, { recursive: true, force: true });
  if (!serverUrl) return;
  for (const name of [names.source, names.target])
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

describe.runIf(serverUrl)("backup and restore", () => {
  it("backs up, restores into a new database, and an instance serves the restored data", async () => {
    if (!existsSync(resolve("build/server/index.js")))
      throw new Error("run `npx react-router build` first (npm test does)");
    await admin(serverUrl as string, `CREATE DATABASE ${names.source}`);
    const source = await connect({ kind: "postgres", url: urlOf(names.source), max: 2 });
    await source.migrate();
    await seedDemoData({ onlyIfEmpty: false }, source.db);
    await source.close();

    const file = join(folder, "vitaal.dump");
    const env = (name: string) => ({ ...process.env, DATABASE_URL: urlOf(name) });
    await run("bash", ["scripts/backup.sh", file], { env: env(names.source) });
    expect(existsSync(file)).toBe(true);

    await admin(serverUrl as string, `CREATE DATABASE ${names.target}`);
    await run("bash", ["scripts/restore.sh", file], { env: env(names.target) });
    // A second restore into the same (no longer empty) database is refused and changes nothing.
    await expect(run("bash", ["scripts/restore.sh", file], { env: env(names.target) })).rejects.toMatchObject({
      stderr: expect.stringContaining("not empty"),
    });

    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const started = startCapturing(process.execPath, ["server.js"], {
      env: {
        ...process.env,
        NODE_ENV: "production",
        DEMO_MODE: "true",
        DATABASE_URL: urlOf(names.target),
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: join(folder, "data"),
        DEMO_IDP: "off",
        REDIS_URL: "",
        SMTP_URL: "",
        SENTRY_DSN: "",
        LOG_LEVEL: "warn",
      },
    });
    server = started.child;
    await untilReady(base);

    // The restored coaches, and nothing seeded anew (the database was not empty).
    expect(await (await fetch(`${base}/en/coaches`)).text()).toContain("Daan Bakker");
    expect(started.output()).not.toContain("demo data loaded");

    // Deloitte's admin reads the report: the restored grants of the reporting role hold.
    const login = await fetch(`${base}/en/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "partner@example.com", password: "demo-password-1" }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const report = await fetch(`${base}/partner/report`, { headers: { cookie } });
    expect(report.status).toBe(200);
    expect(await report.text()).toContain("Deloitte");
  }, 120_000);
});
