import { RenderSlots } from './render-slots';

describe('RenderSlots', () => {
  it('lets `limit` renders run, then hands a freed slot to the first in line', async () => {
    const slots = new RenderSlots(1, 4);
    expect(await slots.acquire(1000)).toBe(true);
    const second = slots.acquire(1000);
    const third = slots.acquire(1000);
    expect(slots.queued).toBe(2);
    slots.release();
    expect(await second).toBe(true);
    slots.release();
    expect(await third).toBe(true);
    slots.release();
    // Every slot is back: the next one is granted at once.
    expect(await slots.acquire(0)).toBe(true);
  });

  it('gives up when the line is full or the wait runs out', async () => {
    const slots = new RenderSlots(1, 1);
    expect(await slots.acquire(1000)).toBe(true);
    const waiting = slots.acquire(20);
    expect(await slots.acquire(1000)).toBe(false);
    expect(await waiting).toBe(false);
    expect(slots.queued).toBe(0);
  });
});
