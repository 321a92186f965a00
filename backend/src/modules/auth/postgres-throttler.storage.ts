import { createHash } from 'node:crypto';
import { Logger, OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { DataSource } from 'typeorm';
import { BUSY } from '../../common/filters/all-exceptions.filter';

/** Keys longer than this are stored as their SHA-256 (the guard's own keys are already 64 hex characters). */
const MAX_KEY_LENGTH = 200;

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;
/** How often each instance deletes rows that hold nothing any more, and how many at most per statement and per run. */
const SWEEP_EVERY_MS = 60_000;
const SWEEP_BATCH = 1_000;
const SWEEP_ROUNDS = 10;

/**
 * One hit's new state from the old one (`old`: hits, window_ends_at, blocked_until; empty for a new key),
 * as @nestjs/throttler's memory store computes it: hits whose time is over stop counting (a sliding window);
 * the window of X-RateLimit-Reset starts again when over; with a block duration, the hit that takes the
 * count past the limit blocks the key for that long, hits are not counted while it is blocked, and the
 * first hit after the block counts 1; without one, a hit is refused (not counted) while `limit` hits count,
 * until the oldest stops counting.
 */
function nextState(old: string): string {
  return `
    SELECT s.hits, s.window_ends_at, s.blocked_until,
           greatest(s.window_ends_at, s.blocked_until, s.hits[cardinality(s.hits)]) AS expires_at
    FROM (
      SELECT
        CASE
          WHEN NOT a.blocking THEN CASE WHEN cardinality(a.live) >= a.lim THEN a.live ELSE a.live || a.hit END
          WHEN a.blocked_until IS NULL THEN a.live || a.hit
          WHEN a.blocked_until > a.now THEN a.live
          ELSE ARRAY[a.hit]
        END AS hits,
        a.window_ends_at,
        CASE
          WHEN NOT a.blocking THEN CASE WHEN cardinality(a.live) >= a.lim THEN coalesce(a.live[1], a.window_ends_at) END
          WHEN a.blocked_until IS NULL THEN CASE WHEN cardinality(a.live) + 1 > a.lim THEN a.now + a.block END
          WHEN a.blocked_until > a.now THEN a.blocked_until
        END AS blocked_until
      FROM (
        SELECT p.now, p.lim, p.block, p.block > interval '0' AS blocking, p.now + p.ttl AS hit,
               ARRAY(SELECT h FROM unnest(o.hits) AS h WHERE h > p.now ORDER BY h) AS live,
               CASE WHEN o.window_ends_at > p.now THEN o.window_ends_at ELSE p.now + p.ttl END AS window_ends_at,
               o.blocked_until
        FROM p, (${old}) AS o
      ) AS a
    ) AS s`;
}

/**
 * One statement per hit, atomic under the row's lock: a new key is inserted with its first hit; an
 * existing one is updated from the row as it is when locked, so concurrent hits from any instance all count.
 * `now` is the database's clock, the same for every instance. In blocking mode the stored `blocked_until` is
 * the end of the block; in counting-only mode (no block duration) it marks a refused hit and says when the
 * oldest counted hit stops counting.
 */
const HIT_SQL = `
  WITH p AS (
    SELECT $1::text AS key, $2::float8 * interval '1 millisecond' AS ttl, $3::int AS lim,
           $4::float8 * interval '1 millisecond' AS block, statement_timestamp() AS now
  )
  INSERT INTO rate_limit_counters AS c (key, hits, window_ends_at, blocked_until, expires_at)
  SELECT p.key, n.* FROM p, (${nextState(`SELECT '{}'::timestamptz[] AS hits, NULL::timestamptz AS window_ends_at, NULL::timestamptz AS blocked_until`)}) AS n
  ON CONFLICT (key) DO UPDATE SET (hits, window_ends_at, blocked_until, expires_at) = (
    ${nextState('SELECT c.hits, c.window_ends_at, c.blocked_until')}
  )
  RETURNING
    cardinality(c.hits) + CASE WHEN $4::float8 <= 0 AND c.blocked_until IS NOT NULL THEN 1 ELSE 0 END AS total_hits,
    ceil(extract(epoch FROM c.window_ends_at - statement_timestamp()))::int AS time_to_expire,
    c.blocked_until IS NOT NULL AS is_blocked,
    CASE WHEN c.blocked_until IS NULL THEN 0
         ELSE ceil(extract(epoch FROM c.blocked_until - statement_timestamp()))::int END AS time_to_block_expire`;

/** Rows that hold nothing any more, a bounded batch at a time (a row a hit has just renewed is rechecked and kept). */
const SWEEP_SQL = `
  DELETE FROM rate_limit_counters
  WHERE key IN (SELECT key FROM rate_limit_counters WHERE expires_at <= statement_timestamp() LIMIT ${SWEEP_BATCH})
    AND expires_at <= statement_timestamp()`;

interface HitRow {
  total_hits: number;
  time_to_expire: number;
  is_blocked: boolean;
  time_to_block_expire: number;
}

/**
 * Rate-limit counters in PostgreSQL (RATE_LIMIT_STORE=postgres), shared by every instance on the database,
 * with the semantics of @nestjs/throttler's memory store (ThrottlerStorageService): see `nextState`. Keys are
 * per throttler name. Each hit is one statement on the app's pool (no connection of its own), bounded by the
 * pool's statement and lock timeouts. When the database cannot answer (down, or past a timeout) the limit
 * cannot be checked and the request is refused with the usual 503 "busy" answer, never let through unchecked
 * and never a 500. Every instance deletes empty rows once a minute.
 *
 * One deliberate difference: `timeToBlockExpire` is 0 when the key is not blocked (the memory store returns a
 * meaningless negative number there; the guard reads it only for a blocked key).
 */
export class PostgresThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private sweepTimer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    sweepEveryMs = SWEEP_EVERY_MS,
  ) {
    this.sweepTimer = setInterval(() => void this.sweep(), sweepEveryMs);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
    this.sweepTimer = undefined;
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    let row: HitRow;
    try {
      [row] = await this.dataSource.query<HitRow[]>(HIT_SQL, [storageKey(throttlerName, key), ttl, limit, blockDuration]);
    } catch (error) {
      this.logger.warn({ err: error, throttler: throttlerName }, 'Rate limit could not be checked: request refused with 503');
      throw new ServiceUnavailableException(BUSY);
    }
    return {
      totalHits: row.total_hits,
      timeToExpire: row.time_to_expire,
      isBlocked: row.is_blocked,
      timeToBlockExpire: row.time_to_block_expire,
    };
  }

  /** Deletes rows past their expiry; how many. Runs on every instance (two at once delete each row once). */
  async sweep(): Promise<number> {
    let deleted = 0;
    try {
      for (let round = 0; round < SWEEP_ROUNDS; round++) {
        const [, count] = await this.dataSource.query<[unknown, number]>(SWEEP_SQL);
        deleted += count;
        if (count < SWEEP_BATCH) break;
      }
    } catch (error) {
      if (this.sweepTimer) this.logger.warn({ err: error }, 'Could not delete expired rate-limit counters');
    }
    return deleted;
  }
}

/** The row's key: per throttler name, hashed when long. */
export function storageKey(throttlerName: string, key: string): string {
  const full = `${throttlerName}:${key}`;
  return full.length <= MAX_KEY_LENGTH ? full : `sha256:${createHash('sha256').update(full).digest('hex')}`;
}
