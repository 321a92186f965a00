import { applyDecorators, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import { ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { SkipThrottle, Throttle, ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request } from 'express';
import { ErrorBody } from '../../../common/filters/error-body';
import { TooManyRequestsException, waitText } from '../../../common/filters/too-many-requests';

export const THROTTLE_IP = 'auth-ip';
export const THROTTLE_EMAIL = 'auth-email';

/** PayPal's webhook, per sending IP: far above what PayPal sends a site this size, low enough to stop a flood of verifications. */
export const WEBHOOK_RATE_LIMIT = { limit: 120, ttlSeconds: 60 };
/** Crash reports from browsers, per IP: a page that crashes in a loop cannot flood the log. */
export const CLIENT_ERROR_RATE_LIMIT = { limit: 20, ttlSeconds: 60 };

/**
 * The account a two-factor challenge names, read without checking its signature (only to count: a forged
 * one is refused by the route itself, after being counted against the account it names).
 */
function challengeSubject(token: unknown): string | undefined {
  if (typeof token !== 'string') return undefined;
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { sub?: unknown };
    return typeof payload.sub === 'string' && payload.sub.length <= 64 ? payload.sub : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Who a request is about, for the per-account limit: the e-mail address in the
 * body (sign-in, registration, reset), else the account a two-factor challenge
 * names (the code step of a sign-in), else the signed-in user (current-password
 * and code checks), else the client IP.
 */
export function emailTracker(req: Record<string, unknown>): string {
  const body = req.body as { email?: unknown; challenge_token?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  if (email) return `email:${email}`;
  const challenged = challengeSubject(body?.challenge_token);
  if (challenged) return `user:${challenged}`;
  const user = req.user as { id?: unknown } | undefined;
  if (typeof user?.id === 'string') return `user:${user.id}`;
  // Without an address or an account this limit has nothing else to count: fall back to the client IP.
  return `ip:${String(req.ip)}`;
}

/**
 * Rate limits for sign-in, registration, password reset and other guessable
 * routes: per client IP and per e-mail address or account (ThrottlerModule config
 * in auth.module.ts). Over the limit: 429 whose detail says when to try again,
 * and a Retry-After header.
 */
@Injectable()
export class AuthThrottleGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    // The exception filter writes Retry-After from it.
    throw new TooManyRequestsException(`Too many attempts. Please try again in ${waitText(seconds)}.`, seconds);
  }
}

/** Counts only requests that carry a current password to check (a photo-only account update is not one). */
@Injectable()
export class CurrentPasswordThrottleGuard extends AuthThrottleGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    const inBody = typeof req.body === 'object' && req.body !== null && 'current_password' in req.body;
    return !inBody && req.query?.current_password === undefined;
  }
}

/** Routes that check the signed-in user's current password: limited per IP and per account. */
export const ThrottleCurrentPassword = () =>
  applyDecorators(
    UseGuards(CurrentPasswordThrottleGuard),
    ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many password attempts; `detail` says when to retry' }),
  );

/** A public route limited per client IP only, at its own rate. */
export const ThrottlePerIp = (rate: { limit: number; ttlSeconds: number }) =>
  applyDecorators(
    UseGuards(AuthThrottleGuard),
    SkipThrottle({ [THROTTLE_EMAIL]: true }),
    Throttle({ [THROTTLE_IP]: { limit: rate.limit, ttl: rate.ttlSeconds * 1000 } }),
    ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Too many requests from this address' }),
  );

/** POST /api/paypal/webhook. */
export const ThrottleWebhook = () => ThrottlePerIp(WEBHOOK_RATE_LIMIT);
