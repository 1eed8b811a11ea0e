import { describe, expect, it } from "vitest";
import { SlidingWindowLimiter } from "./sliding-window";

describe("sliding window limiter", () => {
  it("allows the limit per window per key and recovers as the window slides", () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 1000, () => now);
    expect(limiter.take("a")).toBe(true);
    now = 400;
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("a")).toBe(false);
    expect(limiter.take("b")).toBe(true);
    now = 1001;
    expect(limiter.take("a")).toBe(true);
    expect(limiter.take("a")).toBe(false);
    now = 1401;
    expect(limiter.take("a")).toBe(true);
  });
});

describe("sliding window limiter, lockout helpers", () => {
  it("counts, tells how long until the next try, and forgets on reset", () => {
    let now = 0;
    const limiter = new SlidingWindowLimiter(2, 1000, () => now);
    limiter.take("k");
    now = 100;
    limiter.take("k");
    expect(limiter.count("k")).toBe(2);
    expect(limiter.retryAfterMs("k")).toBe(900);
    limiter.reset("k");
    expect(limiter.count("k")).toBe(0);
    expect(limiter.retryAfterMs("k")).toBe(0);
  });
});
