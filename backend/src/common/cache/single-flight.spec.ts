import { SingleFlight } from './single-flight';

describe('SingleFlight', () => {
  it('runs one fill for callers that ask for the same key at once, and a new one afterwards', async () => {
    const flight = new SingleFlight<number>();
    let fills = 0;
    let release!: (value: number) => void;
    const fill = () => {
      fills += 1;
      return new Promise<number>((resolve) => (release = resolve));
    };
    const first = flight.run('a', fill);
    const second = flight.run('a', fill);
    release(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
    expect(fills).toBe(1);
    void flight.run('a', fill);
    expect(fills).toBe(2);
  });

  it('keeps keys apart, passes a failure to every waiting caller, and lets the next caller try again', async () => {
    const flight = new SingleFlight<string>();
    const failing = flight.run('x', () => Promise.reject(new Error('down')));
    const waiting = flight.run('x', () => Promise.resolve('never'));
    await expect(failing).rejects.toThrow('down');
    await expect(waiting).rejects.toThrow('down');
    await expect(flight.run('x', () => Promise.resolve('up'))).resolves.toBe('up');
    await expect(flight.run('y', () => Promise.resolve('other'))).resolves.toBe('other');
  });

  it('starts a fresh fill after forget(), while the earlier callers still get theirs', async () => {
    const flight = new SingleFlight<number>();
    const old = flight.run('k', () => Promise.resolve(1));
    flight.forget();
    const fresh = flight.run('k', () => Promise.resolve(2));
    expect(await Promise.all([old, fresh])).toEqual([1, 2]);
  });
});
