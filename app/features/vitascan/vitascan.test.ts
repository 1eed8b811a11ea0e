import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { vitascans } from "../../db/schema/vitascan";
import { clearOutbox, listOutbox } from "../email/outbox.server";
import { reminderDate } from "./dates";
import { domains } from "./instrument";
import type { Answers } from "./scoring";
import {
  completedScans,
  completeScan,
  getConsent,
  giveConsent,
  openScan,
  pendingReminder,
  saveStep,
  scanStatus,
  setReminder,
  vitascanJobHandlers,
  withdrawConsent,
} from "./vitascan.server";

const now = new Date("2026-12-01T10:00:00Z");
let test: TestDatabase;
let handlers: ReturnType<typeof vitascanJobHandlers>;

/** A middle answer for every item of a domain. */
const answersFor = (index: number): Answers => {
  const domain = domains[index];
  if (!domain) return {};
  return Object.fromEntries(
    domain.items.map((item) => [item.id, item.kind === "choice" ? (item.scale.options[2]?.value ?? 0) : 30]),
  );
};

beforeAll(async () => {
  test = await createTestDatabase();
  handlers = vitascanJobHandlers(async () => test.db);
  await createUser(test.db, { id: "ann", name: "Ann", email: "ann@example.com", locale: "en" });
  await createUser(test.db, { id: "bob", name: "Bob", email: "bob@example.com", locale: "nl" });
});

afterAll(async () => {
  await test?.close();
});

beforeEach(() => clearOutbox());

describe("a member's vitality scan", () => {
  it("keeps one unfinished scan that every device resumes, step by step", async () => {
    await giveConsent(test.db, "ann", now);
    expect(await getConsent(test.db, "ann")).toMatchObject({ userId: "ann", version: 1 });
    const first = await openScan(test.db, "ann");
    const again = await openScan(test.db, "ann");
    expect(again.id).toBe(first.id);
    await saveStep(test.db, first.id, "ann", answersFor(0), 1);
    await saveStep(test.db, first.id, "ann", answersFor(1), 2);
    const resumed = await openScan(test.db, "ann");
    expect(resumed.step).toBe(2);
    expect(resumed.answers).toMatchObject({ ...answersFor(0), ...answersFor(1) });
    // Not finished: an answer is missing.
    expect(await completeScan(test.db, first.id, "ann", now)).toBeNull();
  });

  it("scores the finished scan, closes it until the interval has passed, and mails when it opens", async () => {
    const scan = await openScan(test.db, "ann");
    for (let index = 2; index < domains.length; index++)
      await saveStep(test.db, scan.id, "ann", answersFor(index), index + 1);
    const result = await completeScan(test.db, scan.id, "ann", now);
    expect(result?.domains).toHaveLength(8);
    const status = await scanStatus(test.db, "ann");
    expect(status.latest?.id).toBe(scan.id);
    expect(status.opensAt?.toISOString()).toBe("2027-03-01T10:00:00.000Z");
    expect(await pendingReminder(test.db, "ann")).toEqual(new Date("2027-03-01T10:00:00Z"));
    expect(await test.queue.runDue(handlers, new Date("2027-03-01T09:59:00Z"))).toBe(0);
    expect(await test.queue.runDue(handlers, new Date("2027-03-01T10:00:00Z"))).toBe(1);
    expect(listOutbox().map((mail) => [mail.to, mail.subject])).toEqual([
      ["ann@example.com", "Your new vitality scan is ready"],
    ]);
  });

  it("confirms a reminder at once and sends it on the day", async () => {
    const at = reminderDate("week", now, "Europe/Amsterdam");
    await setReminder(test.db, "bob", at, now);
    await test.queue.runDue(handlers, now);
    expect(listOutbox().map((mail) => mail.subject)).toEqual([
      `We herinneren je op ${new Intl.DateTimeFormat("nl-NL", { dateStyle: "long", timeZone: "Europe/Amsterdam" }).format(at)}`,
    ]);
    clearOutbox();
    await test.queue.runDue(handlers, at);
    expect(listOutbox().map((mail) => mail.subject)).toEqual(["Tijd voor je vitaliteitsscan"]);
    expect(listOutbox()[0]?.text).toContain("/nl/vitascan");
  });

  it("shows a member only their own scans", async () => {
    expect(await completedScans(test.db, "bob")).toEqual([]);
    expect((await completedScans(test.db, "ann")).length).toBe(1);
  });

  it("deletes every scan and pending reminder when consent is withdrawn", async () => {
    await setReminder(test.db, "ann", reminderDate("month", now, "Europe/Amsterdam"), now);
    await withdrawConsent(test.db, "ann");
    expect(await getConsent(test.db, "ann")).toBeNull();
    expect(await test.db.select().from(vitascans).where(eq(vitascans.userId, "ann"))).toEqual([]);
    expect(await pendingReminder(test.db, "ann")).toBeNull();
    const left = await jobRows(test.db, "vitascan-mail");
    expect(left.filter((job) => job.key.startsWith("vitascan:ann:") && job.state !== "completed")).toEqual([]);
  });
});
