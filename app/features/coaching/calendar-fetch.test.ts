import { once } from "node:events";
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { Readable } from "node:stream";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, productionProblems } from "~/utils/env.server";
import {
  CalendarFetchError,
  type CalendarFetchOptions,
  calendarFetchOptions,
  fetchCalendarText,
  normaliseCalendarUrl,
} from "./calendar-fetch.server";

const calendar = readFileSync(join(import.meta.dirname, "../../../tests/fixtures/calendars/weekly-autumn.ics"), "utf8");

let server: http.Server;
let base: string;
const pending = new Set<http.ServerResponse>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/cal.ics") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.end(calendar);
    } else if (path === "/gzip.ics") {
      response.writeHead(200, { "content-type": "text/calendar", "content-encoding": "gzip" });
      response.end(gzipSync(calendar));
    } else if (path === "/redirect") {
      response.writeHead(302, { location: "/cal.ics" });
      response.end();
    } else if (path === "/to-unspecified") {
      // 0.0.0.0 reaches this machine on Linux: refused like loopback would be, even when loopback is allowed.
      response.writeHead(302, { location: `http://0.0.0.0:${(server.address() as AddressInfo).port}/cal.ics` });
      response.end();
    } else if (path === "/to-other-loopback") {
      response.writeHead(302, { location: `http://127.0.0.2:${(server.address() as AddressInfo).port}/cal.ics` });
      response.end();
    } else if (path === "/to-mapped") {
      response.writeHead(302, { location: "http://[::ffff:192.168.0.1]/cal.ics" });
      response.end();
    } else if (path === "/loop") {
      response.writeHead(302, { location: "/loop" });
      response.end();
    } else if (path === "/to-private") {
      response.writeHead(302, { location: "http://10.0.0.1/cal.ics" });
      response.end();
    } else if (path === "/to-localhost") {
      response.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/cal.ics` });
      response.end();
    } else if (path === "/large") {
      // No length announced: the limit is counted while the body streams (3 MB in 64 KB pieces).
      response.writeHead(200, { "content-type": "text/calendar" });
      response.on("error", () => {});
      Readable.from(Array.from({ length: 48 }, () => "X".repeat(64 * 1024))).pipe(response);
    } else if (path === "/large-declared") {
      response.writeHead(200, { "content-type": "text/calendar", "content-length": String(5 * 1024 * 1024) });
      response.end();
    } else if (path === "/bomb") {
      response.writeHead(200, { "content-type": "text/calendar", "content-encoding": "gzip" });
      response.end(gzipSync(Buffer.alloc(8 * 1024 * 1024, 32)));
    } else if (path === "/slow") {
      response.writeHead(200, { "content-type": "text/calendar" });
      response.write("BEGIN:VCALENDAR\r\n");
      pending.add(response);
    } else if (path === "/missing") {
      response.writeHead(404);
      response.end("not here");
    } else {
      response.writeHead(500);
      response.end();
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  // The slow answers never end on their own; then every connection goes, and the server.
  pending.forEach((response) => {
    response.destroy();
  });
  server.closeAllConnections();
  server.close();
  await once(server, "close");
});

const allowed: CalendarFetchOptions = { allowLoopback: true, requireHttps: false };
const strict: CalendarFetchOptions = { allowLoopback: false, requireHttps: false };

async function failure(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CalendarFetchError) return error.code;
    throw error;
  }
  return "no failure";
}

describe("fetching a calendar", () => {
  it("fetches a served calendar when loopback is allowed, gzip included", async () => {
    expect(await fetchCalendarText(`${base}/cal.ics`, allowed)).toBe(calendar);
    expect(await fetchCalendarText(`${base}/gzip.ics`, allowed)).toBe(calendar);
    // By name: resolved by the checked lookup, then connected to the address it returned.
    const port = (server.address() as AddressInfo).port;
    expect(await fetchCalendarText(`http://localhost:${port}/cal.ics`, allowed)).toBe(calendar);
  });

  it("refuses this machine when loopback is not allowed, by IP and by name", async () => {
    expect(await failure(fetchCalendarText(`${base}/cal.ics`, strict))).toBe("forbiddenAddress");
    const port = (server.address() as AddressInfo).port;
    expect(await failure(fetchCalendarText(`http://localhost:${port}/cal.ics`, strict))).toBe("forbiddenAddress");
    expect(await failure(fetchCalendarText(`http://[::ffff:127.0.0.1]:${port}/cal.ics`, strict))).toBe(
      "forbiddenAddress",
    );
  });

  it("follows a few redirects, checking each hop", async () => {
    expect(await fetchCalendarText(`${base}/redirect`, allowed)).toBe(calendar);
    expect(await failure(fetchCalendarText(`${base}/loop`, allowed))).toBe("tooManyRedirects");
    // Loopback allowed, private never: a redirect into the private network is refused.
    expect(await failure(fetchCalendarText(`${base}/to-private`, allowed))).toBe("forbiddenAddress");
  });

  it("refuses a redirect to a loopback address other than the one tests may use", async () => {
    // 127.0.0.2 reaches this machine too, but only 127.0.0.1 and ::1 are allowed for tests.
    const port = (server.address() as AddressInfo).port;
    expect(await failure(fetchCalendarText(`http://127.0.0.2:${port}/cal.ics`, allowed))).toBe("forbiddenAddress");
    expect(await failure(fetchCalendarText(`${base}/to-other-loopback`, allowed))).toBe("forbiddenAddress");
  });

  it("refuses a redirect to this machine's other addresses and to mapped private ones", async () => {
    expect(await failure(fetchCalendarText(`${base}/to-unspecified`, allowed))).toBe("forbiddenAddress");
    expect(await failure(fetchCalendarText(`${base}/to-mapped`, allowed))).toBe("forbiddenAddress");
    // With loopback refused, the redirect's own loopback target is refused as the first hop is.
    expect(await failure(fetchCalendarText(`${base}/to-localhost`, strict))).toBe("forbiddenAddress");
  });

  it("stops a body that is too large, announced or not, and a decompression bomb", async () => {
    expect(await failure(fetchCalendarText(`${base}/large`, allowed))).toBe("tooLarge");
    expect(await failure(fetchCalendarText(`${base}/large-declared`, allowed))).toBe("tooLarge");
    expect(await failure(fetchCalendarText(`${base}/bomb`, allowed))).toBe("tooLarge");
  });

  it("gives up on a server that is too slow", async () => {
    const started = Date.now();
    expect(await failure(fetchCalendarText(`${base}/slow`, { ...allowed, timeoutMs: 300 }))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("reports an error status and an unreachable host", async () => {
    expect(await failure(fetchCalendarText(`${base}/missing`, allowed))).toBe("httpStatus");
    expect(await failure(fetchCalendarText(`${base}/error`, allowed))).toBe("httpStatus");
    expect(await failure(fetchCalendarText("http://calendar.invalid/cal.ics", allowed))).toBe("unreachable");
  });

  it("asks for https in production", async () => {
    expect(await failure(fetchCalendarText(`${base}/cal.ics`, { allowLoopback: true, requireHttps: true }))).toBe(
      "insecure",
    );
  });
});

describe("addresses", () => {
  it("turns webcal into https and refuses other schemes, credentials and junk", () => {
    expect(normaliseCalendarUrl("webcal://p01-caldav.icloud.com/published/2/abc")?.toString()).toBe(
      "https://p01-caldav.icloud.com/published/2/abc",
    );
    expect(normaliseCalendarUrl(" https://calendar.google.com/calendar/ical/x/private-y/basic.ics ")?.protocol).toBe(
      "https:",
    );
    for (const bad of [
      "ftp://example.com/a.ics",
      "file:///etc/passwd",
      "https://user:pw@example.com/a.ics",
      "",
      "hello",
    ]) {
      expect(normaliseCalendarUrl(bad)).toBeNull();
    }
    expect(normaliseCalendarUrl(`https://example.com/${"a".repeat(2100)}`)).toBeNull();
  });

  it("allows loopback only when set (under either name) and never in production, where https is required", () => {
    for (const name of ["OUTBOUND_FETCH_ALLOW_LOOPBACK", "CALENDAR_FETCH_ALLOW_LOOPBACK"]) {
      expect(calendarFetchOptions(parseEnv({ NODE_ENV: "test", [name]: "true" }))).toEqual({
        allowLoopback: true,
        requireHttps: false,
      });
      const production = parseEnv({ NODE_ENV: "production", [name]: "true" });
      expect(calendarFetchOptions(production)).toEqual({ allowLoopback: false, requireHttps: true });
      expect(productionProblems(production).some((line) => line.startsWith(name))).toBe(true);
    }
    expect(calendarFetchOptions(parseEnv({ NODE_ENV: "test" })).allowLoopback).toBe(false);
  });
});
