import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  /** Envelope recipients, lower case. */
  to: string[];
  subject: string;
  raw: string;
  /** The text/plain part, decoded. */
  text: string;
  /** http(s) links of the text and HTML parts, decoded, first appearance first, without repeats. */
  links: string[];
  /** An attached calendar invite (text/calendar), decoded; empty without one. */
  calendar: string;
}

/** Undoes quoted-printable: soft line breaks (`=\r\n`) and `=XX` escapes, read as UTF-8. */
export function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] as string, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Encoded words in headers (RFC 2047), UTF-8 only. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
      kind.toLowerCase() === "b"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeQuotedPrintable(text.replace(/_/g, " ")),
    );
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(source: string): Part {
  const match = /\r?\n\r?\n/.exec(source);
  const headerText = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : "";
  const headers = new Map<string, string>();
  for (const line of headerText.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body);
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** The leaf parts of a MIME message, depth first, as [content type, decoded body]. */
function leafParts(part: Part): [string, string][] {
  const contentType = part.headers.get("content-type") ?? "text/plain";
  const type = contentType.split(";")[0]?.trim().toLowerCase() ?? "text/plain";
  if (type.startsWith("multipart/")) {
    const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
    if (!boundary) return [];
    const sections = part.body.split(`--${boundary}`).slice(1);
    return (
      sections
        .filter((section) => !section.startsWith("--"))
        // The line break before a boundary belongs to the boundary (RFC 2046).
        .flatMap((section) => leafParts(splitPart(section.replace(/^\r?\n/, "").replace(/\r?\n$/, ""))))
    );
  }
  return [[type, decodeBody(part)]];
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const subject = decodeHeader(message.headers.get("subject") ?? "");
  const parts = leafParts(message);
  const text = parts.find(([type]) => type === "text/plain")?.[1] ?? "";
  const html = parts.find(([type]) => type === "text/html")?.[1] ?? "";
  const found = [text, html].flatMap((body) =>
    [...body.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((match) => match[0].replace(/&amp;/g, "&")),
  );
  const calendar = parts.find(([type]) => type === "text/calendar")?.[1] ?? "";
  return { to, subject, raw, text, links: [...new Set(found)], calendar };
}

export interface SmtpTestServer {
  port: number;
  url: string;
  messages(): ReceivedMail[];
  /** The newest mail to an address, waiting for it to arrive. */
  waitForMail(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback for tests (no TLS, no authentication needed). With `httpPort`,
 * also `GET /__mail` (JSON) and `DELETE /__mail` on that port, so Playwright specs in another
 * process can read what arrived.
 */
export async function startSmtpServer({
  port = 0,
  httpPort,
}: {
  port?: number;
  httpPort?: number;
} = {}): Promise<SmtpTestServer> {
  const mails: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((address) => address.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, "127.0.0.1", resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const http = createHttpServer((req, res) => {
    if (req.method === "DELETE") mails.length = 0;
    res
      .writeHead(200, { "content-type": "application/json" })
      .end(JSON.stringify(mails.map(({ raw: _raw, ...rest }) => rest)));
  });
  if (httpPort !== undefined) await new Promise<void>((resolve) => http.listen(httpPort, "127.0.0.1", resolve));

  return {
    port: smtpPort,
    url: `smtp://127.0.0.1:${smtpPort}`,
    messages: () => [...mails],
    async waitForMail(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const found = mails.findLast((mail) => mail.to.includes(to.toLowerCase()));
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail for ${to} within ${timeoutMs} ms`);
    },
    async close() {
      if (http.listening) http.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
