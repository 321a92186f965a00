import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { type ThrottlerStorage, ThrottlerStorageService } from '@nestjs/throttler';
import { answer, call } from '../../common/cluster/cluster-calls';
import { BUSY } from '../../common/filters/all-exceptions.filter';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;
type Hit = { key: string; ttl: number; limit: number; blockDuration: number; throttlerName: string };

const HIT = 'rate-limits:hit';
/** A hit the primary has not counted within this long is refused as busy (the primary answers in microseconds). */
const HIT_TIMEOUT_MS = 2_000;

/** In the primary of several workers: one memory store (@nestjs/throttler's own) that counts every worker's hits. */
export function serveClusterRateLimits(): void {
  const store = new ThrottlerStorageService();
  answer<Hit, ThrottlerStorageRecord>(HIT, (hit) => store.increment(hit.key, hit.ttl, hit.limit, hit.blockDuration, hit.throttlerName));
}

/**
 * Rate-limit counters in the memory of the instance when it runs as several worker processes (WEB_WORKERS and
 * RATE_LIMIT_STORE=memory): each hit is counted by the primary (serveClusterRateLimits), so the workers share one
 * count, exactly as one process counts alone, with no database statement per hit. A hit the primary cannot count
 * in time is refused with the usual 503 "busy" answer, never let through unchecked.
 */
export class ClusterThrottlerStorage implements ThrottlerStorage {
  private readonly logger = new Logger('RateLimits');

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    try {
      return await call<ThrottlerStorageRecord>('primary', HIT, { key, ttl, limit, blockDuration, throttlerName } satisfies Hit, HIT_TIMEOUT_MS);
    } catch (error) {
      this.logger.warn({ err: error, throttler: throttlerName }, 'Rate limit could not be checked: request refused with 503');
      throw new ServiceUnavailableException(BUSY);
    }
  }
}
