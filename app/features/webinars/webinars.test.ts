import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser, createWebinar } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { clearOutbox, listOutbox } from "../email/outbox.server";
import { registerForWebinar, unregisterFromWebinar, webinarJobHandlers } from "./webinars.server";

const now = new Date("2027-02-01T09:00:00Z");
const start = new Date("2027-02-03T18:00:00Z");
let test: TestDatabase;
let webinarId: string;
let handlers: ReturnType<typeof webinarJobHandlers>;
const run = (at: Date) => test.queue.runDue(handlers, at);

beforeAll(async () => {
  test = await createTestDatabase();
  handlers = webinarJobHandlers(async () => test.db);
  await createUser(test.db, { id: "eva", name: "Eva", email: "eva@example.com", locale: "en" });
  await createUser(test.db, { id: "jan", name: "Jan", email: "jan@example.com", locale: "nl" });
  const webinar = await createWebinar(test.db, {
    slug: "sleep-live",
    titleNl: "Slaap live",
    titleEn: "Sleep live",
    presenterName: "Sanne de Jong",
    presenterRoleNl: "slaapcoach",
    presenterRoleEn: "sleep coach",
    startsAt: start,
    durationMinutes: 60,
  });
  webinarId = webinar.id;
});

afterAll(async () => {
  await test?.close();
});

beforeEach(() => clearOutbox());

describe("webinar mail", () => {
  it("confirms with an invite at once and reminds an hour before the start, once", async () => {
    await registerForWebinar(test.db, webinarId, "eva", now);
    await registerForWebinar(test.db, webinarId, "eva", now);
    await run(now);
    const [confirmation, ...others] = listOutbox();
    expect(others).toHaveLength(0);
    expect(confirmation?.subject).toBe("You are registered for the webinar: Sleep live");
    expect(confirmation?.attachments?.[0]?.content).toContain("METHOD:REQUEST");
    clearOutbox();
    await run(new Date(start.getTime() - 61 * 60_000));
    expect(listOutbox()).toHaveLength(0);
    await run(new Date(start.getTime() - 59 * 60_000));
    expect(listOutbox().map((mail) => mail.subject)).toEqual(["Starting in an hour: Sleep live"]);
    await run(new Date(start.getTime() - 30 * 60_000));
    expect(listOutbox()).toHaveLength(1);
  });

  it("sends no reminder to someone who cancelled", async () => {
    await registerForWebinar(test.db, webinarId, "jan", now);
    await run(now);
    clearOutbox();
    await unregisterFromWebinar(test.db, webinarId, "jan");
    await run(new Date(start.getTime() - 59 * 60_000));
    expect(listOutbox().filter((mail) => mail.to === "jan@example.com")).toHaveLength(0);
    const reminders = await jobRows(test.db);
    expect(reminders.some((job) => job.key.includes(":jan:reminder:"))).toBe(true);
  });
});
