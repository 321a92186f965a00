import fs from 'node:fs';
import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MetricsService } from '../metrics/metrics.service';
import { MediaStorage, UPLOAD_TEMP_PREFIX } from './media-storage';

/** Files younger than this are never swept: an upload may be between its file write and its row write. */
export const MEDIA_SWEEP_MIN_AGE_MS = 60 * 60 * 1000;

/**
 * Every column that holds a media key (table, column). A file none of them references is an orphan
 * (a crash between the file write and the row write, or a failed delete). Backups copy the files they reference.
 */
export const MEDIA_KEY_COLUMNS: ReadonlyArray<readonly [table: string, column: string]> = [
  ['profile_photos', 'card_key'],
  ['profile_photos', 'full_key'],
  ['profiles', 'video_key'],
  ['users', 'profile_photo_key'],
  ['blog_posts', 'image_key'],
];

const REFERENCED_SQL = MEDIA_KEY_COLUMNS.map(([table, column]) => `SELECT ${column} AS key FROM ${table} WHERE ${column} = ANY($1::text[])`).join(' UNION ');

export interface SweepReport {
  /** Unreferenced media files removed. */
  orphans: number;
  /** Interrupted writes (`*.tmp`) removed. */
  partials: number;
  /** Abandoned upload temp files removed from the OS temp dir. */
  uploads: number;
}

/**
 * Media writes are file first, row second, so a crash can only leave files no row references
 * (or a `.tmp` of a write in progress). The sweep, at start and in the hourly job, removes
 * those once they are older than an hour. A referenced file is never removed.
 */
@Injectable()
export class MediaSweeper {
  private readonly logger = new Logger('MediaSweep');

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly metrics: MetricsService,
    private readonly config: AppConfig,
  ) {}

  /** File ages are wall-clock (file times), whatever the app's clock says. */
  async sweep(minAgeMs = MEDIA_SWEEP_MIN_AGE_MS): Promise<SweepReport> {
    return this.metrics.trackJob('media_sweep', () => this.sweepOnce(minAgeMs));
  }

  private async sweepOnce(minAgeMs: number): Promise<SweepReport> {
    const olderThan = new Date(Date.now() - minAgeMs);
    const report: SweepReport = { orphans: 0, partials: 0, uploads: 0 };
    for await (const batch of this.storage.listOld(olderThan)) {
      for (const name of batch.stale) {
        await this.storage.deleteStale(name);
        report.partials += 1;
      }
      if (!batch.keys.length) continue;
      const rows: Array<{ key: string }> = await this.dataSource.query(REFERENCED_SQL, [batch.keys]);
      const referenced = new Set(rows.map((r) => r.key));
      const orphans = batch.keys.filter((k) => !referenced.has(k));
      await this.storage.deleteMany(orphans, this.logger);
      report.orphans += orphans.length;
    }
    report.uploads = await this.sweepUploadTemps(olderThan);
    if (report.orphans || report.partials || report.uploads) this.logger.log(report, 'Removed media files no row references');
    return report;
  }

  private async sweepUploadTemps(olderThan: Date): Promise<number> {
    const dir = this.config.uploadTempDir;
    let removed = 0;
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      if (!name.startsWith(UPLOAD_TEMP_PREFIX)) continue;
      const file = path.join(dir, name);
      const stat = await fs.promises.lstat(file).catch(() => undefined);
      if (!stat?.isFile() || stat.mtime >= olderThan) continue;
      await fs.promises.rm(file, { force: true }).then(() => (removed += 1), () => undefined);
    }
    return removed;
  }
}
