import { count } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import type { Database } from "~/db/connection.server";
import { coaches } from "~/db/schema/coaching";
import { events } from "~/db/schema/events";
import { partners } from "~/db/schema/partners";
import { refreshAllNextFree } from "~/features/coaching/next-free.server";
import { demoAccounts, upsertAccounts } from "./accounts";
import { demoCoachAccounts, seedDemoAppointments, upsertCoaches } from "./coaches";
import { demoCoaches } from "./coaches-data";
import { upsertEvents, upsertWebinars } from "./content.server";
import { upsertMedia, upsertPartnerPages } from "./content-media.server";
import { demoEvents, demoWebinars } from "./events-data";
import { demoMedia } from "./media-data";
import { demoPartnerPages } from "./partner-pages-data";
import {
  demoJoinLinks,
  demoMemberships,
  demoPartners,
  upsertJoinLinks,
  upsertMemberships,
  upsertPartners,
} from "./partners";
import { seedProgramActivity, upsertProgramMembers } from "./program";
import {
  deloitteMembers,
  demoPastEvents,
  demoPastWebinars,
  ohraMembers,
  partnerAdminAccounts,
  partnerAdminMemberships,
  plannedAppointments,
  plannedDownloads,
  plannedRegistrations,
  plannedWebinarRegistrations,
} from "./program-data";
import { seedDemoMemberScans } from "./vitascan.server";

/** The partners' program members who only appear in the figures of the partner reports. */
const programMembers = [...deloitteMembers, ...ohraMembers];

/**
 * Fills the database with the demo data. Safe to run again: rows are matched on their natural
 * keys, so nothing is duplicated. With `onlyIfEmpty`, a database that already has data is left
 * as it is (the first `npm start` seeds, later starts don't).
 */
export async function seedDemoData(
  options: { onlyIfEmpty: boolean },
  db?: Database,
): Promise<{ inserted: number; skipped: boolean }> {
  const target = db ?? (await getDb());
  if (options.onlyIfEmpty) {
    // A database from before the coaches or the events existed still gets them.
    const counts = await Promise.all(
      [partners, coaches, events].map((table) => target.select({ n: count() }).from(table)),
    );
    if (counts.every(([row]) => (row?.n ?? 0) > 0)) return { inserted: 0, skipped: true };
  }
  const now = new Date();
  return target.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const inserted =
      (await upsertPartners(db, demoPartners)) +
      (await upsertAccounts(db, [...demoAccounts, ...partnerAdminAccounts, ...demoCoachAccounts(demoCoaches)])) +
      (await upsertJoinLinks(db, demoJoinLinks)) +
      (await upsertMemberships(db, [...demoMemberships, ...partnerAdminMemberships])) +
      (await upsertProgramMembers(db, programMembers, now)) +
      (await upsertCoaches(db, demoCoaches, now)) +
      (await seedDemoAppointments(db, now)) +
      (await seedDemoMemberScans(db, now)) +
      (await upsertEvents(db, demoEvents, now)) +
      (await upsertWebinars(db, demoWebinars, now)) +
      (await upsertMedia(db, demoMedia, now)) +
      (await upsertPartnerPages(db, demoPartnerPages)) +
      (await upsertEvents(db, demoPastEvents, now)) +
      (await upsertWebinars(db, demoPastWebinars, now)) +
      (await seedProgramActivity(
        db,
        {
          members: programMembers,
          appointments: plannedAppointments,
          registrations: plannedRegistrations,
          webinarRegistrations: plannedWebinarRegistrations,
          downloads: plannedDownloads,
        },
        now,
      ));
    // The directory's "available within 7 days" reads each coach's stored next free time.
    await refreshAllNextFree(db, now);
    return { inserted, skipped: false };
  });
}
