import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  checkDocReferences,
  formatProblem,
  headingAnchors,
  type ReferenceProblem,
} from "../../scripts/check-doc-references";

const root = join(import.meta.dirname, "..", "..");
const script = join(root, "scripts", "check-doc-references.ts");

// This file is itself searched for references when the project is checked, so the references it
// plants are put together from parts: written out whole, they would be broken references here.
const DOCS = "docs";
const DECISION = "decision";
const FIRST = "001-first";
const SECOND = "002-second";
const MISNUMBERED = "001-second";

/** A small project whose every reference resolves. */
const clean: Record<string, string> = {
  [`${DOCS}/decisions/${FIRST}.md`]: `# 001 — First\n\nDate: 2026-11-22 · Status: Amended by 002\n\nThe first rule, see 002.\n`,
  [`${DOCS}/decisions/${SECOND}.md`]: `# 002 — Second\n\nDate: 2026-11-23 · Status: Accepted\n\n> Amends [001](${FIRST}.md).\n`,
  [`${DOCS}/guide.md`]: `# Guide\n\n## Two words\n\nSee [the second](decisions/${SECOND}.md) and ${DECISION} 001.\n\n\`\`\`md\n[not a link](nowhere.md)\n\`\`\`\n`,
  "README.md": `# App\n\n## Set up\n\n[The guide](${DOCS}/guide.md#two-words), [setting up](#set-up), [records](${DOCS}/decisions/).\n`,
  "app/a.ts": `// ${DECISION}s 001 and\n// 002 (${DOCS}/decisions/${SECOND}.md, ${DOCS}/guide.md#two-words).\nexport {};\n`,
};

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "vitaal-doc-references-"));
  made.push(dir);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

function runScript(dir: string) {
  return spawnSync(join(root, "node_modules", ".bin", "tsx"), [script, dir], { encoding: "utf8" });
}

describe("references to the documentation in this project", () => {
  it("all resolve", () => {
    const { checked, problems } = checkDocReferences(root);
    expect(problems.map(formatProblem)).toEqual([]);
    // The records' status lines and the references in code and docs: a checker that matched
    // nothing would pass too.
    expect(checked).toBeGreaterThan(200);
  });

  it("fails on a broken reference planted in the real README, naming its file, line and reference", () => {
    const baseline = checkDocReferences(root).problems;
    const readme = readFileSync(join(root, "README.md"), "utf8");
    const line = readme.split("\n").length;
    const planted = `${readme}See [the jobs](${DOCS}/operations.md#job) and ${DECISION} 099.\n`;
    const { problems } = checkDocReferences(root, { overrides: { "README.md": planted } });
    const added = problems.filter((problem) => !baseline.some((known) => same(known, problem)));
    expect(added.map(formatProblem)).toEqual([
      `README.md:${line}: ${DECISION} 099: there is no ${DECISION} 099 (${DOCS}/decisions has ${recordRange()})`,
      `README.md:${line}: [the jobs](${DOCS}/operations.md#job): ${DOCS}/operations.md has no heading with the anchor #job`,
    ]);
  });
});

describe("checkDocReferences", () => {
  it("passes a project whose references all resolve", () => {
    const { checked, problems } = checkDocReferences(project(clean));
    expect(problems).toEqual([]);
    expect(checked).toBe(20);
  });

  it("takes a root link in a text the app shows (under app/) as a site address, in the docs as a file", () => {
    const link = "See [the help page](/nl/help).\n";
    const page = checkDocReferences(project({ ...clean, "app/texts/page.md": link }));
    expect(page.problems).toEqual([]);
    const doc = checkDocReferences(project({ ...clean, [`${DOCS}/page.md`]: link }));
    expect(doc.problems).toHaveLength(1);
    expect(doc.problems[0]?.problem).toMatch(/does not exist$/);
  });

  const planted: {
    name: string;
    file: string;
    text: (original: string) => string;
    expected: Pick<ReferenceProblem, "line" | "reference"> & { problem: RegExp };
  }[] = [
    {
      name: "a decision number that is not a record, in a list wrapped over two comment lines",
      file: "app/a.ts",
      text: (original) => original.replace("// 002", "// 003"),
      expected: { line: 1, reference: `${DECISION}s 001 and // 003`, problem: /^there is no decision 003 \(/ },
    },
    {
      name: "a record's file named with another record's number",
      file: "app/a.ts",
      text: (original) => original.replace(SECOND, MISNUMBERED),
      expected: {
        line: 2,
        reference: `${MISNUMBERED}.md`,
        problem: /decision 001 is 001-first\.md; this title is 002-second\.md$/,
      },
    },
    {
      name: "a path into the docs that does not exist",
      file: "app/a.ts",
      text: (original) => original.replace("guide.md", "gide.md"),
      expected: { line: 2, reference: `${DOCS}/gide.md#two-words`, problem: /does not exist$/ },
    },
    {
      name: "an anchor that no heading has",
      file: "app/a.ts",
      text: (original) => original.replace("#two-words", "#three-words"),
      expected: {
        line: 2,
        reference: `${DOCS}/guide.md#three-words`,
        problem: /no heading with the anchor #three-words$/,
      },
    },
    {
      name: "a link to an anchor of the same file that no heading has",
      file: "README.md",
      text: (original) => original.replace("(#set-up)", "(#setup)"),
      expected: {
        line: 5,
        reference: "[setting up](#setup)",
        problem: /README\.md has no heading with the anchor #setup$/,
      },
    },
    {
      name: "a relative link to a file that does not exist",
      file: `${DOCS}/guide.md`,
      text: (original) => original.replace(`(decisions/${SECOND}.md)`, "(decision/notes.md)"),
      expected: {
        line: 5,
        reference: "[the second](decision/notes.md)",
        problem: /decision\/notes\.md does not exist$/,
      },
    },
    {
      name: "a link whose text names another record than it points to",
      file: `${DOCS}/decisions/${SECOND}.md`,
      text: (original) => original.replace("[001]", "[002]"),
      expected: {
        line: 5,
        reference: `[002](${FIRST}.md)`,
        problem: /names decision 002, the link goes to 001-first\.md$/,
      },
    },
    {
      name: "a record naming a record that does not exist by its number alone",
      file: `${DOCS}/decisions/${FIRST}.md`,
      text: (original) => original.replace("see 002", "see 004"),
      expected: { line: 5, reference: "004", problem: /^there is no decision 004 / },
    },
    {
      name: "a record without its date and status",
      file: `${DOCS}/decisions/${SECOND}.md`,
      text: (original) => original.replace("Date: 2026-11-23 · Status: Accepted", "Status: accepted"),
      expected: {
        line: 1,
        reference: "(no status line)",
        problem: /^a record states "Date: YYYY-MM-DD · Status: Accepted"/,
      },
    },
    {
      name: "a status that names an earlier record",
      file: `${DOCS}/decisions/${SECOND}.md`,
      text: (original) => original.replace("Status: Accepted", "Status: Superseded by 001"),
      expected: {
        line: 3,
        reference: "Date: 2026-11-23 · Status: Superseded by 001",
        problem: /^decision 001 is not later than 002$/,
      },
    },
    {
      name: "a date that is not one",
      file: `${DOCS}/decisions/${SECOND}.md`,
      text: (original) => original.replace("2026-11-23", "2026-11-31"),
      expected: { line: 3, reference: "2026-11-31", problem: /^not a date$/ },
    },
  ];

  for (const { name, file, text, expected } of planted) {
    it(`fails on ${name}, naming it`, () => {
      const original = clean[file] ?? "";
      const changed = text(original);
      expect(changed).not.toBe(original);
      const { problems } = checkDocReferences(project(clean), { overrides: { [file]: changed } });
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatchObject({ file, line: expected.line, reference: expected.reference });
      expect(problems[0]?.problem).toMatch(expected.problem);
    });
  }

  it("reads GitHub's anchors from headings, numbering repeated ones and skipping code blocks", () => {
    const anchors = headingAnchors(
      "# Performance\n\n### `/nl/coaches` (37,417 bytes of HTML)\n\n## Runs\n\n## Runs\n\n```sh\n# not a heading\n```\n",
    );
    expect([...anchors]).toEqual(["performance", "nlcoaches-37417-bytes-of-html", "runs", "runs-1"]);
  });
});

describe("the script", () => {
  it("exits 0 and says how many references it checked when all resolve", () => {
    const result = runScript(project(clean));
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^All 20 references to the documentation resolve/);
  });

  it("exits 1 and names each broken reference by file and line", () => {
    const result = runScript(project({ ...clean, "app/a.ts": `${clean["app/a.ts"]}// See ${DOCS}/missing.md.\n` }));
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `1 reference does not resolve:\napp/a.ts:4: ${DOCS}/missing.md: ${DOCS}/missing.md does not exist`,
    );
  });
});

function same(a: ReferenceProblem, b: ReferenceProblem): boolean {
  return a.file === b.file && a.line === b.line && a.reference === b.reference && a.problem === b.problem;
}

function recordRange(): string {
  const numbers = readdirSync(join(root, DOCS, "decisions"))
    .map((name) => /^(\d{3})-.*\.md$/.exec(name)?.[1])
    .filter((number): number is string => number !== undefined)
    .sort();
  return `${numbers[0]}–${numbers.at(-1)}`;
}
