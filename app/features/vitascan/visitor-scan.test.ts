import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import { domains } from "./instrument";
import type { Answers } from "./scoring";
import {
  hasFinishedVisitorScan,
  keepVisitorScan,
  readVisitorScan,
  VISITOR_SCAN_COOKIE,
  type VisitorScan,
  visitorResult,
  visitorScanCookie,
} from "./visitor-scan.server";
import { completedScans, getConsent } from "./vitascan.server";

const now = new Date("2026-12-01T10:00:00Z");
let test: TestDatabase;

/** A plausible answer for every question: a middle choice, 3 days, 40 minutes, 8 hours. */
const numberFor = (id: string) => (id.endsWith("Days") ? 3 : id.endsWith("Minutes") ? 40 : 8);
const allAnswers = (): Answers =>
  Object.fromEntries(
    domains.flatMap((domain) =>
      domain.items.map((item) => [
        item.id,
        item.kind === "choice" ? (item.scale.options[2]?.value ?? 0) : numberFor(item.id),
      ]),
    ),
  );

const finished: VisitorScan = {
  answers: allAnswers(),
  step: domains.length - 1,
  consentedAt: "2026-11-30T09:00:00.000Z",
};

/** A request carrying the cookie that `visitorScanCookie` set. */
function requestWith(setCookie: string): Request {
  const pair = setCookie.split(";")[0] ?? "";
  return new Request("http://localhost/en/vitascan/keep", { headers: { cookie: pair } });
}

beforeAll(async () => {
  test = await createTestDatabase();
  await createUser(test.db, { id: "new", name: "New", email: "new@example.com", locale: "en" });
  await createUser(test.db, { id: "recent", name: "Recent", email: "recent@example.com", locale: "en" });
});

afterAll(async () => {
  await test?.close();
});

describe("a visitor's vitality scan", () => {
  it("lives only in an encrypted, HttpOnly cookie that reads back as it was written", () => {
    const header = visitorScanCookie(finished, true);
    expect(header).toMatch(new RegExp(`^${VISITOR_SCAN_COOKIE}=v1\\.`));
    expect(header).toContain("HttpOnly");
    expect(header).toContain("Secure");
    // Nothing of the answers is readable in the cookie itself.
    expect(header).not.toContain("who5");
    expect(readVisitorScan(requestWith(header))).toEqual(finished);
    expect(hasFinishedVisitorScan(requestWith(header))).toBe(true);
    expect(visitorResult(finished)?.overall).toBeGreaterThan(0);
  });

  it("ignores a cookie that was changed, forged or holds answers out of range", () => {
    const header = visitorScanCookie(finished, false);
    const [name, value] = (header.split(";")[0] ?? "").split("=");
    const tampered = `${name}=${(value ?? "").slice(0, -4)}AAAA`;
    expect(readVisitorScan(new Request("http://localhost/", { headers: { cookie: tampered } }))).toBeNull();
    expect(readVisitorScan(new Request("http://localhost/", { headers: { cookie: `${name}=plain-text` } }))).toBeNull();
    const wild = { ...finished, answers: { ...finished.answers, [domains[0]?.items[0]?.id ?? "x"]: 99, unknown: 3 } };
    const read = readVisitorScan(requestWith(visitorScanCookie(wild as VisitorScan, false)));
    expect(read?.answers).not.toHaveProperty("unknown");
    expect(read && hasFinishedVisitorScan(requestWith(visitorScanCookie(read, false)))).toBe(false);
  });

  it("is kept as the new member's scan, with the consent the visitor gave", async () => {
    expect(await keepVisitorScan(test.db, "new", finished, now)).toBe("kept");
    const [scan] = await completedScans(test.db, "new");
    expect(scan?.result.overall).toBe(visitorResult(finished)?.overall);
    expect((await getConsent(test.db, "new"))?.consentedAt.toISOString()).toBe(finished.consentedAt);
  });

  it("is not kept while the member's next scan is not open, and an unfinished one never", async () => {
    expect(await keepVisitorScan(test.db, "recent", finished, now)).toBe("kept");
    expect(await keepVisitorScan(test.db, "recent", finished, new Date(now.getTime() + 86_400_000))).toBe("notOpen");
    expect(await completedScans(test.db, "recent")).toHaveLength(1);
    const unfinished = { ...finished, answers: {} };
    expect(await keepVisitorScan(test.db, "new", unfinished, now)).toBe("incomplete");
  });
});
