import { and, asc, between, eq, max, sql } from "drizzle-orm";
import type { Database } from "~/db/connection.server";
import { partners } from "~/db/schema/partners";
import { reportMonths } from "~/db/schema/reports";
import { localDateOf } from "~/features/coaching/zoned-time";
import { logger } from "~/utils/logger.server";
import { decideMonths } from "./decide-months.server";
import {
  type CoachingStatus,
  coachingByStatus,
  type EventMeta,
  type FrozenMonth,
  figuresAcrossYears,
  intervalKey,
  intervalsEndingAt,
  type MonthInput,
  monthAt,
  monthIndex,
  type PeriodPeople,
  type RegistrationKind,
  type SessionCounts,
  type WebinarCounts,
} from "./history";
import type { RatingCounts } from "./satisfaction";
import { REPORTING_ROLE } from "./usage.server";
import { lastClosedMonth, monthStart, REPORT_TIME_ZONE } from "./usage-period";

// Reading and storing the report history (decision 025). The counts of a closing month are read in
// a read-only transaction under the reporting role (REPORTING_GRANTS: no health data, no names);
// the frozen records are written afterwards by the application in a transaction of its own, under
// an advisory lock per partner, so two requests never decide the same month twice.

type Reader = Pick<Database, "execute">;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The report's month ("YYYY-MM", Amsterdam) of an instant. */
function monthOfInstant(instant: string | Date): string {
  const local = localDateOf(new Date(instant).getTime(), REPORT_TIME_ZONE);
  return `${local.year}-${String(local.month).padStart(2, "0")}`;
}
const tz = sql.raw(`'${REPORT_TIME_ZONE}'`);
const monthOf = (column: ReturnType<typeof sql>) => sql`to_char(${column} at time zone ${tz}, 'YYYY-MM')`;

/** The advisory lock namespace of report histories (a constant of this application). */
const HISTORY_LOCK = 0x52_65_70_6f; // "Repo"

/** Yields to the event loop, so a long history never holds up other requests for long. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The months closed in one chunk: stored together, and the most one `report-months` job closes per
 * run. A month: for Deloitte at 50,000 members (the largest partner at 100 times the demo's data) a
 * quarter took over six minutes on a loaded 2-core machine, past the queue's two-minute limit, and a
 * month about one (docs/performance.md, `bench/report-history.ts`).
 */
export const CHUNK_MONTHS = 1;

/**
 * Work under way in this process on a database (keyed by it: another connection is another
 * instance), so concurrent callers share it: whole histories being brought up to date, and chunks.
 */
const fullRuns = new WeakMap<Database, Map<string, Promise<void>>>();
const chunkRuns = new WeakMap<Database, Map<string, Promise<Step>>>();

function inFlight<T>(runs: WeakMap<Database, Map<string, Promise<T>>>, db: Database): Map<string, Promise<T>> {
  let map = runs.get(db);
  if (!map) {
    map = new Map();
    runs.set(db, map);
  }
  return map;
}

/**
 * Thrown by `reportHistory` when bringing the history up to date takes longer than the caller waits
 * (`waitMs`): the work goes on in this process, so a later request finds the months stored.
 */
export class ReportPreparing extends Error {
  constructor(readonly month: string) {
    super(`The report month ${month} is being decided`);
    this.name = "ReportPreparing";
  }
}

interface HistoryOptions {
  minGroupSize: number;
  role?: string;
  waitMs?: number;
  /** Months closed and stored together (`CHUNK_MONTHS` by default): 1, 2, 3, 4, 6 or 12. */
  chunkMonths?: number;
}

/**
 * The partner's frozen months up to the latest closed month (those of `months` only, when given),
 * after closing the ones still missing (see `bringHistoryUpToDate`, on `db`, which writes them).
 * Only the records asked for are read: a record of a large partner is hundreds of kilobytes of
 * sessions. They are read from `reader` (a replica that may lag) once it has every month up to the
 * latest closed one; records are never changed once stored, so it then holds the same ones. Until
 * then (a month just stored on the primary and not yet replayed) they are read from `db`.
 */
export async function reportHistory(
  db: Database,
  partnerId: string,
  now: Date,
  options: HistoryOptions & { months?: { from: string; to: string }; reader?: Database },
): Promise<FrozenMonth[]> {
  await bringHistoryUpToDate(db, partnerId, now, options);
  const through = monthIndex(lastClosedMonth(now));
  const reader = options.reader && options.reader !== db ? options.reader : null;
  const latest = reader ? await latestStored(reader, partnerId, options.minGroupSize) : null;
  const source = reader && latest !== null && monthIndex(latest) >= through ? reader : db;
  const records = await readHistory(source, partnerId, options.minGroupSize, options.months);
  return records.filter((record) => monthIndex(record.month) <= through);
}

/**
 * Closes the partner's months still missing up to the latest closed month, in order. The
 * `report-months` job closes them for every partner soon after a month closes, a chunk per run (see
 * `closeNextMonths` and `reportJobHandlers`), so a request normally finds them stored; if one comes
 * first it starts (or joins) the work, and with `waitMs` it waits that long at most before
 * `ReportPreparing`. The work here is not bounded: chunk after chunk, each stored as it is closed, up
 * to the latest closed month. The history starts in January of the year of the partner's first
 * member or activity.
 */
export async function bringHistoryUpToDate(
  db: Database,
  partnerId: string,
  now: Date,
  options: HistoryOptions,
): Promise<void> {
  const n = options.minGroupSize;
  const through = monthIndex(lastClosedMonth(now));
  const latest = await latestStored(db, partnerId, n);
  if (latest !== null && monthIndex(latest) >= through) return;
  const role = reportingRole(options);
  const size = chunkSize(options);
  const key = `${partnerId}:${n}:${through}`;
  const pending = inFlight(fullRuns, db);
  let work = pending.get(key);
  if (!work) {
    work = extend(db, partnerId, n, through, role, size).finally(() => pending.delete(key));
    pending.set(key, work);
  }
  await within(work, options.waitMs, lastClosedMonth(now));
}

/** What one `closeNextMonths` did: the latest stored month after it, and whether months are still missing. */
export interface NextMonths {
  /** The months this call stored (none when another instance stored them first). */
  closed: string[];
  latest: string | null;
  behind: boolean;
}

/**
 * Closes and stores the next chunk of the partner's missing months (at most `chunkMonths`, never
 * across a year; `CHUNK_MONTHS` by default), and no more: the `report-months` job's work per run,
 * bounded so that a run stays well under the queue's handler limit however long the history, and
 * what it stored is kept if a later run is cut off. `behind` says whether a next run is needed.
 */
export async function closeNextMonths(
  db: Database,
  partnerId: string,
  now: Date,
  options: Omit<HistoryOptions, "waitMs">,
): Promise<NextMonths> {
  const n = options.minGroupSize;
  const through = monthIndex(lastClosedMonth(now));
  const step = await nextChunk(db, partnerId, n, through, reportingRole(options), chunkSize(options));
  return {
    closed: step.kind === "written" ? step.months : [],
    latest: step.latest,
    behind: step.latest === null ? step.kind !== "none" : monthIndex(step.latest) < through,
  };
}

/** The reporting role of the options; it goes into SQL as an identifier, so only a plain name may. */
function reportingRole(options: { role?: string }): string {
  const role = options.role ?? REPORTING_ROLE;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(role)) throw new Error(`Not a plain role name: ${role}`);
  return role;
}

/** A chunk's length in months: divides a year, so chunks start and end on the same boundaries. */
function chunkSize(options: { chunkMonths?: number }): number {
  const size = options.chunkMonths ?? CHUNK_MONTHS;
  if (![1, 2, 3, 4, 6, 12].includes(size)) throw new Error(`A chunk of ${size} months does not divide a year`);
  return size;
}

/** `work`, or `ReportPreparing` after `waitMs`; the work goes on either way (its failure is logged). */
async function within<T>(work: Promise<T>, waitMs: number | undefined, month: string): Promise<T> {
  if (waitMs === undefined) return work;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ReportPreparing(month)), waitMs);
  });
  try {
    return await Promise.race([work, late]);
  } catch (error) {
    if (error instanceof ReportPreparing)
      work.catch((failure) => logger.error({ err: failure }, "bringing a report history up to date failed"));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** A partner whose history (at a minimum group size) does not reach the latest closed month. */
export interface HistoryBehind {
  partnerId: string;
  /** The latest stored month, or null when nothing is stored yet. */
  latest: string | null;
}

/**
 * The partners whose history (at this minimum group size) does not reach the latest closed month,
 * with the latest month each has stored: what the hourly sweep queues a `report-months` job for.
 */
export async function historiesBehind(db: Database, now: Date, minGroupSize: number): Promise<HistoryBehind[]> {
  const through = lastClosedMonth(now);
  const rows = await db
    .select({ id: partners.id, latest: max(reportMonths.month) })
    .from(partners)
    .leftJoin(reportMonths, and(eq(reportMonths.partnerId, partners.id), eq(reportMonths.minGroupSize, minGroupSize)))
    .groupBy(partners.id)
    .having(sql`max(${reportMonths.month}) is null or max(${reportMonths.month}) < ${through}`)
    .orderBy(asc(partners.id));
  return rows.map((row) => ({ partnerId: row.id, latest: row.latest ?? null }));
}

/** The partners of `historiesBehind`, by id. */
export async function partnersBehind(db: Database, now: Date, minGroupSize: number): Promise<string[]> {
  return (await historiesBehind(db, now, minGroupSize)).map((row) => row.partnerId);
}

/**
 * Closes the months after the stored ones up to `through`, a chunk at a time, each stored in its own
 * transaction as soon as it is decided: if the work is cut off (the process stops, a write fails),
 * what was stored stays and the next attempt goes on after it. Another instance may store chunks
 * meanwhile (see `nextChunk`); this goes on after whatever is stored.
 */
async function extend(
  db: Database,
  partnerId: string,
  n: number,
  through: number,
  role: string,
  size: number,
): Promise<void> {
  let stalled = 0;
  for (;;) {
    const step = await nextChunk(db, partnerId, n, through, role, size);
    if (step.kind === "none" || (step.latest !== null && monthIndex(step.latest) >= through)) return;
    // A chunk that another instance stored first is progress too; only a history that did not move
    // (or moved back) is not.
    if (step.kind === "written" || step.advanced) stalled = 0;
    else if (++stalled >= 3) throw new Error("The report history kept changing while it was brought up to date");
  }
}

type Step =
  /** Nothing to close: the history is complete, or the partner is unknown. */
  | { kind: "none"; latest: string | null }
  /** This call stored `months`. */
  | { kind: "written"; months: string[]; latest: string }
  /** The history no longer ended where this call started: nothing stored, `latest` is what is. */
  | { kind: "moved"; latest: string | null; advanced: boolean };

/**
 * Closes the next chunk of months after the stored ones and stores it, in one transaction under an
 * advisory lock per partner that checks the history still ends where this one started (otherwise
 * another instance stored those months first, and its records are the ones shown: nothing is
 * stored). Callers in this process that ask for the same chunk of the same database share the work.
 */
async function nextChunk(
  db: Database,
  partnerId: string,
  n: number,
  through: number,
  role: string,
  size: number,
): Promise<Step> {
  const last = await latestStored(db, partnerId, n);
  if (last !== null && monthIndex(last) >= through) return { kind: "none", latest: last };
  const key = `${partnerId}:${n}:${through}:${last ?? ""}`;
  const pending = inFlight(chunkRuns, db);
  let work = pending.get(key);
  if (!work) {
    work = closeChunk(db, partnerId, n, last, through, role, size).finally(() => pending.delete(key));
    pending.set(key, work);
  }
  return work;
}

async function closeChunk(
  db: Database,
  partnerId: string,
  n: number,
  last: string | null,
  through: number,
  role: string,
  size: number,
): Promise<Step> {
  let first = last !== null ? monthIndex(last) + 1 : undefined;
  if (first === undefined) {
    const start = await historyStart(db, partnerId, role);
    if (start === null) return { kind: "none", latest: null };
    first = monthIndex(start);
  }
  // Up to the end of the chunk `first` is in (chunks divide the year; the history starts in January).
  const until = Math.min(through, first - (first % size) + size - 1);
  // What closing the months needs of the stored ones: their year whole, earlier years' members.
  const history = await readNeededToClose(db, partnerId, n, monthAt(first));
  const inputs = await readMonths(db, partnerId, monthAt(first), monthAt(until), history.length === 0, role);
  const decided = await decideMonths(history, inputs, n);
  return db.transaction(async (tx): Promise<Step> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK}, hashtext(${`${partnerId}:${n}`}))`);
    const stored = await latestStored(tx, partnerId, n);
    if (stored !== last) {
      return { kind: "moved", latest: stored, advanced: stored !== null && (last === null || stored > last) };
    }
    // One record per statement: a large partner's month is hundreds of kilobytes of sessions.
    for (const record of decided) {
      await tx
        .insert(reportMonths)
        .values({ partnerId, minGroupSize: n, month: record.month, data: record })
        .onConflictDoNothing();
      await breathe();
    }
    return { kind: "written", months: decided.map((record) => record.month), latest: monthAt(until) };
  });
}

/** The latest stored month of the partner's history at this minimum group size, or null. */
async function latestStored(db: Reader, partnerId: string, n: number): Promise<string | null> {
  const [row] = rowsOf<{ month: string | null }>(
    await db.execute(
      sql`select max(month) as month from report_months where partner_id = ${partnerId} and min_group_size = ${n}`,
    ),
  );
  return row?.month ?? null;
}

/**
 * The stored records before `month` as closing it needs them (`neededToClose`): the records of its
 * year whole, those of earlier years without their sessions, webinars and other figures, which stay
 * in the database.
 */
async function readNeededToClose(db: Database, partnerId: string, n: number, month: string): Promise<FrozenMonth[]> {
  const acrossYears = sql.join(
    figuresAcrossYears.map((prefix) => sql`key like ${`${prefix}%`}`),
    sql` or `,
  );
  const rows = rowsOf<{ data: FrozenMonth }>(
    await db.execute(sql`
      select case when month >= ${`${month.slice(0, 4)}-01`} then data
        else data || jsonb_build_object('events', '[]'::jsonb, 'sessions', '[]'::jsonb, 'webinars', '[]'::jsonb,
          'figures', (select coalesce(jsonb_object_agg(key, value), '{}'::jsonb) from jsonb_each(data->'figures')
            where ${acrossYears}))
        end as data
      from report_months where partner_id = ${partnerId} and min_group_size = ${n} and month < ${month}
      order by month`),
  );
  return rows.map((row) => row.data);
}

async function readHistory(
  db: Database,
  partnerId: string,
  n: number,
  months?: { from: string; to: string },
): Promise<FrozenMonth[]> {
  const rows = await db
    .select({ data: reportMonths.data })
    .from(reportMonths)
    .where(
      and(
        eq(reportMonths.partnerId, partnerId),
        eq(reportMonths.minGroupSize, n),
        months ? between(reportMonths.month, months.from, months.to) : undefined,
      ),
    )
    .orderBy(asc(reportMonths.month));
  return rows.map((row) => row.data as FrozenMonth);
}

/** Runs `work` in a read-only transaction under the reporting role. */
async function asReporter<T>(db: Database, role: string, work: (tx: Reader) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Before any query of the transaction, as PostgreSQL requires.
    await tx.execute(sql.raw("SET TRANSACTION READ ONLY"));
    await tx.execute(sql.raw(`SET LOCAL ROLE ${role}`));
    return work(tx);
  });
}

/** The partner's program members, for joins (one row each: a membership is unique). */
const member = (partnerId: string, userColumn: ReturnType<typeof sql>) =>
  sql`join partner_memberships pm on pm.user_id = ${userColumn} and pm.partner_id = ${partnerId} and pm.role = 'member'`;

/**
 * January of the year the partner was created or of its first member or activity of a member,
 * whichever is earlier (not before 2020); null for an unknown partner. Months before it are zeros in
 * every report, and stay so: the history never grows backwards.
 */
async function historyStart(db: Database, partnerId: string, role: string): Promise<string | null> {
  const [partner] = rowsOf<{ created: string | null }>(
    await db.execute(sql`select ${monthOf(sql`created_at`)} as created from partners where id = ${partnerId}`),
  );
  if (!partner?.created) return null;
  const first = await asReporter(db, role, async (tx) => {
    const [row] = rowsOf<{ first: string | null }>(
      await tx.execute(sql`
        select ${monthOf(sql`min(at)`)} as first from (
          select min(joined_at) as at from partner_memberships where partner_id = ${partnerId} and role = 'member'
          union all
          select min(a.starts_at) from appointments a ${member(partnerId, sql`a.member_id`)}
          union all
          select min(s.starts_at) from event_registrations r join event_sessions s on s.id = r.session_id
            ${member(partnerId, sql`r.user_id`)}
          union all
          select min(w.starts_at) from webinar_registrations r join webinars w on w.id = r.webinar_id
            ${member(partnerId, sql`r.user_id`)}
          union all
          select min(d.downloaded_at) from ebook_downloads d ${member(partnerId, sql`d.user_id`)}
        ) as firsts`),
    );
    return row?.first ?? null;
  });
  const earliest = first !== null && first < partner.created ? first : partner.created;
  return `${Math.max(2020, Number(earliest.slice(0, 4)))}-01`;
}

/**
 * Whether the reporting role may read the ratings' columns (a migration grants them): without, the
 * months that close say "not measured" for satisfaction rather than holding up every report.
 */
async function mayReadRatings(tx: Reader): Promise<boolean> {
  const [row] = rowsOf<{ granted: boolean }>(
    await tx.execute(sql`
      select bool_and(has_column_privilege('session_ratings', c, 'SELECT')) as granted
      from unnest(array['member_id', 'rating', 'recommend', 'created_at']) as c`),
  );
  if (row?.granted) return true;
  logger.error("the reporting role may not read session_ratings: satisfaction is not measured in closing months");
  return false;
}

const ratingsOf = (row: { ratings: number; sum: number; recommended: number } | undefined): RatingCounts => ({
  ratings: row?.ratings ?? 0,
  sum: row?.sum ?? 0,
  recommended: row?.recommended ?? 0,
});

const statusKey = sql`case when a.status = 'completed' then 'held' when a.status = 'no_show' then 'noShow'
  when a.status = 'cancelled' and a.late then 'cancelledLate' when a.status = 'cancelled' then 'cancelledInTime'
  else 'open' end`;
const usesAllowance = sql`(a.status <> 'cancelled' or a.late)`;

/**
 * The counts of the months `from`..`to` (within one year) as they are now, and the people behind the
 * figures of every period ending in them. Counts only: every query groups.
 */
async function readMonths(
  db: Database,
  partnerId: string,
  from: string,
  to: string,
  startsHistory: boolean,
  role: string,
): Promise<MonthInput[]> {
  // The people of a quarter or a year are counted when it ends: read from its start only then.
  let scan = monthIndex(from);
  for (let index = monthIndex(from); index <= monthIndex(to); index++) {
    if (index % 3 === 2) scan = Math.min(scan, index - 2);
    if (index % 12 === 11) scan = Math.min(scan, index - 11);
  }
  const yearStart = monthStart(monthAt(scan)).toISOString();
  const rangeFrom = monthStart(from).toISOString();
  const until = monthStart(monthAt(monthIndex(to) + 1)).toISOString();
  return asReporter(db, role, async (tx) => {
    const rates = await mayReadRatings(tx);
    const [allowance] = rowsOf<{ per_member: number }>(
      await tx.execute(sql`select coaching_allowance as per_member from partners where id = ${partnerId}`),
    );
    const joins = rowsOf<{ month: string; n: number }>(
      await tx.execute(sql`
        select ${monthOf(sql`joined_at`)} as month, count(*)::int as n from partner_memberships
        where partner_id = ${partnerId} and role = 'member' and joined_at < ${until}::timestamptz group by 1`),
    );
    const coaching = rowsOf<{ month: string; key: CoachingStatus; n: number }>(
      await tx.execute(sql`
        select ${monthOf(sql`a.starts_at`)} as month, ${statusKey} as key, count(*)::int as n
        from appointments a ${member(partnerId, sql`a.member_id`)}
        where a.starts_at >= ${rangeFrom}::timestamptz and a.starts_at < ${until}::timestamptz group by 1, 2`),
    );
    const downloads = rowsOf<{ month: string; n: number }>(
      await tx.execute(sql`
        select ${monthOf(sql`d.downloaded_at`)} as month, count(*)::int as n
        from ebook_downloads d ${member(partnerId, sql`d.user_id`)}
        where d.downloaded_at >= ${rangeFrom}::timestamptz and d.downloaded_at < ${until}::timestamptz group by 1`),
    );
    const sessions = rowsOf<{
      session_id: string;
      event_id: string;
      slug: string;
      starts_at: string | Date;
      event_slug: string;
      title_nl: string;
      title_en: string;
      registered: number;
      waitlisted: number;
      attended: number;
    }>(
      await tx.execute(sql`
        select s.id as session_id, s.event_id, s.slug, s.starts_at, e.slug as event_slug, e.title_nl, e.title_en,
          (count(*) filter (where r.status = 'registered'))::int as registered,
          (count(*) filter (where r.status = 'waitlisted'))::int as waitlisted,
          (count(*) filter (where r.attended_at is not null))::int as attended
        from event_registrations r join event_sessions s on s.id = r.session_id join events e on e.id = s.event_id
          ${member(partnerId, sql`r.user_id`)}
        where s.starts_at >= ${rangeFrom}::timestamptz and s.starts_at < ${until}::timestamptz
          and r.status <> 'cancelled'
        group by s.id, s.event_id, s.slug, s.starts_at, e.slug, e.title_nl, e.title_en
        order by s.starts_at, s.slug`),
    );
    const webinarRows = rowsOf<{
      webinar_id: string;
      slug: string;
      title_nl: string;
      title_en: string;
      starts_at: string | Date;
      n: number;
    }>(
      await tx.execute(sql`
        select w.id as webinar_id, w.slug, w.title_nl, w.title_en, w.starts_at, count(*)::int as n
        from webinar_registrations r join webinars w on w.id = r.webinar_id ${member(partnerId, sql`r.user_id`)}
        where w.starts_at >= ${rangeFrom}::timestamptz and w.starts_at < ${until}::timestamptz
        group by w.id, w.slug, w.title_nl, w.title_en, w.starts_at order by w.starts_at, w.slug`),
    );
    // Ratings count in the month they were given (satisfaction.ts): by the time a month closes,
    // every rating of it exists. Only the score and whether the member would recommend are read.
    const ratings = rates
      ? rowsOf<{ month: string; ratings: number; sum: number; recommended: number }>(
          await tx.execute(sql`
            select ${monthOf(sql`g.created_at`)} as month, count(*)::int as ratings, sum(g.rating)::int as sum,
              (count(*) filter (where g.recommend))::int as recommended
            from session_ratings g ${member(partnerId, sql`g.member_id`)}
            where g.created_at >= ${rangeFrom}::timestamptz and g.created_at < ${until}::timestamptz group by 1`),
        )
      : [];
    const raters = rates
      ? sql`
          union all
          select g.member_id, ${monthOf(sql`g.created_at`)}, 'r'
          from session_ratings g ${member(partnerId, sql`g.member_id`)}
          where g.created_at >= ${yearStart}::timestamptz and g.created_at < ${until}::timestamptz`
      : sql``;
    // The people behind each figure: for every person and kind of use, the first month of it in
    // each quarter and in the year; counting those gives the people of a quarter or a year (and of
    // "up to month m" for every m). Only the counts leave the database.
    const people = rowsOf<{ scope: "m" | "q" | "y"; key: string; month: string; n: number }>(
      await tx.execute(sql`
        with use as materialized (
          select a.member_id as user_id, ${monthOf(sql`a.starts_at`)} as month, k.key
          from appointments a ${member(partnerId, sql`a.member_id`)}
          cross join lateral (values ('c:' || ${statusKey}), ('c:booked'),
            (case when ${usesAllowance} then 'c:used' end), (case when ${usesAllowance} then 'active' end)) as k(key)
          where a.starts_at >= ${yearStart}::timestamptz and a.starts_at < ${until}::timestamptz and k.key is not null
          union all
          select r.user_id, ${monthOf(sql`s.starts_at`)}, k.key
          from event_registrations r join event_sessions s on s.id = r.session_id ${member(partnerId, sql`r.user_id`)}
          cross join lateral (values
            (case when r.status = 'registered' then 'e:registered' end),
            (case when r.status = 'waitlisted' then 'e:waitlisted' end),
            (case when r.attended_at is not null then 'e:attended' end),
            (case when r.status = 'registered' then 'e:' || s.event_id || ':registered' end),
            (case when r.status = 'waitlisted' then 'e:' || s.event_id || ':waitlisted' end),
            (case when r.attended_at is not null then 'e:' || s.event_id || ':attended' end),
            (case when r.status = 'registered' then 'active' end)) as k(key)
          where s.starts_at >= ${yearStart}::timestamptz and s.starts_at < ${until}::timestamptz and k.key is not null
          union all
          select r.user_id, ${monthOf(sql`w.starts_at`)}, k.key
          from webinar_registrations r join webinars w on w.id = r.webinar_id ${member(partnerId, sql`r.user_id`)}
          cross join lateral (values ('w'), ('active')) as k(key)
          where w.starts_at >= ${yearStart}::timestamptz and w.starts_at < ${until}::timestamptz
          union all
          select d.user_id, ${monthOf(sql`d.downloaded_at`)}, k.key
          from ebook_downloads d ${member(partnerId, sql`d.user_id`)}
          cross join lateral (values ('b'), ('active')) as k(key)
          where d.downloaded_at >= ${yearStart}::timestamptz and d.downloaded_at < ${until}::timestamptz
          ${raters}
        ),
        distinct_use as materialized (select distinct key, user_id, month from use)
        select 'm' as scope, key, month, count(*)::int as n from distinct_use group by key, month
        union all
        select 'q', key, first, count(*)::int from (
          select key, min(month) as first from distinct_use group by key, user_id, substr(month, 1, 4), (substr(month, 6, 2)::int - 1) / 3
        ) as quarters group by key, first
        union all
        select 'y', key, first, count(*)::int from (
          select key, min(month) as first from distinct_use group by key, user_id, substr(month, 1, 4)
        ) as years group by key, first`),
    );

    const perMonth = (rows: { month: string; n: number }[]) => new Map(rows.map((row) => [row.month, row.n]));
    const sessionMonths = new Map(sessions.map((row) => [row, monthOfInstant(row.starts_at)]));
    const webinarMonths = new Map(webinarRows.map((row) => [row, monthOfInstant(row.starts_at)]));
    // The people rows by scope and key, each with its month as a number.
    const peopleBy = new Map<string, { at: number; n: number }[]>();
    for (const row of people) {
      const key = `${row.scope}|${row.key}`;
      const list = peopleBy.get(key) ?? [];
      list.push({ at: monthIndex(row.month), n: row.n });
      peopleBy.set(key, list);
    }
    const eventIds = [
      ...new Set(people.flatMap((row) => /^e:(.+):(registered|waitlisted|attended)$/.exec(row.key)?.[1] ?? [])),
    ];
    const joined = perMonth(joins);
    const ebook = perMonth(downloads);
    const firstIndex = monthIndex(from);
    const before = joins.filter((row) => monthIndex(row.month) < firstIndex).reduce((sum, row) => sum + row.n, 0);
    const inputs: MonthInput[] = [];
    let total = before;
    for (let index = firstIndex; index <= monthIndex(to); index++) {
      const month = monthAt(index);
      total += joined.get(month) ?? 0;
      const status = (key: CoachingStatus) => coaching.find((row) => row.month === month && row.key === key)?.n ?? 0;
      const ofMonth = sessions.filter((row) => sessionMonths.get(row) === month);
      const events: EventMeta[] = [];
      const sessionCounts: SessionCounts[] = ofMonth.map((row) => ({
        sessionId: row.session_id,
        eventId: row.event_id,
        slug: row.slug,
        startsAt: new Date(row.starts_at).toISOString(),
        registered: row.registered,
        waitlisted: row.waitlisted,
        attended: row.attended,
      }));
      const webinars: WebinarCounts[] = webinarRows
        .filter((row) => webinarMonths.get(row) === month)
        .map((row) => ({
          webinarId: row.webinar_id,
          slug: row.slug,
          titleNl: row.title_nl,
          titleEn: row.title_en,
          startsAt: new Date(row.starts_at).toISOString(),
          registrations: row.n,
        }));
      for (const row of ofMonth) {
        if (events.some((event) => event.eventId === row.event_id)) continue;
        events.push({ eventId: row.event_id, slug: row.event_slug, titleNl: row.title_nl, titleEn: row.title_en });
      }
      const peopleOf: Record<string, PeriodPeople> = {};
      for (const [start] of intervalsEndingAt(month)) {
        // The month itself, the quarter that ends with it, or the year.
        const scope = start === month ? "m" : index - monthIndex(start) < 3 ? "q" : "y";
        const count = (key: string) =>
          (peopleBy.get(`${scope}|${key}`) ?? [])
            .filter((row) => row.at >= monthIndex(start) && row.at <= index)
            .reduce((sum, row) => sum + row.n, 0);
        const byEvent: PeriodPeople["byEvent"] = {};
        for (const eventId of eventIds) {
          const of = (kind: RegistrationKind) => count(`e:${eventId}:${kind}`);
          byEvent[eventId] = { registered: of("registered"), waitlisted: of("waitlisted"), attended: of("attended") };
        }
        peopleOf[intervalKey(start, month)] = {
          active: count("active"),
          coaching: {
            held: count("c:held"),
            noShow: count("c:noShow"),
            cancelledLate: count("c:cancelledLate"),
            cancelledInTime: count("c:cancelledInTime"),
            open: count("c:open"),
            booked: count("c:booked"),
            used: count("c:used"),
          },
          events: {
            registered: count("e:registered"),
            waitlisted: count("e:waitlisted"),
            attended: count("e:attended"),
          },
          byEvent,
          webinars: count("w"),
          ebook: count("b"),
          raters: count("r"),
        };
      }
      inputs.push({
        month,
        perMember: allowance?.per_member ?? 0,
        membersTotal: total,
        ...(startsHistory && index === firstIndex ? { membersBefore: before } : {}),
        joined: joined.get(month) ?? 0,
        coaching: coachingByStatus(status),
        ebook: ebook.get(month) ?? 0,
        events,
        sessions: sessionCounts,
        webinars,
        people: peopleOf,
        ...(rates ? { satisfaction: ratingsOf(ratings.find((row) => row.month === month)) } : {}),
      });
    }
    return inputs;
  });
}
