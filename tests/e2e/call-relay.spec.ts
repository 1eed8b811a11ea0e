import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type Coturn, freePort, startCoturn } from "../support/coturn";
import { expect, test } from "../support/fixtures";
import { type Instances, startInstances } from "../support/instance";
import { logIn } from "../support/people";

// A call through firewalls: the server tells both browsers to use only relay candidates
// (ICE_TRANSPORT_POLICY=relay) of a coturn on loopback, with credentials made from TURN_SECRET.
// getStats proves the pair in use is relay on both sides.

let coturn: Coturn | undefined;
let instances: Instances | undefined;
let port = 0;

test.describe("a call only through the TURN relay", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    coturn = await startCoturn();
    port = await freePort();
    instances = await startInstances("callrelay", [port], {
      AUTH_CLIENT_LIMIT: "1000",
      STUN_URLS: "",
      TURN_URLS: coturn.urls,
      TURN_SECRET: coturn.secret,
      ICE_TRANSPORT_POLICY: "relay",
    });
  });

  test.afterAll(async () => {
    await instances?.stop();
    await coturn?.dispose();
  });

  /** Every RTCPeerConnection the page makes, kept for the test's getStats. */
  async function watchPeerConnections(context: BrowserContext) {
    await context.addInitScript(() => {
      const Original = window.RTCPeerConnection;
      const made: RTCPeerConnection[] = [];
      (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections = made;
      window.RTCPeerConnection = class extends Original {
        constructor(configuration?: RTCConfiguration) {
          super(configuration);
          made.push(this);
        }
      } as typeof RTCPeerConnection;
    });
  }

  async function person(browser: Browser, lng: "nl" | "en", email: string) {
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${port}`,
      permissions: ["camera", "microphone"],
      timezoneId: "Europe/Amsterdam",
    });
    await watchPeerConnections(context);
    const page = await context.newPage();
    await logIn(page, lng, email);
    return { context, page };
  }

  /** The policy of the call's connection and the types of the candidate pair it uses. */
  const path = (page: Page) =>
    page.evaluate(async () => {
      const made = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections;
      const pc = made.filter((candidate) => candidate.connectionState === "connected").at(-1);
      if (!pc) return null;
      const reports = [...(await pc.getStats()).values()] as Record<string, unknown>[];
      const transport = reports.find((report) => report.type === "transport" && report.selectedCandidatePairId);
      const pair = reports.find((report) => report.id === transport?.selectedCandidatePairId);
      const type = (id: unknown) => reports.find((report) => report.id === id)?.candidateType;
      return {
        policy: pc.getConfiguration().iceTransportPolicy,
        local: type(pair?.localCandidateId),
        remote: type(pair?.remoteCandidateId),
      };
    });

  /** The ICE user fragment of the coach's current offer: it changes when ICE restarts. */
  const iceUfrag = (page: Page) =>
    page.evaluate(() => {
      const made = (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections;
      const sdp = made.filter((pc) => pc.connectionState !== "closed").at(-1)?.localDescription?.sdp ?? "";
      return /a=ice-ufrag:(\S+)/.exec(sdp)?.[1] ?? null;
    });

  test("member and coach connect through the relay, in English and in Dutch, and restart ICE on a network change", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await person(browser, "en", "member@example.com");
    const coach = await person(browser, "nl", "coach@example.com");
    await member.page.goto("/en/dashboard");
    await member.page.getByRole("link", { name: "Join the video call" }).click();
    await expect(member.page).toHaveURL(/\/en\/call\/[0-9a-f-]{36}$/);
    const id = /call\/([0-9a-f-]{36})/.exec(member.page.url())?.[1] as string;
    await member.page.getByRole("button", { name: "Join now" }).click();
    await coach.page.goto(`/coach/appointments/${id}/call`);
    await coach.page.getByRole("button", { name: "Nu meedoen" }).click();
    await expect(member.page.getByRole("status").first()).toContainText("connected", { timeout: 20_000 });
    await expect(coach.page.getByRole("status").first()).toContainText("verbonden", { timeout: 20_000 });
    const relay = { policy: "relay", local: "relay", remote: "relay" };
    await expect.poll(() => path(member.page)).toEqual(relay);
    await expect.poll(() => path(coach.page)).toEqual(relay);
    // Both sides grade their connection and see the other's.
    await expect(member.page.getByTestId("quality-own")).toContainText(/Your connection:(good|fair|poor)/);
    await expect(member.page.getByTestId("quality-peer")).toContainText(/Daan Bakker's connection:(good|fair|poor)/);
    await expect(coach.page.getByTestId("quality-own")).toContainText(/Jouw verbinding:(goed|redelijk|slecht)/);

    // The member's network changes: the coach's side restarts ICE, and the call stays on the relay.
    const before = await iceUfrag(coach.page);
    await member.page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(() => iceUfrag(coach.page)).not.toBe(before);
    await expect(member.page.getByRole("status").first()).toContainText("connected", { timeout: 20_000 });
    await expect.poll(() => path(member.page)).toEqual(relay);

    // The member again in Dutch: both meet through the relay once more.
    await member.page.goto(`/nl/call/${id}`);
    await member.page.getByRole("button", { name: "Nu meedoen" }).click();
    await expect(member.page.getByRole("status").first()).toContainText("verbonden", { timeout: 20_000 });
    await expect(coach.page.getByRole("status").first()).toContainText("verbonden", { timeout: 20_000 });
    await expect.poll(() => path(member.page)).toEqual(relay);
    await expect.poll(() => path(coach.page)).toEqual(relay);
    await expect(member.page.getByTestId("quality-own")).toContainText(/Jouw verbinding:(goed|redelijk|slecht)/);
    await member.context.close();
    await coach.context.close();
  });
});
