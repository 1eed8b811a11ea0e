import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "../support/fixtures";

// A server of its own, so stopping it does not disturb the one the other specs use.
const dataDir = ".tmp/e2e-process-data";
const port = 3990;
const metricsToken = "process-spec-metrics-token";

function startServer(portNumber: number): {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
} {
  let output = "";
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DEMO_MODE: "true",
      PORT: String(portNumber),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      SENTRY_DSN: "",
      METRICS_TOKEN: metricsToken,
    },
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForReady(url: string) {
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(url)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 60_000 },
    )
    .toBe(200);
}

test.describe.configure({ mode: "serial" });

test("a second process on the same embedded database is refused, and SIGTERM shuts down cleanly", async () => {
  test.setTimeout(120_000);
  rmSync(dataDir, { recursive: true, force: true });
  const first = startServer(port);
  try {
    await waitForReady(`http://127.0.0.1:${port}/readyz`);
    expect(existsSync(join(dataDir, "vitaal.lock"))).toBe(true);

    // Without SMTP the mail of a signup is kept in the local outbox the demo shows its admins.
    const base = `http://127.0.0.1:${port}`;
    const signup = await fetch(`${base}/en/signup`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "Outbox Test",
        email: "outbox@example.com",
        password: "a calm and long password",
      }),
    });
    expect(signup.status).toBe(302);
    expect((await fetch(`${base}/dev/outbox`)).status).toBe(401);
    const login = await fetch(`${base}/en/login`, {
      method: "POST",
      redirect: "manual",
      headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "admin@example.com", password: "demo-password-1" }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const outbox = await (await fetch(`${base}/dev/outbox`, { headers: { cookie } })).text();
    expect(outbox).toContain("Confirm your email address");
    expect(outbox).toContain("outbox@example.com");

    // Prometheus's view of what just happened, only with the token.
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
    const metrics = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get("content-type")).toContain("text/plain");
    const text = await metrics.text();
    // Labelled with the route pattern, never the address.
    expect(text).toMatch(
      /vitaal_http_request_duration_seconds_count\{route="\/:lng\/signup",method="POST",status_class="3xx"\} 1/,
    );
    expect(text).toContain('vitaal_http_request_duration_seconds_count{route="/dev/outbox/:id?",method="GET"');
    expect(text).toContain("# TYPE vitaal_jobs gauge");
    expect(text).toContain("# TYPE vitaal_rate_limit_refusals_total counter");
    expect(text).toContain("process_cpu_user_seconds_total");

    const second = startServer(port + 1);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("is in use by another process");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain("shutting down");
    expect(existsSync(join(dataDir, "vitaal.lock"))).toBe(false);
  } finally {
    first.child.kill("SIGKILL");
  }

  // The data survived: a new process opens the same folder without seeding again.
  const again = startServer(port);
  try {
    await waitForReady(`http://127.0.0.1:${port}/readyz`);
    expect(again.output()).not.toContain("demo data loaded");
  } finally {
    again.child.kill("SIGTERM");
    await again.exited;
  }
});
