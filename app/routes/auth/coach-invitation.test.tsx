import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "~/features/admin/audit.server";
import { inviteCoaches } from "~/features/admin/invitations.server";
import { parseInviteText } from "~/features/admin/invite-list";
import {
  drawPage,
  loaderData,
  ORIGIN,
  postForm,
  type RouteCall,
  servedAccountPages,
  tagOf,
} from "../../../tests/support/account-routes";
import { createMember, createUser } from "../../../tests/support/factories";
import { jobRows } from "../../../tests/support/jobs";
import CoachInvitation, { action, loader } from "./coach-invitation";

// The coach invitation page as a browser without JavaScript uses it: a refused form comes back
// with what was typed and ticked (never the password), each message at its field in its own
// catalog (the account's, the coach profile's), and the summary; an address that has an account
// is refused with the way to log in first; a dead link says so with 410.

const served = servedAccountPages({ tess: false });
const admin: Actor = { id: "admin", name: "Sara Jansen", email: "admin@example.com" };
const tokens: Record<string, string> = {};
const call = (token: string, lng = "en"): RouteCall => ({
  path: `/${lng}/coach-invitation?token=${token}`,
  params: { lng },
});

beforeAll(async () => {
  await createUser(served.db, { id: "admin", name: "Sara Jansen", email: "admin@example.com", roles: ["admin"] });
  await createMember(served.db, { id: "mila", name: "Mila de Vries", email: "mila@example.com", locale: "en" });
  const list = parseInviteText("Eva de Wit <eva@example.com>\nMila de Vries <mila@example.com>");
  await inviteCoaches(served.db, admin, list.rows, "en", { origin: ORIGIN, now: new Date(), send: false });
  for (const row of await jobRows(served.db, "mail")) {
    const mail = row.data as { to: string; text: string };
    const token = /coach-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) tokens[mail.to] = token;
  }
}, 120_000);

const profile = {
  name: "Eva de Wit",
  password: "a calm and long password",
  headlineNl: "Rust en ritme",
  headlineEn: "Calm and rhythm",
  bioNl: "Ik help mensen met stress en slaap, met kleine stappen die in een volle agenda passen.",
  bioEn: "I help people with stress and sleep, in small steps that fit into a full calendar.",
  specialties: "stress",
  languages: "en",
  modes: "video",
};

describe("the coach invitation page without JavaScript", () => {
  it("answers a refused form with what was typed and ticked, each message in its catalog, never the password", async () => {
    const token = tokens["eva@example.com"] as string;
    const typed = { ...profile, token, bioEn: "Too short.", password: "short", modes: "in_person" };
    const answer = await postForm(action, call(token), typed);
    expect(answer.status).toBe(400);
    const { form, result } = answer.data as { form: string; result: Record<string, unknown> };
    expect(form).toBe("invitation");
    expect(result.error).toEqual({
      password: ["errors.passwordTooShort"],
      bioEn: ["profile.errors.bio"],
      city: ["profile.errors.city"],
    });
    expect(result.initialValue).toMatchObject({
      headlineNl: "Rust en ritme",
      specialties: "stress",
      modes: "in_person",
    });
    expect(JSON.stringify(answer.data)).not.toContain('short"');

    const page = await loaderData(loader, call(token));
    const html = drawPage(CoachInvitation, call(token), { loaderData: page, actionData: answer.data });
    expect(tagOf(html, "invitation-headlineNl")).toContain('value="Rust en ritme"');
    expect(html).toMatch(/<textarea[^>]*id="invitation-bioEn"[^>]*>Too short\.<\/textarea>/);
    // The boxes ticked come back ticked (the group's first box carries its id, for the summary's link).
    const ticked = (name: string, value: string) =>
      new RegExp(`<input[^>]*name="${name}"[^>]*checked=""[^>]*value="${value}"`).test(html);
    expect(ticked("specialties", "stress")).toBe(true);
    expect(ticked("modes", "in_person")).toBe(true);
    expect(ticked("modes", "video")).toBe(false);
    expect(html).toContain('id="invitation-specialties"');
    expect(tagOf(html, "invitation-password")).toContain('value=""');
    expect(html).toContain('href="#invitation-bioEn"');
    expect(html).toContain('href="#invitation-password"');
    expect(html).toContain("Write 50 to 2000 characters about yourself.");
    expect(html).toContain("Your password needs at least 10 characters.");
    expect(html).not.toContain("profile.errors");
  });

  it("refuses an address that has an account with 409 and the way to log in first", async () => {
    const token = tokens["mila@example.com"] as string;
    const answer = await postForm(action, call(token), { ...profile, token, name: "Mila de Vries" });
    expect(answer.status).toBe(409);
    const html = drawPage(CoachInvitation, call(token), {
      loaderData: await loaderData(loader, call(token)),
      actionData: answer.data,
    });
    expect(html).toContain("There is already an account with this address.");
    expect(html).toContain('href="/en/login?returnTo=');
    expect(html).toContain("Log in with that address first");
    expect(tagOf(html, "invitation-headlineEn")).toContain('value="Calm and rhythm"');
  });

  it("answers a dead link with 410 whatever the fields say, and accepts a live one", async () => {
    const dead = await postForm(action, call("no-such-token"), { ...profile, token: "no-such-token" });
    expect(dead.status).toBe(410);
    const token = tokens["eva@example.com"] as string;
    const accepted = await postForm(action, call(token), { ...profile, token });
    expect(accepted).toMatchObject({ status: 302, location: "/coach/profile" });
    expect(accepted.cookies.some((cookie) => cookie.includes("session_token"))).toBe(true);
  });
});
