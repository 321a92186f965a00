/**
 * One fill per key at a time: a caller asking for a key that is being filled waits for that fill instead of
 * starting its own. A cold cache entry under load then costs one set of queries, not one per waiting request.
 */
export class SingleFlight<T> {
  private readonly pending = new Map<string, Promise<T>>();

  run(key: string, fill: () => Promise<T>): Promise<T> {
    const running = this.pending.get(key);
    if (running) return running;
    const promise = fill().finally(() => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    });
    this.pending.set(key, promise);
    return promise;
  }

  /** Forget the fills under way (their callers still get them); the next caller starts afresh. */
  forget(): void {
    this.pending.clear();
  }
}
