import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

// Every key of the translation catalogs, as a page would show it when a translation is missing:
// "key.path" and "namespace:key.path".
export function catalogKeys(localesDir = "app/locales"): Set<string> {
  const keys = new Set<string>();
  const walk = (namespace: string, value: unknown, path: string[]) => {
    if (value && typeof value === "object") {
      for (const [key, child] of Object.entries(value)) walk(namespace, child, [...path, key]);
      return;
    }
    const key = path.join(".").replace(/_(zero|one|two|few|many|other)$/, "");
    if (!key.includes(".")) return;
    keys.add(key);
    keys.add(`${namespace}:${key}`);
  };
  for (const lng of readdirSync(localesDir)) {
    for (const file of readdirSync(join(localesDir, lng)).filter((name) => name.endsWith(".json"))) {
      walk(file.replace(/\.json$/, ""), JSON.parse(readFileSync(join(localesDir, lng, file), "utf8")), []);
    }
  }
  return keys;
}

/** The catalog keys that appear as words in `text`. */
export function rawKeysIn(text: string, keys: Set<string>): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![\w.:/-])(?:[a-z][\w-]*:)?[a-z]\w*(?:\.\w+)+(?![\w/-])/g)) {
    const word = match[0].replace(/\.$/, "");
    if (keys.has(word)) found.add(word);
  }
  return [...found];
}
