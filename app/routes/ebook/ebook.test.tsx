import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ebookLeads } from "~/db/schema/content";
import { requestContext } from "~/utils/request-context.server";
import { serveAppFrom } from "../../../tests/support/app-database";
import { drawPage, formBody, type PostedValues, routeArgs } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import Ebook, { action, loader } from "./ebook";

// The ebook page as a browser without JavaScript uses it: a visitor's address with consent, and
// what comes back when something is missing.

let test: TestDatabase;
let app: { release(): void };
const path = "/en/ebook";
const params = { lng: "en" };

/** The request's arguments as the server leaves them: the database, no account, the client's address. */
function args(init?: RequestInit) {
  const routed = routeArgs(path, params, init, null);
  routed.context.set(requestContext, { requestId: "r-1", nonce: "n", clientIp: "203.0.113.9" });
  return routed as never;
}

async function post(values: PostedValues) {
  const answer = (await action(args({ method: "POST", body: formBody(values) }))) as unknown as {
    data: Record<string, unknown>;
    init?: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

const page = async (actionData: unknown) => drawPage(Ebook, path, { loaderData: await loader(args()), actionData });

beforeAll(async () => {
  test = await createTestDatabase();
  app = serveAppFrom(test);
}, 120_000);

afterAll(async () => {
  app?.release();
  await test?.close();
});

describe("the ebook page without JavaScript", () => {
  it("answers a missing consent and a wrong address at their fields, keeping what was typed", async () => {
    const answer = await post({ intent: "lead", email: "not-an-address" });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "ebook",
      result: { error: { email: ["ebook.errors.emailInvalid"], consent: ["ebook.errors.consentRequired"] } },
    });
    const html = await page(answer.data);
    expect(html).toContain('value="not-an-address"');
    expect(html).toMatch(/href="#ebook-consent"[^>]*>Your consent</);
    expect(html).toContain("Tick the box to agree, so we may send you the link.");
    expect(html).toMatch(/id="ebook-email"[^>]*aria-invalid="true"/);
    expect(await test.db.select().from(ebookLeads)).toHaveLength(0);
  });

  it("takes the address with consent and offers the download", async () => {
    const answer = await post({ intent: "lead", email: "Anna@Example.com", consent: "yes" });
    expect(answer.status).toBe(200);
    expect(answer.data.download).toMatch(/^\/en\/ebook\/download\?token=/);
    const html = await page(answer.data);
    expect(html).toContain("Done: the link is in your inbox.");
    expect((await test.db.select().from(ebookLeads))[0]?.email).toBe("anna@example.com");
  });

  it("answers an unknown withdrawal link with its warning", async () => {
    const answer = await post({ intent: "withdraw", token: "x" });
    expect(answer.status).toBe(404);
    const html = drawPage(Ebook, `${path}?withdraw=x`, {
      loaderData: { ...(await loader(args())), withdrawToken: "x" },
      actionData: answer.data,
    });
    expect(html).toContain("This link is unknown or has been used already.");
  });
});
