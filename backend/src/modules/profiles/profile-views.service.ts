import { Injectable, Logger, BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

const FLUSH_EVERY_MS = 5_000;
/**
 * Profiles whose views may wait in memory at most (about 100 bytes each). While the database refuses the
 * writes, views of profiles already waiting keep counting; views of others are dropped past this bound,
 * so a long outage cannot grow memory without limit.
 */
export const MAX_PENDING_PROFILES = 50_000;

/**
 * Counts profile views in memory and writes them in one statement every few seconds, so a page view costs
 * no database write on the request path. A write that fails keeps its views for the next one; shutdown
 * writes what is left. At most the last few seconds of views are lost if the process dies.
 */
@Injectable()
export class ProfileViewsService implements OnModuleInit, BeforeApplicationShutdown {
  private pending = new Map<string, number>();
  private dropped = 0;
  /** Flushes run one after another, so shutdown's waits for one in flight and also writes what it put back. */
  private flushing: Promise<void> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private readonly logger = new Logger('ProfileViews');

  constructor(private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  /** How many profiles have views waiting to be written. */
  get pendingProfiles(): number {
    return this.pending.size;
  }

  record(profileId: string): void {
    this.add(profileId, 1);
  }

  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private add(profileId: string, views: number): void {
    const waiting = this.pending.get(profileId);
    if (waiting === undefined && this.pending.size >= MAX_PENDING_PROFILES) {
      this.dropped += views;
      return;
    }
    this.pending.set(profileId, (waiting ?? 0) + views);
  }

  private async write(): Promise<void> {
    if (this.dropped) {
      this.logger.warn({ views: this.dropped, max_pending_profiles: MAX_PENDING_PROFILES }, 'Profile views dropped while the database refused them');
      this.dropped = 0;
    }
    if (!this.pending.size || !this.dataSource.isInitialized) return;
    const batch = this.pending;
    this.pending = new Map();
    try {
      await this.dataSource.query(
        `UPDATE profiles p SET view_count = p.view_count + v.n
           FROM unnest($1::uuid[], $2::int[]) AS v(id, n) WHERE p.id = v.id`,
        [[...batch.keys()], [...batch.values()]],
      );
    } catch (error) {
      // Put back (added to views recorded meanwhile): the next flush writes them.
      for (const [id, views] of batch) this.add(id, views);
      this.logger.warn({ err: error, profiles: batch.size }, 'Could not save profile views; they are kept for the next flush');
    }
  }
}
