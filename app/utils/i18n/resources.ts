import type { Resource, ResourceLanguage } from "i18next";
import { type Language, languages } from "./config";

type CatalogModule = { default: Record<string, unknown> };

/** Groups catalog modules by language and namespace (the file name). */
export function buildResources(entries: Record<string, CatalogModule>): Resource {
  const resources: Resource = Object.fromEntries(languages.map((lng) => [lng, {}]));
  for (const [path, module] of Object.entries(entries)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lng = "", namespace = ""] = match;
    const bucket = resources[lng];
    if (bucket) bucket[namespace] = module.default;
  }
  return resources;
}

// Catalogs load on demand: a page brings only its own language and the namespaces it renders.
const lazyCatalogs = import.meta.glob<CatalogModule>("../../locales/*/*.json");

const loaded: Resource = Object.fromEntries(languages.map((lng) => [lng, {}]));
const pending = new Map<string, Promise<void>>();
const listeners = new Set<(lng: string, namespace: string, bundle: ResourceLanguage[string]) => void>();

/** Catalogs registered so far (all of them on the server, what the page needed in the browser). */
export function loadedResources(): Resource {
  return loaded;
}

export function registerResources(resources: Resource): void {
  for (const [lng, bundles] of Object.entries(resources)) {
    loaded[lng] = { ...loaded[lng], ...bundles };
    for (const [namespace, bundle] of Object.entries(bundles)) {
      for (const listener of listeners) listener(lng, namespace, bundle);
    }
  }
}

/** Instances hear about catalogs that arrive after they were made. */
export function onResourcesAdded(listener: (lng: string, namespace: string, bundle: ResourceLanguage[string]) => void) {
  listeners.add(listener);
}

export function hasNamespace(lng: Language, namespace: string): boolean {
  return Boolean(loaded[lng]?.[namespace]);
}

/** Loads one namespace of one language (once); resolves when it is registered. */
export function loadNamespace(lng: Language, namespace: string): Promise<void> {
  const key = `${lng}/${namespace}`;
  let promise = pending.get(key);
  if (!promise) {
    const load = lazyCatalogs[`../../locales/${key}.json`];
    promise = load
      ? load().then((module) => registerResources({ [lng]: { [namespace]: module.default } }))
      : Promise.reject(new Error(`No catalog ${key}`));
    pending.set(key, promise);
  }
  return promise;
}

/** Whether a catalog by this name exists (in any language): a key's prefix may be no namespace at all. */
export function isNamespace(namespace: string): boolean {
  return `../../locales/nl/${namespace}.json` in lazyCatalogs;
}
