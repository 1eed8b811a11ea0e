import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCoach, createPartner, createUser } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { auditSubjects } from "./audit-view.server";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(() => test?.close());

describe("the audit log's sentences", () => {
  it("name people, coaches and partners, and nothing for what is gone or private", async () => {
    const user = await createUser(test.db, { name: "Tessa Molenaar" });
    const coach = await createCoach(test.db, { name: "Mark Jansen" });
    const partner = await createPartner(test.db, { name: "Acme Zorg" });
    const gone = "00000000-0000-4000-8000-000000000000";
    const names = await auditSubjects(
      test.db,
      [
        { entity: "user", entityId: user.id },
        { entity: "coach", entityId: coach.id },
        { entity: "partner", entityId: partner.id },
        { entity: "partner", entityId: gone },
        { entity: "coach", entityId: "not-an-id" },
        { entity: "safety-concern", entityId: gone },
      ],
      "nl",
    );
    expect(names).toEqual({
      [`user:${user.id}`]: "Tessa Molenaar",
      [`coach:${coach.id}`]: "Mark Jansen",
      [`partner:${partner.id}`]: "Acme Zorg",
    });
  });
});
