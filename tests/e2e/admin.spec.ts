import type { Page } from "@playwright/test";
import { expectNoA11yViolations } from "../support/axe";
import { expect, test } from "../support/fixtures";
import { mailTo, uniqueEmail } from "../support/mailbox";
import { elsewhere, logIn, logInAfterSignUp, onboardedMember, PASSWORD } from "../support/people";

// The back office end to end: a partner with single sign-on and a join link, a coach invited by
// CSV and published, a member deactivated, and each of those changes in the audit log. The
// administrator admin@example.com works in English; a second administrator, made from a fresh
// Dutch account, works in Dutch. The steps build on each other, so they run in order.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN = "admin@example.com";
const ISSUER = "http://127.0.0.1:4400";

const stamp = `${Date.now()}${Math.round(Math.random() * 1e4)}`;
const partner = {
  slug: `e2e-${stamp}`,
  name: `Partner ${stamp}`,
  domain: `e2e-${stamp}.example`,
  linkSlug: `e2e-${stamp}-welkom`,
};
const coach = { name: `Aaltje Zwart ${stamp}`, email: uniqueEmail("coach-invite"), id: "" };
const partnerMember = { email: "", id: "" };
let joiner = "";
const deactivated = { email: "", id: "" };
const dutchAdmin = { email: "", id: "" };

async function adminPage(page: Page) {
  await logIn(page, "en", ADMIN);
}

/** Finds an account by its address on `/admin/users` and opens it; returns its id. */
async function openPerson(page: Page, email: string, lng: "nl" | "en") {
  await page.goto("/admin/users");
  await page.getByLabel(lng === "nl" ? "Naam of e-mailadres" : "Name or email address").fill(email);
  await page.getByRole("button", { name: lng === "nl" ? "Zoeken" : "Search" }).click();
  await expect(page).toHaveURL(/\/admin\/users\?q=/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expectNoA11yViolations(page);
  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/?]+$/);
  await expect(page.getByRole("paragraph").filter({ hasText: email }).first()).toHaveText(email);
  return decodeURIComponent(new URL(page.url()).pathname.split("/").pop() as string);
}

async function signInAtProvider(page: Page, login: string) {
  await expect(page).toHaveURL(/127\.0\.0\.1:4400\//);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("anything");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

/** The rows of the audit log's first page that contain every one of these texts. */
function auditRows(page: Page, ...texts: (string | RegExp)[]) {
  let rows = page.getByRole("row");
  for (const text of texts) rows = rows.filter({ hasText: text });
  return rows;
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One line of an entry's changes: "field: before → after" (the arrow is read as "becomes"). */
function change(field: string, before: string, after: string) {
  return new RegExp(`${literal(field)}: ${literal(before)}\\s*→?\\s*becomes\\s*${literal(after)}`);
}

test("an administrator creates a partner with single sign-on, and a member of its domain logs in through it", async ({
  page,
  browser,
}) => {
  await adminPage(page);
  await page.goto("/admin/partners");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partners");
  await expectNoA11yViolations(page);

  await page.locator("summary", { hasText: "New partner" }).click();
  await page.getByLabel("Name", { exact: true }).fill(partner.name);
  await page.getByLabel("Address name", { exact: true }).fill(partner.slug);
  await page.getByRole("button", { name: "Create partner" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/partners/${partner.slug}\\?created=1$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(partner.name);
  await expect(page.getByText("The partner was created. Set up its logins and join links here.")).toBeVisible();
  await expectNoA11yViolations(page);

  // Single sign-on against the local provider, with a verified domain and no provisioning.
  await page.getByRole("radio", { name: "Password and single sign-on" }).check();
  await page.getByLabel("Verified email domains").fill(partner.domain);
  await page.getByLabel("Issuer", { exact: true }).fill(ISSUER);
  await page.getByLabel("Client ID").fill("vitaal-ohra");
  await page.getByLabel("Client secret").fill("ohra-demo-client-secret");
  const provisioning = page.getByRole("checkbox", { name: /Create an account at the first login/ });
  await expect(provisioning).not.toBeChecked();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("The settings were saved.")).toBeVisible();
  await expect(
    page.getByText("A secret is stored. Leave this empty to keep it; type a new one to replace it."),
  ).toBeVisible();
  await expect(page.getByLabel("Verified email domains")).toHaveValue(partner.domain);
  await expect(provisioning).not.toBeChecked();

  await page.getByRole("button", { name: "Test connection" }).click();
  const report = page.getByRole("group", { name: "Single sign-on (OpenID Connect)" });
  await expect(report.getByText("The identity provider answered", { exact: true })).toBeVisible();
  await expect(report.getByText(ISSUER, { exact: true })).toBeVisible();
  // Only the issuer as typed and fixed words: nothing the provider's answer said is shown.
  await expect(report.getByText(/^Its configuration names this issuer/)).toBeVisible();
  await expect(report.getByText(`${ISSUER}/token`)).toHaveCount(0);
  await expectNoA11yViolations(page);

  await page.goto("/admin/partners");
  const listed = page.getByRole("row").filter({ hasText: partner.slug });
  await expect(listed).toContainText("Password and single sign-on");
  await expect(listed).toContainText("Yes");

  // A member whose verified address is in the partner's domain, with a password account.
  const member = await elsewhere(browser);
  partnerMember.email = `sso-${stamp}@${partner.domain}`;
  await onboardedMember(member.page, "Joost Verhoeven", { email: partnerMember.email, verified: true });
  await member.context.close();

  // Elsewhere, the partner's login page: single sign-on attaches the account (verified domain, plain member).
  const fresh = await elsewhere(browser);
  await fresh.page.goto(`/en/login/${partner.slug}`);
  await expect(fresh.page.getByRole("heading", { level: 1 })).toHaveText(`Log in to Vitaal for ${partner.name}`);
  await fresh.page.getByRole("link", { name: `Log in with ${partner.name}` }).click();
  await signInAtProvider(fresh.page, partnerMember.email);
  await expect(fresh.page).toHaveURL(/\/en\/dashboard$/);
  await expect(fresh.page.getByRole("heading", { level: 1 })).toHaveText("Hi Joost");
  await fresh.context.close();

  // The partner now has that member.
  partnerMember.id = await openPerson(page, partnerMember.email, "en");
  await expect(page.getByRole("region", { name: "Partner memberships" })).toContainText(`${partner.name} · member`);
});

test("a join link with a use limit of one is used once, then answers 410", async ({ page, browser }) => {
  await adminPage(page);
  await page.goto(`/admin/partners/${partner.slug}`);
  await page.getByLabel("Address name (optional)").fill(partner.linkSlug);
  await page.getByLabel("Use limit (optional)").fill("1");
  await page.getByRole("button", { name: "Create join link" }).click();
  await expect(page.getByText("The join link was created.")).toBeVisible();
  const linkRow = page
    .getByRole("table", { name: "Join links" })
    .getByRole("row")
    .filter({ hasText: partner.linkSlug });
  await expect(linkRow).toContainText("0 of 1");
  await expect(linkRow).toContainText("Open");
  await expect(linkRow.getByRole("textbox")).toHaveValue(`http://127.0.0.1:3999/en/join/${partner.linkSlug}`);
  await expectNoA11yViolations(page);

  // A visitor signs up through it and ends up in the program.
  const visitor = await elsewhere(browser);
  const v = visitor.page;
  await v.goto(`/en/join/${partner.linkSlug}`);
  await expect(v.getByRole("heading", { level: 1 })).toHaveText(`Join the ${partner.name} program`);
  await expectNoA11yViolations(v);
  await v.getByRole("link", { name: "Create an account and join" }).click();
  await expect(v.getByText(`Your account will be connected to the ${partner.name} program.`)).toBeVisible();
  joiner = uniqueEmail("join-once");
  await v.getByLabel("Name").fill("Sanne Kuipers");
  await v.getByLabel("Email address").fill(joiner);
  await v.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await v.getByRole("button", { name: "Create account" }).click();
  await logInAfterSignUp(v, "en", joiner, PASSWORD);
  await expect(v).toHaveURL(/\/en\/signup\/profile\?returnTo=/);
  await v.getByRole("radio", { name: "English" }).check();
  await v.getByRole("button", { name: "Continue" }).click();
  await expect(v).toHaveURL(/\/en\/signup\/terms/);
  await v.locator("label").filter({ hasText: "I accept the terms of use" }).click();
  await v.getByRole("button", { name: "Continue" }).click();
  await expect(v).toHaveURL(/\/en\/signup\/theapp/);
  await v.getByRole("button", { name: "Continue" }).click();
  await expect(v).toHaveURL(/\/en\/signup\/vitascan/);
  await v.getByRole("button", { name: "Later" }).click();
  await expect(v).toHaveURL(new RegExp(`/en/join/${partner.linkSlug}\\?joined=1$`));
  await expect(v.getByText(`You are now part of the ${partner.name} program.`)).toBeVisible();
  await visitor.context.close();

  // The administrator sees it used up.
  await page.reload();
  await expect(linkRow).toContainText("1 of 1");
  await expect(linkRow).toContainText("Used up");

  // A second visitor is told the link no longer works.
  const second = await elsewhere(browser);
  const response = await second.page.goto(`/en/join/${partner.linkSlug}`);
  expect(response?.status()).toBe(410);
  await expect(second.page.getByRole("heading", { level: 1 })).toHaveText("This link is no longer valid");
  await second.context.close();
});

test("a coach invited by CSV accepts, is published and is found in the directory", async ({ page, browser }) => {
  await adminPage(page);
  await page.goto("/admin/coaches");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Coaches");
  await expectNoA11yViolations(page);

  await page.locator("summary", { hasText: "Invite coaches" }).click();
  await page.getByLabel("Or a CSV file").setInputFiles({
    name: "coaches.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`name,email\n${coach.name},${coach.email}\n`, "utf8"),
  });
  await page.getByLabel("Language of the email").selectOption("en");
  await page.getByRole("button", { name: "Send invitations" }).click();
  await expect(page.getByText("1 of 1 invited.")).toBeVisible();
  const result = page.getByRole("table", { name: "What happened to each line" }).getByRole("row").filter({
    hasText: coach.email,
  });
  await expect(result).toContainText(coach.name);
  await expect(result).toContainText("Invited");
  await expect(page.getByRole("region", { name: "Pending invitations" })).toContainText(coach.email);
  await expectNoA11yViolations(page);

  // The invitee follows the link in the mail, sets a password and fills in the profile.
  const mail = await mailTo(coach.email, /invited to coach/);
  const link = mail.links.find((href) => href.includes("/coach-invitation?token="));
  expect(link).toBeTruthy();
  const invitee = await elsewhere(browser);
  const c = invitee.page;
  await c.goto(link as string);
  await expect(c.getByRole("heading", { level: 1 })).toHaveText("Welcome to Vitaal as a coach");
  await expect(c.getByLabel("Name", { exact: true })).toHaveValue(coach.name);
  await expectNoA11yViolations(c);
  await c.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await c.getByLabel("Headline (Dutch)").fill("Rust en ritme in drukke weken");
  await c
    .getByLabel("About you (Dutch)")
    .fill("Ik help mensen met stress en slaap, met kleine stappen die in een volle agenda passen.");
  await c.getByLabel("Headline (English)").fill("Calm and rhythm in busy weeks");
  await c
    .getByLabel("About you (English)")
    .fill("I help people with stress and sleep, in small steps that fit into a full calendar.");
  await c.getByRole("checkbox", { name: "Stress", exact: true }).check();
  await c.getByRole("checkbox", { name: "Sleep", exact: true }).check();
  await c.getByRole("checkbox", { name: "English", exact: true }).check();
  await c.getByRole("checkbox", { name: "Video call", exact: true }).check();
  await c.getByRole("button", { name: "Create my coach account" }).click();
  await expect(c).toHaveURL(/\/coach\/profile$/);
  await invitee.context.close();

  // The administrator finds the practice, publishes it, and it is in the directory.
  await page.goto("/admin/coaches");
  const practice = page.getByRole("link", { name: coach.name, exact: true });
  while (!(await practice.isVisible())) {
    await page.getByRole("link", { name: "Next page" }).click();
  }
  await practice.click();
  await expect(page).toHaveURL(/\/admin\/coaches\/[0-9a-f-]{36}$/);
  coach.id = new URL(page.url()).pathname.split("/").pop() as string;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(coach.name);
  await expect(page.getByText("Not published: the coach page is not in the directory.")).toBeVisible();
  await expect(page.getByRole("link", { name: coach.email })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText("The coach is published and appears in the directory.")).toBeVisible();
  await expect(page.getByText("Published: members find this coach in the directory.")).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/en/coaches?q=${encodeURIComponent(coach.name)}`);
  await expect(page.getByRole("heading", { level: 3, name: coach.name })).toBeVisible();

  // Unpublished again, so the directory is as the other specs expect it (the demo's 24 coaches).
  await page.goto(`/admin/coaches/${coach.id}`);
  await page.getByRole("button", { name: "Unpublish", exact: true }).click();
  await expect(page.getByText("The coach is unpublished and no longer appears in the directory.")).toBeVisible();
  await page.goto(`/en/coaches?q=${encodeURIComponent(coach.name)}`);
  await expect(page.getByRole("heading", { level: 3, name: coach.name })).toHaveCount(0);
});

test.describe("in Dutch", () => {
  // The deactivated member's refused login answers 400.
  test.use({ allowedConsoleErrors: /status of 400/ });

  test("a second administrator, working in Dutch, deactivates a member who then cannot log in", async ({
    page,
    browser,
  }) => {
    // A fresh account in Dutch becomes an administrator.
    dutchAdmin.email = uniqueEmail("beheerder");
    await onboardedMember(page, "Bram de Beheerder", { lng: "nl", email: dutchAdmin.email });

    const english = await elsewhere(browser);
    await adminPage(english.page);
    dutchAdmin.id = await openPerson(english.page, dutchAdmin.email, "en");
    await english.page.getByRole("button", { name: "Make administrator" }).click();
    await expect(english.page.getByText("The role has been given.")).toBeVisible();
    await english.context.close();

    // The back office now speaks the account's language.
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overzicht");
    const nav = page.getByRole("navigation", { name: "Beheer", exact: true });
    for (const item of ["Overzicht", "Partners", "Coaches", "Mensen", "Auditlog"]) {
      await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await expectNoA11yViolations(page);

    // A member, fresh and logged in elsewhere.
    const member = await elsewhere(browser);
    deactivated.email = await onboardedMember(member.page, "Tessa Molenaar");

    deactivated.id = await openPerson(page, deactivated.email, "nl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tessa Molenaar");
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Account deactiveren" }).click();
    await expect(page.getByText("Het account is gedeactiveerd en al zijn sessies zijn beëindigd.")).toBeVisible();
    await expect(page.getByText("Dit account is gedeactiveerd", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Account weer activeren" })).toBeVisible();
    await expectNoA11yViolations(page);

    await page.goto(`/admin/users?q=${encodeURIComponent(deactivated.email)}`);
    await expect(page.getByRole("row").filter({ hasText: deactivated.email })).toContainText("Gedeactiveerd");

    // The session the member had is over, and the password no longer lets them in.
    const m = member.page;
    expect((await m.goto("/en/dashboard"))?.status()).toBe(401);
    await expect(m.getByRole("heading", { level: 1 })).toHaveText("Log in to continue");
    // Without the dead cookie, the password gets no new session either.
    await member.context.clearCookies();
    await m.goto("/en/login");
    await m.getByLabel("Email address").fill(deactivated.email);
    await m.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await m.getByRole("button", { name: "Log in", exact: true }).last().click();
    await expect(m.getByRole("alert")).toContainText(
      "This account has been deactivated. Please contact our support team if you think this is a mistake.",
    );
    await expect(m).toHaveURL(/\/en\/login/);
    expect((await member.context.cookies()).some((cookie) => cookie.name.includes("session_token"))).toBe(false);
    await member.context.close();

    // The Dutch audit log names both changes.
    await page.goto("/admin/audit?entity=user");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Auditlog");
    await expect(auditRows(page, "Gedeactiveerd", `Persoon ${deactivated.id}`)).toHaveCount(1);
    await expect(auditRows(page, "Bram de Beheerder deactiveerde het account van Tessa Molenaar")).toHaveCount(1);
    await expect(auditRows(page, "Rol gegeven", `Persoon ${dutchAdmin.id}`)).toHaveCount(1);
    await expectNoA11yViolations(page);
  });
});

test("every step is in the audit log", async ({ page }) => {
  await adminPage(page);
  await page.goto("/admin/audit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  await expectNoA11yViolations(page);

  // The partner: created, then changed to single sign-on (the secret masked).
  await page.goto("/admin/audit?entity=partner");
  const created = auditRows(page, "Created", change("address name", "(none)", partner.slug));
  await expect(created).toHaveCount(1);
  await expect(created).toContainText(`<${ADMIN}>`);
  const changed = auditRows(page, "Changed", change("identity provider", "(none)", ISSUER));
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText(change("client ID", "(none)", "vitaal-ohra"));
  await expect(changed).toContainText(partner.domain);
  await expect(changed).toContainText("client secret");
  await expect(changed).not.toContainText("ohra-demo-client-secret");
  await expectNoA11yViolations(page);

  // The join link, with its limit.
  await page.goto("/admin/audit?entity=join-link");
  const link = auditRows(page, "Created", change("address name", "(none)", partner.linkSlug));
  await expect(link).toHaveCount(1);
  await expect(link).toContainText(change("maximum uses", "(none)", "1"));
  await expect(link).toContainText(change("partner", "(none)", partner.slug));

  // The invitation, sent by the administrator and accepted by the coach.
  await page.goto("/admin/audit?entity=coach-invitation");
  const invited = auditRows(page, change("email address", "(none)", coach.email));
  await expect(invited).toHaveCount(1);
  await expect(invited).toContainText("Coach invitation");
  await expect(invited).toContainText(`<${ADMIN}>`);
  const accepted = auditRows(page, change("coach", "(none)", coach.id));
  await expect(accepted).toHaveCount(1);
  await expect(accepted).toContainText(`${coach.name} <${coach.email}>`);
  await expectNoA11yViolations(page);

  // The publication, and the unpublication that left the directory as it was.
  await page.goto("/admin/audit?entity=coach");
  const published = auditRows(page, `Coach ${coach.id}`, change("published", "false", "true"));
  await expect(published).toHaveCount(1);
  await expect(published).toContainText(`<${ADMIN}>`);
  await expect(auditRows(page, `Coach ${coach.id}`, change("published", "true", "false"))).toHaveCount(1);

  // The deactivation and the new administrator.
  await page.goto("/admin/audit?entity=user");
  const off = auditRows(page, "Deactivated", `Person ${deactivated.id}`);
  // In a sentence, with names: who did what to whom.
  await expect(off).toContainText("Bram de Beheerder deactivated Tessa Molenaar's account");
  await expect(off).toHaveCount(1);
  await expect(off).toContainText(`Bram de Beheerder <${dutchAdmin.email}>`);
  const granted = auditRows(page, "Role given", `Person ${dutchAdmin.id}`);
  await expect(granted).toHaveCount(1);
  await expect(granted).toContainText(/roles: member\s*→?\s*becomes\s*(admin, member|member, admin)/);
  await expectNoA11yViolations(page);
});

test("the job queue shows what waits, gave up and is done, without what the jobs hold", async ({ page }) => {
  await adminPage(page);
  await page.goto("/admin");
  await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Jobs" }).click();
  await expect(page).toHaveURL(/\/admin\/jobs$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Background jobs");
  await expectNoA11yViolations(page);
  // A mail goes out (a reset link for the administrator): a done job, of which only the
  // recipient's domain shows.
  const reset = await page.request.post("/en/forgot-password", {
    form: { email: ADMIN },
    headers: { origin: test.info().project.use.baseURL as string },
  });
  expect(reset.status()).toBeLessThan(400);
  await page.getByRole("link", { name: /^Done \(/ }).click();
  await expect(page).toHaveURL(/view=done/);
  await expect(page.getByRole("link", { name: /^Done \(/ })).toHaveAttribute("aria-current", "page");
  const table = page.getByRole("table", { name: "Done" });
  await expect(async () => {
    await page.reload();
    await expect(table.getByText("to someone at example.com").first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(table).not.toContainText("@");
  await expectNoA11yViolations(page);
});
