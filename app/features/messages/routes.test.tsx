import { eq } from "drizzle-orm";
import { data } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { action as coachAction, loader as coachLoader } from "~/routes/coach/conversation";
import { loader as coachListLoader } from "~/routes/coach/messages";
import MemberConversation, { action as memberAction, loader as memberLoader } from "~/routes/member/conversation";
import { loader as memberListLoader } from "~/routes/member/messages";
import { loader as fileLoader } from "~/routes/resources/message-file";
import { serveAppFrom } from "../../../tests/support/app-database";
import { currentUserOf } from "../../../tests/support/current-user";
import { createAppointment, createCoachUser, createMember } from "../../../tests/support/factories";
import { drawPage, formBody, type PostedValues, routeContext } from "../../../tests/support/route-form";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { coaches } from "../../db/schema/coaching";
import { conversations, messageFiles, messages } from "../../db/schema/messages";
import { coachPractice } from "../accounts/areas.server";
import type { CurrentUser } from "../accounts/session.server";

// The four pages and the file, as the routes answer each person: the conversation's member and
// coach, another member and another coach (not found), a visitor for the file (401). Without
// script a message sent is a post, then a redirect back to the conversation.

const reported = vi.hoisted(() => ({ calls: [] as unknown[] }));
vi.mock("./reports.server", () => ({
  reportToAdmins: async (_db: unknown, input: unknown) => {
    reported.calls.push(input);
    return { id: "report-1" };
  },
}));

// The file route finds its person from the session; here from a header the test sets.
vi.mock("~/features/accounts/areas.server", async (original) => {
  const actual = await original<typeof import("~/features/accounts/areas.server")>();
  return {
    ...actual,
    requireSignedIn: async (request: Request) => {
      const user = request.headers.get("x-test-user");
      if (!user) throw data({ lng: "en" }, { status: 401 });
      return JSON.parse(user) as CurrentUser;
    },
  };
});

process.env.AUTH_SECRET ??= "a-test-secret-for-message-routes-0123456789";

let test: TestDatabase;
let release: () => void;
const people: Record<"memberA" | "memberB" | "memberC" | "coachX" | "coachY", CurrentUser> = {} as never;
const practices: Record<"coachX" | "coachY", unknown> = {} as never;

beforeAll(async () => {
  test = await createTestDatabase();
  ({ release } = serveAppFrom(test));
  const a = await createMember(test.db, { name: "Ann Member", locale: "en" });
  const b = await createMember(test.db, { name: "Bob Member", locale: "en" });
  const x = await createCoachUser(test.db, { user: { name: "Xander Coach" }, slug: "xander", replyWithinDays: 2 });
  const y = await createCoachUser(test.db, { user: { name: "Yara Coach" }, slug: "yara" });
  people.memberA = currentUserOf(a, ["member"]);
  people.memberB = currentUserOf(b, ["member"]);
  const c = await createMember(test.db, { name: "Cas Member", locale: "en" });
  people.memberC = currentUserOf(c, ["member"]);
  people.coachX = currentUserOf(x.user, ["coach"]);
  people.coachY = currentUserOf(y.user, ["coach"]);
  for (const [role, coach] of [
    ["coachX", x.coach],
    ["coachY", y.coach],
  ] as const) {
    const [practice] = await test.db.select().from(coaches).where(eq(coaches.id, coach.id));
    practices[role] = practice;
  }
  const soon = new Date(Date.now() + 3 * 86_400_000);
  await createAppointment(test.db, { coachId: x.coach.id, memberId: a.id, startsAt: soon });
  await createAppointment(test.db, { coachId: y.coach.id, memberId: b.id, startsAt: soon });
  await createAppointment(test.db, {
    coachId: x.coach.id,
    memberId: c.id,
    startsAt: new Date(soon.getTime() + 86_400_000),
  });
});

afterAll(async () => {
  release?.();
  await test?.close();
});

type Who = keyof typeof people;

function context(who: Who) {
  const ctx = routeContext(people[who]);
  if (who === "coachX" || who === "coachY") {
    ctx.set(coachPractice, practices[who] as never);
  }
  return ctx;
}

/** A loader's or action's answer: status, data, where a redirect goes. */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; data: unknown; location: string | null }> {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, data: null, location: value.headers.get("Location") };
    if (value && typeof value === "object" && "init" in value && "data" in value) {
      const { data: body, init } = value as { data: unknown; init?: { status?: number } };
      return { status: init?.status ?? 200, data: body, location: null };
    }
    return { status: 200, data: value, location: null };
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown;
    const { init } = thrown as { init?: { status?: number } };
    return { status: init?.status ?? 500, data: null, location: null };
  }
}

const memberGet = (who: Who, slug: string, query = "") =>
  answer(() =>
    memberLoader({
      request: new Request(`http://localhost/en/messages/${slug}${query}`),
      params: { lng: "en", coach: slug },
      context: context(who),
    } as never),
  );
const memberPost = (who: Who, slug: string, values: PostedValues) =>
  answer(() =>
    memberAction({
      request: new Request(`http://localhost/en/messages/${slug}`, { method: "POST", body: formBody(values) }),
      params: { lng: "en", coach: slug },
      context: context(who),
    } as never),
  );
const coachGet = (who: Who, member: string) =>
  answer(() =>
    coachLoader({
      request: new Request(`http://localhost/coach/messages/${member}`),
      params: { member },
      context: context(who),
    } as never),
  );
const coachPost = (who: Who, member: string, values: PostedValues) =>
  answer(() =>
    coachAction({
      request: new Request(`http://localhost/coach/messages/${member}`, { method: "POST", body: formBody(values) }),
      params: { member },
      context: context(who),
    } as never),
  );
const fileGet = (who: Who | null, id: string) =>
  fileLoader({
    request: new Request(`http://localhost/message-files/${id}`, {
      headers: who ? { "x-test-user": JSON.stringify(people[who]) } : {},
    }),
    params: { id },
    context: routeContext(null),
  } as never);

describe("who reads a conversation", () => {
  it("lets the member and the coach in, and nobody else (not found)", async () => {
    expect((await memberGet("memberA", "xander")).status).toBe(200);
    expect((await memberGet("memberB", "xander")).status).toBe(404);
    expect((await memberGet("memberA", "yara")).status).toBe(404);
    expect((await memberGet("memberA", "Not A Slug")).status).toBe(404);
    expect((await coachGet("coachX", people.memberA.id)).status).toBe(200);
    expect((await coachGet("coachY", people.memberA.id)).status).toBe(404);
    expect((await coachGet("coachX", "../../etc")).status).toBe(404);
  });

  it("lists only each person's own conversations", async () => {
    const list = await memberListLoader({
      request: new Request("http://localhost/en/messages?page=x"),
      params: { lng: "en" },
      context: context("memberA"),
    } as never);
    expect(list.items.map((item) => item.key)).toEqual(["xander"]);
    const coachList = await coachListLoader({
      request: new Request("http://localhost/coach/messages"),
      params: {},
      context: context("coachY"),
    } as never);
    expect(coachList.items.map((item) => item.name)).toEqual(["Bob Member"]);
  });
});

describe("writing from the pages", () => {
  it("without script: posts, then redirects back to the conversation, which shows the message", async () => {
    const sent = await memberPost("memberA", "xander", { intent: "send", body: "Hello https://example.com" });
    expect(sent).toMatchObject({ status: 302, location: "/en/messages/xander" });
    const page = await memberGet("memberA", "xander");
    const view = (page.data as { view: { messages: { text: string }[]; conversation: { replyWithinDays: number } } })
      .view;
    expect(view.messages.map((message) => message.text)).toEqual(["Hello https://example.com"]);
    const html = drawPage(MemberConversation, "/en/messages/xander", { loaderData: page.data });
    expect(html).toContain("Xander Coach usually replies within 2 working days.");
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    // Without script the form is a plain post: no fetcher marker.
    expect(html).not.toContain('name="via"');
  });

  it("opens no conversation for a refused form", async () => {
    const rows = await test.db.$count(conversations);
    expect((await coachPost("coachX", people.memberC.id, { intent: "send", body: "" })).status).toBe(400);
    expect((await memberPost("memberC", "xander", { intent: "report" })).status).toBe(400);
    expect(await test.db.$count(conversations)).toBe(rows);
    expect((await coachPost("coachX", people.memberC.id, { intent: "send", body: "Welcome" })).status).toBe(302);
    expect(await test.db.$count(conversations)).toBe(rows + 1);
  });

  it("with script: answers the fetcher and empties the form", async () => {
    const sent = await memberPost("memberA", "xander", { intent: "send", body: "Again", via: "script" });
    expect(sent.status).toBe(200);
    expect(sent.data).toMatchObject({ form: "send", done: "send" });
  });

  it("keeps what was typed when it is refused", async () => {
    const refused = await memberPost("memberA", "xander", { intent: "send", body: "x".repeat(4001) });
    expect(refused.status).toBe(400);
    const result = (refused.data as { result: { initialValue: { body: string }; error: Record<string, string[]> } })
      .result;
    expect(result.initialValue.body).toHaveLength(4001);
    expect(result.error.body).toEqual(["errors.bodyTooLong"]);
    expect((await memberPost("memberB", "xander", { intent: "send", body: "Hi" })).status).toBe(404);
    expect((await memberPost("memberA", "xander", { intent: "nonsense" })).status).toBe(400);
  });

  it("lets the coach attach a file, refuses a false one and stores nothing of it", async () => {
    const before = await test.db.$count(messages);
    const html = new File(["<html><script>alert(1)</script></html>"], "photo.png", { type: "image/png" });
    const refused = await coachPost("coachX", people.memberA.id, { intent: "send", body: "See the photo", file: html });
    expect(refused.status).toBe(400);
    expect((refused.data as { result: { error: Record<string, string[]> } }).result.error.file).toEqual([
      "errors.fileType",
    ]);
    expect((refused.data as { result: { initialValue: { body: string } } }).result.initialValue.body).toBe(
      "See the photo",
    );
    expect(await test.db.$count(messages)).toBe(before);

    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const pdf = new File([Buffer.from("%PDF-1.4\nplan\n%%EOF")], "Plan für dich.pdf", { type: "application/pdf" });
    expect(
      (await coachPost("coachX", people.memberA.id, { intent: "send", body: "Your plan", file: pdf })).location,
    ).toBe(`/coach/messages/${people.memberA.id}`);
    await coachPost("coachX", people.memberA.id, {
      intent: "send",
      body: "A chart",
      file: new File([png], "chart.png"),
    });
    const files = await test.db.select({ id: messageFiles.messageId, kind: messageFiles.kind }).from(messageFiles);
    expect(files.map((file) => file.kind).sort()).toEqual(["pdf", "png"]);

    const pdfId = files.find((file) => file.kind === "pdf")?.id ?? "";
    const download = await fileGet("memberA", pdfId);
    expect(download.status).toBe(200);
    expect(download.headers.get("Content-Type")).toBe("application/pdf");
    expect(download.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Plan f_r dich.pdf"; filename*=UTF-8''Plan%20f%C3%BCr%20dich.pdf`,
    );
    expect(download.headers.get("Cache-Control")).toBe("private, no-store");
    expect(download.headers.get("Content-Security-Policy")).toContain("sandbox");
    expect(Buffer.from(await download.arrayBuffer()).toString()).toContain("plan");
    const image = await fileGet("coachX", files.find((file) => file.kind === "png")?.id ?? "");
    expect(image.headers.get("Content-Type")).toBe("image/png");
    expect(image.headers.get("Content-Disposition")).toMatch(/^inline; /);

    for (const [who, status] of [
      ["memberB", 404],
      ["coachY", 404],
      [null, 401],
    ] as const) {
      const outcome = await (fileGet(who, pdfId) as Promise<Response>).then(
        (response) => response.status,
        (thrown: { init?: { status?: number } }) => thrown.init?.status,
      );
      expect(outcome, String(who)).toBe(status);
    }
    const malformed = await (fileGet("memberA", "not-a-uuid") as Promise<Response>).catch(
      (thrown: { init?: { status?: number } }) => thrown.init?.status,
    );
    expect(malformed).toBe(404);
  });

  it("lets the member block the coach, who then cannot write, and lift it", async () => {
    expect((await coachPost("coachX", people.memberA.id, { intent: "block" })).status).toBe(400);
    expect((await memberPost("memberA", "xander", { intent: "block" })).data).toMatchObject({ done: "block" });
    const refused = await coachPost("coachX", people.memberA.id, { intent: "send", body: "Hello?" });
    expect(refused.status).toBe(409);
    const coachView = await coachGet("coachX", people.memberA.id);
    expect((coachView.data as { view: { state: unknown } }).view.state).toEqual({ canWrite: false, reason: "blocked" });
    expect((await memberPost("memberA", "xander", { intent: "unblock" })).data).toMatchObject({ done: "unblock" });
    expect((await coachPost("coachX", people.memberA.id, { intent: "send", body: "Hello again" })).status).toBe(302);
  });

  it("reports to the administrators only what the member chose to include", async () => {
    const page = await memberGet("memberA", "xander");
    const coachMessage = (
      page.data as { view: { messages: { id: string; side: string; text: string }[] } }
    ).view.messages.find((message) => message.side === "coach" && message.text === "Hello again");
    if (!coachMessage) throw new Error("no coach message");
    expect(
      (
        await memberPost("memberA", "xander", {
          intent: "report",
          reason: "spam",
          note: "",
          messageId: coachMessage.id,
        })
      ).data,
    ).toMatchObject({ done: "report" });
    await memberPost("memberA", "xander", {
      intent: "report",
      reason: "harassment",
      note: "Not okay",
      messageId: coachMessage.id,
      includeMessage: "yes",
    });
    expect(reported.calls).toEqual([
      expect.objectContaining({ reason: "spam", note: "", includedMessage: null, reporterId: people.memberA.id }),
      expect.objectContaining({
        reason: "harassment",
        note: "Not okay",
        includedMessage: expect.objectContaining({ text: "Hello again" }),
      }),
    ]);
    expect((await memberPost("memberA", "xander", { intent: "report", reason: "nonsense" })).status).toBe(400);
    // A message of the member's own, or of another conversation, cannot be reported here.
    const own = (page.data as { view: { messages: { id: string; side: string }[] } }).view.messages.find(
      (message) => message.side === "member",
    );
    expect(
      (await memberPost("memberA", "xander", { intent: "report", reason: "spam", messageId: own?.id ?? "" })).status,
    ).toBe(404);
    expect(reported.calls).toHaveLength(2);
  });
});
