import { ReadCache } from './read-cache';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('ReadCache', () => {
  it('reads a cold key once for every caller waiting on it, then answers from memory', async () => {
    const cache = new ReadCache<number>({ max: 10, ttlMs: 60_000 });
    let reads = 0;
    const slow = deferred<number>();
    const read = () => {
      reads += 1;
      return slow.promise;
    };
    const waiting = [cache.get('k', read), cache.get('k', read), cache.get('k', read)];
    slow.resolve(5);
    expect(await Promise.all(waiting)).toEqual([5, 5, 5]);
    expect(await cache.get('k', read)).toBe(5);
    expect(reads).toBe(1);
  });

  it('hands a read that straddles clear() to its callers but does not keep it', async () => {
    const cache = new ReadCache<string>({ max: 10, ttlMs: 60_000 });
    const before = deferred<string>();
    const straddling = cache.get('k', () => before.promise);
    cache.clear();
    before.resolve('old');
    expect(await straddling).toBe('old');
    expect(await cache.get('k', () => Promise.resolve('new'))).toBe('new');
    expect(await cache.get('k', () => Promise.resolve('newer'))).toBe('new');
  });

  it('keeps nothing with a ttl of 0, and keeps no failure', async () => {
    const off = new ReadCache<number>({ max: 10, ttlMs: 0 });
    expect(await off.get('k', () => Promise.resolve(1))).toBe(1);
    expect(await off.get('k', () => Promise.resolve(2))).toBe(2);
    const on = new ReadCache<number>({ max: 10, ttlMs: 60_000 });
    await expect(on.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await on.get('k', () => Promise.resolve(3))).toBe(3);
  });
});
