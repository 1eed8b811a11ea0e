import { describe, expect, it } from "vitest";
import { figuresOf, ratingsInClosedBatches } from "./figures";

const rating = (memberId: string, value: number, recommend = true) => ({ memberId, rating: value, recommend });

describe("a coach's figures in closed batches", () => {
  it("shows nothing until the first batch has enough distinct members", () => {
    const rows = ["a", "b", "c", "d"].map((member) => rating(member, 4));
    expect(figuresOf(rows, 5)).toBeNull();
    // Many ratings by the same few members close nothing either.
    expect(figuresOf([...rows, ...rows, ...rows], 5)).toBeNull();
  });

  it("covers a batch once its fifth distinct member rated, and holds the next rating back", () => {
    const first = ["a", "b", "c", "d", "e"].map((member, index) => rating(member, index + 1, index % 2 === 0));
    const figures = figuresOf([...first, rating("f", 1, false)], 5);
    expect(figures).toEqual({
      count: 5,
      raters: 5,
      average: 3,
      distribution: [1, 1, 1, 1, 1],
      recommendShare: 3 / 5,
    });
  });

  it("never moves by one member's rating: each change covers at least the minimum of members", () => {
    const members = "abcdefghijklmnopqrstuvwxyz".split("");
    const rows = Array.from({ length: 60 }, (_, index) => rating(members[(index * 7) % 9] as string, (index % 5) + 1));
    let shown = 0;
    for (let seen = 1; seen <= rows.length; seen++) {
      const included = ratingsInClosedBatches(rows.slice(0, seen), 5);
      if (included.length === shown) continue;
      const added = rows.slice(shown, included.length);
      expect(new Set(added.map((row) => row.memberId)).size).toBeGreaterThanOrEqual(5);
      shown = included.length;
    }
    expect(shown).toBeGreaterThan(0);
  });
});
