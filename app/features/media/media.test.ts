import { describe, expect, it } from "vitest";
import { mediaSearch, parseMediaQuery, readingMinutes } from "./media";

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
