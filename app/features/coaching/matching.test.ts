import { describe, expect, it } from "vitest";
import { type MatchCoach, rankCoaches } from "./matching";

const now = new Date("2026-12-01T08:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

const coach = (id: string, overrides: Partial<MatchCoach>): MatchCoach => ({
  id,
  name: id,
  specialties: [],
  languages: ["nl"],
  modes: ["video"],
  city: null,
  freeDayParts: [],
  nextFree: null,
  ...overrides,
});

const anna = coach("Anna", {
  specialties: ["sleep", "stress"],
  languages: ["nl", "en"],
  freeDayParts: ["morning", "evening"],
  nextFree: inDays(2),
});
const bram = coach("Bram", {
  specialties: ["stress", "career"],
  modes: ["video", "in_person"],
  city: "Utrecht",
  freeDayParts: ["afternoon"],
  nextFree: inDays(10),
});
const cleo = coach("Cleo", { specialties: ["nutrition"], languages: ["en"], nextFree: inDays(1) });

describe("matching coaches to a member's answers", () => {
  it("scores shared topics, parts of the day and an early slot, with the reasons in order", () => {
    const ranked = rankCoaches(
      [bram, anna],
      { topics: ["sleep", "stress"], language: "nl", mode: "either", times: ["morning", "afternoon"] },
      now,
    );
    // Anna: 2 topics (6) + morning (1) + free within a week (1) = 8. Bram: 1 topic (3) + afternoon (1) = 4.
    expect(ranked.map((match) => [match.coach.id, match.score])).toEqual([
      ["Anna", 8],
      ["Bram", 4],
    ]);
    expect(ranked[0]?.reasons).toEqual([
      { kind: "topics", specialties: ["sleep", "stress"] },
      { kind: "language", language: "nl" },
      { kind: "times", parts: ["morning"] },
      { kind: "soon", at: inDays(2) },
    ]);
  });

  it("requires the language, and the way of meeting unless the member does not mind", () => {
    const answers = { topics: [], language: "nl", mode: "in_person" as const, times: [] };
    expect(rankCoaches([anna, bram, cleo], answers, now).map((match) => match.coach.id)).toEqual(["Bram"]);
    const reasons = rankCoaches([bram], answers, now)[0]?.reasons;
    expect(reasons).toEqual([
      { kind: "language", language: "nl" },
      { kind: "mode", mode: "in_person" },
    ]);
    expect(rankCoaches([anna, cleo], { ...answers, language: "de", mode: "either" }, now)).toEqual([]);
  });

  it("leaves out coaches who share no topic, and keeps everyone when no topic was chosen", () => {
    const withTopic = rankCoaches([anna, bram], { topics: ["career"], language: "nl", mode: "either", times: [] }, now);
    expect(withTopic.map((match) => match.coach.id)).toEqual(["Bram"]);
    const none = rankCoaches([bram, anna], { topics: [], language: "nl", mode: "either", times: [] }, now);
    // Equal scores but Anna is free within a week (1 point).
    expect(none.map((match) => [match.coach.id, match.score])).toEqual([
      ["Anna", 1],
      ["Bram", 0],
    ]);
  });

  it("adds weak areas from the vitality scan without counting a chosen topic twice", () => {
    const ranked = rankCoaches(
      [anna, bram],
      { topics: ["stress"], weakAreas: ["stress", "sleep"], language: "nl", mode: "either", times: [] },
      now,
    );
    // Anna: stress as a topic (3) + sleep as a weak area (2) + soon (1) = 6; Bram: stress (3) = 3.
    expect(ranked.map((match) => [match.coach.id, match.score])).toEqual([
      ["Anna", 6],
      ["Bram", 3],
    ]);
    expect(ranked[0]?.reasons[1]).toEqual({ kind: "weak-areas", specialties: ["sleep"] });
  });

  it("breaks ties by the earliest free slot, then by name", () => {
    const early = coach("Zoe", { nextFree: inDays(9) });
    const late = coach("Adam", { nextFree: inDays(12) });
    const never = coach("Bea", {});
    const same = coach("Aart", { nextFree: inDays(12) });
    const ranked = rankCoaches(
      [never, late, same, early],
      { topics: [], language: "nl", mode: "either", times: [] },
      now,
    );
    expect(ranked.map((match) => match.coach.id)).toEqual(["Zoe", "Aart", "Adam", "Bea"]);
  });

  it("counts a slot exactly seven days away as soon, and one a minute later not", () => {
    const answers = { topics: [], language: "nl", mode: "either" as const, times: [] };
    expect(rankCoaches([coach("A", { nextFree: inDays(7) })], answers, now)[0]?.score).toBe(1);
    expect(
      rankCoaches([coach("A", { nextFree: new Date(inDays(7).getTime() + 60_000) })], answers, now)[0]?.score,
    ).toBe(0);
  });
});
