import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/connection.server";
import { auditLog } from "~/db/schema/admin";
import { joinLinks, partnerMemberships, partners } from "~/db/schema/partners";
import { joinWithLink } from "~/features/partners/partners.server";
import { decryptSecret } from "~/features/partners/secret-box.server";
import { startSso } from "~/features/partners/sso.server";
import { addPartnerMember, createUser, createJoinLink as joinLinkRow } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { MASKED } from "./audit.server";
import { createJoinLink, endOfDay, revokeJoinLink } from "./join-links.server";
import type { UpdatePartnerInput } from "./partners.schema";
import { createPartner, listPartners, partnerForAdmin, setPartnerArchived, updatePartner } from "./partners.server";

let test: TestDatabase;
let deps: { db: Database; secret: string };
const actor = { id: "admin-1", name: "Sara Jansen", email: "admin@example.com" };
const now = new Date("2026-11-22T12:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  deps = { db: test.db, secret: "a-test-secret-of-enough-length-0123456789" };
  await createUser(test.db, { id: "m1", name: "M1", email: "m1@example.com" });
  await createUser(test.db, { id: "m2", name: "M2", email: "m2@example.com" });
});
afterAll(() => test?.close());

const trail = (entityId: string) =>
  test.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
const row = async (slug: string) => (await test.db.select().from(partners).where(eq(partners.slug, slug)))[0];

const settings = (overrides: Partial<Omit<UpdatePartnerInput, "intent">> = {}): Omit<UpdatePartnerInput, "intent"> => ({
  name: "Acme Insurance",
  brandColor: "#1d4f91",
  coachingAllowance: 5,
  taglineNl: "Vitaal bij Acme",
  taglineEn: "Vital at Acme",
  loginMethods: "both",
  emailDomains: ["acme.example"],
  ssoIssuer: "https://login.acme.example",
  ssoClientId: "vitaal",
  ssoClientSecret: "s3cret-value",
  ssoProvisioning: true,
  removeLogo: false,
  ...overrides,
});

describe("creating a partner", () => {
  it("creates it and records the entry in the same transaction", async () => {
    const created = await createPartner(deps, actor, {
      slug: "acme",
      name: "Acme",
      brandColor: "#1d4f91",
      coachingAllowance: 4,
    });
    expect(created).toEqual({ slug: "acme" });
    const partner = await row("acme");
    expect(partner).toMatchObject({ name: "Acme", coachingAllowance: 4, passwordLogin: true, ssoIssuer: null });
    const [entry] = await trail(partner?.id as string);
    expect(entry).toMatchObject({ action: "create", entity: "partner", actorId: actor.id, before: null });
    expect(entry?.after).toMatchObject({ slug: "acme", name: "Acme", coachingAllowance: 4 });
  });

  it("leaves no partner when its audit entry cannot be written", async () => {
    const broken = { ...actor, id: null as unknown as string };
    await expect(
      createPartner(deps, broken, { slug: "ghost", name: "Ghost", brandColor: "#1d4f91", coachingAllowance: 0 }),
    ).rejects.toThrow();
    expect(await row("ghost")).toBeUndefined();
  });

  it("never gives a slug out twice, also not one of an archived or removed partner", async () => {
    const again = () =>
      createPartner(deps, actor, { slug: "acme", name: "Other", brandColor: "#1d4f91", coachingAllowance: 0 });
    await expect(again()).rejects.toMatchObject({ code: "conflict", fields: { slug: "partners.errors.slugTaken" } });
    await createPartner(deps, actor, { slug: "gone", name: "Gone", brandColor: "#1d4f91", coachingAllowance: 0 });
    await setPartnerArchived(deps, actor, "gone", true, now);
    const reuse = () =>
      createPartner(deps, actor, { slug: "gone", name: "New", brandColor: "#1d4f91", coachingAllowance: 0 });
    await expect(reuse()).rejects.toMatchObject({ fields: { slug: "partners.errors.slugTaken" } });
    // Removed outside the back office: the trail still remembers the address.
    await test.db.delete(partners).where(eq(partners.slug, "gone"));
    await expect(reuse()).rejects.toMatchObject({ fields: { slug: "partners.errors.slugTaken" } });
    expect(await row("gone")).toBeUndefined();
  });
});

describe("editing a partner", () => {
  it("stores the client secret encrypted and never returns it", async () => {
    await updatePartner(deps, actor, "acme", settings());
    const stored = await row("acme");
    expect(stored?.ssoClientSecretEncrypted).not.toContain("s3cret-value");
    expect(decryptSecret(stored?.ssoClientSecretEncrypted as string, deps.secret, "partner-sso-client-secret")).toBe(
      "s3cret-value",
    );
    expect(stored).toMatchObject({
      passwordLogin: true,
      ssoIssuer: "https://login.acme.example",
      ssoProvisioning: true,
    });
    expect(stored?.ssoEmailDomains).toEqual(["acme.example"]);
    const view = await partnerForAdmin(test.db, "acme", now);
    const json = JSON.stringify(view);
    expect(json).not.toContain("s3cret-value");
    expect(json).not.toContain(stored?.ssoClientSecretEncrypted as string);
    expect(view).toMatchObject({ hasClientSecret: true, loginMethods: "both", ssoClientId: "vitaal" });
    expect(view).not.toHaveProperty("ssoClientSecretEncrypted");
  });

  it("keeps the stored secret when the field is left empty, and masks it in the trail", async () => {
    const before = (await row("acme"))?.ssoClientSecretEncrypted;
    await updatePartner(deps, actor, "acme", settings({ ssoClientSecret: "", loginMethods: "sso" }));
    const after = await row("acme");
    expect(after?.ssoClientSecretEncrypted).toBe(before);
    expect(after?.passwordLogin).toBe(false);
    const entries = await trail(after?.id as string);
    const withSecret = entries.find((entry) => (entry.after as Record<string, unknown>)?.ssoClientSecret);
    expect((withSecret?.after as Record<string, unknown> | undefined)?.ssoClientSecret).toBe(MASKED);
    expect(JSON.stringify(entries)).not.toContain("s3cret-value");
    // The last entry holds only what changed.
    expect(entries.at(-1)?.after).toEqual({ loginMethods: "sso" });
  });

  it("refuses single sign-on without any secret, changing nothing", async () => {
    await createPartner(deps, actor, { slug: "bare", name: "Bare", brandColor: "#1d4f91", coachingAllowance: 0 });
    const id = (await row("bare"))?.id as string;
    await expect(
      updatePartner(deps, actor, "bare", settings({ name: "Changed", ssoClientSecret: "" })),
    ).rejects.toMatchObject({ code: "invalid", fields: { ssoClientSecret: "partners.errors.secretRequired" } });
    expect((await row("bare"))?.name).toBe("Bare");
    expect(await trail(id)).toHaveLength(1);
  });

  it("removes the SSO client when only passwords remain", async () => {
    await updatePartner(deps, actor, "acme", settings({ loginMethods: "password" }));
    expect(await row("acme")).toMatchObject({
      passwordLogin: true,
      ssoIssuer: null,
      ssoClientId: null,
      ssoClientSecretEncrypted: null,
      ssoProvisioning: false,
    });
    await expect(updatePartner(deps, actor, "nobody", settings())).rejects.toMatchObject({ code: "notFound" });
  });

  it("stores and removes a logo, bumping its version", async () => {
    await updatePartner(deps, actor, "acme", settings({ loginMethods: "password" }), new Uint8Array([1, 2, 3]));
    const withLogo = await row("acme");
    expect(withLogo?.logoVersion).toBe(1);
    expect((await partnerForAdmin(test.db, "acme"))?.logo).toBe("data:image/webp;base64,AQID");
    await updatePartner(deps, actor, "acme", settings({ loginMethods: "password", removeLogo: true }));
    expect(await row("acme")).toMatchObject({ logo: null, logoVersion: 2 });
  });
});

describe("archiving", () => {
  it("keeps the members, closes the join links and comes back", async () => {
    const acme = (await row("acme"))?.id as string;
    await addPartnerMember(test.db, acme, "m1");
    await joinLinkRow(test.db, acme, { slug: "acme-open" });
    await setPartnerArchived(deps, actor, "acme", true, now);
    expect((await row("acme"))?.archivedAt).toEqual(now);
    expect(await joinWithLink("m2", "acme-open", now, test.db)).toEqual({ ok: false, status: "archived" });
    expect((await test.db.select().from(partnerMemberships)).map((m) => m.userId)).toEqual(["m1"]);
    const list = await listPartners(test.db);
    expect(list.find((p) => p.slug === "acme")).toMatchObject({ members: 1, archivedAt: now });
    // Archiving twice changes nothing and records nothing.
    const entries = (await trail(acme)).length;
    await setPartnerArchived(deps, actor, "acme", true, new Date(now.getTime() + 1000));
    expect(await trail(acme)).toHaveLength(entries);
    // Its single sign-on is off: the start finds no partner (the route answers 404).
    await updatePartner(deps, actor, "acme", settings());
    const start = { partner: "acme", lng: "en" as const, returnTo: "", origin: "http://localhost" };
    expect(await startSso(start, { db: test.db, secret: deps.secret, auth: null as never })).toBeNull();
    await updatePartner(deps, actor, "acme", settings({ loginMethods: "password" }));
    await setPartnerArchived(deps, actor, "acme", false, now);
    expect((await row("acme"))?.archivedAt).toBeNull();
    expect((await trail(acme)).at(-1)).toMatchObject({ action: "unarchive", after: { archivedAt: null } });
    expect(await joinWithLink("m2", "acme-open", now, test.db)).toEqual({ ok: true, alreadyMember: false });
  });
});

describe("join links", () => {
  it("creates a link with an end and a limit, generating a slug when none is given", async () => {
    const made = await createJoinLink(
      deps,
      actor,
      "acme",
      { linkSlug: "", expiresOn: "2026-12-31", maxUses: 10 },
      { timeZone: "Europe/Amsterdam", now },
    );
    const slug = made.slug;
    expect(slug).toMatch(/^acme-[0-9a-f]{8}$/);
    const [link] = await test.db.select().from(joinLinks).where(eq(joinLinks.slug, slug));
    // Through the last day in the admin's zone: until midnight in Amsterdam (UTC+1 in winter).
    expect(link?.expiresAt).toEqual(new Date("2026-12-31T23:00:00Z"));
    expect(link?.maxUses).toBe(10);
    const [entry] = await trail(link?.id as string);
    expect(entry).toMatchObject({ entity: "join-link", action: "create", after: { slug, maxUses: 10 } });
  });

  it("refuses a taken slug and a day that is over", async () => {
    const input = { linkSlug: "acme-open", expiresOn: null, maxUses: null };
    await expect(createJoinLink(deps, actor, "acme", input, { timeZone: "UTC", now })).rejects.toMatchObject({
      code: "conflict",
      fields: { linkSlug: "partners.errors.linkSlugTaken" },
    });
    const past = { linkSlug: "acme-late", expiresOn: "2026-11-21", maxUses: null };
    await expect(createJoinLink(deps, actor, "acme", past, { timeZone: "UTC", now })).rejects.toMatchObject({
      code: "invalid",
      fields: { expiresOn: "partners.errors.datePast" },
    });
  });

  it("revokes a link of this partner by ending it now, and no other partner's", async () => {
    const [link] = await test.db.select().from(joinLinks).where(eq(joinLinks.slug, "acme-open"));
    const id = link?.id as string;
    await expect(revokeJoinLink(deps, actor, "bare", id, now)).rejects.toMatchObject({ code: "notFound" });
    await revokeJoinLink(deps, actor, "acme", id, now);
    const [after] = await test.db.select().from(joinLinks).where(eq(joinLinks.id, id));
    expect(after?.expiresAt).toEqual(now);
    expect((await trail(id)).at(-1)).toMatchObject({ entity: "join-link", action: "revoke" });
    expect(await joinWithLink("m1", "acme-open", now, test.db)).toEqual({ ok: true, alreadyMember: true });
    expect((await partnerForAdmin(test.db, "acme", now))?.links.find((l) => l.id === id)?.status).toBe("expired");
  });

  it("ends a day at the zone's midnight, also across a DST change", () => {
    expect(endOfDay("2026-03-28", "Europe/Amsterdam")).toEqual(new Date("2026-03-28T23:00:00Z"));
    expect(endOfDay("2026-03-29", "Europe/Amsterdam")).toEqual(new Date("2026-03-29T22:00:00Z"));
  });
});
