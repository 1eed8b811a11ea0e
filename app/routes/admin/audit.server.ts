// The audit log page's loader; the page itself is `audit.tsx`.
import { dbOf } from "~/db/context.server";
import { signedInUser } from "~/features/accounts/areas.server";
import { listAudit } from "~/features/admin/audit.server";
import { auditQuery, changeLines } from "~/features/admin/audit-view";
import { auditActors, auditEntityNames, auditSubjects } from "~/features/admin/audit-view.server";
import { languageParam } from "~/utils/i18n/config";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = context.get(signedInUser);
  const { values, filter, invalid } = auditQuery(new URL(request.url).searchParams, admin.timeZone);
  const db = dbOf(context);
  const [rows, actors, entities] = await Promise.all([
    listAudit(db, filter, values.page, PAGE_SIZE),
    auditActors(db),
    auditEntityNames(db),
  ]);
  const page = rows.slice(0, PAGE_SIZE);
  const subjects = await auditSubjects(db, page, languageParam(admin.locale));
  return {
    values,
    invalid,
    zone: admin.timeZone,
    actors,
    entities,
    hasMore: rows.length > PAGE_SIZE,
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
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
