import { describe, expect, it } from "vitest";
import AdminCoach from "~/routes/admin/coach";
import CoachProfileEditor from "~/routes/coach/profile";
import { getI18n } from "~/utils/i18n/instance";
import { drawPage } from "../../../tests/support/route-form";

// A hold as both sides see it, drawn on the server in both languages: the coach reads that an
// administrator took the page down and why, with the publish switch off and disabled; the
// administrator reads who held it and why, and can publish or lift the hold; a deactivated
// account says what stays booked.

const reason = "Er loopt een klacht & we bellen je.";
const since = "2027-04-14T10:00:00.000Z";
const coach = {
  id: "11111111-1111-4111-8111-111111111111",
  slug: "daan-bakker",
  name: "Daan Bakker",
  headlineNl: "Rust",
  headlineEn: "Calm",
  bioNl: "Bio",
  bioEn: "Bio",
  specialties: ["stress"],
  languages: ["nl"],
  modes: ["video"],
  city: "",
  published: false,
  photoVersion: null,
};

/** The profile form's values as the coach's loader gives them: not published under a hold. */
const profileOf = (practice: typeof coach, held: boolean) => {
  const { id: _id, slug: _slug, photoVersion: _photo, published, ...fields } = practice;
  return { ...fields, published: published && !held ? "yes" : undefined };
};

describe("the coach's profile page under a hold", () => {
  it("says the page is on hold and why, with the publish switch off and disabled", () => {
    for (const lng of ["en", "nl"] as const) {
      const html = drawPage(
        CoachProfileEditor,
        "/coach/profile",
        {
          loaderData: { coach, profile: profileOf(coach, true), timeZone: "Europe/Amsterdam", hold: { since, reason } },
          actionData: undefined,
        },
        lng,
      );
      const t = getI18n(lng).t;
      expect(html).toContain(t("coach:profile.hold.title"));
      expect(html).toContain(lng === "en" ? "14 April 2027" : "14 april 2027");
      expect(html).toContain("Er loopt een klacht &amp; we bellen je.");
      // The box sits in a disabled group (so it cannot be ticked or posted), described by why.
      expect(html).toMatch(/<fieldset disabled=""[^>]*>(?:(?!<\/fieldset>).)*<input id="profile-published"/s);
      expect(html).toMatch(/<input id="profile-published"[^>]*aria-describedby="[^"]*profile-published-description"/);
      expect(html).toContain(
        `id="profile-published-description" class="text-sm text-ink-muted">${t("coach:profile.hold.toggle")}<`,
      );
      expect(html).not.toMatch(/<input id="profile-published"[^>]*checked/);
    }
  });

  it("shows the refusal beside the switch", () => {
    const html = drawPage(
      CoachProfileEditor,
      "/coach/profile",
      {
        loaderData: {
          coach,
          profile: profileOf(coach, true),
          timeZone: "Europe/Amsterdam",
          hold: { since, reason: null },
        },
        actionData: {
          form: "profile",
          result: {
            status: "error",
            initialValue: { name: "Daan Bakker", published: "yes" },
            error: { published: ["profile.errors.held"] },
          },
        },
      },
      "en",
    );
    expect(html).toContain("Your page is on hold by an administrator, so you cannot publish it. Nothing was saved.");
    expect(html).toContain('href="#profile-published"');
    expect(html).toMatch(/id="profile-published-error"[^>]*>.*on hold by an administrator/);
    expect(html).not.toContain("Reason:");
  });

  it("leaves the switch to the coach without a hold", () => {
    const html = drawPage(
      CoachProfileEditor,
      "/coach/profile",
      {
        loaderData: {
          coach: { ...coach, published: true },
          profile: profileOf({ ...coach, published: true }, false),
          timeZone: "Europe/Amsterdam",
          hold: null,
        },
      },
      "en",
    );
    expect(html).not.toContain("on hold");
    expect(html).toMatch(/<input id="profile-published"[^>]*checked=""/);
    expect(html).not.toContain("<fieldset disabled");
  });
});

const figures = { month: 0, year: 0, completed: 0, noShows: 0, cancelledByMember: 0, cancelledByCoach: 0, upcoming: 3 };
const adminCoach = {
  id: coach.id,
  slug: coach.slug,
  name: coach.name,
  published: false,
  hold: { since, reason, by: "Sara Jansen" },
  deactivated: false,
  userId: "daan",
  email: "daan@example.com",
  figures,
  nextSlot: null,
};
/** No messages yet: the reply figures of a coach nobody wrote to. */
const replies = {
  medianHours: null,
  replies: 0,
  unanswered: 0,
  statedDays: null,
  windowDays: 90,
  unansweredAfterDays: 14,
};

/** Fewer than five members rated, and nobody left a comment. */
const noRatings = { ratings: null, comments: { total: 0, items: [] } };

describe("the back office's coach page", () => {
  it("shows a hold with who, when and why, and offers publishing and lifting it", () => {
    for (const lng of ["en", "nl"] as const) {
      const html = drawPage(
        AdminCoach,
        `/admin/coaches/${coach.id}`,
        {
          loaderData: { coach: adminCoach, timeZone: "Europe/Amsterdam", replies, ...noRatings },
          actionData: undefined,
        },
        lng,
      );
      const t = getI18n(lng).t;
      expect(html).toContain(t("admin:coaches.detail.heldTitle"));
      expect(html).toContain("Sara Jansen");
      expect(html).toContain("Er loopt een klacht &amp; we bellen je.");
      expect(html).toContain(`value="publish"`);
      expect(html).toContain(`value="release"`);
      expect(html).toContain(t("admin:coaches.release"));
      // Held already: no second hold form.
      expect(html).not.toContain('name="reason"');
    }
  });

  it("offers unpublishing with a reason for a published page, and says what a deactivation leaves", () => {
    const html = drawPage(
      AdminCoach,
      `/admin/coaches/${coach.id}`,
      {
        loaderData: {
          coach: { ...adminCoach, published: true, hold: null, deactivated: true },
          timeZone: "Europe/Amsterdam",
          replies,
          ...noRatings,
        },
        actionData: {
          form: "hold",
          result: {
            status: "error",
            initialValue: { intent: "unpublish", reason: "x".repeat(501) },
            error: { reason: ["coaches.errors.reason"] },
          },
        },
      },
      "en",
    );
    expect(html).toContain('name="reason"');
    expect(html).toContain('value="unpublish"');
    expect(html).toContain(">Unpublish</button>");
    expect(html).not.toContain('value="release"');
    expect(html).toContain("Write the reason in at most 500 characters.");
    expect(html).toContain("Account deactivated");
    expect(html).toContain("(they are not cancelled automatically): 3.");
    // A deactivated account's page is not linked: it is not public.
    expect(html).not.toContain(`href="/en/coaches/${coach.slug}"`);
  });
});
