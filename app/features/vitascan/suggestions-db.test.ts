import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coaches } from "~/db/schema/coaching";
import {
  addPartnerMember,
  createCoach,
  createEvent,
  createEventSession,
  createMediaItem,
  createMember,
  createPartner,
  createVitascan,
} from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-db";
import type { DomainKey } from "./instrument";
import { daysFromNow, domainScores, fixtureNow } from "./scan-fixture";
import type { ScanResult } from "./scoring";
import { rankSuggestions } from "./suggestions";
import { memberSuggestions } from "./suggestions.server";

const now = fixtureNow;
const at = daysFromNow;

/** A scored scan with these scores; every other area 90. */
function result(scores: Partial<Record<DomainKey, number>>): ScanResult {
  const domains = domainScores(scores);
  return {
    version: 1,
    domains,
    overall: Math.round(domains.reduce((sum, domain) => sum + domain.score, 0) / domains.length),
    who5: { raw: 22, percentage: 88, low: false, adviseGp: false },
    activity: { metMinutes: 2700, category: "high", sittingHours: 6 },
  };
}

const text = (en: string) => ({ titleNl: en, titleEn: en, summaryNl: en, summaryEn: en, bodyNl: en, bodyEn: en });

describe("suggestions from the database", () => {
  let test: TestDatabase;
  let own: string;

  beforeAll(async () => {
    test = await createTestDatabase();
    const { db } = test;
    // A is in Acme's program, B in none, C never took the scan.
    for (const id of ["a", "b", "c"]) {
      await createMember(db, { id, name: id.toUpperCase(), email: `${id}@example.com`, emailVerified: true });
    }
    const acme = await createPartner(db, { slug: "acme", name: "Acme" });
    const other = await createPartner(db, { slug: "other", name: "Other", brandColor: "#654321" });
    await addPartnerMember(db, acme.id, "a");

    // A also runs a practice: it is never suggested to A.
    own = (
      await createCoach(db, {
        slug: "a-practice",
        name: "A Practice",
        userId: "a",
        published: true,
        specialties: ["sleep"],
        languages: ["nl"],
      })
    ).id;
    for (const coach of [
      { slug: "sleep-nl", name: "Saar", published: true, specialties: ["sleep"], languages: ["nl"] },
      { slug: "calm-en", name: "Calm", published: true, specialties: ["stress"], languages: ["en"] },
      { slug: "friends", name: "Femke", published: true, specialties: ["relationships"], languages: ["nl"] },
      { slug: "hidden", name: "Hidden", published: false, specialties: ["sleep"], languages: ["nl"] },
    ]) {
      await createCoach(db, coach);
    }

    for (const item of [
      { slug: "sleep-public", topic: "sleep", publishedAt: at(-20), ...text("Sleep for all") },
      { slug: "sleep-acme", topic: "sleep", partnerId: acme.id, publishedAt: at(-5), ...text("Sleep at Acme") },
      { slug: "sleep-other", topic: "sleep", partnerId: other.id, publishedAt: at(-1), ...text("Sleep at Other") },
      { slug: "sleep-tomorrow", topic: "sleep", publishedAt: at(1), ...text("Sleep, not yet out") },
      { slug: "stress-public", topic: "stress", publishedAt: at(-8), ...text("Stress for all") },
    ]) {
      await createMediaItem(db, { type: "article", ...item });
    }

    const eventRows = [
      { slug: "sleep-public", ...text("Sleeping better") },
      { slug: "sleep-acme", partnerId: acme.id, ...text("Sleep at Acme") },
      { slug: "sleep-other", partnerId: other.id, ...text("Sleep at Other") },
    ];
    for (const [index, row] of eventRows.entries()) {
      const event = await createEvent(db, { kind: "workshop", image: "/images/events/a.svg", ...row });
      await createEventSession(db, event.id, {
        slug: `${row.slug}-session`,
        titleNl: "Avond",
        titleEn: "Evening",
        // Acme's and Other's are sooner than the public one.
        startsAt: at(10 - index),
        location: "Utrecht",
        capacity: 20,
        registrationDeadline: at(9 - index),
      });
    }

    const scan = (userId: string, daysAgo: number, scores: Partial<Record<DomainKey, number>>) => {
      const scored = result(scores);
      return createVitascan(db, userId, {
        step: 7,
        completedAt: at(-daysAgo),
        result: scored,
        overall: scored.overall,
      });
    };
    // A's older scan said connection; the latest says sleep and stress.
    await scan("a", 200, { connection: 20, energy: 30 });
    await scan("a", 100, { sleep: 25, stress: 33 });
    await scan("b", 10, { sleep: 40, connection: 45 });
  });

  afterAll(async () => {
    await test?.close();
  });

  it("suggests from the member's latest scan: the weak areas, coaches, media and events for them", async () => {
    const { latest, groups } = await memberSuggestions(test.db, { id: "a" }, "nl", now);
    expect(latest?.completedAt).toEqual(at(-100));
    expect(groups.map((group) => [group.area.key, group.area.band])).toEqual([
      ["sleep", "low"],
      ["stress", "low"],
    ]);
    const [sleep, stress] = groups;
    // Not A's own practice, not an unpublished one.
    expect(sleep?.coaches.map((coach) => coach.slug)).toEqual(["sleep-nl"]);
    expect(stress?.coaches.map((coach) => coach.slug)).toEqual(["calm-en"]);
    expect(sleep?.coaches.some((coach) => coach.id === own)).toBe(false);
    // Acme's items for Acme's member; never Other's, nothing not yet published.
    expect(sleep?.media.map((item) => item.slug)).toEqual(["sleep-acme", "sleep-public"]);
    expect(sleep?.events.map((entry) => entry.slug)).toEqual(["sleep-acme-session"]);
    expect(sleep?.events[0]).toMatchObject({ title: "Sleep at Acme", session: "Avond", online: false });
    expect(stress?.media.map((item) => item.slug)).toEqual(["stress-public"]);
  });

  it("never shows a partner's items to someone outside that partner", async () => {
    const { groups } = await memberSuggestions(test.db, { id: "b" }, "en", now);
    const sleep = groups.find((group) => group.area.key === "sleep");
    expect(sleep?.media.map((item) => item.slug)).toEqual(["sleep-public"]);
    expect(sleep?.events.map((entry) => entry.slug)).toEqual(["sleep-public-session"]);
    expect(sleep?.events[0]?.session).toBe("Evening");
  });

  it("takes each member's own scan only", async () => {
    // B's scan is about sleep and connection, A's latest about sleep and stress.
    const b = await memberSuggestions(test.db, { id: "b" }, "nl", now);
    expect(b.groups.map((group) => group.area.key)).toEqual(["sleep", "connection"]);
    expect(b.groups[1]?.coaches.map((coach) => coach.slug)).toEqual(["friends"]);
    // B may be suggested A's practice: it is only hidden from A.
    expect(b.groups[0]?.coaches.map((coach) => coach.slug)).toEqual(["a-practice", "sleep-nl"]);
    // C has no scan, so nothing, although A and B have theirs.
    expect(await memberSuggestions(test.db, { id: "c" }, "nl", now)).toEqual({ latest: null, groups: [] });
  });
});

describe("suggestions among many coaches", () => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase();
    const { db } = test;
    await createMember(db, { id: "m", name: "M", email: "m@example.com", emailVerified: true });
    // Many coaches for the same areas, with ties on everything but the name: the page reads only a
    // few per area, and must still pick exactly the ones a ranking over all of them picks.
    const names = ["Anna", "anna", "Émile", "Eva", "de Vries", "Dekker", "Zoë", "Ömer", "Bo", "bo"];
    const specialtySets = [
      ["sleep"],
      ["stress"],
      ["sleep", "stress"],
      ["stress", "sleep"],
      ["energy", "sleep"],
      ["stress", "energy", "sleep"],
    ];
    let n = 0;
    for (const specialties of specialtySets) {
      for (const languages of [["nl"], ["en"], ["en", "nl"]]) {
        for (const name of names.slice(0, 4 + (n % 7))) {
          n++;
          await createCoach(db, { slug: `c-${n}`, name, published: n % 13 !== 0, specialties, languages });
        }
      }
    }
    const scored = result({ sleep: 20, stress: 30 });
    await createVitascan(db, "m", { step: 7, completedAt: at(-1), result: scored, overall: scored.overall });
  });

  afterAll(async () => {
    await test?.close();
  });

  for (const lng of ["nl", "en"] as const) {
    it(`picks what a ranking over every coach picks (${lng})`, async () => {
      const everyone = await test.db.select().from(coaches);
      const scan = result({ sleep: 20, stress: 30 });
      const expected = rankSuggestions(
        scan,
        { coaches: everyone.filter((coach) => coach.published), media: [], events: [] },
        { language: lng },
        now,
      ).map((group) => group.coaches.map((coach) => coach.slug));
      const { groups } = await memberSuggestions(test.db, { id: "m" }, lng, now);
      expect(groups.map((group) => group.coaches.map((coach) => coach.slug))).toEqual(expected);
      expect(expected.flat()).toHaveLength(4);
    });
  }
});
