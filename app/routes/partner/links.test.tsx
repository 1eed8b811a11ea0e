import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinLinks } from "~/db/schema/partners";
import { type AdministeredPartner, partnerChoice } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createJoinLink, createPartner, createPartnerAdmin } from "../../../tests/support/factories";
import { drawPage, formBody, routeArgs } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import PartnerLinks, { action, loader } from "./links";

// The portal's join links page as a browser without JavaScript uses it: a plain form post, the
// action's answer, and the page drawn again from that answer, with what was typed in the fields and
// each message at its field and in the summary.

let test: TestDatabase;
let app: { release(): void };
let user: CurrentUser;
let partner: AdministeredPartner;
let takenSlug: string;

/** The route's arguments as the portal's middleware leaves them: the partner admin and their partner. */
function args(init?: RequestInit, address = "/partner/links") {
  const routed = routeArgs(address, {}, init, user);
  routed.context.set(partnerChoice, { current: partner, partners: [partner] });
  return routed as never;
}

type Answer = { data: Record<string, unknown>; init?: { status?: number } };

async function post(values: Record<string, string>): Promise<Answer> {
  try {
    return (await action(args({ method: "POST", body: formBody(values) }))) as unknown as Answer;
  } catch (thrown) {
    return thrown as Answer;
  }
}

/** The page drawn on the server as the browser without script gets it after the post. */
async function page(actionData: unknown, lng: "en" | "nl" = "en", address = "/partner/links") {
  return drawPage(
    PartnerLinks,
    "/partner/links",
    { loaderData: await loader(args(undefined, address)), actionData },
    lng,
  );
}

const linksOf = () => test.db.select().from(joinLinks).where(eq(joinLinks.partnerId, partner.id));

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
  const row = await createPartner(test.db, { name: "Fit Forward" });
  partner = { id: row.id, slug: row.slug, name: row.name, archived: false };
  const admin = await createPartnerAdmin(test.db, row.id);
  user = {
    id: admin.user.id,
    name: admin.user.name,
    email: admin.user.email,
    emailVerified: true,
    locale: "en",
    timeZone: "Europe/Amsterdam",
    roles: ["member"],
    partnerAdmin: true,
    sessionId: "session-1",
  };
  takenSlug = (await createJoinLink(test.db, row.id)).slug;
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("the partner's join links page without JavaScript", () => {
  it("answers a refused new link with what was typed and the messages at their fields", async () => {
    const answer = await post({
      intent: "create-link",
      linkSlug: "Team Blue",
      expiresOn: "2027-02-30",
      maxUses: "abc",
    });
    expect(answer.init?.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("link");
    expect(result.initialValue).toMatchObject({ linkSlug: "Team Blue", expiresOn: "2027-02-30", maxUses: "abc" });
    expect(result.error).toEqual({
      linkSlug: ["partners.errors.slugFormat"],
      expiresOn: ["partners.errors.date"],
      maxUses: ["partners.errors.maxUses"],
    });

    for (const lng of ["en", "nl"] as const) {
      const html = await page(answer.data, lng);
      expect(html).toContain('value="Team Blue"');
      expect(html).toContain('value="2027-02-30"');
      expect(html).toContain('value="abc"');
      expect(html).toContain(lng === "en" ? "Not saved: please check these fields" : "Niet opgeslagen: controleer");
      expect(html).toContain('href="#link-maxUses"');
      expect(html).toContain('href="#link-expiresOn"');
      expect(html).toContain(
        lng === "en"
          ? "Give a whole number of at least 1, or leave it empty."
          : "Geef een heel getal van minstens 1, of laat het leeg.",
      );
      expect(html).toMatch(/id="link-maxUses"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="link-maxUses"/);
      expect(html).not.toContain("partners.errors");
    }
    expect(await linksOf()).toHaveLength(1);
  });

  it("answers a taken address (found by the write) with 409 at its field, keeping what was typed", async () => {
    const answer = await post({ intent: "create-link", linkSlug: takenSlug, expiresOn: "", maxUses: "5" });
    expect(answer.init?.status).toBe(409);
    const { result } = answer.data as { result: Record<string, unknown> };
    expect(result.error).toEqual({ linkSlug: ["partners.errors.linkSlugTaken"] });
    const html = await page(answer.data);
    expect(html).toContain("A join link with this address name exists already.");
    expect(html).toContain('href="#link-linkSlug"');
    expect(html).toContain('value="5"');
  });

  it("makes the link, says so, and starts the form empty again", async () => {
    const answer = (await post({
      intent: "create-link",
      linkSlug: "team-blue",
      expiresOn: "",
      maxUses: "5",
    })) as unknown as Response;
    // Asked for again, with what was done to say (a reload posts nothing).
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/partner/links?done=link-created");
    const html = await page(undefined, "en", "/partner/links?done=link-created");
    expect(html).toContain("The join link was created.");
    expect(html).toContain("0 of 5");
    expect(html).not.toContain('value="5"');
    expect(html).not.toContain("Not saved");
  });

  it("answers an unknown form at the form, and a link that is not this partner's with the 404 page", async () => {
    const unknown = await post({ intent: "archive" });
    expect(unknown.init?.status).toBe(400);
    expect(await page(unknown.data)).toContain("This form is not known on this page.");
    const missing = await post({ intent: "revoke-link", linkId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.init?.status).toBe(404);
    const malformed = await post({ intent: "revoke-link", linkId: "not-an-id" });
    expect(malformed.init?.status).toBe(400);
    expect((malformed.data as { form: string }).form).toBe("revoke-link");
    expect(await page(malformed.data)).toContain("This join link does not exist (any more) for this partner.");
  });
});
