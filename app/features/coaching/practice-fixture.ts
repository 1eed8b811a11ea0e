import type { Database } from "~/db/connection.server";
import { createCoach, createUser, everyDay } from "../../../tests/support/factories";

/**
 * Daan Bakker's practice for the tests of booking and its mail: an account (`coach-user`) and a
 * published page that takes sessions from 08:00 to 20:00 every day, without notice. The account
 * takes the test's own settings (its language, its zone). The practice's id.
 */
export async function createDaansPractice(
  db: Database,
  account: Omit<Parameters<typeof createUser>[1], "id" | "name"> = {},
): Promise<string> {
  await createUser(db, { email: "daan@example.com", ...account, id: "coach-user", name: "Daan Bakker" });
  const coach = await createCoach(db, {
    slug: "daan",
    name: "Daan Bakker",
    userId: "coach-user",
    published: true,
    minimumNoticeMinutes: 0,
    hours: everyDay(480, 1200),
  });
  return coach.id;
}

const BIO = "Ik help je met stress en slaap, in kleine stappen die passen bij jouw week en je werk.";

/** The texts a published page needs, in both languages (a bio of at least 50 characters). */
export const pageTexts = { headlineNl: "Rust", headlineEn: "Calm", bioNl: BIO, bioEn: BIO };
