import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { signedInAdmin } from "../../../tests/support/current-user";
import { createPartner } from "../../../tests/support/factories";
import { drawPage, loaderData, type PostedValues, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminPartners, { action, loader } from "./partners";

// The partner list's form for a new partner as a browser without JavaScript uses it: a plain
// multipart post, the action's answer, and the page drawn again from that answer.

let test: TestDatabase;
let app: { release(): void };
let admin: CurrentUser;
let takenSlug: string;

const path = "/admin/partners";
const post = (values: PostedValues) => postForm(action, path, {}, values, admin);

async function page(actionData: unknown) {
  return drawPage(AdminPartners, path, { loaderData: await loaderData(loader, path, {}, admin), actionData });
}

const good = {
  intent: "create",
  name: "Fit Forward",
  slug: "fit-forward",
  brandColor: "#1d4f91",
  coachingAllowance: "4",
};

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  admin = await signedInAdmin(test.db);
  takenSlug = (await createPartner(test.db)).slug;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the new partner form without JavaScript", () => {
  it("answers refused fields and a refused logo together, keeping what was typed", async () => {
    const answer = await post({
      ...good,
      name: "",
      brandColor: "#ffff00",
      coachingAllowance: "99",
      logo: new File(["not an image"], "logo.png", { type: "image/png" }),
    });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("create");
    expect(result.initialValue).toMatchObject({ slug: "fit-forward", brandColor: "#ffff00", coachingAllowance: "99" });
    expect(result.error).toEqual({
      name: ["partners.errors.required"],
      brandColor: ["partners.errors.colourContrast"],
      coachingAllowance: ["partners.errors.allowance"],
      logo: ["partners.errors.logo-not-an-image"],
    });

    const html = await page(answer.data);
    expect(html).toContain('value="fit-forward"');
    expect(html).toContain('value="#ffff00"');
    expect(html).toContain('value="99"');
    expect(html).toContain("Not saved: please check these fields");
    for (const field of ["name", "brandColor", "coachingAllowance", "logo"]) {
      expect(html).toContain(`href="#create-${field}"`);
    }
    expect(html).toContain("Give a whole number from 0 to 52.");
    expect(html).toContain("The logo is not a JPEG, PNG or WebP image.");
    expect(html).toMatch(/id="create-logo"[^>]*aria-invalid="true"/);
  });

  it("answers an address name in use with 409 at its field", async () => {
    const answer = await post({ ...good, slug: takenSlug });
    expect(answer.status).toBe(409);
    const { result } = answer.data as { result: Record<string, unknown> };
    expect(result.error).toEqual({ slug: ["partners.errors.slugTaken"] });
    const html = await page(answer.data);
    expect(html).toContain("This address name is or was in use by a partner and cannot be used again.");
    expect(html).toContain('value="Fit Forward"');
  });

  it("creates the partner and goes to its page", async () => {
    const answer = await post(good);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin/partners/fit-forward?created=1");
    expect(await page(undefined)).toContain("Fit Forward");
  });

  it("draws the list and the empty form with its defaults before anything is posted", async () => {
    const html = await page(undefined);
    expect(html).toContain('value="#1d4f91"');
    expect(html).not.toContain("Not saved");
    expect(html).toMatch(/<th scope="row"[^>]*><a[^>]*href="\/admin\/partners\/fit-forward"/);
  });
});
