import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";

const FILE = "docs/performance.md";
const HEADER = `# Performance

Figures measured on this project's own machine; each section says what produced it. Budgets come
from the architecture notes; benchmarks, not tests, watch them.
`;

/** Replaces one benchmark's section of docs/performance.md (between its markers), keeping the rest. */
export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const base = current.includes("<!-- ") ? current : HEADER;
  const from = base.indexOf(start);
  const to = base.indexOf(end);
  const next =
    from !== -1 && to !== -1
      ? base.slice(0, from) + block + base.slice(to + end.length)
      : `${base.trimEnd()}\n\n${block}\n`;
  writeFileSync(FILE, next);
  // The project formats Markdown too; keep the file as the linter wants it.
  spawnSync("npx", ["biome", "format", "--write", FILE], { stdio: "ignore" });
}
