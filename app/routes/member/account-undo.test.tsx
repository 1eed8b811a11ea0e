import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { vitascans } from "~/db/schema/vitascan";
import { drawPage, loaderData, logIn, postForm, servedAccountPages, TESS } from "../../../tests/support/account-routes";
import { currentUserOf } from "../../../tests/support/current-user";
import { createMember, createVitascan, createVitascanConsent } from "../../../tests/support/factories";
import Account, { action, loader } from "./account";
import type { AccountAnswer } from "./account.server";

// Withdrawing the scan's consent on the account page answers with an "Undo" for 30 seconds that
// puts the consent and every scan back; another member's press of it changes nothing.

const served = servedAccountPages();
const run = `10.${randomInt(1, 255)}.${randomInt(1, 255)}`;
let tess: Awaited<ReturnType<typeof logIn>>;
const call = (n: number) => ({
  path: "/en/account",
  params: { lng: "en" },
  user: tess.user,
  headers: { cookie: tess.cookie },
  clientIp: `${run}.${n}`,
});

beforeAll(async () => {
  tess = await logIn(TESS.email, TESS.password, `${run}.100`);
});

describe("undoing a withdrawal of the scan's consent", () => {
  it("hides the scans at once, and undo puts them back for the member only", async () => {
    await createVitascanConsent(served.db, tess.user.id, { consentedAt: new Date("2026-11-01T09:00:00Z") });
    const scan = await createVitascan(served.db, tess.user.id);
    const withdrawn = await postForm(action, call(1), { intent: "withdraw-vitascan" });
    const answer = withdrawn.data as AccountAnswer;
    expect(answer.undo?.token).toEqual(expect.any(String));
    expect(await served.db.select().from(vitascans).where(eq(vitascans.userId, tess.user.id))).toEqual([]);
    const html = await drawPage(Account, call(1), {
      loaderData: await loaderData(loader, call(1)),
      actionData: answer,
    });
    expect(html).toContain("Your consent has been withdrawn and your scans deleted.");
    expect(html).toContain("You can undo this for 30 seconds.");
    expect(html).toContain("You have not given consent; no scans are kept.");

    // Another member posting Tess's token: refused in words, nothing of Tess's comes back.
    const other = await createMember(served.db, { locale: "en" });
    const stolen = await postForm(
      action,
      { ...call(2), user: currentUserOf(other, ["member"]), headers: {} },
      { intent: "undo", token: answer.undo?.token ?? "" },
    );
    expect(stolen.status).toBe(422);
    expect((stolen.data as AccountAnswer).undoRefused).toBe("invalid");
    expect(await served.db.select().from(vitascans).where(eq(vitascans.userId, tess.user.id))).toEqual([]);

    const undone = await postForm(action, call(3), { intent: "undo", token: answer.undo?.token ?? "" });
    expect(undone.status).toBe(200);
    expect((undone.data as AccountAnswer).undone).toBe(true);
    expect(
      (await served.db.select().from(vitascans).where(eq(vitascans.userId, tess.user.id))).map((row) => row.id),
    ).toEqual([scan.id]);
    const after = await drawPage(Account, call(3), {
      loaderData: await loaderData(loader, call(3)),
      actionData: undone.data,
    });
    expect(after).toContain("Undone: your consent and all your scans are back.");
    expect(after).toContain("Withdraw consent and delete my scans");

    const again = await postForm(action, call(4), { intent: "undo", token: answer.undo?.token ?? "" });
    expect(again.status).toBe(409);
    expect((again.data as AccountAnswer).undoRefused).toBe("gone");
  });
});
