import { eq } from "drizzle-orm";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterContextProvider, RouterProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema/accounts";
import { signedInUser } from "~/features/accounts/areas.server";
import type { CurrentUser } from "~/features/accounts/session.server";
import { getI18n } from "~/features/i18n/instance";
import { I18nProvider } from "~/features/i18n/react";
import "~/features/i18n/resources.server";
import { requestContext } from "~/utils/request-context.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { createAdmin, createMember, createPartner } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import AdminPerson, { action, loader } from "./user";

// A person's page in the back office as a browser without JavaScript uses it: a plain form post,
// the action's answer, and the page drawn again from that answer, with what was typed in the
// fields and each message at its field and in the one summary.

let test: TestDatabase;
let app: { release(): void };
let admin: CurrentUser;
let personId: string;
let partner: { id: string; name: string };

function args(id: string, init?: RequestInit) {
  const context = new RouterContextProvider();
  context.set(signedInUser, admin);
  context.set(requestContext, { clientIp: "203.0.113.9" } as never);
  return { request: new Request(`http://localhost/admin/users/${id}`, init), params: { id }, context };
}

type Answer = { data: Record<string, unknown>; init?: { status?: number } };

async function post(id: string, values: Record<string, string>): Promise<Answer> {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value);
  try {
    return (await action(
      args(id, { method: "POST", body }) as unknown as Parameters<typeof action>[0],
    )) as unknown as Answer;
  } catch (thrown) {
    return thrown as Answer;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: the page's props are its route's generated type
const Page = AdminPerson as ComponentType<any>;

async function page(id: string, actionData: unknown) {
  const loaderData = await loader(args(id) as unknown as Parameters<typeof loader>[0]);
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ lng: "en" }),
        children: [{ path: "*", element: <Page loaderData={loaderData} actionData={actionData} /> }],
      },
    ],
    { initialEntries: [`/admin/users/${id}`], hydrationData: { loaderData: { root: { lng: "en" } } } },
  );
  return renderToString(
    <I18nProvider i18n={getI18n("en")}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

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
    roles: ["member", "admin"],
    partnerAdmin: false,
    sessionId: "session-1",
  };
  personId = (await createMember(test.db, { name: "Tessa Molenaar", email: "tessa@example.com" })).id;
  partner = await createPartner(test.db, { name: "Fit Forward" });
}, 120_000);

afterAll(async () => {
  app.release();
  await test.close();
});

describe("a person's page without JavaScript", () => {
  it("answers a wrong confirmation address with 422 at its field, keeping what was typed, and deletes nothing", async () => {
    const answer = await post(personId, { intent: "delete", confirmEmail: "someone@example.com" });
    expect(answer.init?.status).toBe(422);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("delete");
    expect(result.initialValue).toMatchObject({ confirmEmail: "someone@example.com" });
    expect(result.error).toEqual({ confirmEmail: ["people.errors.confirmMismatch"] });

    const html = await page(personId, answer.data);
    expect(html).toContain('value="someone@example.com"');
    expect(html).toContain("Please check these fields");
    expect(html).toContain('href="#delete-confirmEmail"');
    expect(html).toContain("That is not this account&#x27;s email address. Nothing was deleted.");
    expect(html).toMatch(/id="delete-confirmEmail"[^>]*aria-invalid="true"/);
    expect(await test.db.select().from(users).where(eq(users.id, personId))).toHaveLength(1);
  });

  it("asks for a partner at the partner field, then makes the person its administrator", async () => {
    const refused = await post(personId, { intent: "grant-partner-admin", partnerId: "" });
    expect(refused.init?.status).toBe(400);
    expect((refused.data as { form: string }).form).toBe("partner");
    const html = await page(personId, refused.data);
    expect(html).toContain('href="#partner-partnerId"');
    expect(html).toMatch(/<select id="partner-partnerId"[^>]*aria-invalid="true"/);
    expect(html).toContain("Choose a partner.");

    const granted = await post(personId, { intent: "grant-partner-admin", partnerId: partner.id });
    expect(granted.init?.status ?? 200).toBe(200);
    const done = await page(personId, granted.data);
    expect(done).toContain("The person now administers the partner.");
    expect(done).toContain("Stop administering Fit Forward");
    expect(done).not.toContain("Please check these fields");
  });

  it("answers a refused button in the summary: nobody deactivates themself, an address verified gets no link", async () => {
    const self = await post(admin.id, { intent: "deactivate" });
    expect(self.init?.status).toBe(409);
    expect((self.data as { form: string }).form).toBe("account");
    expect(await page(admin.id, self.data)).toContain("You cannot deactivate or delete your own account here.");
    const unknown = await post(personId, { intent: "explode" });
    expect(unknown.init?.status).toBe(400);
    expect(await page(personId, unknown.data)).toContain("We could not process this form.");
    expect(await post("nobody-here", { intent: "reactivate" })).toMatchObject({ init: { status: 404 } });
  });
});
