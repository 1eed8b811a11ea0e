import { type ChildProcess, spawn } from "node:child_process";
import pg from "pg";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// Two server instances on one PostgreSQL database, sharing the local Redis for signalling: the
// member talks to one, the coach to the other.
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const name = `vitaal_calls_${Date.now()}`;
const ports = [3981, 3982] as const;
const instances: ChildProcess[] = [];

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function ready(port: number) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the instance on ${port} did not start`);
}

test.describe("a call across two server instances", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // One after the other: the first migrates and loads the demo data.
    for (const port of ports) {
      instances.push(
        spawn(process.execPath, ["server.js"], {
          stdio: ["ignore", "ignore", "inherit"],
          env: {
            ...process.env,
            NODE_ENV: "production",
            PORT: String(port),
            HOST: "127.0.0.1",
            DATABASE_URL: url.toString(),
            REDIS_URL: redisUrl,
            DEMO_SEED: "true",
            DEMO_IDP: "off",
            AUTH_SECRET: "two-instances-share-this-secret-0123456789",
            LOG_LEVEL: "warn",
            SMTP_URL: "",
            SENTRY_DSN: "",
          },
        }),
      );
      await ready(port);
    }
  });

  test.afterAll(async () => {
    for (const instance of instances) instance.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  test("the member on one instance and the coach on the other reach each other", async ({ browser }) => {
    test.setTimeout(90_000);
    const open = async (port: number, email: string) => {
      const context = await browser.newContext({
        baseURL: `http://127.0.0.1:${port}`,
        permissions: ["camera", "microphone"],
        timezoneId: "Europe/Amsterdam",
      });
      const page = await context.newPage();
      await logIn(page, "en", email);
      return { context, page };
    };
    const member = await open(ports[0], "member@example.com");
    const coach = await open(ports[1], "coach@example.com");
    await member.page.goto("/en/dashboard");
    await member.page.getByRole("link", { name: "Join the video call" }).click();
    await expect(member.page).toHaveURL(/\/en\/call\/[0-9a-f-]{36}$/);
    const id = /call\/([0-9a-f-]{36})/.exec(member.page.url())?.[1] as string;
    await member.page.getByRole("button", { name: "Join now" }).click();
    await coach.page.goto(`/coach/appointments/${id}/call`);
    await coach.page.getByRole("button", { name: "Nu meedoen" }).click();
    await expect(member.page.getByRole("status").first()).toContainText("connected", { timeout: 20_000 });
    await expect(coach.page.getByRole("status").first()).toContainText("verbonden", { timeout: 20_000 });
    await coach.page.getByLabel("Bericht").fill("Hallo vanaf de andere server");
    await coach.page.getByRole("button", { name: "Stuur" }).click();
    await expect(member.page.getByText("Hallo vanaf de andere server")).toBeVisible();
    await member.context.close();
    await coach.context.close();
  });
});
