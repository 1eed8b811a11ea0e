import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { coaches } from "~/db/schema/coaching";
import { caldavAccounts, caldavCalendars } from "~/db/schema/scheduling";
import { coachPractice } from "~/features/accounts/areas.server";
import { stopCalendarWorkers } from "~/features/coaching/ical-busy-worker.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createCoach } from "../../../tests/support/factories";
import { type Radicale, type RadicaleUser, startRadicale } from "../../../tests/support/radicale";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Caldav, { action, loader } from "./caldav";

// The CalDAV page as the coach's browser without JavaScript uses it, against Radicale on
// 127.0.0.1 (the server's outbound rules allow loopback here): connect, choose, sync, disconnect.

vi.hoisted(() => {
  process.env.OUTBOUND_FETCH_ALLOW_LOOPBACK = "true";
  process.env.AUTH_SECRET ??= "caldav-tests-secret-0123456789-abcdefghij";
});

let test: TestDatabase;
let app: { release(): void };
let radicale: Radicale;
let user: RadicaleUser;
let coachId: string;

const asCoach = (handler: (args: never) => unknown) => async (args: { context: RouterContextProvider }) => {
  const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, coachId));
  args.context.set(coachPractice, practice as never);
  return handler(args as never);
};

const post = (values: PostedValues) => postForm(asCoach(action), "/coach/availability/caldav", {}, values, null);

async function page(actionData?: unknown, lng: "en" | "nl" = "en") {
  const data = await loaderData(asCoach(loader), "/coach/availability/caldav", {}, null);
  return drawPage(Caldav, "/coach/availability/caldav", { loaderData: data, actionData }, lng);
}

async function calendarIds() {
  const rows = await test.db.select().from(caldavCalendars).where(eq(caldavCalendars.coachId, coachId));
  return Object.fromEntries(rows.map((row) => [row.displayName, row.id]));
}

beforeAll(async () => {
  radicale = await startRadicale([{ username: "daan", password: "app-password-daan" }]);
  user = radicale.users[0] as RadicaleUser;
  await radicale.makeCalendar(user, "work", "Work");
  await radicale.makeCalendar(user, "vitaal", "Vitaal");
  test = await createTestDatabase();
  app = serveAppFrom(test);
  coachId = (await createCoach(test.db, { name: "Daan Bakker", timeZone: "Europe/Amsterdam" })).id;
}, 120_000);

afterAll(async () => {
  app.release();
  await stopCalendarWorkers();
  await test.close();
  await radicale.stop();
});

describe("the CalDAV page without JavaScript", () => {
  it("offers the connect form and each provider's address, in both languages", async () => {
    const en = await page();
    expect(en).toContain('id="connect-serverUrl"');
    expect(en).toContain("https://caldav.fastmail.com/dav/");
    expect(en).toContain("https://caldav.icloud.com/");
    expect(en).toContain("/remote.php/dav");
    const nl = await page(undefined, "nl");
    expect(nl).toContain("Je agenda koppelen (CalDAV)");
    expect(nl).toContain("App-wachtwoord");
  });

  it("refuses a wrong password at its field, without sending the password back", async () => {
    const answer = await post({
      intent: "connect",
      serverUrl: radicale.origin,
      username: "daan",
      password: "wrong-password-typed",
    });
    expect(answer.status).toBe(400);
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({
      password: ["connect.failed.unauthorized"],
    });
    const html = await page(answer.data);
    expect(html).not.toContain("wrong-password-typed");
    expect(html).toContain('href="#connect-password"');
    expect(html).toContain("The server refused this user name and password.");
    expect(await test.db.select().from(caldavAccounts)).toEqual([]);
  });

  it("refuses what is not an address, and a form it cannot read", async () => {
    const bad = await post({ intent: "connect", serverUrl: "ftp://x", username: "daan", password: "p" });
    expect(bad.status).toBe(400);
    expect((bad.data as { result: { error: unknown } }).result.error).toMatchObject({
      serverUrl: ["errors.serverUrl"],
    });
    expect((await post({ intent: "nonsense" })).status).toBe(400);
    expect((await post({ intent: "sync" })).status).toBe(400);
  });

  it("connects, lists the calendars and never shows the password again", async () => {
    const answer = await post({
      intent: "connect",
      serverUrl: radicale.origin,
      username: "daan",
      password: user.password,
    });
    expect(answer.status).toBe(200);
    expect(answer.data).toMatchObject({ form: "connect", done: "connect" });
    const html = await page(answer.data);
    expect(html).toContain("Connected. Now choose your calendars.");
    expect(html).toContain("Work");
    expect(html).toContain("Vitaal");
    expect(html).not.toContain(user.password);
    expect(html).toContain("Last synced");
  });

  it("saves the calendars chosen, and refuses one that is not the coach's", async () => {
    const ids = await calendarIds();
    const answer = await post({ intent: "calendars", read: [ids.Work as string], write: ids.Vitaal as string });
    expect(answer.data).toMatchObject({ done: "calendars" });
    const [account] = await test.db.select().from(caldavAccounts);
    expect(account?.writeCalendarUrl).toBe(`${radicale.origin}/daan/vitaal/`);
    expect(await page(answer.data)).toContain("Your choices are saved.");
    const refused = await post({ intent: "calendars", read: "00000000-0000-4000-8000-000000000000", write: "" });
    expect(refused.status).toBe(400);
  });

  it("syncs on demand and explains the last error in plain words", async () => {
    const synced = await post({ intent: "sync" });
    expect(synced.data).toMatchObject({ done: "sync" });
    expect(await page(synced.data)).toContain("Synced just now.");
    await test.db.update(caldavAccounts).set({ lastError: "unauthorized" });
    const html = await page();
    expect(html).toContain("no longer accepts the password");
    const nl = await page(undefined, "nl");
    expect(nl).toContain("accepteert het wachtwoord niet meer");
  });

  it("disconnects after saying what stops", async () => {
    expect(await page()).toContain("Events already written stay in your calendar");
    const answer = await post({ intent: "disconnect" });
    expect(answer.data).toMatchObject({ done: "disconnect" });
    expect(await test.db.select().from(caldavAccounts)).toEqual([]);
    expect(await page(answer.data)).toContain('id="connect-serverUrl"');
    expect((await post({ intent: "disconnect" })).status).toBe(400);
  });
});
