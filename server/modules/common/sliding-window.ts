/**
 * Counts events per key in a sliding window. Counters live in memory, which DESIGN.md section 7
 * allows for one instance; several instances would move them to a shared store behind the same calls.
 */
export class SlidingWindow {
  private readonly hits = new Map<string, number[]>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
  ) {}

  /** Milliseconds until `key` may be used again, or 0 when it may be used now. */
  waitFor(key: string, now: number): number {
    const recent = this.recent(key, now);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - now;
  }

  record(key: string, now: number): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
  }

  private recent(key: string, now: number): number[] {
    return (this.hits.get(key) ?? []).filter((at) => at > now - this.windowMs);
  }

  /** Drops keys with nothing left in the window, so memory stays bounded under a flood of keys. */
  private sweep(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((at) => at <= now - this.windowMs)) this.hits.delete(key);
    }
  }
}
