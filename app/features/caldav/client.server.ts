import type { CaldavError } from "~/db/schema/scheduling";
import {
  OutboundFetchError,
  type OutboundPolicy,
  type OutboundResponse,
  outboundPolicy,
  outboundRequest,
} from "~/utils/safe-fetch.server";
import {
  CaldavFailure,
  type CalendarInfo,
  type DavResponse,
  type EventResource,
  eventFilter,
  failOnStatus,
  hasName,
  lastSegment,
  NAMESPACES,
  pathOf,
  prop,
  resources,
  statusOf,
  xml,
} from "./client-parts";
import { CALDAV, CALSERVER, childOf, childrenOf, DAV, escapeXml, parseXml, textOf, type XmlElement } from "./xml";

/**
 * A CalDAV client (RFC 4791, RFC 6578 sync, the calendarserver ctag) over the product's one
 * outbound fetcher, so a server address a coach typed is held to the same rules as a calendar
 * subscription (decision record 023): no private addresses, https in production, every redirect
 * checked, time and size limited. Credentials travel as HTTP Basic and never to another origin.
 */

export interface CaldavTransport {
  policy: OutboundPolicy;
  /** The request underneath; tests pass one that counts. */
  request: typeof outboundRequest;
}

export const defaultTransport = (): CaldavTransport => ({ policy: outboundPolicy(), request: outboundRequest });

export const CALDAV_TIMEOUT_MS = 15_000;
/** The most one answer may hold (a batch of events). */
export const CALDAV_MAX_BYTES = 4 * 1024 * 1024;
/** Event resources asked for in one multiget. */
export const MULTIGET_BATCH = 50;

export class CaldavClient {
  /** Requests made: tests count them. */
  requests = 0;
  private readonly authorization: string;

  constructor(
    credentials: { username: string; password: string },
    private readonly transport: CaldavTransport = defaultTransport(),
  ) {
    this.authorization = `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString("base64")}`;
  }

  /** One request with the account's credentials; throws `CaldavFailure` for what the policy refused. */
  async send(
    method: string,
    url: string,
    options: { depth?: "0" | "1"; body?: string; headers?: Record<string, string>; maxRedirects?: number } = {},
  ): Promise<OutboundResponse> {
    this.requests++;
    try {
      return await this.transport.request(url, this.transport.policy, {
        method,
        headers: {
          authorization: this.authorization,
          "user-agent": "Vitaal CalDAV",
          ...(options.depth ? { depth: options.depth } : {}),
          ...(options.body !== undefined && !options.headers?.["content-type"]
            ? { "content-type": "application/xml; charset=utf-8" }
            : {}),
          ...options.headers,
        },
        ...(options.body !== undefined ? { body: options.body } : {}),
        timeoutMs: CALDAV_TIMEOUT_MS,
        maxBytes: CALDAV_MAX_BYTES,
        maxRedirects: options.maxRedirects ?? 3,
        errorBodies: false,
      });
    } catch (error) {
      if (!(error instanceof OutboundFetchError)) throw new CaldavFailure("unreachable", true);
      switch (error.code) {
        case "timeout":
          throw new CaldavFailure("timeout", true);
        case "unreachable":
          throw new CaldavFailure("unreachable", true);
        case "tooManyRedirects":
          throw new CaldavFailure("notCalDav", false);
        default:
          throw new CaldavFailure(error.code, false);
      }
    }
  }

  /** A multistatus request; a 404 or 410 of the collection is `missing`. */
  private async multistatus(
    method: string,
    url: string,
    depth: "0" | "1",
    body: string,
    missing: CaldavError = "calendarGone",
  ): Promise<{ responses: DavResponse[]; root: XmlElement }> {
    const answer = await this.send(method, url, { depth, body });
    failOnStatus(answer.status, missing);
    if (answer.status !== 207) throw new CaldavFailure("notCalDav", false);
    let root: XmlElement;
    try {
      root = parseXml(answer.body.toString("utf8"));
    } catch {
      throw new CaldavFailure("notCalDav", false);
    }
    if (root.ns !== DAV || root.name !== "multistatus") throw new CaldavFailure("notCalDav", false);
    const responses = childrenOf(root, DAV, "response").flatMap((response): DavResponse[] => {
      const href = textOf(childOf(response, DAV, "href"));
      if (!href) return [];
      let absolute: string;
      try {
        absolute = new URL(href, answer.url).href;
      } catch {
        return [];
      }
      const props = childrenOf(response, DAV, "propstat")
        .filter((propstat) => statusOf(textOf(childOf(propstat, DAV, "status"))) === 200)
        .flatMap((propstat) => childOf(propstat, DAV, "prop")?.children ?? []);
      return [{ url: absolute, status: statusOf(textOf(childOf(response, DAV, "status"))), props }];
    });
    return { responses, root };
  }

  /** Where the account's calendars live: the server's address, its principal, the calendar home. */
  async discover(serverUrl: string): Promise<string> {
    const principalBody = xml(`<d:propfind ${NAMESPACES}><d:prop><d:current-user-principal/></d:prop></d:propfind>`);
    const findPrincipal = async (url: string) => {
      const { responses } = await this.multistatus("PROPFIND", url, "0", principalBody, "notCalDav");
      const href = textOf(childOf(prop(responses[0], DAV, "current-user-principal"), DAV, "href"));
      return href && responses[0] ? new URL(href, responses[0].url).href : null;
    };
    let principal: string | null = null;
    try {
      principal = await findPrincipal(serverUrl);
    } catch (error) {
      // Only a refusal of the address itself or of the credentials ends the search here.
      if (!(error instanceof CaldavFailure) || (error.code !== "notCalDav" && error.code !== "httpStatus")) throw error;
    }
    // Servers that answer only below their own path say where through the well-known address.
    if (!principal) principal = await findPrincipal(new URL("/.well-known/caldav", serverUrl).href);
    if (!principal) throw new CaldavFailure("notCalDav", false);
    const { responses } = await this.multistatus(
      "PROPFIND",
      principal,
      "0",
      xml(`<d:propfind ${NAMESPACES}><d:prop><c:calendar-home-set/></d:prop></d:propfind>`),
      "notCalDav",
    );
    const home = textOf(childOf(prop(responses[0], CALDAV, "calendar-home-set"), DAV, "href"));
    if (!home || !responses[0]) throw new CaldavFailure("notCalDav", false);
    return new URL(home, responses[0].url).href;
  }

  /** The calendars of a calendar home that hold events. */
  async calendars(homeUrl: string): Promise<CalendarInfo[]> {
    const { responses } = await this.multistatus(
      "PROPFIND",
      homeUrl,
      "1",
      xml(
        `<d:propfind ${NAMESPACES}><d:prop><d:resourcetype/><d:displayname/><c:supported-calendar-component-set/><cs:getctag/><d:sync-token/></d:prop></d:propfind>`,
      ),
      "notCalDav",
    );
    return responses.flatMap((response) => {
      if (!childOf(prop(response, DAV, "resourcetype"), CALDAV, "calendar")) return [];
      const components = childrenOf(prop(response, CALDAV, "supported-calendar-component-set"), CALDAV, "comp");
      // No set named means every component (RFC 4791 5.2.3).
      if (components.length > 0 && !components.some((comp) => hasName(comp, "VEVENT"))) return [];
      const path = pathOf(response.url);
      return [
        {
          url: response.url,
          displayName: textOf(prop(response, DAV, "displayname")).slice(0, 200) || lastSegment(path),
          ctag: textOf(prop(response, CALSERVER, "getctag")) || null,
          syncToken: textOf(prop(response, DAV, "sync-token")) || null,
        },
      ];
    });
  }

  /** The calendar's change markers now. */
  async state(calendarUrl: string): Promise<{ ctag: string | null; syncToken: string | null }> {
    const { responses } = await this.multistatus(
      "PROPFIND",
      calendarUrl,
      "0",
      xml(`<d:propfind ${NAMESPACES}><d:prop><cs:getctag/><d:sync-token/></d:prop></d:propfind>`),
    );
    return {
      ctag: textOf(prop(responses[0], CALSERVER, "getctag")) || null,
      syncToken: textOf(prop(responses[0], DAV, "sync-token")) || null,
    };
  }

  /**
   * What changed since `token` (RFC 6578): resources changed (with their ETag) and removed, and
   * the new token; null when the server no longer knows the token (read everything again).
   */
  async changesSince(
    calendarUrl: string,
    token: string,
  ): Promise<{ changed: { url: string; etag: string | null }[]; removed: string[]; token: string } | null> {
    let result: Awaited<ReturnType<CaldavClient["multistatus"]>>;
    try {
      result = await this.multistatus(
        "REPORT",
        calendarUrl,
        "0",
        xml(
          `<d:sync-collection ${NAMESPACES}><d:sync-token>${escapeXml(token)}</d:sync-token><d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>`,
        ),
      );
    } catch (error) {
      // An expired or unknown token: 403 or 409 with DAV:valid-sync-token (and 400 on some servers).
      if (error instanceof CaldavFailure && error.code === "httpStatus" && !error.transient) return null;
      throw error;
    }
    const calendarPath = pathOf(calendarUrl);
    const changed: { url: string; etag: string | null }[] = [];
    const removed: string[] = [];
    for (const response of result.responses) {
      if (pathOf(response.url) === calendarPath) continue;
      if (response.status === 404 || response.status === 410) removed.push(response.url);
      else changed.push({ url: response.url, etag: textOf(prop(response, DAV, "getetag")) || null });
    }
    const next = textOf(childOf(result.root, DAV, "sync-token"));
    return next ? { changed, removed, token: next } : null;
  }

  /** The event resources overlapping the window, with (`data`) or without their text. */
  async query(calendarUrl: string, from: Date, to: Date, data: true): Promise<EventResource[]>;
  async query(calendarUrl: string, from: Date, to: Date, data: false): Promise<{ url: string; etag: string | null }[]>;
  async query(calendarUrl: string, from: Date, to: Date, data: boolean) {
    const { responses } = await this.multistatus(
      "REPORT",
      calendarUrl,
      "1",
      xml(
        `<c:calendar-query ${NAMESPACES}><d:prop><d:getetag/>${data ? "<c:calendar-data/>" : ""}</d:prop>${eventFilter(from, to)}</c:calendar-query>`,
      ),
    );
    return resources(responses, calendarUrl, data);
  }

  /** The text of these event resources, in batches; one that is gone is left out. */
  async multiget(calendarUrl: string, urls: string[]): Promise<EventResource[]> {
    const found: EventResource[] = [];
    for (let index = 0; index < urls.length; index += MULTIGET_BATCH) {
      const hrefs = urls
        .slice(index, index + MULTIGET_BATCH)
        .map((url) => `<d:href>${escapeXml(pathOf(url))}</d:href>`)
        .join("");
      const { responses } = await this.multistatus(
        "REPORT",
        calendarUrl,
        "1",
        xml(
          `<c:calendar-multiget ${NAMESPACES}><d:prop><d:getetag/><c:calendar-data/></d:prop>${hrefs}</c:calendar-multiget>`,
        ),
      );
      found.push(...resources(responses, calendarUrl, true));
    }
    return found;
  }

  /** Writes an event resource; its new ETag when the server gives one. */
  async put(
    url: string,
    ics: string,
    condition: { ifNoneMatch: true } | { ifMatch: string } | null,
  ): Promise<{ status: number; etag: string | null }> {
    const answer = await this.send("PUT", url, {
      body: ics,
      maxRedirects: 0,
      headers: {
        "content-type": "text/calendar; charset=utf-8",
        ...(condition && "ifNoneMatch" in condition ? { "if-none-match": "*" } : {}),
        ...(condition && "ifMatch" in condition ? { "if-match": condition.ifMatch } : {}),
      },
    });
    const etag = answer.headers.find(([name]) => name === "etag")?.[1] ?? null;
    return { status: answer.status, etag };
  }

  /** Removes an event resource: its status (404: it was gone already). */
  async remove(url: string): Promise<number> {
    return (await this.send("DELETE", url, { maxRedirects: 0 })).status;
  }
}
