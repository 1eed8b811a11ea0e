import { expect, test } from "../support/fixtures";

const receiver = "http://127.0.0.1:4319/__received";
const configuredDsn = "http://vitaalpublickey@127.0.0.1:4319/42";

interface Received {
  project: string;
  body: string;
}

async function received(request: import("@playwright/test").APIRequestContext): Promise<Received[]> {
  return (await request.get(receiver)).json();
}

function envelope(dsn: string, padding = "") {
  const item = JSON.stringify({ message: `e2e${padding}` });
  return `${JSON.stringify({ event_id: "d5d3c1a4d9a84e0f9a0e1a4c1a2b3c4d", dsn })}\n{"type":"event"}\n${item}\n`;
}

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ request }) => {
  await request.delete(receiver);
});

/** The example page is for operators: log in as the demo admin first. */
async function asAdmin(page: import("@playwright/test").Page) {
  await page.goto("/en/login");
  await page.getByLabel("Email address").fill("admin@example.com");
  await page.getByLabel("Password", { exact: true }).fill("demo-password-1");
  await page.getByRole("button", { name: "Log in", exact: true }).last().click();
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe("/monitoring", () => {
  test("a browser error reaches the local receiver through the tunnel", async ({ page, request }) => {
    await asAdmin(page);
    await page.goto("/en/sentry-example-page");
    await expect(page.getByText("Error reporting is on (environment: e2e).")).toBeVisible();
    const tunnelled = page.waitForResponse((response) => response.url().includes("/monitoring?"));
    await page.getByRole("button", { name: "Send browser error" }).click();
    await expect(page.getByTestId("client-result")).toContainText("The browser error was reported. Event id:");
    const response = await tunnelled;
    expect(response.status()).toBe(200);
    expect(new URL(response.url()).searchParams.get("p")).toBe("42");
    // The SDK may also send session or client-report envelopes; find the event's.
    await expect
      .poll(async () => (await received(request)).some((item) => item.body.includes("ExampleBrowserError")))
      .toBe(true);
    const event = (await received(request)).find((item) => item.body.includes("ExampleBrowserError"));
    expect(event?.project).toBe("42");
    expect(event?.body).toContain('"environment":"e2e"');
  });

  test("a server error is reported with the Node SDK and its digest", async ({ page, request }) => {
    await asAdmin(page);
    await page.goto("/en/sentry-example-page");
    await page.getByRole("button", { name: "Send server error" }).click();
    await expect(page.getByTestId("server-result")).toContainText("The server error was reported. Event id:");
    await expect
      .poll(async () => (await received(request)).map((item) => item.body).join("\n"))
      .toContain("ExampleServerError");
  });

  test("an envelope for a foreign DSN gets 403 and goes nowhere", async ({ request }) => {
    const response = await request.post("/monitoring?p=42", {
      data: envelope("http://key@attacker.example.com/42"),
      headers: { "content-type": "application/x-sentry-envelope" },
    });
    expect(response.status()).toBe(403);
    expect(await received(request)).toEqual([]);
  });

  test("an oversize body gets 413", async ({ request }) => {
    const response = await request.post("/monitoring?p=42", {
      data: envelope(configuredDsn, "x".repeat(1024 * 1024 + 1)),
      headers: { "content-type": "application/x-sentry-envelope" },
    });
    expect(response.status()).toBe(413);
    expect(await received(request)).toEqual([]);
  });
});

test.describe("the example page is for operators", () => {
  test.use({ allowedConsoleErrors: /status of (401|403)/ });

  test("a visitor gets 401 and a member 403", async ({ page }) => {
    expect((await page.goto("/en/sentry-example-page"))?.status()).toBe(401);
    await page.goto("/en/login");
    await page.getByLabel("Email address").fill("member@example.com");
    await page.getByLabel("Password", { exact: true }).fill("demo-password-1");
    await page.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(page).toHaveURL(/dashboard$/);
    expect((await page.goto("/en/sentry-example-page"))?.status()).toBe(403);
  });
});

test.describe("application-error screen", () => {
  test.use({ allowedConsoleErrors: /ExampleBrowserError|deliberate browser error|status of 500/ });

  test("a crash in the browser shows the screen without a digest and is reported", async ({ page, request }) => {
    await asAdmin(page);
    await page.goto("/en/sentry-example-page");
    await page.getByRole("button", { name: "Crash this page" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Application error: a client-side exception has occurred while loading 127.0.0.1:3999".replace(
        "3999",
        new URL(page.url()).port,
      ),
    );
    await expect(page.getByTestId("error-digest")).toHaveCount(0);
    // Neither the error nor a stack trace reaches the page.
    await expect(page.locator("body")).not.toContainText("deliberate browser error");
    await expect(page.locator("body")).not.toContainText(/\.js:\d+/);
    await expect
      .poll(async () => (await received(request)).map((item) => item.body).join("\n"))
      .toContain("ExampleBrowserError");
  });

  test("a crash on the server shows the digest, which is the failing request's id", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/nl/sentry-example-page");
    const failing = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("button", { name: "Serveractie laten vastlopen" }).click();
    const response = await failing;
    const requestId = response.headers()["x-request-id"];
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Applicatiefout");
    await expect(page.getByTestId("error-digest")).toHaveText(`Digest: ${requestId}`);
    await expect(page.locator("body")).not.toContainText("deliberate server error");
  });
});
