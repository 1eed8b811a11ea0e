// `npx tsx scripts/check-layers.ts` (a step of `npm test`): the layering rules of `app/` over its
// import graph. Rules and parser: scripts/layering/check.ts; today's accepted violations, each with
// what should move: scripts/layering/known-exceptions.ts.
import { findViolations, loadModules, readSources } from "./layering/check";
import { knownExceptions } from "./layering/known-exceptions";

const root = process.cwd();
const sources = readSources(root);
const modules = await loadModules(root, sources);
const { violations, excepted } = findViolations(modules, sources, knownExceptions);
const edges = modules.reduce((sum, module) => sum + module.edges.length, 0);

if (violations.length > 0) {
  console.error(`Layering: ${violations.length} violation(s):`);
  for (const violation of violations) console.error(`- [${violation.rule}] ${violation.message}`);
  console.error(
    "\nRules: docs/decisions/029-layering-check.md. Move the import, or (only for a violation that already existed) see scripts/layering/known-exceptions.ts.",
  );
  process.exit(1);
}
console.log(
  `Layering: ${modules.length} modules, ${edges} imports, no new violation (${excepted.length} known, listed in scripts/layering/known-exceptions.ts).`,
);
