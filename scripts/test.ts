// `npm test`: every check in order. It goes on past a failing step so the summary is complete,
// and ends with one line "N passed, N failed" over all suites.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

interface Outcome {
  name: string;
  passed: number;
  failed: number;
}

const outcomes: Outcome[] = [];
mkdirSync(".tmp", { recursive: true });
// The authorization matrix and the bad-input run (tests/matrix) append their size here, one line
// per database, for the summary.
const matrixSummary = ".tmp/matrix-summary.txt";
rmSync(matrixSummary, { force: true });

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status === 0;
}

function check(name: string, command: string, args: string[]) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  outcomes.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

function vitest(name: string, report: string, env: NodeJS.ProcessEnv) {
  console.log(`\n▶ ${name}`);
  rmSync(report, { force: true });
  const ok = run("npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${report}`], env);
  if (!existsSync(report)) {
    outcomes.push({ name, passed: 0, failed: 1 });
    return;
  }
  const json = JSON.parse(readFileSync(report, "utf8")) as { numPassedTests: number; numFailedTests: number };
  // A suite that failed to load has no failed test but a non-zero exit: count it.
  const failed = json.numFailedTests + (!ok && json.numFailedTests === 0 ? 1 : 0);
  outcomes.push({ name, passed: json.numPassedTests, failed });
}

function playwright() {
  const name = "Playwright (end to end, Chromium)";
  const report = ".tmp/playwright-results.json";
  console.log(`\n▶ ${name}`);
  rmSync(report, { force: true });
  const ok = run("npx", ["playwright", "test"]);
  if (!existsSync(report)) {
    outcomes.push({ name, passed: 0, failed: 1 });
    return;
  }
  const { stats } = JSON.parse(readFileSync(report, "utf8")) as {
    stats: { expected: number; unexpected: number; flaky: number };
  };
  // A test that passed only on retry is a failing test: it is counted as failed and named.
  if (stats.flaky > 0) {
    console.log(`\n${stats.flaky} test(s) passed only on retry (flaky), counted as failed:`);
    for (const title of flakyTitles(report)) console.log(`  flaky: ${title}`);
  }
  const failed = stats.unexpected + stats.flaky + (!ok && stats.unexpected + stats.flaky === 0 ? 1 : 0);
  outcomes.push({ name, passed: stats.expected, failed });
}

/** Firefox (tests/firefox): a call with Chromium and the member pages, on the build it finds. */
function firefox() {
  const name = "Firefox (call with Chromium, member pages)";
  const report = ".tmp/firefox-results.json";
  console.log(`\n▶ ${name}`);
  rmSync(report, { force: true });
  const ok = run("npx", ["tsx", "tests/firefox/run.ts"]);
  if (!existsSync(report)) {
    outcomes.push({ name, passed: 0, failed: 1 });
    return;
  }
  const json = JSON.parse(readFileSync(report, "utf8")) as { passed: number; failed: number };
  outcomes.push({ name, passed: json.passed, failed: json.failed + (!ok && json.failed === 0 ? 1 : 0) });
}

interface Suite {
  title: string;
  specs?: { title: string; tests: { status: string }[] }[];
  suites?: Suite[];
}

/** The titles of the tests Playwright marked flaky in its JSON report. */
function flakyTitles(report: string): string[] {
  const { suites } = JSON.parse(readFileSync(report, "utf8")) as { suites: Suite[] };
  const titles: string[] = [];
  const walk = (suite: Suite, path: string[]) => {
    for (const spec of suite.specs ?? [])
      if (spec.tests.some((test) => test.status === "flaky")) titles.push([...path, spec.title].join(" › "));
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of suites) walk(suite, [suite.title]);
  return titles;
}

const postgresUrl = process.env.TEST_DATABASE_URL;
const withoutPostgres = { ...process.env };
delete withoutPostgres.TEST_DATABASE_URL;

check("typecheck", "npx", ["react-router", "typegen"]);
if (outcomes.at(-1)?.failed === 0) {
  outcomes.pop();
  check("typecheck", "npx", ["tsc", "--noEmit"]);
}
check("lint and format (Biome)", "npx", ["biome", "check", "."]);
check("catalogs complete (nl, en)", "npx", ["tsx", "scripts/i18n-check.ts"]);
check("Layering", "npx", ["tsx", "scripts/check-layers.ts"]);
// The build comes first: the authorization matrix and the bad-input run in Vitest serve it.
check("production build", "npx", ["react-router", "build"]);
const built = outcomes.at(-1)?.failed === 0;
vitest("Vitest on PGlite", ".tmp/vitest-pglite.json", withoutPostgres);
if (postgresUrl) {
  vitest("Vitest on PostgreSQL", ".tmp/vitest-postgres.json", { ...process.env, TEST_DATABASE_URL: postgresUrl });
} else {
  console.log("\nTEST_DATABASE_URL is not set: the suite runs on PGlite only.");
}
if (built) {
  playwright();
  firefox();
}

const passed = outcomes.reduce((sum, outcome) => sum + outcome.passed, 0);
const failed = outcomes.reduce((sum, outcome) => sum + outcome.failed, 0);
console.log("\nSummary");
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.failed === 0 ? "✓" : "✗"} ${outcome.name}: ${outcome.passed} passed, ${outcome.failed} failed`,
  );
}
if (existsSync(matrixSummary)) {
  for (const line of readFileSync(matrixSummary, "utf8").split("\n").filter(Boolean)) console.log(`  ${line}`);
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
