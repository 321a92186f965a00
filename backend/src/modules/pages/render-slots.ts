/**
 * At most `limit` renders at a time, and a bounded line for the rest: a request past the cap waits for a slot
 * (at most `maxWaiting` of them, each at most `waitMs`) instead of going out as the app's empty page, which a
 * crawler would index as a page without content. Only a line that is full, or a wait that runs out, gives up.
 */
export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<(granted: boolean) => void> = [];

  constructor(private readonly limit: number, private readonly maxWaiting: number) {}

  /** Whether a slot is free now (acquire() would not wait). */
  get free(): boolean {
    return this.running < this.limit;
  }

  /** Resolves true with a slot taken (give it back with release()), or false when the line is full or the wait ran out. */
  acquire(waitMs: number): Promise<boolean> {
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve(true);
    }
    if (this.waiting.length >= this.maxWaiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(grant);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(false);
      }, waitMs);
      // The slot passes straight from release() to the first in line: `running` does not change.
      const grant = (granted: boolean) => {
        clearTimeout(timer);
        resolve(granted);
      };
      this.waiting.push(grant);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next(true);
    else this.running -= 1;
  }

  /** Requests waiting for a slot now. */
  get queued(): number {
    return this.waiting.length;
  }
}
