import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinLinks, partners } from "~/db/schema/partners";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { signedInAdmin } from "../../../tests/support/current-user";
import { createPartner } from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminPartner, { action, loader } from "./partner";

// A partner's page in the back office as a browser without JavaScript uses it: a plain form post,
// the action's answer, and the page drawn again from that answer, with what was typed in the
// fields (never the client secret) and each message at its field and in the one summary.

let test: TestDatabase;
let app: { release(): void };
let admin: CurrentUser;
let slug: string;
let partnerId: string;

const post = (values: PostedValues, at = slug) =>
  postForm(action, `/admin/partners/${at}`, { slug: at }, values, admin);

async function page(actionData: unknown) {
  const path = `/admin/partners/${slug}`;
  return drawPage(AdminPartner, path, { loaderData: await loaderData(loader, path, { slug }, admin), actionData });
}

const settings = {
  intent: "update",
  name: "Fit Forward",
  brandColor: "#1d4f91",
  coachingAllowance: "4",
  taglineNl: "Samen fit",
  taglineEn: "Fit together",
  loginMethods: "password",
  emailDomains: "",
  ssoIssuer: "",
  ssoClientId: "",
  ssoClientSecret: "",
};

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  admin = await signedInAdmin(test.db);
  const partner = await createPartner(test.db, { name: "Fit Forward" });
  slug = partner.slug;
  partnerId = partner.id;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("a partner's page without JavaScript", () => {
  it("answers refused settings with what was typed, the messages at their fields, and never the secret", async () => {
    const answer = await post({
      ...settings,
      name: "",
      coachingAllowance: "99",
      taglineEn: "Fit, together",
      loginMethods: "sso",
      emailDomains: "not a domain",
      ssoClientSecret: "s3cret-typed-here",
    });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("settings");
    expect(result.initialValue).toMatchObject({
      coachingAllowance: "99",
      taglineEn: "Fit, together",
      loginMethods: "sso",
    });
    expect(result.error).toEqual({
      name: ["partners.errors.required"],
      coachingAllowance: ["partners.errors.allowance"],
      emailDomains: ["partners.errors.domain"],
      ssoIssuer: ["partners.errors.ssoIncomplete"],
      ssoClientId: ["partners.errors.ssoIncomplete"],
    });
    expect(JSON.stringify(answer.data)).not.toContain("s3cret-typed-here");

    const html = await page(answer.data);
    expect(html).not.toContain("s3cret-typed-here");
    expect(html).toContain('value="99"');
    expect(html).toContain('value="Fit, together"');
    expect(html).toMatch(/<textarea[^>]*id="settings-emailDomains"[^>]*>not a domain<\/textarea>/);
    expect(html).toMatch(
      /<input[^>]*type="radio"[^>]*value="sso"[^>]*checked=""|<input[^>]*checked=""[^>]*value="sso"/,
    );
    expect(html).toContain("Not saved: please check these fields");
    for (const field of ["name", "coachingAllowance", "emailDomains", "ssoIssuer"]) {
      expect(html).toContain(`href="#settings-${field}"`);
    }
    expect(html).toContain("Give a whole number from 0 to 52.");
    expect(html).toContain("Single sign-on needs the issuer and the client ID.");
    const [row] = await test.db.select().from(partners).where(eq(partners.id, partnerId));
    expect(row?.coachingAllowance).not.toBe(99);
  });

  it("saves the settings, says so, and starts the form again from the saved partner", async () => {
    const answer = await post(settings);
    expect(answer.status).toBe(200);
    const { done, result } = answer.data as { done: string; result: Record<string, unknown> };
    expect(done).toBe("saved");
    expect(result.initialValue).toBeNull();
    const html = await page(answer.data);
    expect(html).toContain("The settings were saved.");
    expect(html).toContain('value="Fit together"');
    expect(html).not.toContain("Not saved");
  });

  it("puts a refused join link at its own form, and answers an unknown form at the settings", async () => {
    const refused = await post({ intent: "create-link", linkSlug: "", expiresOn: "", maxUses: "0" });
    expect(refused.status).toBe(400);
    expect((refused.data as { form: string }).form).toBe("link");
    const html = await page(refused.data);
    expect(html).toContain('href="#link-maxUses"');
    expect(html).toMatch(/id="link-maxUses"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="link-maxUses"/);
    expect(html).toContain('value="0"');
    expect(html).toContain("Give a whole number of at least 1, or leave it empty.");

    const unknown = await post({ intent: "explode" });
    expect(unknown.status).toBe(400);
    expect(await page(unknown.data)).toContain("This form is not known on this page.");
  });

  it("archives the partner, then refuses a new link with 409 in the summary, and answers an unknown partner with 404", async () => {
    const archived = await post({ intent: "archive" });
    expect((archived.data as { done: string }).done).toBe("archived");
    const refused = await post({ intent: "create-link", linkSlug: "late", expiresOn: "", maxUses: "" });
    expect(refused.status).toBe(409);
    expect((refused.data as { result: { error: unknown } }).result.error).toEqual({
      "": ["partners.errors.archivedNoLinks"],
    });
    expect(await test.db.select().from(joinLinks).where(eq(joinLinks.partnerId, partnerId))).toHaveLength(0);
    expect(await post({ intent: "archive" }, "no-such-partner")).toMatchObject({ status: 404 });
    expect(await post({ intent: "revoke-link", linkId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      status: 404,
    });
  });
});
