import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partnerPages } from "~/db/schema/content";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createPartner, createPartnerPage } from "../../../tests/support/factories";
import { drawPage, loaderData, postForm } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminPage, { action as pageAction, loader as pageLoader } from "./page";
import AdminPages, { action as pagesAction, loader as pagesLoader } from "./pages";

// The program pages of the back office as a browser without JavaScript uses them: a plain form
// post, the action's answer, and the page drawn again from it, with what was typed in the fields
// and each message at its field and in the summary.

let test: TestDatabase;
let app: { release(): void };
let partnerId: string;
let pageId: string;

const save = {
  intent: "save",
  path: "program",
  isPublic: "yes",
  titleNl: "Programma",
  titleEn: "Program",
  introNl: "",
  introEn: "",
  bodyNl: "## Welkom",
  bodyEn: "## Welcome",
  listing: "children",
  sessionId: "",
};

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const partner = await createPartner(test.db, { slug: "acme", name: "Acme" });
  partnerId = partner.id;
  pageId = (await createPartnerPage(test.db, partnerId, { path: "program", titleEn: "Program" })).id;
  await createPartnerPage(test.db, partnerId, { path: "taken", titleEn: "Taken" });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("a program page without JavaScript", () => {
  const path = () => `/admin/pages/${pageId}`;
  const draw = async (actionData: unknown) =>
    drawPage(AdminPage, path(), { loaderData: await loaderData(pageLoader, path(), { id: pageId }), actionData });

  it("answers a refused save with what was typed and the messages at their fields", async () => {
    const answer = await postForm(pageAction, path(), { id: pageId }, { ...save, path: "Not A Path", titleEn: "" });
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("page");
    expect(result.initialValue).toMatchObject({ path: "Not A Path", titleNl: "Programma", bodyEn: "## Welcome" });
    expect(result.error).toEqual({ path: ["pages.errors.pathFormat"], titleEn: ["pages.errors.required"] });

    const html = await draw(answer.data);
    expect(html).toContain('value="Not A Path"');
    expect(html).toContain("## Welcome</textarea>");
    expect(html).toMatch(/id="page-isPublic"[^>]*checked/);
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#page-path"');
    expect(html).toContain('href="#page-titleEn"');
    expect(html).toMatch(/id="page-path"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="page-path"/);
    const [row] = await test.db.select().from(partnerPages).where(eq(partnerPages.id, pageId));
    expect(row?.bodyEn).toBe("");
  });

  it("answers a path another page has with 409 at the field, keeping the texts", async () => {
    const answer = await postForm(pageAction, path(), { id: pageId }, { ...save, path: "taken" });
    expect(answer.status).toBe(409);
    expect((answer.data as { result: { error: unknown } }).result.error).toEqual({ path: ["pages.errors.pathTaken"] });
    const html = await draw(answer.data);
    expect(html).toContain("This partner already has a page at this path.");
    expect(html).toContain("## Welkom</textarea>");
  });

  it("saves, says so, and starts the form again from the saved page", async () => {
    const answer = await postForm(pageAction, path(), { id: pageId }, save);
    expect(answer.status).toBe(200);
    const { saved, result } = answer.data as { saved: boolean; result: Record<string, unknown> };
    expect(saved).toBe(true);
    expect(result.initialValue).toBeNull();
    const html = await draw(answer.data);
    expect(html).toContain("## Welcome</textarea>");
    expect(html).not.toContain("Please check these fields");
    const [row] = await test.db.select().from(partnerPages).where(eq(partnerPages.id, pageId));
    expect(row).toMatchObject({ bodyEn: "## Welcome", isPublic: true, listing: "children" });
  });

  it("answers a page that does not exist with the area's 404", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await postForm(pageAction, `/admin/pages/${missing}`, { id: missing }, save)).status).toBe(404);
  });
});

describe("the program page list without JavaScript", () => {
  const draw = async (actionData: unknown) =>
    drawPage(AdminPages, "/admin/pages", { loaderData: await loaderData(pagesLoader, "/admin/pages", {}), actionData });
  const create = { intent: "create", partnerId: "", path: "news", titleNl: "Nieuws", titleEn: "News", isPublic: "" };

  it("answers a refused new page with what was typed and the messages at its fields", async () => {
    const answer = await postForm(pagesAction, "/admin/pages", {}, { ...create, partnerId, path: "taken" });
    expect(answer.status).toBe(409);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("create");
    expect(result.initialValue).toMatchObject({ path: "taken", titleNl: "Nieuws" });
    expect(result.error).toEqual({ path: ["pages.errors.pathTaken"] });
    const html = await draw(answer.data);
    expect(html).toContain('value="taken"');
    expect(html).toContain('value="Nieuws"');
    expect(html).toContain('href="#create-path"');
    expect(html).toContain("This partner already has a page at this path.");

    const empty = await postForm(pagesAction, "/admin/pages", {}, { ...create, partnerId, titleEn: "" });
    expect(empty.status).toBe(400);
    expect((empty.data as { result: { error: unknown } }).result.error).toEqual({ titleEn: ["pages.errors.required"] });
    expect(await draw(empty.data)).toMatch(
      /id="create-titleEn"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="create-titleEn"/,
    );
  });

  it("creates a page and opens it", async () => {
    const answer = await postForm(pagesAction, "/admin/pages", {}, { ...create, partnerId });
    expect(answer.status).toBe(302);
    const [row] = await test.db.select().from(partnerPages).where(eq(partnerPages.path, "news"));
    expect(answer.location).toBe(`/admin/pages/${row?.id}?created=1`);
  });

  it("puts a refused move in the summary, and moves a page", async () => {
    const refused = await postForm(pagesAction, "/admin/pages", {}, { intent: "move", pageId, direction: "sideways" });
    expect(refused.status).toBe(400);
    expect((refused.data as { form: string }).form).toBe("move");
    expect(await draw(refused.data)).toContain("This form was not recognised. Reload the page and try again.");
    const moved = await postForm(pagesAction, "/admin/pages", {}, { intent: "move", pageId, direction: "down" });
    expect(moved.status).toBe(200);
    expect(moved.data).toMatchObject({ done: "moved" });
    expect(await draw(moved.data)).toContain("The order is saved.");
  });
});
