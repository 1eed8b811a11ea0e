import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * Markdown to HTML that is safe to put in a page: only text-level and list markup survives, no
 * scripts, styles, event handlers or `javascript:` links; external links open without opener.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true });
  return sanitizeHtml(html, {
    allowedTags: [
      "h1",
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "a",
      "strong",
      "em",
      "code",
      "pre",
      "blockquote",
      "hr",
      "br",
    ],
    allowedAttributes: { a: ["href", "title", "rel", "target"] },
    allowedSchemes: ["https", "http", "mailto"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//i.test(attribs.href ?? "");
        return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer" } : attribs };
      },
    },
  });
}
