import type { Browser } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { type Coturn, freePort, startCoturn } from "../support/coturn";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// The pre-call check with Chromium's fake camera and microphone and a coturn on loopback: every
// check in order, by keyboard, in both languages and widths; then the TURN server down.

let coturn: Coturn | undefined;
let instances: Instances | undefined;
let port = 0;

const words = {
  en: {
    email: "member@example.com",
    title: "Check before your call",
    camera: "Your camera works",
    microphone: "Your microphone works",
    play: "Play a test sound",
    heard: "I heard it",
    speaker: "Your speaker works.",
    network: "Your network reaches our call server",
    problem: "Your network does not reach our call server",
    again: "Test the network again",
  },
  nl: {
    email: "coach@example.com",
    title: "Test voor je gesprek",
    camera: "Je camera werkt",
    microphone: "Je microfoon werkt",
    play: "Speel een testgeluid",
    heard: "Ik hoorde het",
    speaker: "Je speaker werkt.",
    network: "Je netwerk bereikt onze gespreksserver:",
    problem: "Je netwerk bereikt onze gespreksserver niet",
    again: "Test het netwerk opnieuw",
  },
} as const;

test.describe("the pre-call check", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    coturn = await startCoturn();
    port = await freePort();
    instances = await startInstances("callcheck", [port], {
      AUTH_CLIENT_LIMIT: "1000",
      TURN_URLS: coturn.urls,
      TURN_SECRET: coturn.secret,
    });
  });

  test.afterAll(async () => {
    await instances?.stop();
    await coturn?.dispose();
  });

  async function open(browser: Browser, lng: "nl" | "en", width: number) {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      permissions: ["camera", "microphone"],
      viewport: { width, height: 900 },
    });
    const page = await context.newPage();
    await logIn(page, lng, words[lng].email);
    await page.goto(`/${lng}/call-check`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(words[lng].title);
    return { context, page };
  }

  for (const [lng, width] of [
    ["en", 1440],
    ["nl", 390],
  ] as const) {
    test(`camera, microphone, speaker and network are in order (${lng}, ${width} px), by keyboard`, async ({
      browser,
    }) => {
      const w = words[lng];
      const { context, page } = await open(browser, lng, width);
      await expect(page.getByTestId("check-camera")).toContainText(w.camera);
      await expect(page.getByTestId("check-microphone")).toContainText(w.microphone);
      await expect(page.getByTestId("check-network")).toContainText(w.network, { timeout: 10_000 });
      // The speaker: the tone plays, and the person says they heard it; all by keyboard.
      const play = page.getByRole("button", { name: w.play });
      await play.focus();
      await page.keyboard.press("Enter");
      const heard = page.getByRole("button", { name: w.heard });
      await expect(heard).toBeVisible();
      await heard.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByTestId("check-speaker")).toContainText(w.speaker);
      await expectNoA11yViolations(page);
      await context.close();
    });
  }

  test("a TURN server out of reach is a network problem, with what to do", async ({ browser }) => {
    const { context, page } = await open(browser, "en", 1440);
    await expect(page.getByTestId("check-network")).toContainText(words.en.network, { timeout: 10_000 });
    await coturn?.stop();
    try {
      await page.getByRole("button", { name: words.en.again }).click();
      await expect(page.getByTestId("check-network")).toContainText(words.en.problem, { timeout: 15_000 });
      await expect(page.getByTestId("check-network")).toContainText("ask your IT department");
      await expectNoA11yViolations(page);
    } finally {
      await coturn?.start();
    }
    await context.close();
  });
});
