import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// Two server instances on one PostgreSQL database, sharing the local Redis for signalling: the
// member talks to one, the coach to the other.
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const ports = [3981, 3982] as const;
let instances: Instances | undefined;

test.describe("a call across two server instances", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // The instances share Redis, and with it their login limits: set as high as the other end-to-end servers.
    instances = await startInstances("calls", ports, { REDIS_URL: redisUrl, AUTH_CLIENT_LIMIT: "1000" });
  });

  test.afterAll(async () => {
    await instances?.stop();
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
