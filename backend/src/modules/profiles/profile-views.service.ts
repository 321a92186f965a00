import { Injectable, Logger, BeforeApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';

const FLUSH_EVERY_MS = 5_000;

/**
 * Counts profile views in memory and writes them in one statement every few
 * seconds, so a page view costs no database write on the request path.
 */
@Injectable()
export class ProfileViewsService implements OnModuleInit, BeforeApplicationShutdown {
  private pending = new Map<string, number>();
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

  record(profileId: string): void {
    this.pending.set(profileId, (this.pending.get(profileId) ?? 0) + 1);
  }

  async flush(): Promise<void> {
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
      this.logger.warn({ err: error }, 'Could not save profile views');
    }
  }
}
