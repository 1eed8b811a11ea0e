import { describe, expect, it } from "vitest";
import { renderChangelog, renderMarkdown, splitReleases } from "./render.server";

describe("Markdown rendering", () => {
  it("keeps headings, lists and links", () => {
    const html = renderMarkdown("## Added\n\n- A [link](https://example.com) and `code`");
    expect(html).toContain("<h2>Added</h2>");
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">link</a>');
    expect(html).toContain("<code>code</code>");
  });

  it("strips scripts, event handlers, styles and javascript: links", () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n\n[x](javascript:alert(1))\n\n<p style="color:red" onclick="x()">hi</p>\n\n<iframe src="https://evil.example.com"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:|style=|<iframe|<img/i);
    expect(html).toContain("hi");
  });
});

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
