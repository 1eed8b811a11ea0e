import { eq } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { webinarRegistrations, webinars } from "~/db/schema/events";
import { changedKeys, checkAudience, inTransaction, type OnWrite, pick } from "~/features/events/manage.server";
import { fail } from "~/utils/app-error";
import { allowedStreamUrl } from "./stream";
import { queueWebinarReminder, streamHosts } from "./webinars.server";

// Creating and changing webinars: the use-cases the back office calls (and the demo seed). A
// refusal is a `fail` with the field's message key (`admin` catalog); `onWrite` hears of each
// change in its transaction (the back office's audit trail).

/** A webinar's own fields: audience (null: everyone), texts, presenter, start, length, stream, recording. */
export type WebinarFields = Omit<typeof webinars.$inferSelect, "id" | "slug">;

export type WebinarInput = WebinarFields & { slug: string };

/** A stream from a host of the allow list, or no stream; an audience that exists. */
async function checkWebinar(db: Database, input: WebinarFields, hosts: readonly string[]) {
  if (input.streamUrl !== null && allowedStreamUrl(input.streamUrl, hosts) === null) {
    fail("invalid", { fields: { streamUrl: "eventForm.errors.streamHost" } });
  }
  await checkAudience(db, input.partnerId);
}

/** Creates a webinar; a slug already taken or a stream host not on the allow list is refused at its field. */
export async function createWebinar(
  db: Database,
  input: WebinarInput,
  onWrite?: OnWrite,
  hosts: readonly string[] = streamHosts(),
) {
  await checkWebinar(db, input, hosts);
  return inTransaction(db, async (tx) => {
    const [created] = await tx
      .insert(webinars)
      .values(input)
      .onConflictDoNothing({ target: webinars.slug })
      .returning({ id: webinars.id, slug: webinars.slug });
    if (!created) return fail("conflict", { fields: { slug: "eventForm.errors.slugTaken" } });
    await onWrite?.(tx, { action: "create", entity: "webinar", entityId: created.id, after: { ...input } });
    return created;
  });
}

/**
 * Changes a webinar. A new start time queues a reminder at the new time for everyone registered;
 * a reminder queued for the old time is dropped when it comes due (it names the start it was for).
 */
export async function updateWebinar(
  db: Database,
  id: string,
  input: WebinarFields,
  now: Date,
  onWrite?: OnWrite,
  hosts: readonly string[] = streamHosts(),
): Promise<{ changed: boolean; reminders: number }> {
  await checkWebinar(db, input, hosts);
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(webinars).where(eq(webinars.id, id)).for("update");
    if (!before) return fail("notFound", { key: "eventForm.errors.notFound" });
    const { id: _id, slug: _slug, ...old } = before;
    const keys = changedKeys(old, { ...input });
    if (keys.length === 0) return { changed: false, reminders: 0 };
    await tx.update(webinars).set(input).where(eq(webinars.id, id));
    let reminders = 0;
    if (before.startsAt.getTime() !== input.startsAt.getTime()) {
      const registered = await tx
        .select({ userId: webinarRegistrations.userId })
        .from(webinarRegistrations)
        .where(eq(webinarRegistrations.webinarId, id));
      for (const { userId } of registered) {
        if (await queueWebinarReminder(tx, { id, startsAt: input.startsAt }, userId, now)) reminders++;
      }
    }
    await onWrite?.(tx, {
      action: "update",
      entity: "webinar",
      entityId: id,
      before: pick(old, keys),
      after: pick({ ...input }, keys),
    });
    return { changed: true, reminders };
  });
}
