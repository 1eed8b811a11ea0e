import { languages } from "~/utils/i18n/config";

const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A sitemap with one entry per page and language, each naming its other-language version
 * (`hreflang` alternates). `paths` are without the language segment ("/events", "" for home).
 */
export function buildSitemap(origin: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) =>
    languages.map((lng) => {
      const alternates = languages
        .map(
          (other) =>
            `    <xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(`${origin}/${other}${path}`)}"/>`,
        )
        .join("\n");
      return `  <url>\n    <loc>${escapeXml(`${origin}/${lng}${path}`)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

/** robots.txt: everything public may be indexed; the coach area and development pages not. */
export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /coach",
    "Disallow: /dev/",
    "Disallow: /api/",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
