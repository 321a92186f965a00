import { BeforeApplicationShutdown, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

const FLUSH_EVERY_MS = 5_000;
/**
 * Records whose views may wait in memory at most (about 100 bytes each), per counter. While the database
 * refuses the writes, views of records already waiting keep counting; views of others are dropped past this
 * bound, so a long outage cannot grow memory without limit.
 */
export const MAX_PENDING_VIEWS = 50_000;

/** The tables whose rows count their views in a `view_count` column. */
export type ViewCountedTable = 'profiles' | 'forum_threads';

/**
 * Counts page views in memory and writes them in one statement every few seconds, so a page view costs no
 * database write on the request path. A write that fails keeps its views for the next one; shutdown writes
 * what is left. At most the last few seconds of views are lost if the process dies. `pending(id)` is what
 * this instance counted and the database does not hold yet, so a count shown is the stored one plus it.
 */
export abstract class ViewCounts implements OnModuleInit, BeforeApplicationShutdown {
  private waiting = new Map<string, number>();
  /** The batch being written: still pending until its statement has committed. */
  private writing = new Map<string, number>();
  private dropped = 0;
  /** Flushes run one after another, so shutdown's waits for one in flight and also writes what it put back. */
  private flushing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private readonly flushed: Array<() => void> = [];
  private readonly logger: Logger;

  protected constructor(
    private readonly dataSource: DataSource,
    private readonly table: ViewCountedTable,
  ) {
    this.logger = new Logger(`ViewCounts:${table}`);
  }

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** How many records have views waiting to be written. */
  get pendingRecords(): number {
    return this.waiting.size;
  }

  record(id: string): void {
    this.add(id, 1);
  }

  /** Views of `id` counted here that the database does not hold yet. */
  pending(id: string): number {
    return (this.waiting.get(id) ?? 0) + (this.writing.get(id) ?? 0);
  }

  /** Runs `listener` after each batch is stored (counts read before it are now short of it). */
  onFlushed(listener: () => void): void {
    this.flushed.push(listener);
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private add(id: string, views: number): void {
    const waiting = this.waiting.get(id);
    if (waiting === undefined && this.waiting.size >= MAX_PENDING_VIEWS) {
      this.dropped += views;
      return;
    }
    this.waiting.set(id, (waiting ?? 0) + views);
  }

  private async write(): Promise<void> {
    if (this.dropped) {
      this.logger.warn({ views: this.dropped, max_pending: MAX_PENDING_VIEWS }, 'Views dropped while the database refused them');
      this.dropped = 0;
    }
    if (!this.waiting.size || !this.dataSource.isInitialized) return;
    const batch = this.waiting;
    this.writing = batch;
    this.waiting = new Map();
    try {
      await this.dataSource.query(
        `UPDATE ${this.table} x SET view_count = x.view_count + v.n
           FROM unnest($1::uuid[], $2::int[]) AS v(id, n) WHERE x.id = v.id`,
        [[...batch.keys()], [...batch.values()]],
      );
      this.writing = new Map();
      for (const listener of this.flushed) listener();
    } catch (error) {
      // Put back (added to views recorded meanwhile): the next flush writes them.
      this.writing = new Map();
      for (const [id, views] of batch) this.add(id, views);
      this.logger.warn({ err: error, records: batch.size }, 'Could not save views; they are kept for the next flush');
    }
  }
}
