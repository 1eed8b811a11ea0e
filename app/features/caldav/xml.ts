/**
 * Just enough XML for WebDAV answers (RFC 4918 multistatus): elements with their namespace URI
 * and local name, and text. Namespace prefixes are resolved as declared; comments, processing
 * instructions, CDATA and the five predefined entities (and numeric references) are handled. No
 * DTD is read, so no entity can expand: a document with `<!DOCTYPE` is refused.
 */

export interface XmlElement {
  ns: string;
  name: string;
  /** Attributes other than namespace declarations, by their name as written. */
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "XmlError";
  }
}

export const DAV = "DAV:";
export const CALDAV = "urn:ietf:params:xml:ns:caldav";
export const CALSERVER = "http://calendarserver.org/ns/";

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, ref: string) => {
    if (ref.startsWith("#x")) return String.fromCodePoint(Number.parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(Number.parseInt(ref.slice(1), 10));
    return ENTITIES[ref] ?? whole;
  });
}

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*("([^"]*)"|'([^']*)')/g;

interface Open {
  element: XmlElement;
  prefix: string;
  scope: Map<string, string>;
}

/** The document's root element. Throws `XmlError` when the text is not well-formed enough to read. */
export function parseXml(text: string): XmlElement {
  const stack: Open[] = [];
  let root: XmlElement | null = null;
  let index = 0;
  const appendText = (value: string) => {
    const top = stack.at(-1);
    if (top) top.element.text += value;
  };
  while (index < text.length) {
    const lt = text.indexOf("<", index);
    if (lt === -1) {
      appendText(decode(text.slice(index)));
      break;
    }
    if (lt > index) appendText(decode(text.slice(index, lt)));
    if (text.startsWith("<!--", lt)) {
      const end = text.indexOf("-->", lt + 4);
      if (end === -1) throw new XmlError("unclosed comment");
      index = end + 3;
      continue;
    }
    if (text.startsWith("<![CDATA[", lt)) {
      const end = text.indexOf("]]>", lt + 9);
      if (end === -1) throw new XmlError("unclosed CDATA");
      appendText(text.slice(lt + 9, end));
      index = end + 3;
      continue;
    }
    if (text.startsWith("<?", lt)) {
      const end = text.indexOf("?>", lt + 2);
      if (end === -1) throw new XmlError("unclosed instruction");
      index = end + 2;
      continue;
    }
    if (text.startsWith("<!", lt)) throw new XmlError("declarations are not read");
    const gt = tagEnd(text, lt);
    const tag = text.slice(lt + 1, gt);
    index = gt + 1;
    if (tag.startsWith("/")) {
      const open = stack.pop();
      const name = tag.slice(1).trim();
      if (!open || open.prefix !== name) throw new XmlError("mismatched end tag");
      if (stack.length === 0) root = open.element;
      continue;
    }
    const selfClosing = tag.endsWith("/");
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const nameEnd = body.search(/[\s]/);
    const qualified = nameEnd === -1 ? body : body.slice(0, nameEnd);
    const scope = new Map(stack.at(-1)?.scope ?? []);
    const attributes: Record<string, string> = {};
    for (const match of body.slice(qualified.length).matchAll(ATTRIBUTE)) {
      const attribute = match[1] as string;
      const value = decode(match[3] ?? match[4] ?? "");
      if (attribute === "xmlns") scope.set("", value);
      else if (attribute.startsWith("xmlns:")) scope.set(attribute.slice(6), value);
      else attributes[attribute] = value;
    }
    const colon = qualified.indexOf(":");
    const prefix = colon === -1 ? "" : qualified.slice(0, colon);
    const name = colon === -1 ? qualified : qualified.slice(colon + 1);
    if (!name) throw new XmlError("element without a name");
    const element: XmlElement = { ns: scope.get(prefix) ?? "", name, attributes, children: [], text: "" };
    stack.at(-1)?.element.children.push(element);
    if (selfClosing) {
      if (stack.length === 0) root = element;
    } else stack.push({ element, prefix: qualified, scope });
  }
  if (!root || stack.length > 0) throw new XmlError("incomplete document");
  return root;
}

/** Where a tag ends: its `>` outside quoted attribute values. */
function tagEnd(text: string, from: number): number {
  let quote: string | null = null;
  for (let index = from + 1; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return index;
  }
  throw new XmlError("unclosed tag");
}

/** The children of `element` with this namespace and name. */
export function childrenOf(element: XmlElement | undefined, ns: string, name: string): XmlElement[] {
  return element ? element.children.filter((child) => child.ns === ns && child.name === name) : [];
}

/** The first child with this namespace and name. */
export function childOf(element: XmlElement | undefined, ns: string, name: string): XmlElement | undefined {
  return element?.children.find((child) => child.ns === ns && child.name === name);
}

/** The element's own text, trimmed. */
export const textOf = (element: XmlElement | undefined): string => element?.text.trim() ?? "";

/** Text escaped for an XML element's content. */
export function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
