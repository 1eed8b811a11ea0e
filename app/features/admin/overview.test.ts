import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAppointment,
  createCoach,
  createMember,
  createPartner,
  createUser,
} from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { enqueueJob } from "../jobs/queue.server";
import { adminOverview, monthOf } from "./overview.server";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

describe("the back office's figures", () => {
  it("takes the month on the administrator's calendar", () => {
    // 1 March, 00:30 in Amsterdam is still February in UTC.
    const { from, until } = monthOf(new Date("2027-02-28T23:30:00Z"), "Europe/Amsterdam");
    expect(from.toISOString()).toBe("2027-02-28T23:00:00.000Z");
    expect(until.toISOString()).toBe("2027-03-31T22:00:00.000Z");
    expect(monthOf(new Date("2027-12-15T12:00:00Z"), "UTC").until.toISOString()).toBe("2028-01-01T00:00:00.000Z");
  });

  it("counts members, practices, partners, this month's sessions and failed jobs", async () => {
    const now = new Date("2027-03-15T12:00:00Z");
    await createMember(test.db, { id: "a", name: "A", email: "a@example.com" });
    await createMember(test.db, { id: "b", name: "B", email: "b@example.com" });
    await createUser(test.db, { id: "c", name: "C", email: "c@example.com", roles: ["coach"] });
    await createPartner(test.db, { slug: "acme", name: "Acme" });
    await createPartner(test.db, { slug: "old", name: "Old", archivedAt: now });
    const coach = await createCoach(test.db, { slug: "c", name: "C", userId: "c" });
    const session = (start: string, status: "confirmed" | "cancelled", memberId: string) =>
      createAppointment(test.db, { coachId: coach.id, memberId, startsAt: start, status });
    await session("2027-03-02T09:00:00Z", "confirmed", "a");
    await session("2027-03-03T09:00:00Z", "cancelled", "a");
    await session("2027-03-04T09:00:00Z", "confirmed", "b");
    await session("2027-04-02T09:00:00Z", "confirmed", "b");
    // Mail that goes out, mail that fails once, mail that keeps failing; then one still waiting.
    const hour = 3_600_000;
    for (const key of ["ok", "recovered", "gave-up"]) {
      await enqueueJob(test.db, { name: "mail", key, runAt: now, payload: { key } });
    }
    const failed = new Set<unknown>();
    const mail = async (payload: Record<string, unknown>) => {
      if (payload.key === "gave-up" || (payload.key === "recovered" && !failed.has(payload.key))) {
        failed.add(payload.key);
        throw new Error("smtp down");
      }
    };
    for (let attempt = 0; attempt < 5; attempt++) {
      await test.queue.runDue({ mail }, new Date(now.getTime() + attempt * 2 * hour));
    }
    await enqueueJob(test.db, { name: "mail", key: "retrying", runAt: now, payload: { key: "gave-up" } });
    await enqueueJob(test.db, {
      name: "mail",
      key: "waiting",
      runAt: new Date(now.getTime() + 99 * hour),
      payload: {},
    });
    await test.queue.runDue({ mail }, new Date(now.getTime() + 10 * hour));
    // Small figures are exact; beyond ten thousand they become estimates (`counts.server.ts`).
    const exact = (value: number) => ({ kind: "exact", value });
    expect(await adminOverview(test.db, now, "Europe/Amsterdam")).toMatchObject({
      members: exact(2),
      coaches: exact(1),
      partners: exact(1),
      sessions: exact(2),
      failedJobs: exact(2),
      gaveUp: exact(1),
    });
  });
});
