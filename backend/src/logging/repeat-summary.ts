/** What the summariser tells its caller to do with one line. */
export type RepeatVerdict = 'write' | 'hold';

export interface RepeatCount {
  readonly key: string;
  readonly repeated: number;
}

/**
 * Lets the first line of a kind through in each window and counts the rest; at the window's end the
 * caller is handed one count per kind that repeated. A database outage makes every request warn the same
 * thing, and a log of thousands of identical lines a second hides everything else.
 */
export class RepeatSummariser {
  private readonly held = new Map<string, number>();
  private readonly seen = new Set<string>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly windowMs: number,
    private readonly flush: (counts: RepeatCount[]) => void,
  ) {}

  note(key: string): RepeatVerdict {
    this.startWindow();
    if (!this.seen.has(key)) {
      this.seen.add(key);
      return 'write';
    }
    this.held.set(key, (this.held.get(key) ?? 0) + 1);
    return 'hold';
  }

  /** Hands on the counts held so far and starts afresh (the window's end, or a shutdown). */
  drain(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const counts = [...this.held].map(([key, repeated]) => ({ key, repeated }));
    this.held.clear();
    this.seen.clear();
    if (counts.length > 0) this.flush(counts);
  }

  private startWindow(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => this.drain(), this.windowMs);
    this.timer.unref();
  }
}
