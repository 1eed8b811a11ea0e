import { describe, expect, it } from "vitest";
import { allowedStreamUrl, defaultStreamHosts, parseStreamHosts, webinarPhase } from "./stream";

describe("stream allow list", () => {
  const hosts = parseStreamHosts("www.youtube-nocookie.com, player.vimeo.com ,stream.example.org:8443, not a host, ");

  it("reads hosts from configuration and drops what is not a host", () => {
    expect(hosts).toEqual(["www.youtube-nocookie.com", "player.vimeo.com", "stream.example.org:8443"]);
    expect(parseStreamHosts(undefined)).toEqual(defaultStreamHosts);
  });

  it("accepts an https stream on an allowed host", () => {
    expect(allowedStreamUrl("https://www.youtube-nocookie.com/embed/abc123DEF45", hosts)).toBe(
      "https://www.youtube-nocookie.com/embed/abc123DEF45",
    );
    expect(allowedStreamUrl("https://stream.example.org:8443/live", hosts)).toBe(
      "https://stream.example.org:8443/live",
    );
  });

  it("refuses other hosts, look-alikes, subdomains, plain http, credentials and junk", () => {
    for (const url of [
      "https://evil.example.com/embed/x",
      "https://www.youtube-nocookie.com.evil.example/embed/x",
      "https://evil.player.vimeo.com/video/1",
      "http://player.vimeo.com/video/1",
      "https://user:pass@player.vimeo.com/video/1",
      "https://stream.example.org/live",
      "javascript:alert(1)",
      "not a url",
      "",
      null,
    ]) {
      expect(allowedStreamUrl(url, hosts)).toBeNull();
    }
  });
});

describe("webinar phase", () => {
  const start = new Date("2027-01-10T19:00:00Z");
  it("is upcoming before the start, live during, ended after", () => {
    expect(webinarPhase(start, 60, new Date("2027-01-10T18:59:59Z"))).toBe("upcoming");
    expect(webinarPhase(start, 60, start)).toBe("live");
    expect(webinarPhase(start, 60, new Date("2027-01-10T19:59:59Z"))).toBe("live");
    expect(webinarPhase(start, 60, new Date("2027-01-10T20:00:00Z"))).toBe("ended");
  });
});
