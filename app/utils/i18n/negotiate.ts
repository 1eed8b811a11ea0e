import { defaultLanguage, isLanguage, type Language, languageCookie } from "./config";

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** The supported language the browser prefers most, honouring q-values (`en-GB;q=0.8`). */
export function fromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split("-")[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map((entry) => entry.base).find(isLanguage);
}

/** The language for `/`: an earlier choice (cookie), then the browser's preference, then Dutch. */
export function negotiateLanguage(headers: Headers): Language {
  const chosen = readCookie(headers.get("cookie"), languageCookie);
  if (isLanguage(chosen)) return chosen;
  return fromAcceptLanguage(headers.get("accept-language")) ?? defaultLanguage;
}

/** `Set-Cookie` that remembers the language for a year; functional, so no consent is needed. */
export function languageCookieHeader(language: Language): string {
  return `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
