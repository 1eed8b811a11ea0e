import { parseLocalDate } from "~/features/coaching/week";
import { addDays, localTimeToInstant } from "~/features/coaching/zoned-time";
import { isUserId } from "./people.schema";

/** What kind of thing an entry names ("user", "partner", "join-link"): lower-case words and dashes. */
export const isEntityName = (value: string) => /^[a-z][a-z-]{0,39}$/.test(value);

export interface AuditQuery {
  actor: string;
  entity: string;
  from: string;
  until: string;
  /** The page starts just past this entry: `older` towards older entries, `newer` towards newer. */
  older: number | null;
  newer: number | null;
}

/** An entry's id in the address: a whole number, nothing else. */
const entryId = (value: string | null) => (value && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null);

/**
 * The audit page's filters as the address carries them. A value that is not well formed is
 * dropped (and named in `invalid`), never passed on to the query. `from` and `until` are dates on
 * the administrator's calendar, both included.
 */
export function auditQuery(search: URLSearchParams, timeZone: string) {
  const invalid: string[] = [];
  const actorRaw = search.get("actor") ?? "";
  const entityRaw = search.get("entity") ?? "";
  const fromRaw = search.get("from") ?? "";
  const untilRaw = search.get("until") ?? "";
  const actor = actorRaw && isUserId(actorRaw) ? actorRaw : "";
  if (actorRaw && !actor) invalid.push("actor");
  const entity = entityRaw && isEntityName(entityRaw) ? entityRaw : "";
  if (entityRaw && !entity) invalid.push("entity");
  const fromDate = fromRaw ? parseLocalDate(fromRaw.slice(0, 10) === fromRaw ? fromRaw : null) : null;
  if (fromRaw && !fromDate) invalid.push("from");
  const untilDate = untilRaw ? parseLocalDate(untilRaw.slice(0, 10) === untilRaw ? untilRaw : null) : null;
  if (untilRaw && !untilDate) invalid.push("until");
  const start = (date: { year: number; month: number; day: number }) =>
    new Date(localTimeToInstant(date, 0, timeZone) ?? Date.UTC(date.year, date.month - 1, date.day));
  const older = entryId(search.get("older"));
  const newer = older === null ? entryId(search.get("newer")) : null;
  return {
    values: {
      actor,
      entity,
      from: fromDate ? fromRaw : "",
      until: untilDate ? untilRaw : "",
      older,
      newer,
    } satisfies AuditQuery,
    filter: {
      actorId: actor || null,
      entity: entity || null,
      from: fromDate ? start(fromDate) : null,
      until: untilDate ? start(addDays(untilDate, 1)) : null,
    },
    invalid,
  };
}

/** One changed field of an entry: what it was and what it became (null: absent on that side). */
export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

function show(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** An entry's before and after as readable lines, one per field, in field order. */
export function changeLines(before: unknown, after: unknown): ChangeLine[] {
  const asFields = (value: unknown): Record<string, unknown> =>
    value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const old = asFields(before);
  const now = asFields(after);
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])].sort();
  return fields.map((field) => ({ field, before: show(old[field]), after: show(now[field]) }));
}

/**
 * The address of another page of the same filtered list: the entries older or newer than the entry
 * `id`, or the newest (no `to`).
 */
export function auditPageHref(values: AuditQuery, to?: { direction: "older" | "newer"; id: number }): string {
  const search = new URLSearchParams();
  for (const key of ["actor", "entity", "from", "until"] as const) if (values[key]) search.set(key, values[key]);
  if (to) search.set(to.direction, String(to.id));
  const query = search.toString();
  return query ? `/admin/audit?${query}` : "/admin/audit";
}
