import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Debian's Radicale (`/usr/bin/radicale`), a real CalDAV server, on a free loopback port with a
 * storage folder of its own and plain htpasswd users: what the CalDAV tests, the end-to-end spec
 * and the benchmark talk to. `stop()` ends it and removes the folder.
 */

export interface RadicaleUser {
  username: string;
  password: string;
}

export interface Radicale {
  /** http://127.0.0.1:<port>/ */
  origin: string;
  users: RadicaleUser[];
  /** Makes a calendar collection `/<user>/<name>/` and returns its URL. */
  makeCalendar(user: RadicaleUser, name: string, displayName?: string): Promise<string>;
  /** Puts an event resource (iCalendar text) and returns its URL. */
  putEvent(user: RadicaleUser, calendarUrl: string, file: string, ics: string): Promise<string>;
  deleteEvent(user: RadicaleUser, url: string): Promise<void>;
  /** The event resources of a calendar: URL and text. */
  events(user: RadicaleUser, calendarUrl: string): Promise<{ url: string; data: string }[]>;
  stop(): Promise<void>;
}

export const RADICALE_BINARY = "/usr/bin/radicale";

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

const auth = (user: RadicaleUser) => `Basic ${Buffer.from(`${user.username}:${user.password}`).toString("base64")}`;

async function waitUntilUp(origin: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`radicale exited with ${child.exitCode}`);
    try {
      await fetch(`${origin}/.well-known/caldav`, { redirect: "manual" });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error("radicale did not start");
}

export async function startRadicale(
  users: RadicaleUser[] = [{ username: "coach", password: "app-password-1" }],
): Promise<Radicale> {
  const folder = await mkdtemp(path.join(process.env.TMPDIR ?? tmpdir(), "radicale-"));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  await writeFile(
    path.join(folder, "users"),
    `${users.map((user) => `${user.username}:${user.password}`).join("\n")}\n`,
  );
  await writeFile(
    path.join(folder, "config"),
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${path.join(folder, "users")}`,
      "htpasswd_encryption = plain",
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${path.join(folder, "collections")}`,
      "[web]",
      "type = none",
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );
  const child = spawn(RADICALE_BINARY, ["-C", path.join(folder, "config")], {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, HOME: folder },
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  try {
    await waitUntilUp(origin, child, Date.now() + 15_000);
  } catch (error) {
    child.kill("SIGTERM");
    await rm(folder, { recursive: true, force: true });
    throw new Error(`${(error as Error).message}: ${errors}`);
  }
  const request = async (user: RadicaleUser, method: string, url: string, body?: string, headers = {}) => {
    const response = await fetch(url, {
      method,
      headers: { authorization: auth(user), ...headers },
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
    return text;
  };
  return {
    origin,
    users,
    async makeCalendar(user, name, displayName = name) {
      const url = `${origin}/${user.username}/${name}/`;
      await request(
        user,
        "MKCALENDAR",
        url,
        `<?xml version="1.0" encoding="utf-8"?><c:mkcalendar xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:set><d:prop><d:displayname>${displayName}</d:displayname><c:supported-calendar-component-set><c:comp name="VEVENT"/></c:supported-calendar-component-set></d:prop></d:set></c:mkcalendar>`,
        { "content-type": "application/xml" },
      );
      return url;
    },
    async putEvent(user, calendarUrl, file, ics) {
      const url = new URL(file, calendarUrl).href;
      await request(user, "PUT", url, ics, { "content-type": "text/calendar" });
      return url;
    },
    async deleteEvent(user, url) {
      await request(user, "DELETE", url);
    },
    async events(user, calendarUrl) {
      const text = await request(
        user,
        "REPORT",
        calendarUrl,
        `<?xml version="1.0" encoding="utf-8"?><c:calendar-query xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:caldav"><d:prop><c:calendar-data/></d:prop><c:filter><c:comp-filter name="VCALENDAR"/></c:filter></c:calendar-query>`,
        { "content-type": "application/xml", depth: "1" },
      );
      const found: { url: string; data: string }[] = [];
      for (const match of text.matchAll(/<(?:\w+:)?response>([\s\S]*?)<\/(?:\w+:)?response>/g)) {
        const href = /<(?:\w+:)?href>([^<]*)</.exec(match[1] ?? "")?.[1];
        const data = /<(?:\w+:)?calendar-data[^>]*>([\s\S]*?)<\/(?:\w+:)?calendar-data>/.exec(match[1] ?? "")?.[1];
        if (href && data) found.push({ url: new URL(href, origin).href, data: unescapeXml(data) });
      }
      return found;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
      }
      await rm(folder, { recursive: true, force: true });
    },
  };
}

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#13;/g, "\r")
    .replace(/&amp;/g, "&");

/** An event (UTC times) as iCalendar text. */
export function eventIcs(uid: string, start: Date, end: Date, extra: string[] = []): string {
  const stamp = (date: Date) =>
    date
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}/, "");
  return [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Vitaal tests//EN",
    "BEGIN:VEVENT",
    `UID:${uid}`,
    "DTSTAMP:20260101T000000Z",
    `DTSTART:${stamp(start)}`,
    `DTEND:${stamp(end)}`,
    "SUMMARY:Private",
    ...extra,
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");
}
