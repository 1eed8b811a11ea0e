import type { Browser as ChromiumBrowser, BrowserContext as ChromiumContext } from "@playwright/test";
import type { Browser as FirefoxBrowser, BrowserContext as FirefoxContext } from "puppeteer-core";
import { check, type Problems, poll } from "./harness";
import {
  chromiumContext,
  chromiumTab,
  firefoxElement,
  firefoxHydrated,
  firefoxTab,
  type Lng,
  logInChromium,
  logInFirefox,
  waitHydratedChromium,
} from "./pages";
import { framesDecoded, remoteAudioLive, remoteVideoMoves, statusTexts } from "./scripts";

export const MEMBER = "member@example.com";
export const COACH = "coach@example.com";
/** The demo's coach and member, as each sees the other; the coach area speaks the coach's Dutch. */
const MEMBER_NAME = "Mila de Vries";
const COACH_NAME = "Daan Bakker";

const callWords = {
  nl: {
    join: "Nu meedoen",
    waiting: "Wachten op",
    leave: "Verlaten",
    connected: "verbonden",
    left: "heeft het gesprek verlaten",
  },
  en: { join: "Join now", waiting: "Waiting for", leave: "Leave", connected: "connected", left: "has left the call" },
} as const;

/** One side of a call, whatever the browser. */
interface Side {
  label: string;
  /** Who is on the other side, as the status names them. */
  other: string;
  problems: Problems;
  evaluate<T>(script: string): Promise<T>;
  click(role: string, name: string): Promise<void>;
  close(): Promise<void>;
}

type Who = "member" | "coach";
type Engine = "firefox" | "chromium";

/**
 * The people's logged-in browser contexts, made once and kept across the calls: the member and
 * the coach, each in Firefox and in Chromium (the member's Firefox context is also her pages').
 */
export class Sessions {
  private readonly firefoxContexts = new Map<Who, Promise<FirefoxContext>>();
  private readonly chromiumContexts = new Map<Who, Promise<ChromiumContext>>();

  constructor(
    readonly origin: string,
    readonly firefox: FirefoxBrowser,
    readonly chromium: ChromiumBrowser,
    memberFirefox?: FirefoxContext,
  ) {
    if (memberFirefox) this.firefoxContexts.set("member", Promise.resolve(memberFirefox));
  }

  firefoxContext(who: Who): Promise<FirefoxContext> {
    let context = this.firefoxContexts.get(who);
    if (!context) {
      context = (async () => {
        const created = await this.firefox.createBrowserContext();
        const { page, problems } = await firefoxTab(created, `Firefox ${who} login`);
        await logInFirefox(page, this.origin, "nl", who === "member" ? MEMBER : COACH);
        problems.assertNone();
        await page.close();
        return created;
      })();
      this.firefoxContexts.set(who, context);
    }
    return context;
  }

  chromiumContext(who: Who): Promise<ChromiumContext> {
    let context = this.chromiumContexts.get(who);
    if (!context) {
      context = (async () => {
        const created = await chromiumContext(this.chromium, this.origin);
        const { page, problems } = await chromiumTab(created, `Chromium ${who} login`);
        await logInChromium(page, "nl", who === "member" ? MEMBER : COACH);
        problems.assertNone();
        await page.close();
        return created;
      })();
      this.chromiumContexts.set(who, context);
    }
    return context;
  }
}

/** The member's and the coach's call pages of appointment `id`. */
const callPath = (who: Who, lng: Lng, id: string) =>
  who === "member" ? `/${lng}/call/${id}` : `/coach/appointments/${id}/call`;

async function firefoxSide(sessions: Sessions, who: Who, lng: Lng, id: string): Promise<Side> {
  const label = `Firefox ${who}`;
  const { page, problems } = await firefoxTab(await sessions.firefoxContext(who), label);
  const response = await page.goto(`${sessions.origin}${callPath(who, lng, id)}`);
  check(response?.status() === 200, `${label}: the call page answered ${response?.status()}`);
  await firefoxHydrated(page);
  return {
    label,
    other: who === "member" ? COACH_NAME : MEMBER_NAME,
    problems,
    evaluate: <T>(script: string) => page.evaluate(script) as Promise<T>,
    click: async (role, name) => {
      await (await firefoxElement(page, role as "button", name)).click();
    },
    close: () => page.close(),
  };
}

async function chromiumSide(sessions: Sessions, who: Who, lng: Lng, id: string): Promise<Side> {
  const label = `Chromium ${who}`;
  const { page, problems } = await chromiumTab(await sessions.chromiumContext(who), label);
  const response = await page.goto(callPath(who, lng, id));
  check(response?.status() === 200, `${label}: the call page answered ${response?.status()}`);
  await waitHydratedChromium(page);
  return {
    label,
    other: who === "member" ? COACH_NAME : MEMBER_NAME,
    problems,
    evaluate: <T>(script: string) => page.evaluate(script) as Promise<T>,
    click: async (role, name) => {
      await page
        .getByRole(role as "button", { name, exact: true })
        .first()
        .click({ timeout: 15_000 });
    },
    close: () => page.close(),
  };
}

async function statusShows(side: Side, text: string) {
  await poll(
    async () => (await side.evaluate<string[]>(statusTexts)).find((line) => line.includes(text)) !== undefined,
    `${side.label}: the status never showed "${text}"`,
    { timeout: 20_000 },
  );
}

/** Video arrives on `side`: the remote video moves, and its decoded frames keep rising. */
async function receivesVideo(side: Side) {
  await poll(() => side.evaluate<boolean>(remoteVideoMoves), `${side.label}: the remote video does not move`);
  const first = await poll(() => side.evaluate<number>(framesDecoded), `${side.label}: no video frames decoded`, {
    ok: (frames) => frames > 0,
  });
  await poll(() => side.evaluate<number>(framesDecoded), `${side.label}: decoded video frames stopped at ${first}`, {
    timeout: 10_000,
    ok: (frames) => frames > first,
  });
  check(await side.evaluate<boolean>(remoteAudioLive), `${side.label}: no live audio track from the other side`);
}

/**
 * A call between Firefox and Chromium on the demo's open call `id`: the member (her page in `lng`)
 * in one, the coach in the other. Both join, both see "connected", video and sound arrive both
 * ways; then the member leaves and the coach is told so.
 */
export async function callBetween(sessions: Sessions, id: string, memberIn: Engine, lng: Lng) {
  const open = (engine: Engine, who: Who, language: Lng) =>
    engine === "firefox" ? firefoxSide(sessions, who, language, id) : chromiumSide(sessions, who, language, id);
  const member = await open(memberIn, "member", lng);
  const coach = await open(memberIn === "firefox" ? "chromium" : "firefox", "coach", "nl").catch(async (error) => {
    await member.close();
    throw error;
  });
  try {
    await member.click("button", callWords[lng].join);
    await statusShows(member, callWords[lng].waiting);
    await coach.click("button", callWords.nl.join);
    await statusShows(coach, `${coach.other} · ${callWords.nl.connected}`);
    await statusShows(member, `${member.other} · ${callWords[lng].connected}`);
    await receivesVideo(member);
    await receivesVideo(coach);
    await member.click("button", callWords[lng].leave);
    await statusShows(coach, `${coach.other} ${callWords.nl.left}`);
    member.problems.assertNone();
    coach.problems.assertNone();
  } finally {
    await member.close().catch(() => undefined);
    await coach.close().catch(() => undefined);
  }
}
