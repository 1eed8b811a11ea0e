import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partners } from "~/db/schema/partners";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-db";
import { pgCode } from "./pg-error.server";

describe("pgCode", () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(() => test.close());

  it("finds the code of a refused write through the driver and Drizzle's wrapper", async () => {
    await test.db.insert(partners).values({ slug: "acme", name: "Acme", brandColor: "#112233" });
    const refused = await test.db
      .insert(partners)
      .values({ slug: "acme", name: "Acme again", brandColor: "#112233" })
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(pgCode(refused)).toBe("23505");
  });

  it("reads the error's own code first, then its cause's", () => {
    expect(pgCode({ code: "23P01" })).toBe("23P01");
    expect(pgCode({ code: "23505", cause: { code: "23P01" } })).toBe("23505");
    expect(pgCode(new Error("wrapped", { cause: { code: "23P01" } }))).toBe("23P01");
  });

  it("has no code for anything else", () => {
    expect(pgCode(new Error("plain"))).toBeUndefined();
    expect(pgCode({ code: 23505 })).toBeUndefined();
    expect(pgCode(null)).toBeUndefined();
    expect(pgCode(undefined)).toBeUndefined();
    expect(pgCode("23505")).toBeUndefined();
  });
});
