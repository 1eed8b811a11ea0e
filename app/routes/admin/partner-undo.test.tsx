import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { partners } from "~/db/schema/partners";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { signedInAdmin } from "../../../tests/support/current-user";
import { createPartner } from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminPartner, { action, loader } from "./partner";
import type { PartnerAnswer } from "./partner.server";

// Archiving a partner answers with an "Undo" for 30 seconds, for the administrator who archived.

let test: TestDatabase;
let app: { release(): void };
let admin: CurrentUser;
let other: CurrentUser;

const post = async (slug: string, values: PostedValues, user = admin) => {
  const answer = await postForm(action, `/admin/partners/${slug}`, { slug }, values, user);
  return { status: answer.status, data: answer.data as PartnerAnswer };
};
const archivedAt = async (slug: string) =>
  (await test.db.select({ at: partners.archivedAt }).from(partners).where(eq(partners.slug, slug)))[0]?.at ?? null;

async function page(slug: string, actionData: unknown) {
  const path = `/admin/partners/${slug}`;
  return drawPage(AdminPartner, path, { loaderData: await loaderData(loader, path, { slug }, admin), actionData });
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  admin = await signedInAdmin(test.db);
  other = await signedInAdmin(test.db);
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  app.release();
  await test.close();
});

describe("undoing the archiving of a partner", () => {
  it("offers an undo that unarchives, for its own administrator and partner only, once", async () => {
    const { slug } = await createPartner(test.db, { name: "Fit Forward" });
    const { slug: elsewhere } = await createPartner(test.db, { name: "Elsewhere" });
    const archived = await post(slug, { intent: "archive" });
    expect(archived.data).toMatchObject({ done: "archived", undo: { token: expect.any(String) } });
    expect(await archivedAt(slug)).not.toBeNull();
    const html = await page(slug, archived.data);
    expect(html).toContain("You can undo this for 30 seconds.");
    expect(html).toContain('aria-label="Undo archiving Fit Forward"');

    const token = archived.data.undo?.token ?? "";
    expect(await post(slug, { intent: "undo", token }, other)).toMatchObject({
      status: 422,
      data: { undoRefused: "invalid" },
    });
    await post(elsewhere, { intent: "archive" });
    expect(await post(elsewhere, { intent: "undo", token })).toMatchObject({ data: { undoRefused: "invalid" } });
    expect(await archivedAt(elsewhere)).not.toBeNull();
    expect(await archivedAt(slug)).not.toBeNull();

    const undone = await post(slug, { intent: "undo", token });
    expect(undone).toMatchObject({ status: 200, data: { undone: true, done: "unarchived" } });
    expect(await archivedAt(slug)).toBeNull();
    expect(await post(slug, { intent: "undo", token })).toMatchObject({ status: 409, data: { undoRefused: "gone" } });
    expect(await page(slug, (await post(slug, { intent: "undo", token })).data)).toContain(
      "There is nothing left to undo",
    );
  });

  it("refuses the undo after 30 seconds and leaves the partner archived", async () => {
    const { slug } = await createPartner(test.db, { name: "Late Ltd" });
    const archived = await post(slug, { intent: "archive" });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 30_001 });
    try {
      const late = await post(slug, { intent: "undo", token: archived.data.undo?.token ?? "" });
      expect(late).toMatchObject({ status: 422, data: { undoRefused: "expired" } });
    } finally {
      vi.useRealTimers();
    }
    expect(await archivedAt(slug)).not.toBeNull();
  });
});
