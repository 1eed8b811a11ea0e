import { describe, expect, it } from "vitest";
import { buildRobots, buildSitemap } from "./sitemap";

describe("sitemap", () => {
  it("lists every page in both languages, each with its alternates", () => {
    const xml = buildSitemap("https://vitaal.example", ["", "/events", "/media/id/a&b"]);
    expect(xml).toContain("<loc>https://vitaal.example/nl</loc>");
    expect(xml).toContain("<loc>https://vitaal.example/en/events</loc>");
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="nl" href="https://vitaal.example/nl/events"/>');
    expect(xml).toContain("<loc>https://vitaal.example/en/media/id/a&amp;b</loc>");
    expect(xml.match(/<url>/g)).toHaveLength(6);
  });

  it("points robots at the sitemap and keeps the coach area out", () => {
    const robots = buildRobots("https://vitaal.example");
    expect(robots).toContain("Sitemap: https://vitaal.example/sitemap.xml");
    expect(robots).toContain("Disallow: /coach");
  });
});
