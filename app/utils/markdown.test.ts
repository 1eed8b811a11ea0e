import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

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

  it("renders an article's unsafe Markdown harmless: raw HTML, handlers, data and javascript: links", () => {
    const html = renderMarkdown(
      [
        "## Sleep",
        "",
        'Text with <b onmouseover="steal()">bold</b> and a [bad link](javascript:alert(document.cookie)).',
        "",
        "[data](data:text/html;base64,PHNjcmlwdD4=) [JAVASCRIPT](JaVaScRiPt:alert(1)) [ok](/nl/coaches)",
        "",
        '<svg onload=alert(1)></svg><a href="vbscript:x">v</a><form action="https://evil.example"><input></form>',
      ].join("\n"),
    );
    expect(html).not.toMatch(/onmouseover|onload|javascript:|data:|vbscript:|<svg|<form|<input/i);
    expect(html).toContain('<a href="/nl/coaches">ok</a>');
    expect(html).toContain("<h2>Sleep</h2>");
  });
});
