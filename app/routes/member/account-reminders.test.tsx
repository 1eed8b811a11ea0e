import { randomInt } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { getMailPreferences, getReminderSettings } from "~/features/notifications/preferences.server";
import {
  drawPage,
  loaderData,
  logIn,
  postForm,
  servedAccountPages,
  TESS,
  tagOf,
} from "../../../tests/support/account-routes";
import { createCoachUser } from "../../../tests/support/factories";
import Account, { action, loader } from "./account";

// The account page's reminder preferences as a browser without JavaScript posts them: reminders on
// or off, how they come (mail, Vitaal's notifications, both) and when (2 days, 1 day, 2 hours,
// 1 hour before). A choice that cannot be saved is answered with 400 at its field and saves nothing.

const served = servedAccountPages();
const run = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
let tess: Awaited<ReturnType<typeof logIn>>;
const call = (n: number, lng = "en", user = tess?.user) => ({
  path: `/${lng}/account`,
  params: { lng },
  user,
  headers: { cookie: tess.cookie },
  clientIp: `${run}.${n}`,
});

async function page(n: number, actionData: unknown, lng = "en") {
  return drawPage(Account, call(n, lng), { loaderData: await loaderData(loader, call(n, lng)), actionData });
}

/** The radio button or checkbox of `name` with `value`, as drawn. */
function control(html: string, name: string, value: string): string {
  const match = html.match(new RegExp(`<input(?=[^>]*name="${name}")(?=[^>]*value="${value}")[^>]*>`));
  return match?.[0] ?? "";
}

const isChecked = (html: string, name: string, value: string) => /checked=""/.test(control(html, name, value));

beforeAll(async () => {
  tess = await logIn(TESS.email, TESS.password, `${run}.100`);
});

describe("the reminder preferences on the account page", () => {
  it("offers the channel and the lead times, by mail a day and an hour before until changed", async () => {
    expect(await getReminderSettings(served.db, tess.user.id)).toEqual({ channel: "mail", hours: [24, 1] });
    for (const lng of ["en", "nl"]) {
      const html = await page(1, undefined, lng);
      expect(isChecked(html, "reminderChannel", "mail")).toBe(true);
      expect(isChecked(html, "reminderChannel", "notification")).toBe(false);
      expect(control(html, "reminderChannel", "both")).not.toBe("");
      expect(["48", "24", "2", "1"].map((hours) => isChecked(html, "reminderHours", hours))).toEqual([
        false,
        true,
        false,
        true,
      ]);
      expect(html).toContain(lng === "en" ? "In Vitaal&#x27;s notifications" : "In je meldingen in Vitaal");
      expect(html).toContain(lng === "en" ? "2 days before" : "2 dagen ervoor");
    }
  });

  it("saves the channel and the lead times, and draws them as saved", async () => {
    const saved = await postForm(action, call(2), {
      intent: "mail",
      reminders: "on",
      messages: "on",
      reminderChannel: "both",
      reminderHours: ["2", "48"],
    });
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ form: "mail", done: "mail" });
    expect(await getReminderSettings(served.db, tess.user.id)).toEqual({ channel: "both", hours: [48, 2] });
    expect(await getMailPreferences(served.db, tess.user.id)).toEqual({ reminders: true, messages: true });
    const html = await page(2, saved.data);
    expect(html).toContain("Your mail preferences are saved.");
    expect(isChecked(html, "reminderChannel", "both")).toBe(true);
    expect(["48", "24", "2", "1"].map((hours) => isChecked(html, "reminderHours", hours))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });

  it("refuses reminders on without a lead time with 400 at the field, saving nothing", async () => {
    const refused = await postForm(action, call(3), {
      intent: "mail",
      reminders: "on",
      reminderChannel: "notification",
    });
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({
      form: "mail",
      result: { error: { reminderHours: ["account.reminderHoursRequired"] } },
    });
    // Nothing changed: not the messages switch either, nor the channel.
    expect(await getMailPreferences(served.db, tess.user.id)).toEqual({ reminders: true, messages: true });
    expect(await getReminderSettings(served.db, tess.user.id)).toEqual({ channel: "both", hours: [48, 2] });
    for (const lng of ["en", "nl"]) {
      const html = await page(3, refused.data, lng);
      expect(html).toContain('href="#mail-reminderHours"');
      expect(tagOf(html, "mail-reminderHours")).toContain('aria-invalid="true"');
      expect(html).toContain(
        lng === "en"
          ? "Choose at least one moment for your reminders, or turn reminders off."
          : "Kies minstens één moment voor je herinneringen, of zet herinneringen uit.",
      );
      // The message is in words at the field too, never its key.
      expect(html).not.toContain("account.reminderHoursRequired");
      // What was posted is drawn again: the channel chosen, no lead time ticked.
      expect(isChecked(html, "reminderChannel", "notification")).toBe(true);
      expect(isChecked(html, "reminderHours", "48")).toBe(false);
    }
  });

  it("refuses a channel or a lead time the page does not offer, saving nothing", async () => {
    const channel = await postForm(action, call(4), {
      intent: "mail",
      reminders: "on",
      reminderChannel: "pigeon",
      reminderHours: "24",
    });
    expect(channel.status).toBe(400);
    expect(channel.data).toMatchObject({ result: { error: { reminderChannel: ["account.reminderChannelInvalid"] } } });
    const hours = await postForm(action, call(4), {
      intent: "mail",
      reminders: "on",
      reminderChannel: "mail",
      reminderHours: ["24", "3"],
    });
    expect(hours.status).toBe(400);
    expect(hours.data).toMatchObject({ result: { error: { reminderHours: ["account.reminderHoursInvalid"] } } });
    const missing = await postForm(action, call(4), { intent: "mail", reminders: "on", reminderHours: "1" });
    expect(missing.status).toBe(400);
    expect(await getReminderSettings(served.db, tess.user.id)).toEqual({ channel: "both", hours: [48, 2] });
    expect(await page(4, channel.data)).toContain("Choose how reminders reach you.");
  });

  it("turns reminders off without a lead time, keeping the lead times for when they come back on", async () => {
    const off = await postForm(action, call(5), { intent: "mail", messages: "on", reminderChannel: "mail" });
    expect(off.status).toBe(200);
    expect(await getMailPreferences(served.db, tess.user.id)).toEqual({ reminders: false, messages: true });
    expect(await getReminderSettings(served.db, tess.user.id)).toEqual({ channel: "mail", hours: [48, 2] });
  });

  it("is the coach's page too", async () => {
    const { user } = await createCoachUser(served.db, { user: { name: "Daan Bakker", email: "daan@example.com" } });
    const daan = { ...tess.user, id: user.id, name: user.name, email: user.email, roles: ["coach" as const] };
    const saved = await postForm(action, call(6, "nl", daan), {
      intent: "mail",
      reminders: "on",
      reminderChannel: "notification",
      reminderHours: "1",
    });
    expect(saved.status).toBe(200);
    expect(await getReminderSettings(served.db, user.id)).toEqual({ channel: "notification", hours: [1] });
    expect(await getMailPreferences(served.db, user.id)).toEqual({ reminders: true, messages: false });
    // Tess's own choices are hers.
    expect(await getReminderSettings(served.db, tess.user.id)).toEqual({ channel: "mail", hours: [48, 2] });
  });
});
