import { describe, expect, it } from "vitest";
import { domainKeys, domainOf, domains, itemCount } from "./instrument";
import {
  type Answers,
  activityScore,
  bandOf,
  bandRanges,
  parseStep,
  scoreIpaq,
  scoreOwnDomain,
  scoreRandEnergy,
  scoreScan,
  scoreWho5,
  shownDomains,
  weakAreasOf,
  weakestDomains,
} from "./scoring";

const who5 = (...values: number[]): Answers => Object.fromEntries(values.map((value, i) => [`who${i + 1}`, value]));

describe("the instrument", () => {
  it("has about thirty items in eight domains, each with a source", () => {
    expect(domains.map((domain) => domain.key)).toEqual([...domainKeys]);
    expect(domainKeys).toHaveLength(8);
    expect(itemCount).toBe(31);
    for (const domain of domains) {
      expect(domain.source.reference.length).toBeGreaterThan(10);
      for (const item of domain.items) expect(item.text.nl && item.text.en).toBeTruthy();
    }
    expect(domains.filter((domain) => !domain.source.validated).map((domain) => domain.key)).toEqual([
      "sleep",
      "stress",
      "nutrition",
      "work_life_balance",
      "connection",
    ]);
  });
});

describe("WHO-5", () => {
  it("scores raw × 4 and marks 50 or less as low", () => {
    // 3+3+3+2+2 = 13 → 52: not low. 3+3+2+2+2 = 12 → 48: low.
    expect(scoreWho5(who5(3, 3, 3, 2, 2))).toEqual({ raw: 13, percentage: 52, low: false, adviseGp: false });
    expect(scoreWho5(who5(3, 3, 2, 2, 3))).toEqual({ raw: 13, percentage: 52, low: false, adviseGp: false });
    expect(scoreWho5(who5(3, 3, 2, 2, 2))).toMatchObject({ percentage: 48, low: true, adviseGp: false });
    expect(scoreWho5(who5(2, 3, 3, 2, 3))).toMatchObject({ percentage: 52, low: false });
    // Exactly 50 is impossible (raw is whole), 52 is the lowest score that is not low; 100 is the top.
    expect(scoreWho5(who5(5, 5, 5, 5, 5))).toEqual({ raw: 25, percentage: 100, low: false, adviseGp: false });
  });

  it("advises a GP at 28 or less, or when any item is 0 or 1", () => {
    // 2+2+2+1+... 7 → 28.
    expect(scoreWho5(who5(2, 2, 2, 1, 0))).toMatchObject({ raw: 7, percentage: 28, adviseGp: true });
    expect(scoreWho5(who5(2, 2, 2, 2, 0))).toMatchObject({ percentage: 32, adviseGp: true });
    expect(scoreWho5(who5(5, 5, 5, 5, 1))).toMatchObject({ percentage: 84, low: false, adviseGp: true });
    expect(scoreWho5(who5(2, 2, 2, 2, 2))).toMatchObject({ percentage: 40, low: true, adviseGp: false });
  });
});

describe("RAND-36 energy/fatigue", () => {
  it("recodes positive and negative items and takes the mean", () => {
    // pep "most of the time" (2 → 80), energy "a good bit" (3 → 60), worn out "a little" (5 → 80), tired "some" (4 → 60).
    expect(scoreRandEnergy({ rand23: 2, rand27: 3, rand29: 5, rand31: 4 })).toBe(70);
    expect(scoreRandEnergy({ rand23: 1, rand27: 1, rand29: 6, rand31: 6 })).toBe(100);
    expect(scoreRandEnergy({ rand23: 6, rand27: 6, rand29: 1, rand31: 1 })).toBe(0);
  });
});

describe("IPAQ short", () => {
  it("computes MET-minutes a week and the published categories", () => {
    // 3 × 30 min vigorous (720), 2 × 40 moderate (320), 5 × 30 walking (495) = 1535 MET-min.
    const answers = {
      vigorousDays: 3,
      vigorousMinutes: 30,
      moderateDays: 2,
      moderateMinutes: 40,
      walkingDays: 5,
      walkingMinutes: 30,
      sittingHours: 8,
    };
    expect(scoreIpaq(answers)).toEqual({ metMinutes: 1535, category: "moderate", sittingHours: 8 });
  });

  it("is high with 3 vigorous days reaching 1500, or 7 days reaching 3000", () => {
    expect(scoreIpaq({ vigorousDays: 3, vigorousMinutes: 63 }).category).toBe("high"); // 1512
    expect(scoreIpaq({ vigorousDays: 3, vigorousMinutes: 62 }).category).toBe("moderate"); // 1488
    // 7 days walking 130 min: 3003 MET-min.
    expect(scoreIpaq({ walkingDays: 7, walkingMinutes: 130 })).toMatchObject({ metMinutes: 3003, category: "high" });
  });

  it("ignores bouts under 10 minutes and truncates days at 180 minutes", () => {
    expect(scoreIpaq({ walkingDays: 7, walkingMinutes: 9 })).toMatchObject({ metMinutes: 0, category: "low" });
    expect(scoreIpaq({ moderateDays: 1, moderateMinutes: 600 }).metMinutes).toBe(720);
  });

  it("is low below the moderate thresholds", () => {
    expect(scoreIpaq({ walkingDays: 4, walkingMinutes: 30 }).category).toBe("low"); // 396, 4 days
    expect(scoreIpaq({ walkingDays: 5, walkingMinutes: 30 }).category).toBe("moderate");
  });
});

describe("our own domains", () => {
  it("reverse-scores the marked items and scales the mean to 0–100", () => {
    // sleep2 is reversed: answers 3, 1 (→ 3), 2 = 8 of 12 → 67. Stress in the scan below: 3 (→ 1), 1, 2 = 4 of 12 → 33.
    expect(scoreOwnDomain(domainOf("sleep"), { sleep1: 3, sleep2: 1, sleep3: 2 })).toBe(67);
    expect(scoreOwnDomain(domainOf("stress"), { stress1: 0, stress2: 4, stress3: 4 })).toBe(100);
    expect(scoreOwnDomain(domainOf("connection"), { connect1: 0, connect2: 4, connect3: 0 })).toBe(0);
  });
});

describe("the whole scan", () => {
  const answers: Answers = {
    ...who5(2, 2, 2, 1, 0),
    rand23: 2,
    rand27: 3,
    rand29: 5,
    rand31: 4,
    sleep1: 1,
    sleep2: 3,
    sleep3: 1,
    stress1: 3,
    stress2: 1,
    stress3: 2,
    vigorousDays: 0,
    vigorousMinutes: 0,
    moderateDays: 2,
    moderateMinutes: 40,
    walkingDays: 5,
    walkingMinutes: 30,
    sittingHours: 9,
    food1: 4,
    food2: 4,
    food3: 0,
    balance1: 3,
    balance2: 1,
    balance3: 3,
    connect1: 4,
    connect2: 0,
    connect3: 3,
  };

  it("gives every domain a score and band, and the overall mean", () => {
    const result = scoreScan(answers);
    expect(result.domains).toEqual([
      { key: "wellbeing", score: 28, band: "low" },
      { key: "energy", score: 70, band: "fair" },
      { key: "sleep", score: 25, band: "low" },
      { key: "stress", score: 33, band: "low" },
      { key: "activity", score: 51, band: "fair" },
      { key: "nutrition", score: 100, band: "good" },
      { key: "work_life_balance", score: 75, band: "fair" },
      { key: "connection", score: 92, band: "good" },
    ]);
    expect(result.overall).toBe(59);
    expect(result.who5.adviseGp).toBe(true);
    expect(result.activity).toEqual({ metMinutes: 815, category: "moderate", sittingHours: 9 });
  });

  it("names the weakest domains and the coaching specialties for them", () => {
    const result = scoreScan(answers);
    expect(weakestDomains(result).map((domain) => domain.key)).toEqual(["sleep", "wellbeing"]);
    expect(weakAreasOf(result)).toEqual(["sleep", "resilience", "mindfulness"]);
    expect(bandOf(50)).toBe("low");
    expect(bandOf(51)).toBe("fair");
    expect(bandOf(75)).toBe("fair");
    expect(bandOf(76)).toBe("good");
  });
});

describe("reading a step", () => {
  const form = (values: Record<string, string>) => (name: string) => values[name] ?? null;

  it("requires every item and only allowed values", () => {
    const { errors } = parseStep(domainOf("wellbeing"), form({ who1: "5", who2: "9", who3: "x", who4: "2.5" }));
    expect(errors).toEqual({ who2: "range", who3: "range", who4: "range", who5: "required" });
  });

  it("takes minutes as 0 when the days are 0, and keeps numbers in range", () => {
    const { answers, errors } = parseStep(
      domainOf("activity"),
      form({
        vigorousDays: "0",
        vigorousMinutes: "",
        moderateDays: "2",
        moderateMinutes: "30",
        walkingDays: "8",
        walkingMinutes: "20",
        sittingHours: "7",
      }),
    );
    expect(answers).toMatchObject({ vigorousDays: 0, vigorousMinutes: 0, moderateDays: 2, moderateMinutes: 30 });
    expect(errors).toEqual({ walkingDays: "range" });
  });
});

describe("bands agree with the scores beside them", () => {
  it("cover 0–100 without gaps or overlaps, and bandOf follows the same ranges", () => {
    expect(bandRanges).toEqual({ low: [0, 50], fair: [51, 75], good: [76, 100] });
    for (let score = 0; score <= 100; score++) {
      const band = bandOf(score);
      expect(score).toBeGreaterThanOrEqual(bandRanges[band][0]);
      expect(score).toBeLessThanOrEqual(bandRanges[band][1]);
    }
  });

  it("holds activity's score within its IPAQ category's band", () => {
    // 815 MET-minutes is IPAQ "moderate": 27 would read as low beside "fair".
    expect(activityScore({ metMinutes: 815, category: "moderate" })).toBe(51);
    expect(activityScore({ metMinutes: 2000, category: "moderate" })).toBe(67);
    expect(activityScore({ metMinutes: 2880, category: "moderate" })).toBe(75);
    // High by three days of vigorous activity at 1500 MET-minutes: 50 would read as low.
    expect(activityScore({ metMinutes: 1500, category: "high" })).toBe(76);
    expect(activityScore({ metMinutes: 9000, category: "high" })).toBe(100);
    // Low on fewer days with many minutes: never above the low band.
    expect(activityScore({ metMinutes: 2880, category: "low" })).toBe(50);
    expect(activityScore({ metMinutes: 0, category: "low" })).toBe(0);
  });

  it("gives every domain of any scan the band of its own score", () => {
    const rounds = [0, 1, 2, 3, 4];
    for (const answer of rounds) {
      const answers: Answers = {};
      for (const domain of domains) {
        for (const item of domain.items) {
          answers[item.id] =
            item.kind === "choice"
              ? (item.scale.options[Math.min(answer, item.scale.options.length - 1)]?.value ?? 0)
              : Math.min(item.max, item.min + answer * 40);
        }
      }
      for (const domain of scoreScan(answers).domains) expect(domain.band).toBe(bandOf(domain.score));
    }
  });

  it("shows a scan saved under the old activity score with the score of its band", () => {
    const saved = scoreScan({});
    const old = {
      ...saved,
      activity: { metMinutes: 815, category: "moderate" as const, sittingHours: 9 },
      domains: saved.domains.map((domain) =>
        domain.key === "activity" ? { key: domain.key, score: 27, band: "fair" as const } : domain,
      ),
    };
    const shown = shownDomains(old);
    expect(shown.find((domain) => domain.key === "activity")).toEqual({ key: "activity", score: 51, band: "fair" });
    for (const domain of shown) expect(domain.band).toBe(bandOf(domain.score));
  });
});
