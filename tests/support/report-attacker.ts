// An attacker of the partner report, written apart from the module under test: it reads only what
// a partner can download (every report offered, as the page and the CSV export get them), writes
// every relation the published structure implies, and tries to recover hidden figures, exactly
// (linear algebra over the rationals, BigInt) and by bounds (linear programs, solved by `yalps`,
// not by the project's own solver). It knows nothing of how the history was decided.
import { solve } from "yalps";
import type { Figure, PublishedReport } from "../../app/features/reports/published";

type Label =
  | { kind: "shown"; value: number }
  /** A band of values that holds it (members in total). */
  | { kind: "band"; from: number; to: number }
  | { kind: "small" }
  | { kind: "complement" }
  /** A running period's total that is not published yet: says nothing. */
  | { kind: "pending" };

interface Additive {
  /** Where it was read, for messages. */
  where: string;
  atoms: string[];
  /** A count of people (a session's places, a webinar's registrations, joins, members). */
  people: boolean;
  label: Label;
}

interface Distinct {
  where: string;
  months: string[];
  label: Label;
}

export interface Finding {
  kind: "inconsistent" | "exact" | "bounds" | "group";
  where: string;
  detail: string;
}

const labelOf = (figure: Figure): Label =>
  "value" in figure
    ? { kind: "shown", value: figure.value }
    : "range" in figure
      ? { kind: "band", from: figure.range[0], to: figure.range[1] }
      : { kind: figure.suppressed };

/** "YYYY-MM" of an instant on the Amsterdam calendar. */
function monthOf(iso: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Amsterdam",
    year: "numeric",
    month: "2-digit",
  }).formatToParts(new Date(iso));
  const year = parts.find((part) => part.type === "year")?.value;
  const month = parts.find((part) => part.type === "month")?.value;
  return `${year}-${month}`;
}

function monthsBetween(from: string, to: string): string[] {
  const index = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
  const out: string[] = [];
  for (let i = index(from); i <= index(to); i++)
    out.push(`${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}`);
  return out;
}

const statuses = ["held", "noShow", "cancelledLate", "cancelledInTime", "open"] as const;
const used = ["held", "noShow", "cancelledLate", "open"] as const;
const kinds = ["registered", "attended"] as const;

/** Every figure of every report, as sums of atoms (additive) or counts of distinct people. */
export function readReports(reports: readonly PublishedReport[]) {
  const additive: Additive[] = [];
  const distinct: Distinct[] = [];
  const earliest = reports.map((report) => monthOf(report.period.from)).sort()[0] ?? "2020-01";
  // Sessions and webinars by month, from every report that lists them.
  const sessionMonth = new Map<string, string>();
  const webinarMonth = new Map<string, string>();
  for (const report of reports) {
    for (const event of report.events.byEvent) {
      for (const session of event.sessions) sessionMonth.set(session.sessionId, monthOf(session.startsAt));
    }
    for (const webinar of report.webinars.byWebinar) webinarMonth.set(webinar.webinarId, monthOf(webinar.startsAt));
  }
  for (const report of reports) {
    const months = monthsBetween(monthOf(report.period.from), report.through);
    const at = (what: string) => `${report.period.key}: ${what}`;
    const add = (where: string, atoms: string[], people: boolean, figure: Figure) =>
      additive.push({ where: at(where), atoms, people, label: labelOf(figure) });
    const coaching = (list: readonly string[], of: readonly string[]) =>
      of.flatMap((month) => list.map((status) => `c:${status}:${month}`));
    for (const status of statuses)
      add(`coaching ${status}`, coaching([status], months), false, report.coaching[status]);
    add("coaching booked", coaching(statuses, months), false, report.coaching.booked);
    add("allowance used", coaching(used, months), false, report.allowance.used);
    add(
      "joined",
      months.map((month) => `j:${month}`),
      true,
      report.members.joined,
    );
    const members = ["before", ...monthsBetween(earliest, report.through).map((month) => `j:${month}`)];
    add("members in total", members, true, report.members.total);
    const allowance = report.allowance.total;
    if (report.allowance.perMember > 0 && ("value" in allowance || "range" in allowance)) {
      const per = report.allowance.perMember;
      add(
        "allowance total / per member",
        members,
        true,
        "value" in allowance
          ? { value: allowance.value / per }
          : { range: [allowance.range[0] / per, allowance.range[1] / per] },
      );
    }
    add(
      "ebook downloads",
      months.map((month) => `b:${month}`),
      false,
      report.ebook.downloads,
    );
    for (const webinar of report.webinars.byWebinar)
      add(`webinar ${webinar.slug}`, [`w:${webinar.webinarId}`], true, webinar.registrations);
    add(
      "webinar registrations",
      report.webinars.byWebinar.map((webinar) => `w:${webinar.webinarId}`),
      false,
      report.webinars.registrations,
    );
    for (const kind of kinds) {
      const all: string[] = [];
      for (const event of report.events.byEvent) {
        const atoms = event.sessions.map((session) => `s:${session.sessionId}:${kind}`);
        all.push(...atoms);
        add(`event ${event.slug} ${kind}`, atoms, false, event[kind]);
        for (const session of event.sessions)
          add(`session ${session.slug} ${kind}`, [`s:${session.sessionId}:${kind}`], true, session[kind]);
      }
      add(`events ${kind}`, all, false, report.events[kind]);
    }
    distinct.push({ where: at("active"), months, label: labelOf(report.members.active) });
    for (const row of report.trends) {
      const m = row.month;
      add(`${m} joined`, [`j:${m}`], true, row.joined);
      add(`${m} coaching booked`, coaching(statuses, [m]), false, row.coachingBooked);
      add(`${m} coaching held`, [`c:held:${m}`], false, row.coachingHeld);
      add(
        `${m} event registrations`,
        [...sessionMonth].filter(([, month]) => month === m).map(([id]) => `s:${id}:registered`),
        false,
        row.eventRegistrations,
      );
      add(
        `${m} webinar registrations`,
        [...webinarMonth].filter(([, month]) => month === m).map(([id]) => `w:${id}`),
        false,
        row.webinarRegistrations,
      );
      add(`${m} ebook downloads`, [`b:${m}`], false, row.ebookDownloads);
      distinct.push({ where: at(`${m} active`), months: [m], label: labelOf(row.active) });
    }
  }
  return { additive, distinct, sessions: [...sessionMonth.keys()] };
}

/** Two reports agree on a figure: the same value, or hidden in both ("pending" publishes nothing). */
const sameLabel = (a: Label, b: Label) => {
  if (a.kind === "pending" || b.kind === "pending") return a.kind !== "shown" && b.kind !== "shown";
  return JSON.stringify(a) === JSON.stringify(b);
};

/** Every way a hidden figure can be recovered from the reports, or a figure told apart. */
export function attack(reports: readonly PublishedReport[], n: number): Finding[] {
  const findings: Finding[] = [];
  const { additive, distinct, sessions } = readReports(reports);

  // One figure per set of atoms: the same sum must have the same fate in every report.
  const byAtoms = new Map<string, Additive>();
  for (const figure of additive) {
    const key = [...new Set(figure.atoms)].sort().join(",");
    const seen = byAtoms.get(key);
    if (!seen || seen.label.kind === "pending")
      byAtoms.set(key, { ...figure, atoms: [...new Set(figure.atoms)].sort() });
    if (seen && !sameLabel(seen.label, figure.label)) {
      findings.push({
        kind: "inconsistent",
        where: figure.where,
        detail: `differs from ${seen.where} (${JSON.stringify(figure.label)} / ${JSON.stringify(seen.label)} / ${key})`,
      });
    }
  }
  const byMonths = new Map<string, Distinct>();
  for (const figure of distinct) {
    const key = figure.months.join(",");
    const seen = byMonths.get(key);
    if (!seen || seen.label.kind === "pending") byMonths.set(key, figure);
    if (seen && !sameLabel(seen.label, figure.label)) {
      findings.push({ kind: "inconsistent", where: figure.where, detail: `differs from ${seen.where}` });
    }
  }
  // A pending figure tells nothing: it is left out of the attack.
  const figures = [...byAtoms.values()].filter((figure) => figure.label.kind !== "pending");
  // Attended places are among the registered ones, session by session.
  const inequalities = sessions.map((id) => ({ small: `s:${id}:attended`, large: `s:${id}:registered` }));
  findings.push(...attackAdditive(figures, inequalities, n));
  findings.push(
    ...attackDistinct(
      [...byMonths.values()].filter((figure) => figure.label.kind !== "pending"),
      n,
    ),
  );
  return findings;
}

/** Atoms a shown 0 forces to 0 (nothing is negative). */
function zeroAtoms(figures: readonly Additive[]): Set<string> {
  const zero = new Set<string>();
  for (const figure of figures)
    if (figure.label.kind === "shown" && figure.label.value === 0) for (const atom of figure.atoms) zero.add(atom);
  return zero;
}

function attackAdditive(
  all: readonly Additive[],
  inequalities: readonly { small: string; large: string }[],
  n: number,
): Finding[] {
  const findings: Finding[] = [];
  const zero = zeroAtoms(all);
  const figures = all.map((figure) => ({ ...figure, atoms: figure.atoms.filter((atom) => !zero.has(atom)) }));
  // Independent groups of atoms (tied by a figure or an inequality), each attacked on its own.
  const parent = new Map<string, string>();
  const root = (atom: string): string => {
    let at = atom;
    while ((parent.get(at) ?? at) !== at) at = parent.get(at) as string;
    parent.set(atom, at);
    return at;
  };
  const join = (a: string, b: string) => parent.set(root(a), root(b));
  for (const figure of figures) for (const atom of figure.atoms.slice(1)) join(atom, figure.atoms[0] as string);
  for (const { small, large } of inequalities) if (!zero.has(small) && !zero.has(large)) join(small, large);
  const groups = new Map<string, typeof figures>();
  for (const figure of figures) {
    if (figure.atoms.length === 0) {
      if (figure.label.kind !== "shown")
        findings.push({ kind: "exact", where: figure.where, detail: "is 0 by the zeros shown" });
      continue;
    }
    const key = root(figure.atoms[0] as string);
    groups.set(key, [...(groups.get(key) ?? []), figure]);
  }
  for (const group of groups.values()) {
    const hidden = group.filter((figure) => figure.label.kind !== "shown" && figure.label.kind !== "band");
    if (hidden.length === 0) continue;
    const atoms = [...new Set(group.flatMap((figure) => figure.atoms))].sort();
    const column = new Map(atoms.map((atom, index) => [atom, index]));
    // Exact: a hidden figure is fixed when its row lies in the span of the shown figures' rows.
    const basis = echelon(
      group
        .filter((figure) => figure.label.kind === "shown")
        .map((figure) => rowOf(figure.atoms, column, atoms.length)),
    );
    for (const figure of hidden) {
      if (inSpan(basis, rowOf(figure.atoms, column, atoms.length))) {
        findings.push({ kind: "exact", where: figure.where, detail: "is fixed by the shown figures" });
      }
    }
    // Bounds: the smallest and largest value every published fact allows.
    const constraints: Constraints = new Map();
    group.forEach((figure, index) => {
      const label = figure.label;
      if (label.kind === "shown") constraints.set(`f${index}`, { equal: label.value });
      else if (label.kind === "band") constraints.set(`f${index}`, { min: label.from, max: label.to });
      else if (label.kind === "complement") constraints.set(`f${index}`, { min: n });
      else constraints.set(`f${index}`, figure.people ? { min: 1, max: n - 1 } : { min: 1 });
    });
    const pairs = inequalities.filter(({ small, large }) => column.has(small) && column.has(large));
    pairs.forEach((_, index) => {
      constraints.set(`q${index}`, { min: 0 });
    });
    // What the words alone say: the shown figures other than zeros left out.
    const said = new Map(
      [...constraints].filter(([name]) => {
        const figure = group[Number(name.slice(1))];
        if (!name.startsWith("f") || !figure) return true;
        return figure.label.kind === "shown" ? figure.label.value === 0 : figure.label.kind !== "band";
      }),
    );
    for (const target of hidden) {
      const variables = atoms.map((atom): [string, Record<string, number>] => {
        const coefficients: Record<string, number> = {};
        group.forEach((figure, index) => {
          if (figure.atoms.includes(atom)) coefficients[`f${index}`] = 1;
        });
        pairs.forEach(({ small, large }, index) => {
          if (atom === large) coefficients[`q${index}`] = 1;
          if (atom === small) coefficients[`q${index}`] = -1;
        });
        if (target.atoms.includes(atom)) coefficients.objective = 1;
        return [atom, coefficients];
      });
      const range = (direction: "minimize" | "maximize", facts = constraints) =>
        extreme(direction, facts, variables, target.where);
      const min = range("minimize");
      const max = range("maximize");
      const detail = `lies in [${min}, ${max}]`;
      if (max - min < 0.5) findings.push({ kind: "exact", where: target.where, detail });
      else if (target.label.kind === "small") {
        // What the words of all reports say already (three months of "fewer than N" make a quarter
        // of at least 3, and a quarter of "fewer than N" leaves each of them at most N-3) is no
        // finding; a bound that the shown figures add is.
        const low = range("minimize", said);
        const high = range("maximize", said);
        const narrow = min > low + 1e-6 || (target.people ? max < high - 1e-6 : max - low < n - 2 - 1e-6);
        if (narrow)
          findings.push({ kind: "bounds", where: target.where, detail: `${detail}, the words say [${low}, ${high}]` });
      }
    }
  }
  return findings;
}

/**
 * Active members: distinct people. A period holds at least as many as any period inside it, at
 * most the sum over periods that cover it; differences of nested figures and overlaps of two
 * adjacent ones are groups of people of their own.
 */
function attackDistinct(figures: readonly Distinct[], n: number): Finding[] {
  const findings: Finding[] = [];
  const byYear = new Map<string, Distinct[]>();
  for (const figure of figures) {
    const year = figure.months[0]?.slice(0, 4) ?? "";
    byYear.set(year, [...(byYear.get(year) ?? []), figure]);
  }
  for (const group of byYear.values()) {
    const inside = (a: Distinct, b: Distinct) => a !== b && a.months.every((month) => b.months.includes(month));
    const value = (figure: Distinct) => (figure.label.kind === "shown" ? figure.label.value : undefined);
    for (const outer of group) {
      for (const inner of group) {
        if (!inside(inner, outer)) continue;
        const difference = (value(outer) ?? Number.NaN) - (value(inner) ?? Number.NaN);
        if (difference > 0 && difference < n) {
          findings.push({ kind: "group", where: outer.where, detail: `minus ${inner.where} is ${difference} people` });
        }
      }
      for (const left of group) {
        for (const right of group) {
          if (left === right || !inside(left, outer) || !inside(right, outer)) continue;
          if (left.months.some((month) => right.months.includes(month))) continue;
          if (left.months.length + right.months.length !== outer.months.length || left.months[0] !== outer.months[0])
            continue;
          const overlap = (value(left) ?? Number.NaN) + (value(right) ?? Number.NaN) - (value(outer) ?? Number.NaN);
          if (overlap > 0 && overlap < n) {
            findings.push({ kind: "group", where: outer.where, detail: `${overlap} people were active in both parts` });
          }
        }
      }
    }
    const hidden = group.filter((figure) => figure.label.kind !== "shown");
    if (hidden.length === 0) continue;
    const singles = new Map(
      group.filter((figure) => figure.months.length === 1).map((f) => [f.months[0] as string, f]),
    );
    const constraints: Constraints = new Map();
    const rows: { name: string; terms: [Distinct, number][] }[] = [];
    group.forEach((figure, index) => {
      const label = figure.label;
      constraints.set(
        `v${index}`,
        label.kind === "shown"
          ? { equal: label.value }
          : label.kind === "complement"
            ? { min: n }
            : { min: 1, max: n - 1 },
      );
      rows.push({ name: `v${index}`, terms: [[figure, 1]] });
    });
    let count = 0;
    for (const outer of group) {
      for (const inner of group) {
        if (!inside(inner, outer)) continue;
        // Containment, and a cover: the inner period and the months of the rest.
        rows.push({
          name: `c${count}`,
          terms: [
            [outer, 1],
            [inner, -1],
          ],
        });
        constraints.set(`c${count++}`, { min: 0 });
        const rest = outer.months.filter((month) => !inner.months.includes(month)).map((month) => singles.get(month));
        if (rest.some((figure) => figure === undefined)) continue;
        rows.push({
          name: `c${count}`,
          terms: [[inner, 1], ...rest.map((figure): [Distinct, number] => [figure as Distinct, 1]), [outer, -1]],
        });
        constraints.set(`c${count++}`, { min: 0 });
      }
    }
    for (const target of hidden) {
      const variables = group.map((figure, index): [string, Record<string, number>] => {
        const coefficients: Record<string, number> = {};
        for (const row of rows) {
          for (const [term, coefficient] of row.terms)
            if (term === figure) coefficients[row.name] = (coefficients[row.name] ?? 0) + coefficient;
        }
        if (figure === target) coefficients.objective = 1;
        return [`a${index}`, coefficients];
      });
      const range = (direction: "minimize" | "maximize") => extreme(direction, constraints, variables, target.where);
      const min = range("minimize");
      const max = range("maximize");
      if (max - min < 0.5) findings.push({ kind: "exact", where: target.where, detail: `lies in [${min}, ${max}]` });
      else if (target.label.kind === "small" && (min > 1 + 1e-6 || max < n - 1 - 1e-6)) {
        findings.push({ kind: "bounds", where: target.where, detail: `lies in [${min}, ${max}]` });
      }
    }
  }
  return findings;
}

function rowOf(atoms: readonly string[], column: Map<string, number>, width: number): bigint[] {
  const row = new Array<bigint>(width).fill(0n);
  for (const atom of atoms) {
    const index = column.get(atom);
    if (index !== undefined) row[index] = (row[index] ?? 0n) + 1n;
  }
  return row;
}

/** Row echelon form, fraction-free in BigInt: rows with their pivot column. */
function echelon(rows: bigint[][]): { row: bigint[]; pivot: number }[] {
  const basis: { row: bigint[]; pivot: number }[] = [];
  for (const original of rows) {
    const reduced = reduce(basis, original);
    const pivot = reduced.findIndex((entry) => entry !== 0n);
    if (pivot >= 0) basis.push({ row: reduced, pivot });
  }
  return basis;
}

function reduce(basis: readonly { row: bigint[]; pivot: number }[], original: readonly bigint[]): bigint[] {
  let row = [...original];
  for (const { row: base, pivot } of basis) {
    const factor = row[pivot] ?? 0n;
    if (factor === 0n) continue;
    const scale = base[pivot] ?? 1n;
    row = row.map((entry, index) => entry * scale - factor * (base[index] ?? 0n));
    // Keep the numbers small: divide by the row's common factor.
    let divisor = 0n;
    for (const entry of row) divisor = gcd(divisor, entry < 0n ? -entry : entry);
    if (divisor > 1n) row = row.map((entry) => entry / divisor);
  }
  return row;
}

function inSpan(basis: readonly { row: bigint[]; pivot: number }[], row: readonly bigint[]): boolean {
  return reduce(basis, row).every((entry) => entry === 0n);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

type Constraints = Map<string, { equal?: number; min?: number; max?: number }>;

/** The least or greatest value of the objective under the facts, unbounded as ±Infinity. */
function extreme(
  direction: "minimize" | "maximize",
  constraints: Constraints,
  variables: [string, Record<string, number>][],
  where: string,
): number {
  const solution = solve({ direction, objective: "objective", constraints, variables });
  if (solution.status === "unbounded") return direction === "maximize" ? Infinity : -Infinity;
  if (solution.status !== "optimal") throw new Error(`The attack's program is ${solution.status} at ${where}`);
  return solution.result;
}
