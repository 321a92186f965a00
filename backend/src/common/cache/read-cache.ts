import { LRUCache } from 'lru-cache';
import { SingleFlight } from './single-flight';

/**
 * Database reads kept in memory for a while: one read per cold key however many requests wait for it
 * (single-flight), and a read that started before clear() is handed to its callers but never kept, so a
 * late answer cannot hide a change. A ttl of 0 keeps nothing (each read still runs once for the callers
 * waiting at that moment).
 */
export class ReadCache<T extends NonNullable<unknown>> {
  private readonly kept?: LRUCache<string, T>;
  private readonly fills = new SingleFlight<T>();
  /** Moves on at every clear(): a read that started before it is not kept. */
  private generation = 0;

  constructor({ max, ttlMs }: { max: number; ttlMs: number }) {
    // lru-cache reads a ttl of 0 as "never expires": no cache at all instead.
    if (ttlMs > 0) this.kept = new LRUCache({ max, ttl: ttlMs });
  }

  get(key: string, read: () => Promise<T>): Promise<T> {
    const hit = this.kept?.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    return this.fills.run(key, async () => {
      const generation = this.generation;
      const value = await read();
      if (generation === this.generation) this.kept?.set(key, value);
      return value;
    });
  }

  clear(): void {
    this.generation += 1;
    this.fills.forget();
    this.kept?.clear();
  }
}
