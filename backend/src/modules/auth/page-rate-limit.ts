import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DEFAULT_IPV6_SUBNET_PREFIX, InjectThrottlerStorage, normalizeIp, type ThrottlerStorage } from '@nestjs/throttler';
import { AppConfig } from '../../config/app-config';

/** The counters' name in the rate-limit store (beside the API's auth-ip and auth-email). */
export const THROTTLE_PAGES = 'pages';

/**
 * The site's pages, limited per client address like the API's routes and counted in the same store (memory, or
 * PostgreSQL with RATE_LIMIT_STORE=postgres: every instance shares the count): PAGE_RATE_LIMIT_PER_IP pages per
 * PAGE_RATE_LIMIT_WINDOW_SECONDS. The client is `req.ip` (TRUST_PROXY decides whose address that is), IPv6
 * addresses by their /64 as the API's limits count them. bootstrap.ts asks before each page, never for /assets.
 */
@Injectable()
export class PageRateLimit {
  constructor(
    @InjectThrottlerStorage() private readonly storage: ThrottlerStorage,
    private readonly config: AppConfig,
  ) {}

  /** Counts one page request from `ip`: null when it may be served, else the seconds until it may (Retry-After). */
  async hit(ip: string | undefined): Promise<number | null> {
    const { perIp, windowSeconds } = this.config.pageRateLimit;
    const ttl = windowSeconds * 1000;
    const tracker = normalizeIp(String(ip), DEFAULT_IPV6_SUBNET_PREFIX);
    const key = createHash('sha256').update(`${THROTTLE_PAGES}-${tracker}`).digest('hex');
    // Blocked for a window once over the limit, as the API's limits are (their block duration is their ttl too).
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(key, ttl, perIp, ttl, THROTTLE_PAGES);
    return isBlocked ? Math.max(1, Math.ceil(timeToBlockExpire)) : null;
  }
}
