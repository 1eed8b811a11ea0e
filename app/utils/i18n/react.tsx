import type { i18n, TFunction } from "i18next";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { defaultLanguage, isLanguage, type Language } from "./config";
import { getI18n } from "./instance";
import { hasNamespace, isNamespace, loadNamespace } from "./resources";

// The few lines of React binding the app needs: the page's i18next instance in context, and a
// translate function bound to a namespace. Namespaces a page renders are recorded during the
// server render and loaded before hydration; one first needed after a client-side navigation
// suspends that navigation until its catalog has arrived.
interface I18nValue {
  i18n: i18n;
  /** Filled while rendering on the server: the namespaces this page used. */
  used?: Set<string>;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ i18n, used, children }: I18nValue & { children: ReactNode }) {
  const value = useMemo(() => ({ i18n, used }), [i18n, used]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useTranslation(namespace = "common"): { t: TFunction; i18n: i18n } {
  const context = useContext(I18nContext);
  const instance = context?.i18n ?? getI18n(defaultLanguage);
  context?.used?.add(namespace);
  const lng = isLanguage(instance.language) ? instance.language : defaultLanguage;
  if (typeof document !== "undefined" && !hasNamespace(lng, namespace)) throw loadNamespace(lng, namespace);
  const used = context?.used;
  const t = useMemo(
    () => withOtherNamespaces(translator(instance, lng, namespace), lng, used),
    [instance, lng, namespace, used],
  );
  return { t, i18n: instance };
}

/** The namespace a key names itself ("coaching:kind.intake", or `{ ns }` in its options), if any. */
function namespaceOf(key: unknown, options: unknown): string | null {
  const ns = options && typeof options === "object" ? (options as { ns?: unknown }).ns : undefined;
  if (typeof ns === "string") return isNamespace(ns) ? ns : null;
  if (typeof key !== "string") return null;
  const colon = key.indexOf(":");
  const prefix = colon > 0 ? key.slice(0, colon) : null;
  return prefix && isNamespace(prefix) ? prefix : null;
}

/**
 * A key may name another namespace than the hook's ("coaching:status.cancelled" from a coach page).
 * On the server that namespace is recorded with the page's, so the browser loads it before
 * hydrating (else the first render shows the key and React reports a mismatch); in the browser a
 * namespace not loaded yet suspends the render until it is, as the hook's own does.
 */
function withOtherNamespaces(t: TFunction, lng: Language, used: Set<string> | undefined): TFunction {
  const named = (key: unknown, ...rest: unknown[]) => {
    const other = namespaceOf(key, rest[0]);
    if (other) {
      if (used) used.add(other);
      else if (typeof document !== "undefined" && !hasNamespace(lng, other)) throw loadNamespace(lng, other);
    }
    return (t as unknown as (...args: unknown[]) => string)(key, ...rest);
  };
  return named as unknown as TFunction;
}

// On the server every catalog is loaded and never changes, so a text is looked up once per
// language, namespace, key and values (numbers, words: what a page interpolates) instead of on
// every render. The texts with values are forgotten together when they grow past a few thousand.
const serverTranslators = new Map<string, TFunction>();
const TEXTS_WITH_VALUES_KEPT = 5_000;

/**
 * The cache key of a call with values, or null when a value is not a plain word, number or
 * boolean. JSON keeps it unambiguous whatever the values hold (a NUL, a quote, a number as text).
 */
function cacheKey(key: string, options: unknown): string | null {
  if (typeof options !== "object" || options === null || Object.getPrototypeOf(options) !== Object.prototype) {
    return null;
  }
  const parts: unknown[] = [key];
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    if (type !== "string" && type !== "number" && type !== "boolean") return null;
    parts.push(name, value);
  }
  return JSON.stringify(parts);
}

function translator(instance: i18n, lng: string, namespace: string): TFunction {
  if (typeof document !== "undefined") return instance.getFixedT(null, namespace);
  const id = `${lng}|${namespace}`;
  let t = serverTranslators.get(id);
  if (!t) {
    const call = instance.getFixedT(null, namespace) as unknown as (...args: unknown[]) => string;
    const texts = new Map<string, string>();
    const withValues = new Map<string, string>();
    const memoised = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== "string" || rest.length > 1) return call(key, ...rest);
      if (rest.length === 0) {
        let text = texts.get(key);
        if (text === undefined) {
          text = call(key);
          texts.set(key, text);
        }
        return text;
      }
      const id = cacheKey(key, rest[0]);
      if (id === null) return call(key, ...rest);
      let text = withValues.get(id);
      if (text === undefined) {
        text = call(key, ...rest);
        if (withValues.size >= TEXTS_WITH_VALUES_KEPT) withValues.clear();
        withValues.set(id, text);
      }
      return text;
    };
    t = memoised as unknown as TFunction;
    serverTranslators.set(id, t);
  }
  return t;
}

declare global {
  interface Window {
    __I18N_NS?: string[];
  }
}

/**
 * The namespaces the server render used, for the browser to load before hydrating. Rendered after
 * the page's content, so the list is complete; the browser renders the list it was given.
 */
export function UsedNamespaces({ nonce }: { nonce: string }) {
  const context = useContext(I18nContext);
  const names = typeof document === "undefined" ? [...(context?.used ?? [])].sort() : (window.__I18N_NS ?? []);
  const list = JSON.stringify(names).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a JSON list of namespace names
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `window.__I18N_NS=${list}` }} />;
}
