import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeOrmLogger } from 'typeorm';
import { safeError } from '../common/logging/safe-error';

/**
 * Sends TypeORM's messages (failed queries, slow queries, migrations, pool
 * errors) to the app's structured log instead of the console. Query text is
 * logged without parameters, which may hold personal data.
 */
export class StructuredTypeOrmLogger implements TypeOrmLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    /* ordinary queries are not logged */
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ query, err: safeError(error) }, 'Query failed');
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ query, duration_ms: time }, 'Slow query');
  }

  logSchemaBuild(message: string): void {
    this.logger.debug(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') this.logger.warn(String(message));
    else this.logger.log(String(message));
  }
}
