// Grows a demo database with set-based SQL (INSERT … SELECT … FROM generate_series): people,
// partners, coaches and their appointments, events, the audit log and the job queue. Every row
// satisfies the schema's CHECKs, unique and exclusion constraints, as the app would have written it.
import pg from "pg";
import { BOOKERS, type GrowthSize } from "./sizes";

const FIRST = `array['Anna','Bram','Cas','Daan','Emma','Fleur','Gijs','Hanna','Iris','Jesse','Julia','Lars','Lotte','Milan','Noor','Olivier','Puck','Ruben','Sanne','Thijs']`;
const LAST = `array['de Vries','Jansen','de Jong','Bakker','Visser','Smit','Meijer','Mulder','de Boer','Bos','Vos','Peters','Hendriks','Dekker','Brouwer','de Wit','Dijkstra','Smits','de Graaf','van Dam','Kok','Jacobs','Vermeulen','van den Berg','Willems']`;
/** A Dutch-looking name for number `g` (names repeat; addresses do not). */
const nameOf = (g: string) => `(${FIRST})[1 + ${g} % 20] || ' ' || (${LAST})[1 + (${g} / 20) % 25]`;

/** Verified accounts with onboarding done and the given role, ids `<prefix><1…count>`. */
function accounts(prefix: string, count: number, role: "member" | "coach", domain: string): string[] {
  const series = `generate_series(1, ${count}) as g`;
  return [
    `insert into users (id, name, email, email_verified, locale, created_at, updated_at)
     select '${prefix}' || g, ${nameOf("g")}, '${prefix}' || g || '@${domain}', true,
       case when g % 5 = 0 then 'en' else 'nl' end, now() - (g % 700) * interval '1 day', now()
     from ${series}`,
    `insert into user_roles (user_id, role) select '${prefix}' || g, '${role}' from ${series}`,
    `insert into onboarding (user_id, profile_done_at, terms_version, terms_accepted_at, app_done_at, vitascan_done_at)
     select '${prefix}' || g, now(), 1, now(), now(), now() from ${series}`,
  ];
}

/** The statements, by step, that grow the demo to `size`. */
export function steps(size: GrowthSize): [string, string[]][] {
  const { members: M, coaches: C, partners: P, sessions: S, events: E } = size;
  const K = size.appointmentsPerCoach;
  const R = size.registrationsPerSession;
  const deloitte = `(select id from partners where slug = 'deloitte')`;
  // Members who book during the run, at every size: Deloitte's, without appointments of their own.
  const bookers: [string, string[]] = [
    "bookers",
    [
      ...accounts("growth-booker-", BOOKERS, "member", "example.com"),
      `insert into partner_memberships (partner_id, user_id, role, joined_at)
       select ${deloitte}, 'growth-booker-' || g, 'member', now() - interval '30 days' from generate_series(1, ${BOOKERS}) as g`,
      // The demo member (whose dashboard is measured) has appointments; places at sessions too.
      `insert into event_registrations (session_id, user_id, status, requested_at)
       select id, 'demo-member', 'registered', now() from event_sessions
       where starts_at > now() and cancelled_at is null order by starts_at limit 3
       on conflict do nothing`,
    ],
  ];
  if (size.factor === 1) return [bookers];
  return [
    bookers,
    ["members", accounts("growth-m-", M, "member", "example.com")],
    [
      "partners and memberships",
      [
        `insert into partners (slug, name, brand_color, coaching_allowance, created_at)
         select 'growth-partner-' || g, 'Partner ' || g, '#2f6f8f', 6, now() - interval '700 days'
         from generate_series(1, ${P}) as g`,
        `insert into partner_memberships (partner_id, user_id, role, joined_at)
         select ${deloitte}, 'growth-m-' || g, 'member', now() - (g % 600) * interval '1 day'
         from generate_series(1, ${size.deloitteMembers}) as g`,
        `with partner as (select id, row_number() over (order by slug) - 1 as n from partners where slug like 'growth-partner-%')
         insert into partner_memberships (partner_id, user_id, role, joined_at)
         select partner.id, 'growth-m-' || g, 'member', now() - (g % 600) * interval '1 day'
         from generate_series(${size.deloitteMembers + 1}, ${M}) as g join partner on partner.n = g % ${P}`,
      ],
    ],
    [
      "coaches",
      [
        ...accounts("growth-c-", C, "coach", "coaches.example.com"),
        // Their practices copy the demo coaches' texts, specialties, languages and modes in turn.
        `with demo as (
           select row_number() over (order by slug) - 1 as n, headline_nl, headline_en, bio_nl, bio_en, specialties, languages, modes, city
           from coaches where published),
         k as (select count(*) as k from demo)
         insert into coaches (user_id, slug, name, published, headline_nl, headline_en, bio_nl, bio_en, specialties, languages, modes, city, created_at)
         select 'growth-c-' || g, 'growth-coach-' || g, ${nameOf("(g + 7)")}, true, demo.headline_nl, demo.headline_en,
           demo.bio_nl, demo.bio_en, demo.specialties, demo.languages, demo.modes, demo.city, now() - interval '700 days'
         from generate_series(1, ${C}) as g cross join k join demo on demo.n = g % k.k`,
        `insert into coach_weekly_hours (coach_id, weekday, start_minute, end_minute)
         select id, weekday, 540, 1020 from coaches cross join generate_series(1, 5) as weekday where slug like 'growth-coach-%'`,
      ],
    ],
    [
      "appointments",
      [
        // Every coach on one grid of 90-minute slots, five a weekday from 9:00 (Amsterdam), from 43
        // weeks back: coach c takes every third slot from c % 3, so no two of a coach's blocks
        // (60 minutes and a 15-minute buffer) meet. The member at slot s is (c + s·C) mod M: at one
        // time every coach has another member, and each member keeps one coach (about ten sessions).
        // Ids in the order of insertion (as time-ordered UUIDs would be): three unique indexes lead
        // with the id, and random ones would cost a random page per row.
        `with coach as (select id, row_number() over (order by slug) - 1 as c from coaches where slug like 'growth-coach-%'),
         slot as (
           select coach.id as coach_id, coach.c, k, k * 3 + coach.c % 3 as s,
             (abs(hashint4((coach.c * ${K} + k)::int)) % 100) as h
           from coach cross join generate_series(0, ${K - 1}) as k),
         timed as (
           select slot.*, case when k % 12 = 0 then 'intake' else 'coaching' end as kind,
             ((date_trunc('week', now() at time zone 'Europe/Amsterdam')::date - 43 * 7
               + ((s / 25) * 7 + (s % 25) / 5)::int)::timestamp + (540 + 90 * (s % 5)) * interval '1 minute')
               at time zone 'Europe/Amsterdam' as at
           from slot),
         lived as (
           select timed.*, at + case when kind = 'intake' then interval '30 minutes' else interval '60 minutes' end as ends,
             case when at > now() then (case when h < 5 then 'cancelled' else 'confirmed' end)
                  when h < 8 then 'cancelled' when h < 12 then 'no_show' when h < 14 then 'confirmed' else 'completed' end as status
           from timed)
         insert into appointments (id, coach_id, member_id, kind, starts_at, ends_at, blocks, status, late, cancelled_by,
           cancelled_at, marked_at, absence, absence_checked_at, created_at)
         select ('00000000-0000-4000-8000-' || lpad(to_hex(c * ${K} + k), 12, '0'))::uuid,
           coach_id, 'growth-m-' || (1 + (c + s * ${C}) % ${M}), kind, at, ends,
           tstzrange(at, ends + interval '15 minutes'), status, status = 'cancelled' and h % 3 = 0,
           case when status = 'cancelled' then 'member' end,
           case when status = 'cancelled' then at - case when h % 3 = 0 then interval '6 hours' else interval '3 days' end end,
           case when status in ('completed', 'no_show') then ends + interval '2 hours' end,
           case when status = 'no_show' then 'member' end,
           case when at < now() - interval '1 hour' and status <> 'cancelled' then ends + interval '15 minutes' end,
           at - interval '14 days'
         from lived`,
      ],
    ],
    [
      "events, sessions and registrations",
      [
        `insert into events (slug, kind, partner_id, title_nl, title_en, summary_nl, summary_en, body_nl, body_en, image, created_at)
         select 'growth-event-' || g, (array['sport_event','vitality_session','workshop','tour'])[1 + g % 4],
           case when g % 10 = 0 then ${deloitte} end, 'Evenement ' || g, 'Event ' || g,
           'Samen in beweging.', 'Moving together.', 'Een middag samen bewegen.', 'An afternoon of moving together.',
           '/images/events/canal-walk.svg', now() - interval '700 days'
         from generate_series(1, ${E}) as g`,
        // Twenty-one months of sessions on the hour, the last three to come.
        `with event as (select id, row_number() over (order by slug) - 1 as n from events where slug like 'growth-event-%')
         insert into event_sessions (event_id, slug, title_nl, title_en, starts_at, ends_at, location, capacity, registration_deadline)
         select event.id, 'growth-session-' || g, 'Sessie ' || g, 'Session ' || g, at, at + interval '2 hours', 'Amsterdam', 45,
           at - interval '1 day'
         from generate_series(0, ${S - 1}) as g
         cross join lateral (select date_trunc('hour', now() - interval '540 days' + (g::float / ${S}) * interval '630 days') as at) as t
         join event on event.n = g % ${E}`,
        // Fifty places a session, distinct members (4001 is prime to the member count): a few
        // cancelled, the last ones on the waiting list, those who came marked after the session.
        `with session as (select id, starts_at, row_number() over (order by slug) - 1 as n from event_sessions where slug like 'growth-session-%')
         insert into event_registrations (session_id, user_id, status, requested_at, cancelled_at, attended_at)
         select session.id, 'growth-m-' || (1 + (session.n * 37 + k * 4001) % ${M}),
           case when k % 13 = 0 then 'cancelled' when k >= 47 then 'waitlisted' else 'registered' end,
           session.starts_at - interval '10 days',
           case when k % 13 = 0 then session.starts_at - interval '5 days' end,
           case when k % 13 <> 0 and k < 47 and k % 6 <> 5 and session.starts_at < now() then session.starts_at + interval '2 hours' end
         from session cross join generate_series(0, ${R - 1}) as k`,
      ],
    ],
    [
      "audit log",
      [
        `insert into audit_log (at, actor_id, actor_label, action, entity, entity_id, before, after)
         select now() - (g::float / ${size.auditRows}) * interval '730 days',
           case when g % 2 = 0 then 'demo-admin' else 'growth-c-' || (1 + g % ${C}) end,
           case when g % 2 = 0 then 'Sara Jansen' else ${nameOf(`(1 + g % ${C} + 7)`)} end,
           (array['deactivated','reactivated','verification-resent','publish','hold','release','update','create','update','create','update','create'])[1 + g % 12],
           (array['user','user','user','coach','coach','coach','event-session','event-session','event','join-link','partner','webinar'])[1 + g % 12],
           case when g % 12 < 3 then 'growth-m-' || (1 + g % ${M}) else md5(g::text) end,
           '{"published": false}'::jsonb, '{"published": true}'::jsonb
         from generate_series(1, ${size.auditRows}) as g`,
      ],
    ],
    ["job queue", [jobsStatement(size.jobs)]],
  ];
}

/**
 * Jobs over the last week (pg-boss keeps done jobs that long): mostly completed, some failed or
 * dead letters, some waiting; spread over the app's queues. The waiting ones are due a month from
 * now, so that the server's workers never run their made-up payloads during the run.
 */
function jobsStatement(count: number): string {
  return `with queue as (select name, row_number() over (order by name) - 1 as n from pgboss.queue
                      where name not like '\\_\\_pgboss\\_\\_%' and name <> 'dead-letters'),
    q as (select count(*) as k from queue)
  insert into pgboss.job (id, name, data, state, retry_limit, retry_count, start_after, started_on, completed_on, created_on, keep_until, source_name)
  select gen_random_uuid(),
    case when g % 100 = 1 then 'dead-letters' else queue.name end,
    jsonb_build_object('n', g),
    (case when g % 100 < 90 then 'completed' when g % 100 < 94 then 'failed' when g % 100 < 95 then 'retry' else 'created' end)::pgboss.job_state,
    2, case when g % 100 between 90 and 94 then 2 else 0 end,
    t.at, case when g % 100 < 95 then t.at + interval '1 second' end,
    case when g % 100 < 94 then t.at + interval '2 seconds' end,
    t.at, t.at + interval '14 days',
    case when g % 100 = 1 then queue.name end
  from generate_series(1, ${count}) as g
  cross join q
  join queue on queue.n = g % q.k
  cross join lateral (select now() - (g::float / ${count}) * interval '7 days' + case when g % 100 >= 94 then interval '37 days' else interval '0' end as at) as t`;
}

/** Drops the exclusion constraints of `appointments`, answering how to make them again. */
async function dropExclusions(client: pg.Client): Promise<{ name: string; definition: string }[]> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
     where conrelid = 'appointments'::regclass and contype = 'x'`,
  );
  for (const { name } of rows) await client.query(`alter table appointments drop constraint ${name}`);
  return rows;
}

/** Runs the steps on database `url`, then ANALYZE; `progress` hears of each step done. */
export async function grow(url: string, size: GrowthSize, progress: (step: string, seconds: number) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Nothing here needs to survive a crash of the server: the database is made again.
    await client.query("set synchronous_commit = off");
    await client.query("set maintenance_work_mem = '1GB'");
    for (const [step, statements] of steps(size)) {
      const started = performance.now();
      // Checking the exclusion constraints row by row while inserting millions takes the better part
      // of an hour on two cores; made again afterwards, they check every row at once (and refuse the
      // database if any two appointments of a coach or of a member overlap).
      const exclusions = step === "appointments" ? await dropExclusions(client) : [];
      for (const statement of statements) await client.query(statement);
      for (const { name, definition } of exclusions) {
        await client.query(`alter table appointments add constraint ${name} ${definition}`);
      }
      progress(step, (performance.now() - started) / 1000);
    }
    const started = performance.now();
    await client.query("vacuum analyze");
    progress("vacuum analyze", (performance.now() - started) / 1000);
  } finally {
    await client.end();
  }
}
