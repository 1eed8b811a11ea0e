import { expectNoA11yViolations } from "../support/axe";
import { expect, statusLine, test } from "../support/fixtures";
import { elsewhere, logIn, makeAdministrator, onboardedMember } from "../support/people";

// The back office writes media, in both languages: an administrator writes an article with a
// heading, a link and a script tag, previews it (the script is gone, as on the members' page),
// schedules it, and members see it only once it is published. The English administrator is the
// demo's admin@example.com; the Dutch one is a fresh Dutch account that the English one makes
// administrator.
//
// Time: the schedule is the form's suggestion, tomorrow at nine on the administrator's clock, so
// the item is certainly not yet due while the test looks for it (no sleep, no race with a minute
// boundary); "publish now" then stands for its time having come. That members see a scheduled item
// exactly from its time, and not a moment before, is shown with the clock as a parameter in
// `app/features/admin/media-admin.test.ts`.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = "admin@example.com";
const stamp = `${Date.now()}${Math.round(Math.random() * 1e4)}`;
const BODY =
  "## Slaap als basis\n\nLees [meer over slaap](https://example.org/slaap).\n\n<script>window.__pwned = 1</script>";

const words = {
  en: {
    type: "Type",
    topic: "Topic",
    titleNl: "Title (Dutch)",
    titleEn: "Title (English)",
    slug: "Address (slug)",
    create: "Create draft",
    summaryNl: "Summary (Dutch)",
    summaryEn: "Summary (English)",
    bodyNl: "Text in Markdown (Dutch)",
    bodyEn: "Text in Markdown (English)",
    save: "Save",
    saved: "Saved.",
    preview: "Preview",
    previewEn: "Preview in English",
    previewNl: "Preview in Dutch",
    schedule: "Schedule",
    scheduled: "Scheduled.",
    publishNow: "Publish now",
    published: "Published: members see it now.",
    badge: { draft: "Draft", scheduled: "Scheduled", published: "Published" },
    slugTaken: "Another item uses or used this address. Choose another.",
    summary: "Please check these fields",
  },
  nl: {
    type: "Soort",
    topic: "Onderwerp",
    titleNl: "Titel (Nederlands)",
    titleEn: "Titel (Engels)",
    slug: "Adres (slug)",
    create: "Concept maken",
    summaryNl: "Samenvatting (Nederlands)",
    summaryEn: "Samenvatting (Engels)",
    bodyNl: "Tekst in Markdown (Nederlands)",
    bodyEn: "Tekst in Markdown (Engels)",
    save: "Opslaan",
    saved: "Opgeslagen.",
    preview: "Voorbeeld",
    previewEn: "Voorbeeld in het Engels",
    previewNl: "Voorbeeld in het Nederlands",
    schedule: "Inplannen",
    scheduled: "Ingepland.",
    publishNow: "Nu publiceren",
    published: "Gepubliceerd: leden zien het nu.",
    badge: { draft: "Concept", scheduled: "Ingepland", published: "Gepubliceerd" },
    slugTaken: "Een ander item gebruikt of gebruikte dit adres. Kies een ander.",
    summary: "Controleer deze velden",
  },
} as const;

// A draft under a slug that is taken is refused with 409, which the browser logs.
test.use({ allowedConsoleErrors: statusLine(409) });

for (const lng of ["en", "nl"] as const) {
  const w = words[lng];
  const slug = `e2e-${lng}-${stamp}`;
  const marker = `Zonnebloem${lng}${stamp}`;

  test(`an administrator writes, previews, schedules and publishes an article (${lng})`, async ({ page, browser }) => {
    if (lng === "en") {
      await logIn(page, "en", ADMIN);
    } else {
      const email = await onboardedMember(page, "Roos de Redacteur", { lng: "nl" });
      await makeAdministrator(browser, email);
    }

    // A draft from the list page.
    await page.goto("/admin/media");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Media");
    await expectNoA11yViolations(page);
    await page.locator("summary", { hasText: lng === "nl" ? "Nieuw item" : "New item" }).click();
    await page.getByLabel(w.type, { exact: true }).selectOption("article");
    await page.getByLabel(w.topic, { exact: true }).selectOption("sleep");
    await page.getByLabel(w.titleNl).fill(`Slapen ${marker}`);
    await page.getByLabel(w.titleEn).fill(`Sleeping ${marker}`);
    await page.getByLabel(w.slug).fill(slug);
    await page.getByRole("button", { name: w.create }).click();
    await expect(page).toHaveURL(/\/admin\/media\/[0-9a-f-]{36}\?created=1$/);
    const itemUrl = page.url().replace(/\?.*$/, "");
    await expect(page.getByText(w.badge.draft, { exact: true })).toBeVisible();

    // The texts, with a live preview rendered and cleaned as members get it.
    await page.getByLabel(w.summaryNl).fill("Waarom slaap telt.");
    await page.getByLabel(w.summaryEn).fill("Why sleep matters.");
    await page.getByLabel(w.bodyNl).fill(BODY);
    await page.getByLabel(w.bodyEn).fill(BODY.replace("Slaap als basis", "Sleep first"));
    const previewEn = page.getByRole("article", { name: w.previewEn });
    const previewNl = page.getByRole("article", { name: w.previewNl });
    await expect(previewEn.getByRole("heading", { name: "Sleep first" })).toBeVisible();
    await expect(previewNl.getByRole("heading", { name: "Slaap als basis" })).toBeVisible();
    await expect(previewNl.getByRole("link", { name: "meer over slaap" })).toHaveAttribute(
      "href",
      "https://example.org/slaap",
    );
    await expect(previewEn.locator("script")).toHaveCount(0);
    await expect(previewNl).not.toContainText("__pwned");
    // The preview button (the way without script) shows the same.
    await page.getByRole("button", { name: w.preview, exact: true }).click();
    await expect(previewNl.getByRole("heading", { name: "Slaap als basis" })).toBeVisible();
    await expect(page.locator("article script")).toHaveCount(0);
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoA11yViolations(page);

    // Scheduled for the suggested time, tomorrow at nine: not yet for members.
    await page.getByRole("button", { name: w.schedule, exact: true }).click();
    await expect(page.getByText(w.scheduled, { exact: true })).toBeVisible();
    await expect(page.getByText(w.badge.scheduled, { exact: true })).toBeVisible();

    const visitor = await elsewhere(browser);
    await visitor.page.goto(`/${lng}/media?q=${marker}`);
    await expect(visitor.page.getByRole("link", { name: new RegExp(marker) })).toHaveCount(0);
    expect((await visitor.page.request.get(`/${lng}/media/id/${slug}`)).status()).toBe(404);

    // Its time comes: published now, and there it is, without the script.
    await page.goto(itemUrl);
    await page.getByRole("button", { name: w.publishNow }).click();
    await expect(page.getByText(w.published, { exact: true })).toBeVisible();
    await visitor.page.goto(`/${lng}/media?q=${marker}`);
    await visitor.page.getByRole("link", { name: new RegExp(marker) }).click();
    await expect(visitor.page).toHaveURL(new RegExp(`/${lng}/media/id/${slug}$`));
    await expect(
      visitor.page.getByRole("heading", { name: lng === "nl" ? "Slaap als basis" : "Sleep first" }),
    ).toBeVisible();
    await expect(visitor.page.locator(".prose-vitaal script")).toHaveCount(0);
    expect(await visitor.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await expectNoA11yViolations(visitor.page);

    // A new slug: the old address moves permanently to the new one.
    await page.getByLabel(w.slug).fill(`${slug}-v2`);
    await page.getByRole("button", { name: w.save, exact: true }).click();
    await expect(page.getByText(w.saved, { exact: true })).toBeVisible();
    const moved = await visitor.page.request.get(`/${lng}/media/id/${slug}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/${lng}/media/id/${slug}-v2`);
    await visitor.context.close();

    // An address another item uses or used is refused at the field, and nothing changes.
    await page.goto("/admin/media");
    await page.locator("summary", { hasText: lng === "nl" ? "Nieuw item" : "New item" }).click();
    await page.getByLabel(w.titleNl).fill("Dubbel");
    await page.getByLabel(w.titleEn).fill("Double");
    await page.getByLabel(w.slug).fill(slug);
    await page.getByRole("button", { name: w.create }).click();
    await expect(page.getByRole("alert")).toContainText(w.summary);
    await expect(page.getByText(w.slugTaken).first()).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/media$/);
  });
}
