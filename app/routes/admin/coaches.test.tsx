import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "~/features/accounts/session.server";
import { inviteCoaches } from "~/features/admin/invitations.server";
import { parseInviteText } from "~/features/admin/invite-list";
import { serveAppFrom } from "../../../tests/support/app-database";
import { signedInAdmin } from "../../../tests/support/current-user";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminCoaches, { action, loader } from "./coaches";

// The coaches page as a browser without JavaScript uses it: a plain form post, the action's
// answer, and the page drawn again from that answer, with what was typed in the invitation form
// and each message at its field and in the one summary.

let test: TestDatabase;
let app: { release(): void };
let admin: CurrentUser;

const path = "/admin/coaches";
const post = (values: PostedValues) => postForm(action, path, {}, values, admin);
const list = () => loaderData(loader, path, {}, admin) as ReturnType<typeof loader>;

async function page(actionData: unknown) {
  return drawPage(AdminCoaches, path, { loaderData: await list(), actionData });
}

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  admin = await signedInAdmin(test.db);
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the coaches page without JavaScript", () => {
  it("answers an empty list with its message at the field, keeping the language chosen", async () => {
    const answer = await post({ intent: "invite", list: "   ", lng: "en" });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("invite");
    expect(result.error).toEqual({ list: ["coaches.errors.list-empty"] });
    const html = await page(answer.data);
    expect(html).toContain("Nothing was sent:");
    expect(html).toContain('href="#invite-list"');
    expect(html).toContain("Enter at least one name and address, or choose a file.");
    expect(html).toMatch(/<select id="invite-lng"[^>]*>.*?<option value="en" selected=""/);
    expect(html).toMatch(/<textarea[^>]*id="invite-list"[^>]*aria-invalid="true"/);
  });

  it("answers a language it does not offer and a file it cannot read, keeping the pasted lines", async () => {
    const lines = "Eva de Wit <eva@example.com>";
    const refused = await post({ intent: "invite", list: lines, lng: "de" });
    expect(refused.status).toBe(400);
    expect((refused.data as { result: { error: unknown } }).result.error).toEqual({ lng: ["coaches.errors.language"] });
    const html = await page(refused.data);
    expect(html).toContain("Eva de Wit &lt;eva@example.com&gt;</textarea>");
    expect(html).toContain('href="#invite-lng"');
    expect(html).toContain("Choose Dutch or English.");

    const file = new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], "coaches.csv", { type: "text/csv" });
    const unreadable = await post({ intent: "invite", list: "", lng: "nl", file });
    expect(unreadable.status).toBe(400);
    expect((unreadable.data as { result: { error: unknown } }).result.error).toEqual({
      file: ["coaches.errors.list-unreadable"],
    });
    expect(await page(unreadable.data)).toMatch(/id="invite-file"[^>]*aria-invalid="true"/);
  });

  it("withdraws a pending invitation once, then answers 409 in the summary; an unknown one is the 404 page", async () => {
    const { rows } = parseInviteText("Tom Bos <tom@example.com>");
    await inviteCoaches(test.db, admin, rows, "nl", { origin: "http://localhost", now: new Date(), send: false });
    const { pending } = await list();
    const id = pending[0]?.id as string;
    const first = await post({ intent: "withdraw", id });
    expect((first.data as { done: string }).done).toBe("withdraw");
    const again = await post({ intent: "withdraw", id });
    expect(again.status).toBe(409);
    expect((again.data as { form: string }).form).toBe("invitation");
    expect(await page(again.data)).toContain("This invitation was already accepted or withdrawn.");
    expect(await post({ intent: "resend", id: "00000000-0000-4000-8000-000000000000", lng: "en" })).toMatchObject({
      status: 404,
    });
    const tampered = await post({ intent: "publish", id: "1 or 1=1" });
    expect(tampered.status).toBe(400);
    expect(await page(tampered.data)).toContain("This form could not be read. Reload the page and try again.");
  });
});
