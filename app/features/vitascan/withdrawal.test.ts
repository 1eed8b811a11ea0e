import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { users } from "../../db/schema/accounts";
import { vitascans, vitascanWithdrawals } from "../../db/schema/vitascan";
import { checkUndo, issueUndo } from "../undo/undo.server";
import { reminderDate } from "./dates";
import { domains } from "./instrument";
import {
  completedScans,
  completeScan,
  getConsent,
  giveConsent,
  openScan,
  pendingReminder,
  saveStep,
  setReminder,
  undoWithdrawal,
  vitascanJobHandlers,
  withdrawConsent,
} from "./vitascan.server";

const now = new Date("2026-12-01T10:00:00Z");
const secret = "a-test-secret-of-thirty-two-characters!";
const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
let test: TestDatabase;
let handlers: ReturnType<typeof vitascanJobHandlers>;

const allAnswers = Object.fromEntries(
  domains.flatMap((domain) =>
    domain.items.map((item) => [item.id, item.kind === "choice" ? (item.scale.options[2]?.value ?? 0) : 30]),
  ),
);

/** A member with consent, one finished scan, one open scan and a pending reminder. */
async function memberWithScans(id: string) {
  await createUser(test.db, { id, name: id, email: `${id}@example.com`, locale: "en" });
  await giveConsent(test.db, id, now);
  const scan = await openScan(test.db, id);
  await saveStep(test.db, scan.id, id, allAnswers, 1);
  await completeScan(test.db, scan.id, id, now);
  const open = await openScan(test.db, id);
  await saveStep(test.db, open.id, id, { [Object.keys(allAnswers)[0] as string]: 1 }, 1);
  await setReminder(test.db, id, reminderDate("month", now, "Europe/Amsterdam"), now);
  return { finished: scan.id, open: open.id };
}

const scansOf = (id: string) => test.db.select().from(vitascans).where(eq(vitascans.userId, id));
const heldFor = (id: string) => test.db.select().from(vitascanWithdrawals).where(eq(vitascanWithdrawals.userId, id));

beforeAll(async () => {
  test = await createTestDatabase();
  handlers = vitascanJobHandlers(async () => test.db);
});

afterAll(async () => {
  await test?.close();
});

describe("withdrawing vitascan consent, with 30 seconds to undo", () => {
  it("hides everything at once and puts back exactly the same on undo", async () => {
    await memberWithScans("ann");
    const before = await scansOf("ann");
    const consentBefore = await getConsent(test.db, "ann");
    const reminderBefore = await pendingReminder(test.db, "ann");
    expect(before).toHaveLength(2);
    expect(reminderBefore).not.toBeNull();

    const { withdrawnAt } = await withdrawConsent(test.db, "ann", now);
    expect(await getConsent(test.db, "ann")).toBeNull();
    expect(await scansOf("ann")).toEqual([]);
    expect(await completedScans(test.db, "ann")).toEqual([]);
    expect(await pendingReminder(test.db, "ann")).toBeNull();
    const purge = (await jobRows(test.db, "vitascan-purge")).filter((job) => job.data.userId === "ann");
    expect(purge).toHaveLength(1);
    expect(purge[0]?.startAfter.toISOString()).toBe(later(30).toISOString());

    expect(await undoWithdrawal(test.db, "ann", withdrawnAt, later(29))).toBe(true);
    expect(await getConsent(test.db, "ann")).toEqual(consentBefore);
    expect(await scansOf("ann")).toEqual(before);
    expect(await pendingReminder(test.db, "ann")).toEqual(reminderBefore);
    expect(await heldFor("ann")).toEqual([]);
    // The purge job is gone with the withdrawal, and a second undo has nothing to put back.
    expect((await jobRows(test.db, "vitascan-purge")).filter((job) => job.data.userId === "ann")).toEqual([]);
    expect(await undoWithdrawal(test.db, "ann", withdrawnAt, later(29))).toBe(false);
  });

  it("purges after 30 seconds, after which undo changes nothing", async () => {
    await memberWithScans("bea");
    const { withdrawnAt } = await withdrawConsent(test.db, "bea", now);
    // Early (a job run before its time) the purge leaves the withdrawal to be undone.
    await handlers["vitascan-purge"]?.({ userId: "bea" }, later(10));
    expect(await heldFor("bea")).toHaveLength(1);
    await handlers["vitascan-purge"]?.({ userId: "bea" }, later(30));
    expect(await heldFor("bea")).toEqual([]);
    expect(await undoWithdrawal(test.db, "bea", withdrawnAt, later(20))).toBe(false);
    expect(await scansOf("bea")).toEqual([]);
    expect(await getConsent(test.db, "bea")).toBeNull();
  });

  it("refuses an undo at 30 seconds even before the purge ran", async () => {
    await memberWithScans("cas");
    const { withdrawnAt } = await withdrawConsent(test.db, "cas", now);
    expect(await undoWithdrawal(test.db, "cas", withdrawnAt, later(30))).toBe(false);
    expect(await scansOf("cas")).toEqual([]);
    expect(await heldFor("cas")).toHaveLength(1);
  });

  it("keeps a consent and open scan given since, and adds the old finished scans back", async () => {
    const ids = await memberWithScans("dan");
    const { withdrawnAt } = await withdrawConsent(test.db, "dan", now);
    await giveConsent(test.db, "dan", later(5));
    const fresh = await openScan(test.db, "dan");
    expect(await undoWithdrawal(test.db, "dan", withdrawnAt, later(10))).toBe(true);
    const rows = await scansOf("dan");
    expect(rows.map((row) => row.id).sort()).toEqual([ids.finished, fresh.id].sort());
    expect((await getConsent(test.db, "dan"))?.consentedAt).toEqual(later(5));
  });

  it("deletes the held data with the account at once", async () => {
    await memberWithScans("eve");
    await withdrawConsent(test.db, "eve", now);
    await test.db.delete(users).where(eq(users.id, "eve"));
    expect(await heldFor("eve")).toEqual([]);
  });
});

describe("undo tokens", () => {
  it("open for their owner and kind within 30 seconds only", () => {
    const offer = issueUndo("vitascan-withdrawal", "ann", { withdrawnAt: now.toISOString() }, now, secret);
    expect(offer.expiresAt).toBe(later(30).toISOString());
    expect(checkUndo(offer.token, "vitascan-withdrawal", "ann", later(29), secret)).toMatchObject({
      ok: true,
      data: { withdrawnAt: now.toISOString() },
    });
    expect(checkUndo(offer.token, "vitascan-withdrawal", "ann", later(30), secret)).toEqual({
      ok: false,
      reason: "expired",
    });
    // Another person's token, another kind, another secret, or a changed token: refused.
    expect(checkUndo(offer.token, "vitascan-withdrawal", "bob", later(1), secret)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(checkUndo(offer.token, "partner-archive", "ann", later(1), secret)).toMatchObject({ ok: false });
    expect(checkUndo(offer.token, "vitascan-withdrawal", "ann", later(1), `${secret}x`)).toMatchObject({ ok: false });
    const tampered = `${offer.token.slice(0, -2)}${offer.token.endsWith("A") ? "B" : "A"}A`;
    expect(checkUndo(tampered, "vitascan-withdrawal", "ann", later(1), secret)).toMatchObject({ ok: false });
    expect(checkUndo(undefined, "vitascan-withdrawal", "ann", later(1), secret)).toMatchObject({ ok: false });
  });
});
