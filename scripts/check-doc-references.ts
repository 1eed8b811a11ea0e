// `npm run docs:check`: every reference to the documentation resolves. In the source, the tests,
// the scripts, the benches, the deployment files and the documentation itself:
// - a path into the docs folder that ends in `.md` names a file that exists, and its `#anchor`, if
//   any, a heading of that file;
// - a decision record named by its file (number, dash, title, `.md`) exists under exactly that name;
// - a decision named by its number (the word "decision" or "decisions" then the number, a list of
//   numbers, or the docs folder's decisions path then the number; inside a record, any three-digit
//   number beginning with 0) is a record that exists;
// - a Markdown link to a local file or a `#anchor` resolves, and a link whose text names a record's
//   number points to that record;
// - every record starts with its number and title, then one line with its date and status
//   ("Date: 2026-11-22 · Status: Accepted", or "Superseded by" / "Amended by" later records).
// Usage: `tsx scripts/check-doc-references.ts [root]` (default: the project). Exit code 1 and one
// line per problem ("file:line: reference: what is wrong") when anything does not resolve.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";

export interface ReferenceProblem {
  /** The file the reference is in, relative to the root, with forward slashes. */
  file: string;
  line: number;
  /** The reference as written (a path, a link target, "decision 012", a record's status line). */
  reference: string;
  problem: string;
}

export interface CheckOptions {
  /**
   * Files whose text replaces (or adds to) what is on disk, by path relative to the root: a way to
   * check a change, or a planted mistake, without writing it.
   */
  overrides?: Record<string, string>;
}

/** Folders and top-level files that are searched for references. */
export const SCANNED_FOLDERS = ["app", "server", "scripts", "tests", "bench", "docs", "deploy"];
const SCANNED_ROOT_FILES =
  /^(?:README\.md|CHANGELOG\.md|\.env\.example|Dockerfile|compose\.ya?ml|[\w.-]+\.(?:ts|js|mjs|cjs))$/;
const SCANNED_EXTENSIONS = /\.(?:ts|tsx|js|mjs|cjs|md|sh|ya?ml|conf)$/;
const SKIPPED_FOLDERS = new Set(["node_modules", "build", ".react-router", "test-results", "playwright-report"]);

const DECISIONS = "docs/decisions";
const RECORD_FILE = /^(\d{3})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/;
const STATUS_LINE = /^Date: (\d{4}-\d{2}-\d{2}) · Status: (?:Accepted|(?:Superseded|Amended) by (\d{3}(?:, \d{3})*))$/;

// Between two words of a reference: spaces, or a line break followed by a comment's or a quote's
// marker, so that a reference wrapped inside a comment is still one reference.
const GAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:(?:\/\/|\*|#|>)[ \t]*)?|[ \t]+)`;
const NUMBER_LIST = String.raw`\d{3}(?![\w-])(?:(?:,|,?${GAP}and|,?${GAP}or)${GAP}\d{3}(?![\w-]))*`;
const DECISION_NUMBERS = new RegExp(
  String.raw`(?:\b[Dd]ecisions?(?:${GAP}records?)?${GAP}|\bdocs\/decisions\/)(${NUMBER_LIST})`,
  "g",
);
const RECORD_NUMBER_IN_RECORD = /(?<![\w.:/#-]|\d[ ,.\u00a0\u202f])0\d{2}(?![\w:]|[.,]\d|-)/g;
const RECORD_FILENAME = /(?<![\w-])\d{3}-[a-z0-9]+(?:-[a-z0-9]+)*\.md\b/g;
const DOCS_PATH = /(?<![\w/-])((?:\.{1,2}\/)*docs\/[\w./-]*?\.md)(#[\w-]+)?/g;
const MARKDOWN_LINK = /!?\[((?:[^[\]\n]|\[[^\]\n]*\])*)\]\(<?([^()\s<>]+)>?(?:\s+"[^"]*")?\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+"[^"]*")?\s*$/gm;

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a Markdown file's headings, numbered as GitHub numbers repeated ones. */
export function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of outsideFences(markdown)) {
    const match = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line.text);
    if (!match?.[1]) continue;
    const slug = headingSlug(match[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

interface Line {
  text: string;
  number: number;
}

/** The lines of a Markdown text that are not inside a fenced code block. */
function outsideFences(markdown: string): Line[] {
  const lines: Line[] = [];
  let fence: string | null = null;
  markdown.split("\n").forEach((text, index) => {
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(text)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push({ text, number: index + 1 });
  });
  return lines;
}

function lineAt(text: string, index: number): number {
  let line = 1;
  for (let i = text.indexOf("\n"); i !== -1 && i < index; i = text.indexOf("\n", i + 1)) line++;
  return line;
}

function walk(root: string, folder: string, into: string[]) {
  const absolute = join(root, folder);
  if (!existsSync(absolute)) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const path = posix.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) walk(root, path, into);
    } else if (entry.isFile() && (SCANNED_EXTENSIONS.test(entry.name) || entry.name === "Dockerfile")) {
      into.push(path);
    }
  }
}

export interface CheckResult {
  /** How many references were checked (records' status lines included). */
  checked: number;
  problems: ReferenceProblem[];
}

/** Checks every reference under `root` (see the top of this file) and returns what does not resolve. */
export function checkDocReferences(root: string, options: CheckOptions = {}): CheckResult {
  const overrides = options.overrides ?? {};
  const files = new Set<string>();
  for (const folder of SCANNED_FOLDERS) {
    const found: string[] = [];
    walk(root, folder, found);
    for (const file of found) files.add(file);
  }
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (entry.isFile() && SCANNED_ROOT_FILES.test(entry.name)) files.add(entry.name);
  }
  for (const file of Object.keys(overrides)) files.add(file);

  const texts = new Map<string, string | null>();
  const read = (file: string): string | null => {
    if (!texts.has(file)) {
      const override = overrides[file];
      const absolute = join(root, file);
      texts.set(
        file,
        override ?? (existsSync(absolute) && statSync(absolute).isFile() ? readFileSync(absolute, "utf8") : null),
      );
    }
    return texts.get(file) ?? null;
  };
  const exists = (path: string): boolean =>
    path in overrides ||
    Object.keys(overrides).some((file) => file.startsWith(`${path}/`)) ||
    existsSync(join(root, path));

  const records = new Map<string, string>();
  const recordNames = new Set<string>();
  const problems: ReferenceProblem[] = [];
  let checked = 0;
  const report = (file: string, line: number, reference: string, problem: string) =>
    problems.push({ file, line, reference, problem });

  const recordFiles = [...files].filter((file) => posix.dirname(file) === DECISIONS).sort();
  for (const file of recordFiles) {
    const name = posix.basename(file);
    const number = RECORD_FILE.exec(name)?.[1];
    if (!number) continue;
    const other = records.get(number);
    if (other) report(file, 1, name, `decision ${number} is also ${other}`);
    else records.set(number, name);
    recordNames.add(name);
  }

  const describeNumber = (number: string) => `there is no decision ${number} (${DECISIONS} has ${rangeOf(records)})`;

  // Each record: its number and title, then its date and status.
  for (const [number, name] of records) {
    const file = `${DECISIONS}/${name}`;
    checked++;
    const lines = (read(file) ?? "").split("\n");
    if (!lines[0]?.startsWith(`# ${number} — `)) {
      report(file, 1, lines[0] ?? "", `a record starts with "# ${number} — " and its title`);
    }
    const index = lines.findIndex((line, i) => i < 6 && line.startsWith("Date:"));
    const statusLine = index === -1 ? undefined : lines[index];
    const status = statusLine === undefined ? null : STATUS_LINE.exec(statusLine);
    if (statusLine === undefined || !status) {
      report(
        file,
        index === -1 ? 1 : index + 1,
        statusLine ?? "(no status line)",
        'a record states "Date: YYYY-MM-DD · Status: Accepted" (or "Superseded by NNN", "Amended by NNN, NNN") under its title',
      );
      continue;
    }
    const date = status[1] ?? "";
    if (
      Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
    ) {
      report(file, index + 1, date, "not a date");
    }
    for (const later of status[2]?.split(", ") ?? []) {
      if (!records.has(later)) report(file, index + 1, statusLine, describeNumber(later));
      else if (later <= number) report(file, index + 1, statusLine, `decision ${later} is not later than ${number}`);
    }
  }

  for (const file of [...files].sort()) {
    const text = read(file);
    if (text === null) continue;
    const isMarkdown = file.endsWith(".md");
    const isRecord = posix.dirname(file) === DECISIONS && RECORD_FILE.test(posix.basename(file));

    for (const match of text.matchAll(DECISION_NUMBERS)) {
      for (const number of match[1]?.match(/\d{3}/g) ?? []) {
        checked++;
        if (!records.has(number)) {
          report(file, lineAt(text, match.index), match[0].replace(/\s+/g, " "), describeNumber(number));
        }
      }
    }

    if (isRecord) {
      // Records name each other by number alone ("see 002", "amends 004", "Status: Amended by 016").
      for (const match of text.matchAll(RECORD_NUMBER_IN_RECORD)) {
        checked++;
        if (!records.has(match[0])) report(file, lineAt(text, match.index), match[0], describeNumber(match[0]));
      }
    }

    for (const match of text.matchAll(RECORD_FILENAME)) {
      const name = match[0];
      checked++;
      if (recordNames.has(name)) continue;
      const number = name.slice(0, 3);
      const title = name.slice(4);
      const sameTitle = [...recordNames].find((record) => record.slice(4) === title);
      const actual = records.get(number);
      const hints = [
        actual ? `decision ${number} is ${actual}` : `there is no decision ${number}`,
        ...(sameTitle ? [`this title is ${sameTitle}`] : []),
      ];
      report(file, lineAt(text, match.index), name, `no such decision record: ${hints.join("; ")}`);
    }

    for (const match of text.matchAll(DOCS_PATH)) {
      const [, written = "", anchor] = match;
      // A Markdown link's target is checked with the links below.
      if (isMarkdown && /\]\(<?$/.test(text.slice(Math.max(0, match.index - 3), match.index))) continue;
      const path = written.startsWith(".") ? posix.normalize(posix.join(posix.dirname(file), written)) : written;
      // A record's file name is checked above, with a better message.
      const name = posix.basename(path);
      if (posix.dirname(path) === DECISIONS && RECORD_FILE.test(name) && !recordNames.has(name)) continue;
      checkTarget(file, lineAt(text, match.index), match[0], path, anchor?.slice(1));
    }

    if (!isMarkdown) continue;
    for (const line of outsideFences(text)) {
      const targets: { text: string; target: string; written: string }[] = [];
      for (const match of line.text.matchAll(MARKDOWN_LINK)) {
        targets.push({ text: match[1] ?? "", target: match[2] ?? "", written: match[0] });
      }
      for (const match of line.text.matchAll(REFERENCE_DEFINITION)) {
        targets.push({ text: "", target: match[1] ?? "", written: match[0] });
      }
      for (const { text: label, target, written } of targets) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
        // Texts the app shows as pages (under app/) link to the site's own addresses, not to files.
        if (file.startsWith("app/") && target.startsWith("/")) continue;
        const hash = target.indexOf("#");
        const pathPart = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
        const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
        const path = pathPart === "" ? file : posix.normalize(posix.join(posix.dirname(file), pathPart));
        const name = posix.basename(path);
        if (posix.dirname(path) === DECISIONS && RECORD_FILE.test(name)) {
          const named = /\b(\d{3})\b/.exec(label)?.[1];
          if (named && named !== name.slice(0, 3)) {
            report(file, line.number, written, `the text names decision ${named}, the link goes to ${name}`);
          }
          // A missing record's name is reported above, by the file-name check.
          if (!recordNames.has(name)) continue;
        }
        checkTarget(file, line.number, written, path, anchor);
      }
    }
  }

  function checkTarget(file: string, line: number, reference: string, path: string, anchor: string | undefined) {
    checked++;
    if (path.startsWith("../") || path === "..") {
      report(file, line, reference, "points outside the project");
      return;
    }
    if (!exists(path.replace(/\/$/, "") || ".")) {
      report(file, line, reference, `${path} does not exist`);
      return;
    }
    if (anchor === undefined || anchor === "") return;
    const target = read(path);
    if (target === null || !path.endsWith(".md")) {
      report(file, line, reference, `#${anchor}: ${path} is not a Markdown file`);
      return;
    }
    if (!headingAnchors(target).has(anchor)) {
      report(file, line, reference, `${path} has no heading with the anchor #${anchor}`);
    }
  }

  return { checked, problems: problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line) };
}

function rangeOf(records: Map<string, string>): string {
  const numbers = [...records.keys()].sort();
  if (numbers.length === 0) return "no records";
  return numbers.length === 1 ? `only ${numbers[0]}` : `${numbers[0]}–${numbers.at(-1)}`;
}

export function formatProblem(problem: ReferenceProblem): string {
  return `${problem.file}:${problem.line}: ${problem.reference}: ${problem.problem}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), "..");
  const { checked, problems } = checkDocReferences(root);
  if (problems.length > 0) {
    console.error(
      `${problems.length} reference${problems.length === 1 ? " does" : "s do"} not resolve:\n${problems.map(formatProblem).join("\n")}`,
    );
    process.exit(1);
  }
  console.log(`All ${checked} references to the documentation resolve (${relative(process.cwd(), root) || "."}).`);
}
