import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { users } from "~/db/schema/accounts";
import { vitascanConsents, vitascans } from "~/db/schema/vitascan";
import { addDays, localDateOf, localTimeToInstant } from "~/features/coaching/zoned-time";
import { domains, INSTRUMENT_VERSION } from "~/features/vitascan/instrument";
import { type Answers, scoreScan } from "~/features/vitascan/scoring";
import { CONSENT_VERSION } from "~/features/vitascan/vitascan.server";

/** A demo member's finished scan: how many days before the seed, at what time, and the answers given. */
export interface DemoScan {
  daysAgo: number;
  /** "HH:MM" on the Amsterdam wall clock. */
  time: string;
  answers: Answers;
}

/**
 * The demo member (a consultant with busy weeks) took the scan twice. The latest, about 100 days
 * ago, so that a new one is open again: short and broken nights and a lot of tension stand out
 * (sleep and stress are the weakest areas, both low), wellbeing and energy are middling, she moves
 * a fair amount, and she has people around her. The one before shows a little less of everything,
 * so the results page has a change and a history. The scores come from the scoring itself.
 */
export const demoMemberScans: DemoScan[] = [
  {
    daysAgo: 200,
    time: "21:10",
    answers: {
      ...{ who1: 3, who2: 2, who3: 2, who4: 1, who5: 3 },
      ...{ rand23: 4, rand27: 4, rand29: 3, rand31: 3 },
      ...{ sleep1: 1, sleep2: 3, sleep3: 1 },
      ...{ stress1: 4, stress2: 1, stress3: 2 },
      ...{
        vigorousDays: 0,
        vigorousMinutes: 0,
        moderateDays: 2,
        moderateMinutes: 30,
        walkingDays: 5,
        walkingMinutes: 30,
      },
      sittingHours: 10,
      ...{ food1: 3, food2: 2, food3: 2 },
      ...{ balance1: 2, balance2: 3, balance3: 2 },
      ...{ connect1: 4, connect2: 1, connect3: 3 },
    },
  },
  {
    daysAgo: 100,
    time: "20:40",
    answers: {
      ...{ who1: 3, who2: 2, who3: 3, who4: 2, who5: 4 },
      ...{ rand23: 3, rand27: 3, rand29: 4, rand31: 3 },
      ...{ sleep1: 1, sleep2: 3, sleep3: 1 },
      ...{ stress1: 3, stress2: 1, stress3: 2 },
      ...{
        vigorousDays: 1,
        vigorousMinutes: 45,
        moderateDays: 3,
        moderateMinutes: 40,
        walkingDays: 5,
        walkingMinutes: 40,
      },
      sittingHours: 9,
      ...{ food1: 3, food2: 3, food3: 2 },
      ...{ balance1: 3, balance2: 2, balance3: 2 },
      ...{ connect1: 4, connect2: 1, connect3: 3 },
    },
  },
];

const minutesOf = (time: string) => {
  const [hours = "0", minutes = "0"] = time.split(":");
  return Number(hours) * 60 + Number(minutes);
};

/**
 * The member's consent and finished scans, dated from `now`; added once (nothing when the member
 * has a finished scan already, or the account is missing). Returns how many scans were added.
 */
export async function seedDemoScans(db: Database, now: Date, email: string, scans: DemoScan[]): Promise<number> {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!member) return 0;
  const done = await db
    .select({ id: vitascans.id })
    .from(vitascans)
    .where(and(eq(vitascans.userId, member.id), isNotNull(vitascans.completedAt)))
    .limit(1);
  if (done.length > 0) return 0;
  const zone = "Europe/Amsterdam";
  const today = localDateOf(now.getTime(), zone);
  const dated = scans
    .map((scan) => ({
      scan,
      completedAt: new Date(
        localTimeToInstant(addDays(today, -scan.daysAgo), minutesOf(scan.time), zone) ??
          now.getTime() - scan.daysAgo * 86_400_000,
      ),
    }))
    .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
  const first = dated[0];
  if (!first) return 0;
  // The consent came with the first scan, a few minutes before it was started.
  const consentedAt = new Date(first.completedAt.getTime() - 20 * 60_000);
  await db
    .insert(vitascanConsents)
    .values({ userId: member.id, version: CONSENT_VERSION, consentedAt })
    .onConflictDoNothing({ target: vitascanConsents.userId });
  await db.insert(vitascans).values(
    dated.map(({ scan, completedAt }) => {
      const result = scoreScan(scan.answers, INSTRUMENT_VERSION);
      return {
        userId: member.id,
        instrumentVersion: INSTRUMENT_VERSION,
        answers: scan.answers,
        step: domains.length - 1,
        startedAt: new Date(completedAt.getTime() - 14 * 60_000),
        updatedAt: completedAt,
        completedAt,
        result,
        overall: result.overall,
      };
    }),
  );
  return dated.length;
}

/** The demo member's scans (`member@example.com`). */
export function seedDemoMemberScans(db: Database, now: Date): Promise<number> {
  return seedDemoScans(db, now, "member@example.com", demoMemberScans);
}
