/**
 * A sliding-window counter per key, kept in memory. One process only: a deployment with several
 * instances moves this to Redis.
 */
export class SlidingWindowLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Hits of a key still inside the window. */
  count(key: string): number {
    const since = this.now() - this.windowMs;
    return (this.hits.get(key) ?? []).filter((at) => at > since).length;
  }

  /** Milliseconds until the key's oldest hit leaves the window (0 when under the limit). */
  retryAfterMs(key: string): number {
    const since = this.now() - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length < this.limit) return 0;
    return (recent[0] ?? this.now()) + this.windowMs - this.now();
  }

  /** Forgets a key, e.g. after a successful login. */
  reset(key: string): void {
    this.hits.delete(key);
  }

  /** Records a hit; returns false when the key is over its limit (the hit is then not counted). */
  take(key: string): boolean {
    const now = this.now();
    const since = now - this.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((at) => at > since);
    if (recent.length >= this.limit) {
      this.hits.set(key, recent);
      return false;
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.prune(since);
    return true;
  }

  private prune(since: number) {
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= since)) this.hits.delete(key);
    }
  }
}
