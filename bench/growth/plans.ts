// The plans of the slow statements at the largest size: auto_explain logs every statement of the
// database that takes over 20 ms with EXPLAIN (ANALYZE, BUFFERS) into the server's log; the lines
// written while a page was measured are its plans, and the slowest one per page is summarized.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { admin } from "../../tests/support/test-db";
import type { Timing } from "./pages";

const LOG_DIR = "/var/log/postgresql";

/** Makes every new session of `database` log its slow statements' plans (superuser). */
export async function explainSlowStatements(serverUrl: string, database: string, on: boolean) {
  const settings: [string, string][] = [
    ["session_preload_libraries", "auto_explain"],
    ["auto_explain.log_min_duration", "20ms"],
    ["auto_explain.log_analyze", "on"],
    ["auto_explain.log_buffers", "on"],
    ["auto_explain.log_timing", "on"],
    ["auto_explain.log_format", "text"],
  ];
  for (const [name, value] of settings) {
    await admin(
      serverUrl,
      on ? `ALTER DATABASE ${database} SET ${name} = '${value}'` : `ALTER DATABASE ${database} RESET ${name}`,
    );
  }
}

/** The server's log file being written now, and how long it is, so that only new lines are read. */
export function logMark(): { file: string; offset: number } | null {
  if (!existsSync(LOG_DIR)) return null;
  const files = readdirSync(LOG_DIR)
    .filter((name) => name.endsWith(".log"))
    .map((name) => `${LOG_DIR}/${name}`)
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  const file = files[0];
  return file ? { file, offset: statSync(file).size } : null;
}

export interface PlanSummary {
  label: string;
  ms: number;
  statement: string;
  nodes: string[];
  buffers: string;
}

interface LoggedPlan {
  at: number;
  ms: number;
  lines: string[];
}

/** The plans logged for `database` since `mark`. */
function loggedPlans(mark: { file: string; offset: number }, database: string): LoggedPlan[] {
  const text = readFileSync(mark.file).subarray(mark.offset).toString("utf8");
  const head = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) UTC \[\d+\] \S*@(\S*) LOG:\s+duration: ([\d.]+) ms\s+plan:/;
  const plans: LoggedPlan[] = [];
  let current: LoggedPlan | null = null;
  for (const line of text.split("\n")) {
    const match = head.exec(line);
    if (match) {
      current =
        match[2] === database
          ? { at: Date.parse(`${match[1]?.replace(" ", "T")}Z`), ms: Number(match[3]), lines: [] }
          : null;
      if (current) plans.push(current);
    } else if (/^\d{4}-\d\d-\d\d /.test(line)) {
      current = null;
    } else if (current) {
      current.lines.push(line);
    }
  }
  return plans;
}

/** The plan in a few words: its nodes (index used, rows), the top node's buffers. */
function summarize(label: string, plan: LoggedPlan): PlanSummary {
  const text = plan.lines.join("\n");
  const statement = (
    /Query Text: ([\s\S]*?)\n\s*(?:[A-Z][A-Za-z ]+ {2}\(|[A-Z][A-Za-z ]+(?: on| using)\s)/.exec(text)?.[1] ?? ""
  )
    .replace(/\s+/g, " ")
    .trim();
  const nodes: string[] = [];
  for (const line of plan.lines) {
    const node =
      /^\s*(?:->\s+)?([A-Z][A-Za-z ]+?)(?: using (\S+))?(?: on (\S+)(?: \S+)?)?\s+\(cost=[^)]*\) \(actual time=[\d.]+\.\.([\d.]+) rows=(\d+) loops=(\d+)\)/.exec(
        line,
      );
    if (!node) continue;
    const [, type, index, table, time, rows, loops] = node;
    const where = [table ? `on ${table}` : "", index ? `using ${index}` : ""].filter(Boolean).join(" ");
    nodes.push(
      `${type}${where ? ` ${where}` : ""} (${Number(rows).toLocaleString("en")} rows${Number(loops) > 1 ? ` × ${loops}` : ""}, ${time} ms)`,
    );
  }
  const buffers = /Buffers: ([^\n]+)/.exec(text)?.[1]?.trim() ?? "";
  return { label, ms: plan.ms, statement: statement.slice(0, 160), nodes: nodes.slice(0, 8), buffers };
}

/** The slowest plan logged while each page was measured. */
export function slowestPlans(
  mark: { file: string; offset: number },
  database: string,
  timings: Timing[],
): PlanSummary[] {
  const plans = loggedPlans(mark, database);
  const summaries: PlanSummary[] = [];
  for (const timing of timings) {
    // The log's clock is the server's, to the millisecond; a little slack either side.
    const during = plans.filter((plan) => plan.at >= timing.from - 50 && plan.at <= timing.to + 50);
    const slowest = during.sort((a, b) => b.ms - a.ms)[0];
    if (slowest) summaries.push(summarize(timing.label, slowest));
  }
  return summaries;
}
