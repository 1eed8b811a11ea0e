import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { allowedStreamUrl, defaultStreamHosts } from "~/features/webinars/stream";
import { createTestDatabase } from "../../tests/support/test-db";
import { demoInstant, upsertEvents, upsertWebinars } from "./content.server";
import { upsertMedia, upsertPartnerPages } from "./content-media.server";
import { demoEvents, demoWebinars } from "./events-data";
import { demoMedia } from "./media-data";
import { demoPartnerPages } from "./partner-pages-data";
import { demoPartners, upsertPartners } from "./partners";

const publicFile = (url: string) => existsSync(join(process.cwd(), "public", url));
// Media files are served by their items' rule, from outside the public folder (decision 027).
const mediaFile = (url: string) => existsSync(join(process.cwd(), "private", url));
const sessions = demoEvents.flatMap((event) => event.sessions.map((session) => ({ event, session })));

describe("demo content", () => {
  it("has every program page of the route list, each session page pointing at a deloitte session", () => {
    const paths = demoPartnerPages.filter((page) => page.partner === "deloitte").map((page) => page.path);
    for (const path of [
      "coaching",
      "fit-forward-tour",
      "fit-program",
      "media",
      "program",
      "sport-events",
      "vitality-sessions",
    ]) {
      expect(paths).toContain(path);
    }
    for (const slug of [
      "bruggenloop-rotterdam",
      "dam-to-dam",
      "eindhoven",
      "groningen",
      "live-in-theater",
      "weissensee",
    ]) {
      expect(paths).toContain(`sport-events/sessions/${slug}`);
    }
    for (const slug of [
      "behavior",
      "context",
      "find-your-focus",
      "focus",
      "restraints",
      "start",
      "talents",
      "teams",
      "values",
    ]) {
      expect(paths).toContain(`vitality-sessions/sessions/${slug}`);
    }
    expect(paths.some((path) => path.startsWith("fit-forward-tour/"))).toBe(true);
    for (const page of demoPartnerPages.filter((page) => page.session)) {
      const found = sessions.find(({ session }) => session.slug === page.session);
      expect(found, page.path).toBeDefined();
      expect(found?.event.partner).toBe(page.partner);
    }
  });

  it("uses unique slugs, files that exist, streams the allow list accepts and recordings that exist", () => {
    const unique = (values: string[]) => new Set(values).size === values.length;
    expect(unique(demoEvents.map((event) => event.slug))).toBe(true);
    expect(unique(sessions.map(({ session }) => session.slug))).toBe(true);
    expect(unique(demoMedia.map((item) => item.slug))).toBe(true);
    expect(unique(demoWebinars.map((webinar) => webinar.slug))).toBe(true);
    for (const event of demoEvents) expect(publicFile(event.image), event.image).toBe(true);
    for (const item of demoMedia) {
      for (const url of [item.mediaUrl, item.captions?.nl, item.captions?.en]) {
        if (url) expect(mediaFile(url), url).toBe(true);
      }
    }
    for (const webinar of demoWebinars) {
      if (webinar.streamUrl) expect(allowedStreamUrl(webinar.streamUrl, defaultStreamHosts)).not.toBeNull();
      if (webinar.recordingSlug) expect(demoMedia.map((item) => item.slug)).toContain(webinar.recordingSlug);
    }
  });

  it("loads into the database, and a second run adds nothing", async () => {
    const test = await createTestDatabase();
    try {
      const now = new Date("2026-11-22T10:00:00Z");
      await upsertPartners(test.db, demoPartners);
      const load = async () =>
        (await upsertEvents(test.db, demoEvents, now)) +
        (await upsertWebinars(test.db, demoWebinars, now)) +
        (await upsertMedia(test.db, demoMedia, now)) +
        (await upsertPartnerPages(test.db, demoPartnerPages));
      expect(await load()).toBeGreaterThan(demoPartnerPages.length + demoMedia.length);
      expect(await load()).toBe(0);
    } finally {
      await test.close();
    }
  });

  it("places demo times on the Amsterdam wall clock, across the change to summer time", () => {
    const now = new Date("2027-03-26T10:00:00Z");
    expect(demoInstant(now, 0, "09:30").toISOString()).toBe("2027-03-26T08:30:00.000Z");
    expect(demoInstant(now, 3, "09:30").toISOString()).toBe("2027-03-29T07:30:00.000Z");
    // 02:30 does not exist on 28 March 2027; it moves an hour on.
    expect(demoInstant(now, 2, "02:30").toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });
});
