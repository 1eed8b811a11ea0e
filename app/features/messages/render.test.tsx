import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MessageText } from "./components/message-text";
import { messageParts } from "./render";

describe("a message's links", () => {
  it("turns http and https addresses into links, leaving trailing punctuation out", () => {
    expect(messageParts("See https://example.com/a?b=1. And http://x.nl, ok")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a?b=1", href: "https://example.com/a?b=1" },
      { kind: "text", text: ". And " },
      { kind: "link", text: "http://x.nl", href: "http://x.nl/" },
      { kind: "text", text: ", ok" },
    ]);
  });

  it("never makes a link of another scheme", () => {
    for (const text of [
      "javascript:alert(1)",
      "javascript:https://example.com",
      "JaVaScRiPt://https://example.com",
      "data:text/html,<script>alert(1)</script>",
      "xhttps://example.com",
      "vbscript:msgbox",
    ]) {
      const links = messageParts(text).filter((part) => part.kind === "link");
      expect(links, text).toEqual([]);
    }
  });

  it("draws HTML as text, keeps line breaks, and marks links to open apart", () => {
    const html = renderToStaticMarkup(
      <MessageText text={'<img src=x onerror="alert(1)">\n<script>x</script> https://example.com/"onmouseover=1'} />,
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("whitespace-pre-wrap");
    expect(html).toContain('href="https://example.com/"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
    expect(html).not.toContain('onmouseover=1"');
  });
});
