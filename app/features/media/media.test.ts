import { describe, expect, it } from "vitest";
import {
  captionLines,
  isLocalCaptionsFile,
  isLocalMediaFile,
  isPublishedAt,
  isWebVtt,
  mediaSearch,
  mediaState,
  parseMediaQuery,
  readingMinutes,
  slugFromTitle,
  wallClockInstant,
  wallClockValue,
} from "./media";
import { isMediaFilePath } from "./media-files.server";

describe("media list query", () => {
  it("keeps known filters and drops the rest", () => {
    const query = parseMediaQuery(new URLSearchParams("type=video&topic=sleep&q=%20rust%20&page=2"));
    expect(query).toEqual({ type: "video", topic: "sleep", q: "rust", page: 2 });
    expect(parseMediaQuery(new URLSearchParams("type=game&topic=luck&page=-1"))).toEqual({
      type: null,
      topic: null,
      q: "",
      page: 1,
    });
    expect(parseMediaQuery(new URLSearchParams(`q=${"x".repeat(500)}`)).q).toHaveLength(100);
  });

  it("writes one canonical address per list", () => {
    expect(mediaSearch({ type: null, topic: null, q: "", page: 1 })).toBe("");
    expect(mediaSearch({ type: "podcast", topic: "stress", q: "adem", page: 1 }, 3)).toBe(
      "?q=adem&type=podcast&topic=stress&page=3",
    );
  });
});

describe("reading time", () => {
  it("counts words at 200 a minute, at least one minute", () => {
    expect(readingMinutes("## Kort\n\nEen paar woorden.")).toBe(1);
    expect(readingMinutes(Array.from({ length: 1000 }, () => "woord").join(" "))).toBe(5);
  });
});

describe("media states", () => {
  const now = new Date("2027-03-10T09:00:00Z");
  const later = new Date("2027-03-10T09:00:01Z");
  it("names where an item stands at a moment, and members see only what is published by then", () => {
    expect(mediaState({ publishedAt: null, withdrawnAt: null }, now)).toBe("draft");
    expect(mediaState({ publishedAt: later, withdrawnAt: null }, now)).toBe("scheduled");
    expect(mediaState({ publishedAt: later, withdrawnAt: null }, later)).toBe("published");
    expect(mediaState({ publishedAt: null, withdrawnAt: now }, later)).toBe("withdrawn");
    expect(isPublishedAt({ publishedAt: later }, now)).toBe(false);
    expect(isPublishedAt({ publishedAt: later }, later)).toBe(true);
    expect(isPublishedAt({ publishedAt: null }, later)).toBe(false);
  });
});

describe("slugs, files and captions", () => {
  it("makes a slug from a title without accents or punctuation", () => {
    expect(slugFromTitle("  Één minuut: rust & ruimte! ")).toBe("een-minuut-rust-ruimte");
    expect(slugFromTitle("!!!")).toBe("");
    expect(slugFromTitle(`${"a".repeat(79)} b`)).toBe("a".repeat(79));
  });

  it("accepts only the site's own video and audio files as local", () => {
    expect(isLocalMediaFile("/media/breathing-break.webm")).toBe(true);
    expect(isLocalMediaFile("/media/talks/sleep.mp3")).toBe(true);
    for (const bad of ["/media/../etc/passwd.webm", "/images/a.webm", "/media/a.html", "//evil.example/media/a.webm"]) {
      expect(isLocalMediaFile(bad), bad).toBe(false);
    }
  });

  it("plays captions files only from /media/, where the item's rule guards them", () => {
    expect(isLocalCaptionsFile("/media/breathing-break.en.vtt")).toBe(true);
    expect(isLocalCaptionsFile("/media/talks/sleep.nl.vtt")).toBe(true);
    for (const bad of [
      "/images/a.vtt",
      "/media/../a.vtt",
      "/media/a.webm",
      "/media/.a.vtt",
      "//evil.example/media/a.vtt",
    ]) {
      expect(isLocalCaptionsFile(bad), bad).toBe(false);
    }
  });

  it("names a media file by a path of plain segments under /media/", () => {
    expect(isMediaFilePath("/media/fit-on-the-road.webm")).toBe(true);
    expect(isMediaFilePath("/media/talks/sleep.nl.vtt")).toBe(true);
    for (const bad of [
      "/media/",
      "/media/a",
      "/media/../a.webm",
      "/media/%2e%2e/a.webm",
      "/media//a.webm",
      "/media/A.webm",
      "/media/.a.webm",
      "/images/a.webm",
    ]) {
      expect(isMediaFilePath(bad), bad).toBe(false);
    }
  });

  it("recognises WebVTT by its signature and refuses control characters", () => {
    expect(isWebVtt("WEBVTT\n\n00:00.000 --> 00:01.000\nHoi\n")).toBe(true);
    expect(isWebVtt("\uFEFFWEBVTT - Dutch\r\n")).toBe(true);
    expect(isWebVtt("WEBVTT")).toBe(true);
    expect(isWebVtt("WEBVTTX\n")).toBe(false);
    expect(isWebVtt("1\n00:00:00,000 --> 00:00:01,000\nSRT\n")).toBe(false);
    expect(isWebVtt("WEBVTT\n\u0000")).toBe(false);
  });

  it("reads the spoken lines of captions for a transcript", () => {
    const vtt =
      "WEBVTT\n\nNOTE a note\n\n1\n00:00.000 --> 00:02.000 line:90%\n<v Anna>Adem in.\n\n00:02.000 --> 00:04.000\nEn uit,\nrustig.\n";
    expect(captionLines(vtt)).toEqual(["Adem in.", "En uit, rustig."]);
  });
});

describe("publishing times on the administrator's clock", () => {
  it("reads a date-and-time field in a named zone, across the change to summer time", () => {
    expect(wallClockInstant("2027-03-27T09:30", "Europe/Amsterdam")?.toISOString()).toBe("2027-03-27T08:30:00.000Z");
    expect(wallClockInstant("2027-03-29T09:30", "Europe/Amsterdam")?.toISOString()).toBe("2027-03-29T07:30:00.000Z");
    expect(wallClockInstant("2027-03-29T09:30", "America/New_York")?.toISOString()).toBe("2027-03-29T13:30:00.000Z");
    // 02:30 does not exist in Amsterdam on 28 March 2027.
    expect(wallClockInstant("2027-03-28T02:30", "Europe/Amsterdam")).toBeNull();
    expect(wallClockInstant("2027-02-30T09:00", "Europe/Amsterdam")).toBeNull();
    expect(wallClockInstant("2027-02-01 09:00", "Europe/Amsterdam")).toBeNull();
  });

  it("writes an instant back as the field shows it", () => {
    expect(wallClockValue(new Date("2027-03-29T07:30:00Z"), "Europe/Amsterdam")).toBe("2027-03-29T09:30");
    expect(wallClockValue(new Date("2027-12-31T23:30:00Z"), "Europe/Amsterdam")).toBe("2028-01-01T00:30");
  });
});
