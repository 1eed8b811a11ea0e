import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema/admin";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { changedFields, listAudit, MASKED, recordAudit } from "./audit.server";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

const actor = { id: "admin-1", name: "Sara Jansen", email: "admin@example.com" };

describe("audit trail", () => {
  it("keeps only the changed fields and masks secrets on both sides", () => {
    expect(
      changedFields(
        { name: "Acme", brandColor: "#111111", ssoClientSecret: "old", at: new Date("2026-01-01T00:00:00Z") },
        { name: "Acme", brandColor: "#222222", ssoClientSecret: "new", at: new Date("2026-01-01T00:00:00Z") },
      ),
    ).toEqual({
      before: { brandColor: "#111111", ssoClientSecret: MASKED },
      after: { brandColor: "#222222", ssoClientSecret: MASKED },
    });
    expect(changedFields(null, { name: "Acme", logo: new Uint8Array(3) })).toEqual({
      before: null,
      after: { logo: MASKED, name: "Acme" },
    });
  });

  it("records in the caller's transaction: a rolled-back change leaves no entry", async () => {
    const change = { actor, action: "update", entity: "partner", entityId: "p1", before: { a: 1 }, after: { a: 2 } };
    await expect(
      test.db.transaction(async (tx) => {
        await recordAudit(tx, change);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await listAudit(test.db, { entityId: "p1" })).toEqual([]);
    await test.db.transaction((tx) => recordAudit(tx, change));
    const [entry] = await listAudit(test.db, { entity: "partner", actorId: actor.id });
    expect(entry).toMatchObject({ actorLabel: "Sara Jansen <admin@example.com>", before: { a: 1 }, after: { a: 2 } });
  });

  it("cannot be changed or deleted, not even by a query that tries", async () => {
    await recordAudit(test.db, { actor, action: "create", entity: "partner", entityId: "p2", after: { name: "X" } });
    await expect(test.db.update(auditLog).set({ action: "forged" })).rejects.toThrow();
    await expect(test.db.delete(auditLog)).rejects.toThrow();
    await expect(test.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await listAudit(test.db, {})).length).toBeGreaterThanOrEqual(2);
  });
});
