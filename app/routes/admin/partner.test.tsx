import { eq } from "drizzle-orm";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { joinLinks, partners } from "~/db/schema/partners";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { getI18n } from "~/features/i18n/instance";
import { I18nProvider } from "~/features/i18n/react";
import "~/features/i18n/resources.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAdmin, createPartner } from "../../../tests/support/factories";
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

function args(init?: RequestInit, at = slug) {
  const context = new RouterContextProvider();
  context.set(signedInUser, admin);
  return { request: new Request(`http://localhost/admin/partners/${at}`, init), params: { slug: at }, context };
}

type Answer = { data: Record<string, unknown>; init?: { status?: number } };

async function post(values: Record<string, string>, at = slug): Promise<Answer> {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  try {
    return (await action(
      args({ method: "POST", body }, at) as unknown as Parameters<typeof action>[0],
    )) as unknown as Answer;
  } catch (thrown) {
    return thrown as Answer;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the page's props are its route's generated type
const Page = AdminPartner as ComponentType<any>;

async function page(actionData: unknown) {
  const loaderData = await loader(args() as unknown as Parameters<typeof loader>[0]);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ lng: "en" }),
        children: [{ path: "*", element: <Page loaderData={loaderData} actionData={actionData} /> }],
      },
    ],
    { initialEntries: [`/admin/partners/${slug}`], hydrationData: { loaderData: { root: { lng: "en" } } } },
  );
  return renderToString(
    <I18nProvider i18n={getI18n("en")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
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
  const user = await createAdmin(test.db);
  admin = {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: true,
    locale: "en",
    timeZone: "Europe/Amsterdam",
    roles: ["admin"],
    partnerAdmin: false,
    sessionId: "session-1",
  };
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
    expect(answer.init?.status).toBe(400);
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
    expect(html).toMatch(/<input id="settings-loginMethods" type="radio"[^>]*checked=""[^>]*value="sso"/);
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
    expect(answer.init?.status ?? 200).toBe(200);
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
    expect(refused.init?.status).toBe(400);
    expect((refused.data as { form: string }).form).toBe("link");
    const html = await page(refused.data);
    expect(html).toContain('href="#link-maxUses"');
    expect(html).toMatch(/id="link-maxUses"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="link-maxUses"/);
    expect(html).toContain('value="0"');
    expect(html).toContain("Give a whole number of at least 1, or leave it empty.");

    const unknown = await post({ intent: "explode" });
    expect(unknown.init?.status).toBe(400);
    expect(await page(unknown.data)).toContain("This form is not known on this page.");
  });

  it("archives the partner, then refuses a new link with 409 in the summary, and answers an unknown partner with 404", async () => {
    const archived = await post({ intent: "archive" });
    expect((archived.data as { done: string }).done).toBe("archived");
    const refused = await post({ intent: "create-link", linkSlug: "late", expiresOn: "", maxUses: "" });
    expect(refused.init?.status).toBe(409);
    expect((refused.data as { result: { error: unknown } }).result.error).toEqual({
      "": ["partners.errors.archivedNoLinks"],
    });
    expect(await test.db.select().from(joinLinks).where(eq(joinLinks.partnerId, partnerId))).toHaveLength(0);
    expect(await post({ intent: "archive" }, "no-such-partner")).toMatchObject({ init: { status: 404 } });
    expect(await post({ intent: "revoke-link", linkId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      init: { status: 404 },
    });
  });
});
