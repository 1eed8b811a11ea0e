// `npm run i18n:check`: every key of every namespace must exist in both nl and en.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Resource } from "i18next";
import { catalogDifferences } from "../app/utils/i18n/catalogs";
import { languages } from "../app/utils/i18n/config";

const root = join(import.meta.dirname, "..", "app", "locales");
const resources: Resource = {};
for (const lng of languages) {
  resources[lng] = {};
  for (const file of readdirSync(join(root, lng)).filter((name) => name.endsWith(".json"))) {
    resources[lng][file.replace(/\.json$/, "")] = JSON.parse(readFileSync(join(root, lng, file), "utf8"));
  }
}
const differences = catalogDifferences(resources);
if (differences.length > 0) {
  console.error(`The catalogs differ:\n${differences.map((line) => `- ${line}`).join("\n")}`);
  process.exit(1);
}
console.log(`Catalogs complete: ${languages.join(" and ")} have the same keys.`);
