import { describe, expect, it } from "vitest";
import { renderChangelog, splitReleases } from "./render.server";

describe("changelog", () => {
  const source = [
    "# Changelog",
    "",
    "## [0.1.0] - 2026-01-10",
    "- first",
    "",
    "## [0.3.0] - 2026-03-01",
    "- third",
    "",
    "## [Unreleased]",
    "- next",
    "",
    "## [0.2.0] - 2026-02-01",
    "- second",
  ].join("\n");

  it("orders releases newest first with Unreleased on top", () => {
    expect(splitReleases(source).map((release) => release.heading)).toEqual([
      "[Unreleased]",
      "[0.3.0] - 2026-03-01",
      "[0.2.0] - 2026-02-01",
      "[0.1.0] - 2026-01-10",
    ]);
  });

  it("renders every release", () => {
    const html = renderChangelog(source);
    expect(html.indexOf("next")).toBeLessThan(html.indexOf("third"));
    expect(html.indexOf("second")).toBeLessThan(html.indexOf("first"));
  });
});
