import type { Resource } from "i18next";
import { languages } from "./config";

function keys(value: unknown, prefix = ""): string[] {
  if (!value || typeof value !== "object") return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

/** Every key that one language has and another lacks, as readable lines ("ns: key is in nl but not in en"). */
export function catalogDifferences(resources: Resource): string[] {
  const namespaces = [...new Set(languages.flatMap((lng) => Object.keys(resources[lng] ?? {})))].sort();
  const lines: string[] = [];
  for (const namespace of namespaces) {
    const byLanguage = new Map(languages.map((lng) => [lng, new Set(keys(resources[lng]?.[namespace] ?? {}))]));
    for (const lng of languages) {
      for (const other of languages) {
        if (lng === other) continue;
        for (const key of byLanguage.get(lng) ?? []) {
          if (key && !byLanguage.get(other)?.has(key))
            lines.push(`${namespace}: ${key} is in ${lng} but not in ${other}`);
        }
      }
    }
  }
  return lines;
}
