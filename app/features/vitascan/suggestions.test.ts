import { describe, expect, it } from "vitest";
import type { DomainKey } from "./instrument";
import { daysFromNow, domainScores, fixtureNow } from "./scan-fixture";
import {
  type CoachCandidate,
  type EventCandidate,
  eventAreas,
  eventAreaWeights,
  type MediaCandidate,
  rankSuggestions,
} from "./suggestions";

const now = fixtureNow;
const at = daysFromNow;

/** A scan with these scores; every other area scores 90 (good). */
const scan = (scores: Partial<Record<DomainKey, number>>) => ({ domains: domainScores(scores) });

const coach = (id: string, specialties: string[], languages = ["nl", "en"]): CoachCandidate => ({
  id,
  name: id,
  specialties,
  languages,
});
const media = (slug: string, topic: DomainKey, daysAgo: number): MediaCandidate => ({
  slug,
  topic,
  publishedAt: at(-daysAgo),
});
const event = (
  slug: string,
  text: { en: string; nl?: string; kind?: string },
  sessions: { inDays: number; deadlineInDays?: number }[],
): EventCandidate => ({
  slug,
  kind: text.kind ?? "workshop",
  titleEn: text.en,
  titleNl: text.nl ?? "",
  summaryEn: "",
  summaryNl: "",
  sessions: sessions.map((session, index) => ({
    slug: `${slug}-${index}`,
    startsAt: at(session.inDays),
    registrationDeadline: at(session.deadlineInDays ?? session.inDays - 1),
  })),
});

describe("what an event is about", () => {
  it("reads the kind and the words of either language", () => {
    expect(eventAreas({ ...event("run", { en: "Sunrise by the sea", kind: "sport_event" }, []) })).toEqual([
      "activity",
    ]);
    expect(eventAreas(event("sleep", { en: "Online workshop: sleeping better" }, []))).toEqual(["sleep"]);
    // Only the Dutch text says it.
    expect(eventAreas(event("calm", { en: "Workshop", nl: "Rustig onder druk" }, []))).toEqual(["stress"]);
    expect(eventAreas(event("nothing", { en: "Values: what really matters" }, []))).toEqual([]);
  });

  it("weighs a title above a summary", () => {
    const yoga = { ...event("yoga", { en: "Yoga for people who sit", kind: "vitality_session" }, []) };
    const weights = eventAreaWeights({ ...yoga, summaryEn: "Gentle exercises that help you relax." });
    expect(Object.fromEntries(weights)).toEqual({ activity: 2, stress: 1 });
  });

  it("matches the beginning of a word, never a piece inside one", () => {
    // "indruk" holds "druk", "uitgerust" holds "rust": neither is about stress.
    expect(eventAreas(event("x", { en: "", nl: "Een blijvende indruk, uitgerust" }, []))).toEqual([]);
    expect(eventAreas(event("y", { en: "Relaxing after work" }, []))).toEqual(["stress"]);
  });
});

describe("suggestions from a scan", () => {
  const coaches = [
    coach("Bram", ["sleep", "energy"], ["en"]),
    coach("Anna", ["sleep"]),
    coach("Chris", ["stress", "sleep"]),
    coach("Dina", ["stress"]),
    coach("Eva", ["career"]),
  ];

  it("takes the two weakest areas that are not good, lowest first, with their scores", () => {
    const groups = rankSuggestions(
      scan({ sleep: 25, stress: 33, energy: 60 }),
      { coaches, media: [], events: [] },
      { language: "nl" },
      now,
    );
    expect(groups.map((group) => [group.area.key, group.area.score, group.area.band])).toEqual([
      ["sleep", 25, "low"],
      ["stress", 33, "low"],
    ]);
  });

  it("suggests nothing for a scan that is good everywhere", () => {
    expect(rankSuggestions(scan({}), { coaches, media: [], events: [] }, { language: "nl" }, now)).toEqual([]);
  });

  it("ranks coaches by the member's language, then how central the area is to them, never twice", () => {
    const groups = rankSuggestions(
      scan({ sleep: 25, stress: 33 }),
      { coaches, media: [], events: [] },
      { language: "nl" },
      now,
    );
    // Bram does not speak Dutch; for Chris sleep comes after stress.
    expect(groups[0]?.coaches.map((c) => c.id)).toEqual(["Anna", "Chris"]);
    // Chris already stands under sleep.
    expect(groups[1]?.coaches.map((c) => c.id)).toEqual(["Dina"]);
    const english = rankSuggestions(scan({ sleep: 25 }), { coaches, media: [], events: [] }, { language: "en" }, now);
    expect(english[0]?.coaches.map((c) => c.id)).toEqual(["Anna", "Bram"]);
  });

  it("prefers a coach who answers both weak areas when the area is as central to both", () => {
    const both = [coach("Ruben", ["sleep"]), coach("Noor", ["sleep", "stress"])];
    const groups = rankSuggestions(
      scan({ sleep: 25, stress: 33 }),
      { coaches: both, media: [], events: [] },
      { language: "nl" },
      now,
    );
    expect(groups[0]?.coaches.map((c) => c.id)).toEqual(["Noor", "Ruben"]);
  });

  it("suggests media on each area, newest first, within the limits", () => {
    const items = [
      media("old-sleep", "sleep", 100),
      media("new-sleep", "sleep", 3),
      media("mid-sleep", "sleep", 30),
      media("stress-one", "stress", 10),
      media("food", "nutrition", 1),
    ];
    const groups = rankSuggestions(
      scan({ sleep: 25, stress: 33 }),
      { coaches: [], media: items, events: [] },
      { language: "nl" },
      now,
    );
    expect(groups.map((group) => group.media.map((item) => item.slug))).toEqual([
      ["new-sleep", "mid-sleep"],
      ["stress-one"],
    ]);
  });

  it("suggests events with a session still open for registration, soonest first, once", () => {
    const events = [
      event("sleep-late", { en: "Sleep clinic" }, [{ inDays: 20 }]),
      event("sleep-soon", { en: "Sleeping better" }, [{ inDays: 5 }]),
      // Its deadline has passed: registering is closed.
      event("sleep-closed", { en: "Sleep talk" }, [{ inDays: 2, deadlineInDays: -1 }]),
      // Over already.
      event("sleep-past", { en: "Sleep walk" }, [{ inDays: -3, deadlineInDays: -4 }]),
      // About both: shown under the weaker area only.
      event("calm-nights", { en: "Calm nights: sleep and stress" }, [{ inDays: 1, deadlineInDays: 0.5 }]),
      event("pressure", { en: "Under pressure" }, [{ inDays: 9 }, { inDays: 4 }]),
    ];
    const groups = rankSuggestions(
      scan({ sleep: 25, stress: 33 }),
      { coaches: [], media: [], events },
      { language: "nl" },
      now,
      { coaches: 2, media: 2, events: 2 },
    );
    expect(groups[0]?.events.map((entry) => entry.event.slug)).toEqual(["calm-nights", "sleep-soon"]);
    // The next open session of an event with several.
    expect(groups[1]?.events.map((entry) => [entry.event.slug, entry.session.slug])).toEqual([
      ["pressure", "pressure-1"],
    ]);
  });

  it("puts an event named after the area before a sooner one that only mentions it", () => {
    const yoga = { ...event("yoga", { en: "Yoga at lunch" }, [{ inDays: 2 }]), summaryEn: "Stretch and relax." };
    const calm = event("calm", { en: "Calm under pressure" }, [{ inDays: 20 }]);
    const groups = rankSuggestions(
      scan({ stress: 30 }),
      { coaches: [], media: [], events: [yoga, calm] },
      { language: "nl" },
      now,
      { coaches: 2, media: 2, events: 2 },
    );
    expect(groups[0]?.events.map((entry) => entry.event.slug)).toEqual(["calm", "yoga"]);
  });
});
