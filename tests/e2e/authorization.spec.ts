import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../support/fixtures";

type Who = "visitor" | "member" | "coach" | "admin";

const accounts: Record<Exclude<Who, "visitor">, string> = {
  member: "member@example.com",
  coach: "coach@example.com",
  admin: "admin@example.com",
};

// Each protected route × each kind of person: the status of a plain GET.
// 302 is where the route sends a logged-in person on (redirecting, finished onboarding).
const matrix: [string, Record<Who, number>][] = [
  ["/nl/dashboard", { visitor: 401, member: 200, coach: 403, admin: 200 }],
  ["/nl/account", { visitor: 401, member: 200, coach: 200, admin: 200 }],
  ["/nl/account/export", { visitor: 401, member: 200, coach: 200, admin: 200 }],
  ["/nl/app-selector", { visitor: 401, member: 200, coach: 200, admin: 200 }],
  ["/nl/redirecting", { visitor: 401, member: 302, coach: 302, admin: 302 }],
  ["/nl/signup/profile", { visitor: 401, member: 302, coach: 302, admin: 302 }],
  ["/coach", { visitor: 401, member: 403, coach: 200, admin: 403 }],
  ["/nl/sentry-example-page", { visitor: 401, member: 403, coach: 403, admin: 200 }],
  ["/nl/coaches", { visitor: 200, member: 200, coach: 200, admin: 200 }],
  ["/nl/coaches/find", { visitor: 200, member: 200, coach: 200, admin: 200 }],
  ["/nl/coaches/daan-bakker", { visitor: 200, member: 200, coach: 200, admin: 200 }],
  ["/nl/coaches/no-such-coach", { visitor: 404, member: 404, coach: 404, admin: 404 }],
  ["/nl/coaching", { visitor: 200, member: 200, coach: 200, admin: 200 }],
  ["/nl/coaching/00000000-0000-4000-8000-000000000000", { visitor: 401, member: 404, coach: 403, admin: 404 }],
  ["/nl/vitascan-onboarding", { visitor: 401, member: 200, coach: 403, admin: 200 }],
  // The demo member has consented and a new scan is open; the administrator, without consent, is
  // sent to the onboarding; nobody reads another member's scan.
  ["/nl/vitascan", { visitor: 401, member: 200, coach: 403, admin: 302 }],
  ["/nl/vitascan/results", { visitor: 401, member: 200, coach: 403, admin: 302 }],
  ["/nl/vitascan/delay", { visitor: 401, member: 200, coach: 403, admin: 200 }],
  ["/coach/appointments", { visitor: 401, member: 403, coach: 200, admin: 403 }],
  ["/coach/appointments/00000000-0000-4000-8000-000000000000", { visitor: 401, member: 403, coach: 404, admin: 403 }],
  ["/coach/availability", { visitor: 401, member: 403, coach: 200, admin: 403 }],
  ["/coach/profile", { visitor: 401, member: 403, coach: 200, admin: 403 }],
  [
    "/coach/calendar/0000000000000000000000000000000000000000000000000000000000000000.ics",
    { visitor: 404, member: 404, coach: 404, admin: 404 },
  ],
];

async function contextFor(who: Who, playwright: typeof import("playwright-core"), baseURL: string) {
  const context = await playwright.request.newContext({ baseURL });
  if (who !== "visitor") {
    const login = await context.post("/nl/login", {
      form: { email: accounts[who], password: "demo-password-1" },
      headers: { origin: baseURL },
      maxRedirects: 0,
    });
    expect(login.status(), `login of ${who}`).toBe(302);
  }
  return context;
}

for (const who of ["visitor", "member", "coach", "admin"] as const) {
  test(`access rules for a ${who}`, async ({ playwright }) => {
    const baseURL = test.info().project.use.baseURL as string;
    const context: APIRequestContext = await contextFor(who, playwright, baseURL);
    const seen: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const [path, rule] of matrix) {
      seen[path] = (await context.get(path, { maxRedirects: 0 })).status();
      expected[path] = rule[who];
    }
    expect(seen).toEqual(expected);
    await context.dispose();
  });
}
