import type { Browser, Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { logIn } from "../support/people";

// Several axe runs on a page with live video: longer than the default.
test.describe.configure({ timeout: 150_000 });

const phone = { width: 390, height: 844 };
const laptop = { width: 1440, height: 900 };

const words = {
  en: { join: "Join now", mute: "Mute", chat: "Chat", message: "Message", send: "Send", close: "Close chat" },
  nl: {
    join: "Nu meedoen",
    mute: "Microfoon uit",
    chat: "Chat",
    message: "Bericht",
    send: "Stuur",
    close: "Chat sluiten",
  },
} as const;

// A message without a single space, and names of buttons in full.
const longMessage = `${"Ademhalingsoefeningen".repeat(12)} and then some words that wrap normally`;

async function memberIn(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    permissions: ["camera", "microphone"],
    timezoneId: "Europe/Amsterdam",
    viewport,
  });
  const page = await context.newPage();
  await logIn(page, "en", "member@example.com");
  // The demo always has an open call between the member and the coach.
  await page.goto("/en/dashboard");
  const href = (await page.getByRole("link", { name: "Join the video call" }).first().getAttribute("href")) as string;
  const id = /call\/([0-9a-f-]{36})/.exec(href)?.[1] as string;
  return { context, page, id };
}

/** Whether anything makes the page wider than the window (a sideways scroll). */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: window.innerWidth,
    wider: [...document.querySelectorAll("body *")]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .filter((element) => !element.closest("[inert], .sr-only"))
      .slice(0, 5)
      .map((element) => element.outerHTML.slice(0, 120)),
  }));
  expect(widths.page, `wider than the window: ${widths.wider.join("\n")}`).toBeLessThanOrEqual(widths.window);
}

for (const lng of ["nl", "en"] as const) {
  const say = words[lng];

  test(`${lng}: on a phone the call waits for "join", then fills the screen with its controls at the bottom`, async ({
    browser,
  }) => {
    const member = await memberIn(browser, phone);
    const page = member.page;
    await page.goto(`/${lng}/call/${member.id}`);
    // Before joining: the preview and the devices, not a single in-call control.
    await expect(page.getByRole("button", { name: say.join })).toBeEnabled();
    await expect(page.getByRole("button", { name: say.mute })).toHaveCount(0);
    await expect(page.getByRole("toolbar")).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: say.join }).click();
    const mute = page.getByRole("button", { name: say.mute, exact: true });
    await expect(mute).toBeVisible();
    // The call covers the whole screen, the site's header out of reach behind it.
    const room = page.getByTestId("call-room");
    await expect(room).toHaveAttribute("data-full-screen", "true");
    const box = (await room.boundingBox()) as { x: number; y: number; width: number; height: number };
    expect(Math.abs(box.x) + Math.abs(box.y)).toBeLessThan(1);
    expect(Math.abs(box.width - phone.width)).toBeLessThan(1);
    expect(Math.abs(box.height - phone.height)).toBeLessThan(1);
    const stage = (await page.getByTestId("call-stage").boundingBox()) as { height: number };
    expect(stage.height).toBeGreaterThan(phone.height / 2);
    await expect(page.locator("header").first()).toHaveAttribute("inert", "");
    // The controls sit at the bottom, each a thumb-sized target.
    const toolbar = (await page.getByRole("toolbar").boundingBox()) as { y: number; height: number };
    expect(toolbar.y + toolbar.height).toBeGreaterThan(phone.height - 20);
    for (const button of await page.getByRole("toolbar").getByRole("button").all()) {
      const size = (await button.boundingBox()) as { width: number; height: number };
      expect(size.height).toBeGreaterThanOrEqual(44);
      expect(size.width).toBeGreaterThanOrEqual(44);
    }
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    // The chat as a sheet over the video, with a long message in it.
    await page.getByRole("button", { name: say.chat, exact: true }).click();
    await page.getByLabel(say.message).fill(longMessage);
    await page.getByRole("button", { name: say.send }).click();
    await expect(page.getByText(longMessage)).toBeVisible();
    await expect(page.getByRole("button", { name: say.send })).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: say.close }).click();
    await expect(page.getByLabel(say.message)).toHaveCount(0);

    // Wider again (a phone turned, a window resized): the page is back as it was.
    await page.setViewportSize(laptop);
    await expect(room).not.toHaveAttribute("data-full-screen");
    await expect(page.locator("header").first()).not.toHaveAttribute("inert");
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
    await member.context.close();
  });

  test(`${lng}: on a laptop the call sits in the page, controls only after joining, nothing sideways`, async ({
    browser,
  }) => {
    const member = await memberIn(browser, laptop);
    const page = member.page;
    await page.goto(`/${lng}/call/${member.id}`);
    await expect(page.getByRole("button", { name: say.join })).toBeEnabled();
    await expect(page.getByRole("button", { name: say.mute })).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.getByRole("button", { name: say.join }).click();
    await expect(page.getByRole("button", { name: say.mute, exact: true })).toBeVisible();
    await expect(page.getByTestId("call-room")).not.toHaveAttribute("data-full-screen");
    // The chat stands beside the video; a long message wraps inside it.
    await page.getByLabel(say.message).fill(longMessage);
    await page.getByRole("button", { name: say.send }).click();
    await expect(page.getByText(longMessage)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await member.context.close();
  });
}

for (const viewport of [phone, laptop]) {
  test(`the coach's appointment list at ${viewport.width} px: nothing sideways, with filters and a long search`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport, timezoneId: "Europe/Amsterdam" });
    const page = await context.newPage();
    await logIn(page, "nl", "coach@example.com");
    for (const show of ["upcoming", "past", "cancelled"]) {
      await page.goto(`/coach/appointments?show=${show}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page);
    }
    await expectNoA11yViolations(page);
    await page.goto(`/coach/appointments?q=${"Vandenberghe-Wijnaldum".repeat(4)}`);
    await expectNoSidewaysScroll(page);
    await context.close();
  });
}
