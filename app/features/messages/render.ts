// A message is plain text: what it says is drawn as text (React escapes it), line breaks kept by
// the page's CSS, and only web addresses (http, https) become links. Nothing else a message holds
// becomes markup: no HTML, no other scheme (javascript:, data:), no Markdown.

export type MessagePart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

/** A web address in running text; trailing punctuation is left out of the link. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

/** The address as a link may point to it, or null when it is not an http(s) address. */
export function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (!url.hostname) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** A message split into text and links, in order. */
export function messageParts(text: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let last = 0;
  const push = (kind: "text", value: string) => {
    if (!value) return;
    const previous = parts.at(-1);
    if (previous?.kind === kind) previous.text += value;
    else parts.push({ kind, text: value });
  };
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let candidate = match[0];
    const trailing = candidate.match(TRAILING)?.[0] ?? "";
    // A closing bracket belongs to the address when it opened one ("…/Foo_(bar)").
    candidate = candidate.slice(0, candidate.length - trailing.length);
    // The character before must not continue a word or scheme ("xhttps://", "javascript:https://").
    const before = text[start - 1];
    const href = before && /[\w:/.-]/.test(before) ? null : safeHref(candidate);
    push("text", text.slice(last, start));
    if (href) parts.push({ kind: "link", text: candidate, href });
    else push("text", candidate);
    push("text", trailing);
    last = start + match[0].length;
  }
  push("text", text.slice(last));
  return parts;
}
