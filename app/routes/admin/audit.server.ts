// The audit log page's loader; the page itself is `audit.tsx`.
import { dbOf, laggingReadsOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { auditPage } from "~/features/admin/audit.server";
import { auditQuery, changeLines } from "~/features/admin/audit-view";
import { AUDIT_ACTOR_CHOICES, auditActors, auditEntityNames, auditSubjects } from "~/features/admin/audit-view.server";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  const { values, filter, invalid } = auditQuery(new URL(request.url).searchParams, admin.timeZone);
  const db = dbOf(context);
  const cursor =
    values.older !== null
      ? { direction: "older" as const, id: values.older }
      : values.newer !== null
        ? { direction: "newer" as const, id: values.newer }
        : null;
  // The filters' choices may lag a little (a replica's when there is one); the entries may not.
  const [list, actors, entities] = await Promise.all([
    auditPage(db, filter, cursor, PAGE_SIZE),
    auditActors(laggingReadsOf(context), values.actor),
    auditEntityNames(laggingReadsOf(context)),
  ]);
  const page = list.entries;
  const subjects = await auditSubjects(db, page, languageParam(admin.locale));
  return {
    values,
    invalid,
    zone: admin.timeZone,
    actors,
    // The filter lists only the most recently active: said under it, once it is full.
    actorsCapped: actors.length >= AUDIT_ACTOR_CHOICES ? AUDIT_ACTOR_CHOICES : null,
    entities,
    hasOlder: list.hasOlder,
    hasNewer: list.hasNewer,
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorLabel: row.actorLabel,
      // The name the log's sentence gives the thing (a job by its id); null when it is gone.
      subject: subjects[`${row.entity}:${row.entityId}`] ?? (row.entity === "job" ? row.entityId : null),
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: changeLines(row.before, row.after),
    })),
  };
}
