import { describe, expect, it } from "vitest";
import { parseSubmission } from "~/components/form/form";
import { coachAppointmentFormSchema } from "./coach-appointment.schema";
import {
  availabilityFormSchema,
  coachHomeFormSchema,
  coachProfileSchema,
  overrideHoursOf,
  weekOf,
} from "./practice-forms";
import { readForm } from "./submission-fixture";

const form = (values: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(key, one);
  }
  return data;
};

describe("the availability forms", () => {
  const parse = (values: Record<string, string>) => readForm(availabilityFormSchema, values);

  it("read a week of hours per interval; a day that is off or missing has no hours", () => {
    const result = parse({
      intent: "week",
      "day1.on": "on",
      "day1.0.start": "09:00:00",
      "day1.0.end": "12:00:00",
      "day1.1.start": "13:00:00",
      "day1.1.end": "17:00:00",
      "day2.0.start": "09:00:00",
      "day2.0.end": "17:00:00",
    });
    expect(result.ok).toBe(true);
    if (!result.ok || result.data.intent !== "week") return;
    const week = weekOf(result.data);
    expect(week.get(1)).toEqual([
      { start: 540, end: 720 },
      { start: 780, end: 1020 },
    ]);
    expect(week.get(2)).toEqual([]);
    expect(week.get(7)).toEqual([]);
    expect(week.size).toBe(7);
  });

  it("put the reason hours make no sense at the interval's time", () => {
    expect(
      parse({
        intent: "week",
        "day1.on": "on",
        "day1.0.start": "17:00",
        "day1.0.end": "09:00",
        "day3.on": "on",
        "day3.0.start": "09:00",
        "day3.0.end": "12:00",
        "day3.1.start": "11:30",
        "day3.1.end": "14:00",
        "day5.on": "on",
        "day5.0.start": "09:00\u0000",
        "day5.0.end": "10:00",
      }),
    ).toEqual({
      ok: false,
      errors: {
        "day1.0.end": "availability.errors.order",
        "day3.1.start": "availability.errors.overlap",
        "day5.0.start": "availability.errors.time",
      },
    });
  });

  it("check dates of a day off and a holiday", () => {
    expect(parse({ intent: "override", date: "2026-02-30", hours: "" })).toEqual({
      ok: false,
      errors: { date: "availability.errors.date" },
    });
    expect(
      parse({
        intent: "override",
        date: "2026-03-02",
        "hours.on": "on",
        "hours.0.start": "10:00",
        "hours.0.end": "11:00",
      }),
    ).toMatchObject({ ok: true, data: { intent: "override", date: "2026-03-02" } });
    const override = parse({
      intent: "override",
      date: "2026-03-02",
      "hours.on": "on",
      "hours.0.start": "10:00:00",
      "hours.0.end": "11:00:00",
    });
    if (override.ok && override.data.intent === "override")
      expect(overrideHoursOf(override.data)).toEqual([{ start: 600, end: 660 }]);
    expect(override.ok).toBe(true);
    // Without the switch: a day off.
    const dayOff = parse({ intent: "override", date: "2026-03-02" });
    expect(dayOff.ok && dayOff.data.intent === "override" && overrideHoursOf(dayOff.data)).toEqual([]);
    expect(
      parse({
        intent: "override",
        date: "2026-03-02",
        "hours.on": "on",
        "hours.0.start": "11:00",
        "hours.0.end": "10:00",
      }),
    ).toEqual({ ok: false, errors: { "hours.0.end": "availability.errors.order" } });
    expect(parse({ intent: "vacation", from: "2026-03-10", to: "2026-03-02" })).toEqual({
      ok: false,
      errors: { to: "availability.errors.dateOrder" },
    });
    expect(parse({ intent: "vacation", from: "2026-03-10", to: "soon" })).toEqual({
      ok: false,
      errors: { to: "availability.errors.dateOrder" },
    });
    expect(parse({ intent: "vacation", from: "someday", to: "2026-03-02" })).toEqual({
      ok: false,
      errors: { from: "availability.errors.date" },
    });
    expect(parse({ intent: "remove-override", date: "2026-03-02\u0000" }).ok).toBe(false);
  });

  it("name only a vacation by its UUID", () => {
    expect(parse({ intent: "remove-vacation", id: "1; drop table" })).toEqual({
      ok: false,
      errors: { id: "errors.formInvalid" },
    });
    expect(parse({ intent: "remove-vacation", id: "00000000-0000-4000-8000-000000000000" }).ok).toBe(true);
  });

  it("keep the rules within their ranges and zones real", () => {
    const rules = {
      intent: "rules",
      timeZone: "Europe/Amsterdam",
      bufferMinutes: "15",
      noticeHours: "24",
      windowDays: "60",
      gridMinutes: "30",
      maxPerDay: "6",
    };
    expect(parse(rules)).toEqual({
      ok: true,
      data: {
        intent: "rules",
        timeZone: "Europe/Amsterdam",
        bufferMinutes: 15,
        noticeHours: 24,
        windowDays: 60,
        gridMinutes: 30,
        maxPerDay: 6,
      },
    });
    expect(parse({ ...rules, timeZone: "Mars/Olympus", bufferMinutes: "121", gridMinutes: "20" })).toEqual({
      ok: false,
      errors: {
        timeZone: "availability.errors.timeZone",
        bufferMinutes: "availability.errors.buffer",
        gridMinutes: "availability.errors.grid",
      },
    });
  });

  it("say an unknown intent at the intent, which no field of the page shows (the summary does)", () => {
    expect(parse({ intent: "everything" })).toEqual({ ok: false, errors: { intent: "errors.formInvalid" } });
    const home = (values: Record<string, string>) => readForm(coachHomeFormSchema, values);
    expect(home({ intent: "nope" })).toEqual({ ok: false, errors: { intent: "errors.formInvalid" } });
    expect(home({ intent: "renew-feed" })).toEqual({ ok: true, data: { intent: "renew-feed" } });
  });
});

describe("the coach's profile form", () => {
  const bio = "I help people sleep better and find their energy again, one week at a time.";
  const good = {
    name: " Daan Bakker ",
    headlineNl: "Rust en focus",
    headlineEn: "Calm and focus",
    bioNl: bio,
    bioEn: `${bio}\nAnd more.`,
    specialties: ["sleep", "stress", "sleep", "astrology"],
    languages: ["nl"],
    modes: ["video"],
  };
  // As the page's action reads it: a single ticked box posts a text, none posts nothing.
  const parse = (values: Record<string, string | string[]>) => {
    const submission = parseSubmission(form(values), coachProfileSchema);
    if (submission.status === "success") return { ok: true as const, data: submission.value };
    const errors = Object.entries(submission.error ?? {}).map(([field, keys]) => [field, keys?.[0]]);
    return { ok: false as const, errors: Object.fromEntries(errors) };
  };

  it("reads one ticked box as a list of one, and tampered values as nothing", () => {
    const one = parse({ ...good, specialties: "stress", languages: "en", modes: "video" });
    expect(one.ok && one.data).toMatchObject({ specialties: ["stress"], languages: ["en"], modes: ["video"] });
    const body = form({ ...good, published: "yes" });
    body.append("languages", new File(["x"], "nl"));
    const submission = parseSubmission(body, coachProfileSchema);
    expect(submission.status === "success" && submission.value).toMatchObject({ languages: ["nl"], published: true });
  });

  it("accepts a good profile; unknown and repeated choices are dropped", () => {
    expect(parse({ ...good, published: "yes" })).toEqual({
      ok: true,
      data: {
        name: "Daan Bakker",
        headlineNl: "Rust en focus",
        headlineEn: "Calm and focus",
        bioNl: bio,
        bioEn: `${bio}\nAnd more.`,
        specialties: ["sleep", "stress"],
        languages: ["nl"],
        modes: ["video"],
        city: null,
        published: true,
        removePhoto: false,
        replyWithinDays: null,
      },
    });
  });

  it("says per field what is wrong", () => {
    expect(parse({ ...good, name: "D", bioEn: "Short.", specialties: [], headlineNl: "x".repeat(121) })).toEqual({
      ok: false,
      errors: {
        name: "profile.errors.name",
        headlineNl: "profile.errors.headline",
        bioEn: "profile.errors.bio",
        specialties: "profile.errors.specialties",
      },
    });
    expect(parse({ name: "Daan" })).toMatchObject({
      ok: false,
      errors: { languages: "profile.errors.languages", modes: "profile.errors.modes" },
    });
  });

  it("needs a city for sessions in person", () => {
    expect(parse({ ...good, modes: ["video", "in_person"] })).toEqual({
      ok: false,
      errors: { city: "profile.errors.city" },
    });
    expect(parse({ name: "D", modes: ["in_person"] })).toMatchObject({
      ok: false,
      errors: { name: "profile.errors.name", city: "profile.errors.city" },
    });
    const withCity = parse({ ...good, modes: ["in_person"], city: "Utrecht" });
    expect(withCity.ok && withCity.data.city).toBe("Utrecht");
  });

  it("refuses control characters, but lets a biography have lines", () => {
    expect(parse({ ...good, headlineEn: "Calm\u001b[31m" })).toEqual({
      ok: false,
      errors: { headlineEn: "errors.controlCharacters" },
    });
    expect(parse({ ...good, bioNl: `${bio}\u0000` })).toEqual({
      ok: false,
      errors: { bioNl: "errors.controlCharacters" },
    });
  });
});

describe("the coach's appointment forms", () => {
  const parse = (values: Record<string, string>) => readForm(coachAppointmentFormSchema, values);

  it("saves notes of any length up to the limit, empty included", () => {
    expect(parse({ intent: "note", note: "  line one\nline two  " })).toEqual({
      ok: true,
      data: { intent: "note", note: "line one\nline two" },
    });
    expect(parse({ intent: "note" })).toEqual({ ok: true, data: { intent: "note", note: "" } });
    expect(parse({ intent: "note", note: "x".repeat(5001) })).toEqual({
      ok: false,
      errors: { note: "detail.noteTooLong" },
    });
  });

  it("needs a reason to cancel, of at most 500 characters", () => {
    expect(parse({ intent: "cancel", reason: "  " })).toEqual({
      ok: false,
      errors: { reason: "detail.reason-required" },
    });
    expect(parse({ intent: "cancel", reason: "x".repeat(501) })).toEqual({
      ok: false,
      errors: { reason: "detail.reasonTooLong" },
    });
    expect(parse({ intent: "cancel", reason: "Ill\u0000" })).toEqual({
      ok: false,
      errors: { reason: "errors.controlCharacters" },
    });
  });

  it("knows how it can end, and nothing else", () => {
    expect(parse({ intent: "no_show" })).toEqual({ ok: true, data: { intent: "no_show" } });
    expect(parse({ intent: "cancelled" })).toEqual({ ok: false, errors: { intent: "detail.unknown" } });
  });
});
