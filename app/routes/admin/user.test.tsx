import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema/accounts";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { signedInAdmin } from "../../../tests/support/current-user";
import { createMember, createPartner } from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminPerson, { action, loader } from "./user";

// A person's page in the back office as a browser without JavaScript uses it: a plain form post,
// the action's answer, and the page drawn again from that answer, with what was typed in the
// fields and each message at its field and in the one summary.

let test: TestDatabase;
let app: { release(): void };
let admin: CurrentUser;
let personId: string;
let partner: { id: string; name: string };

const post = (id: string, values: PostedValues) => postForm(action, `/admin/users/${id}`, { id }, values, admin);

async function page(id: string, actionData: unknown) {
  const path = `/admin/users/${id}`;
  return drawPage(AdminPerson, path, { loaderData: await loaderData(loader, path, { id }, admin), actionData });
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  admin = await signedInAdmin(test.db);
  personId = (await createMember(test.db, { name: "Tessa Molenaar", email: "tessa@example.com" })).id;
  partner = await createPartner(test.db, { name: "Fit Forward" });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("a person's page without JavaScript", () => {
  it("answers a wrong confirmation address with 422 at its field, keeping what was typed, and deletes nothing", async () => {
    const answer = await post(personId, { intent: "delete", confirmEmail: "someone@example.com" });
    expect(answer.status).toBe(422);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("delete");
    expect(result.initialValue).toMatchObject({ confirmEmail: "someone@example.com" });
    expect(result.error).toEqual({ confirmEmail: ["people.errors.confirmMismatch"] });

    const html = await page(personId, answer.data);
    expect(html).toContain('value="someone@example.com"');
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#delete-confirmEmail"');
    expect(html).toContain("That is not this account&#x27;s email address. Nothing was deleted.");
    expect(html).toMatch(/id="delete-confirmEmail"[^>]*aria-invalid="true"/);
    expect(await test.db.select().from(users).where(eq(users.id, personId))).toHaveLength(1);
  });

  it("asks for a partner at the partner field, then makes the person its administrator", async () => {
    const refused = await post(personId, { intent: "grant-partner-admin", partnerId: "" });
    expect(refused.status).toBe(400);
    expect((refused.data as { form: string }).form).toBe("partner");
    const html = await page(personId, refused.data);
    expect(html).toContain('href="#partner-partnerId"');
    expect(html).toMatch(/<select id="partner-partnerId"[^>]*aria-invalid="true"/);
    expect(html).toContain("Choose a partner.");

    const granted = await post(personId, { intent: "grant-partner-admin", partnerId: partner.id });
    expect(granted.status).toBe(200);
    const done = await page(personId, granted.data);
    expect(done).toContain("The person now administers the partner.");
    expect(done).toContain("Stop administering Fit Forward");
    expect(done).not.toContain("Please check these fields");
  });

  it("answers a refused button in the summary: nobody deactivates themself, an address verified gets no link", async () => {
    const self = await post(admin.id, { intent: "deactivate" });
    expect(self.status).toBe(409);
    expect((self.data as { form: string }).form).toBe("account");
    expect(await page(admin.id, self.data)).toContain("You cannot deactivate or delete your own account here.");
    const unknown = await post(personId, { intent: "explode" });
    expect(unknown.status).toBe(400);
    expect(await page(personId, unknown.data)).toContain("We could not process this form.");
    expect(await post("nobody-here", { intent: "reactivate" })).toMatchObject({ status: 404 });
  });
});
