import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { logIn } from "../support/people";

async function personIn(browser: Browser, email: string) {
  const context = await browser.newContext({ permissions: ["camera", "microphone"], timezoneId: "Europe/Amsterdam" });
  const page = await context.newPage();
  await logIn(page, "en", email);
  return { context, page };
}

/** Whether the remote video shows moving frames. */
const receivesVideo = (page: Page) =>
  page.getByTestId("remote-video").evaluate(async (video: HTMLVideoElement) => {
    const first = video.currentTime;
    await new Promise((resolve) => setTimeout(resolve, 500));
    return video.videoWidth > 0 && video.currentTime > first;
  });

/** Whether the other person's audio arrives (bytes received on an audio track). */
const receivesAudio = (page: Page) =>
  page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
    const stream = video?.srcObject as MediaStream | null;
    return (stream?.getAudioTracks().length ?? 0) > 0 && stream?.getAudioTracks()[0]?.readyState === "live";
  });

test.describe("a video call", () => {
  test("the member and the coach meet, see and hear each other, chat, mute, and recover from a reload", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await personIn(browser, "member@example.com");
    const coach = await personIn(browser, "coach@example.com");

    // The demo always has an open call between these two.
    await member.page.goto("/en/dashboard");
    await member.page.getByRole("link", { name: "Join the video call" }).click();
    await expect(member.page).toHaveURL(/\/en\/call\/[0-9a-f-]{36}$/);
    const id = /call\/([0-9a-f-]{36})/.exec(member.page.url())?.[1] as string;
    // Before joining: the preview, the devices to choose from and a level meter that moves.
    await expect(member.page.getByLabel("Camera", { exact: true })).toBeVisible();
    await expect(member.page.getByLabel("Microphone", { exact: true })).toBeVisible();
    await expect(
      member.page.getByRole("link", { name: "Test your camera, microphone, speaker and network first" }),
    ).toHaveAttribute("href", "/en/call-check");
    await expect
      .poll(() => member.page.getByRole("meter").evaluate((meter: HTMLMeterElement) => meter.value), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await expectNoA11yViolations(member.page);
    await member.page.getByRole("button", { name: "Join now" }).click();
    await expect(member.page.getByRole("status").first()).toContainText("Waiting for Daan Bakker");

    await coach.page.goto(`/coach/appointments/${id}/call`);
    await coach.page.getByRole("button", { name: "Nu meedoen" }).click();
    // The coach area speaks Dutch for the demo coach.
    await expect(coach.page.getByRole("status").first()).toContainText("verbonden", { timeout: 20_000 });
    await expect(member.page.getByRole("status").first()).toContainText("connected", { timeout: 20_000 });
    await expect.poll(() => receivesVideo(member.page), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => receivesVideo(coach.page), { timeout: 15_000 }).toBe(true);
    // Each side's connection quality from getStats, and the other's as it sent it; on loopback, good.
    await expect(member.page.getByTestId("quality-own")).toHaveText("Your connection:good");
    await expect(member.page.getByTestId("quality-peer")).toHaveText("Daan Bakker's connection:good");
    await expect(coach.page.getByTestId("quality-own")).toHaveText("Jouw verbinding:goed");
    await expect(coach.page.getByTestId("quality-peer")).toContainText(/^Verbinding van .+:goed$/);
    expect(await receivesAudio(member.page)).toBe(true);
    expect(await receivesAudio(coach.page)).toBe(true);
    await expectNoA11yViolations(member.page);

    await member.page.getByLabel("Message").fill("Hello from Mila");
    await member.page.getByRole("button", { name: "Send" }).click();
    await expect(coach.page.getByText("Hello from Mila")).toBeVisible();

    await member.page.getByRole("button", { name: "Mute" }).click();
    await expect(coach.page.getByRole("status").first()).toContainText("microfoon uit");
    await member.page.getByRole("button", { name: "Camera off" }).click();
    await expect(coach.page.getByRole("status").first()).toContainText("camera uit");

    // A reload: both sides find each other again.
    await member.page.reload();
    await member.page.getByRole("button", { name: "Join now" }).click();
    await expect(member.page.getByRole("status").first()).toContainText("connected", { timeout: 20_000 });
    await expect(coach.page.getByRole("status").first()).toContainText("verbonden", { timeout: 20_000 });
    await expect.poll(() => receivesVideo(coach.page), { timeout: 15_000 }).toBe(true);

    await member.page.getByRole("button", { name: "Leave" }).click();
    await expect(coach.page.getByRole("status").first()).toContainText("heeft het gesprek verlaten");
    await coach.page.goto(`/coach/appointments/${id}`);
    await expect(coach.page.getByText(/Cliënt: binnen/).first()).toBeVisible();
    await member.context.close();
    await coach.context.close();
  });

  test("a call page whose session ends (logged out in another tab) leaves the call and says so", async ({
    browser,
  }) => {
    const member = await personIn(browser, "member@example.com");
    await member.page.goto("/en/dashboard");
    await member.page.getByRole("link", { name: "Join the video call" }).click();
    await member.page.getByRole("button", { name: "Join now" }).click();
    await expect(member.page.getByRole("status").first()).toContainText("Waiting for Daan Bakker");
    // The same browser logs out in another tab: the socket the call page opened is closed.
    const other = await member.context.newPage();
    await other.goto("/en/dashboard");
    await other.getByRole("navigation", { name: "Main menu" }).first().getByRole("button", { name: "Log out" }).click();
    await expect(other.getByRole("heading", { level: 1 })).toHaveText("You are logged out");
    await expect(
      member.page.getByText(
        "You were signed out, so you left the call. Reload the page to join again (you may be asked to log in).",
      ),
    ).toBeVisible();
    await member.context.close();
  });

  test("before it opens the page counts down; a cancelled appointment's call says so", async ({ browser }) => {
    const member = await personIn(browser, "member@example.com");
    // The demo member's session in three days.
    await member.page.goto("/en/coaching");
    const upcoming = member.page.getByRole("region", { name: "Upcoming sessions" }).getByRole("link");
    const later = (await upcoming.last().getAttribute("href")) as string;
    const laterId = later.split("/").at(-1) as string;
    await member.page.goto(`/en/call/${laterId}`);
    await expect(member.page.getByText(/The call opens at /)).toBeVisible();
    await expect(member.page.getByRole("timer")).toHaveText(/^\d+:\d{2}:\d{2}$/);
    await expect(
      member.page.getByRole("link", { name: "Test your camera, microphone, speaker and network" }),
    ).toHaveAttribute("href", "/en/call-check");
    await expectNoA11yViolations(member.page);
    // Cancelled (more than 24 hours ahead, so free of charge): the call page says it will not take place.
    await member.page.goto(later);
    await member.page.getByText("Cancel", { exact: true }).click();
    await member.page.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(member.page.getByText("Your session has been cancelled.")).toBeVisible();
    await member.page.goto(`/en/call/${laterId}`);
    await expect(member.page.getByText("This appointment was cancelled; the call will not take place.")).toBeVisible();
    await member.context.close();
  });

  test.describe("refusals", () => {
    test.use({ allowedConsoleErrors: statusLine(403) });

    test("a third account gets 403 for someone else's call", async ({ browser }) => {
      const member = await personIn(browser, "member@example.com");
      await member.page.goto("/en/dashboard");
      const href = (await member.page
        .getByRole("link", { name: "Join the video call" })
        .getAttribute("href")) as string;
      await member.context.close();
      const other = await personIn(browser, "admin@example.com");
      const response = await other.page.goto(href);
      expect(response?.status()).toBe(403);
      await other.context.close();
    });
  });
});
