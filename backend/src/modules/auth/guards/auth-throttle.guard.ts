import { ExecutionContext, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Response } from 'express';

export const THROTTLE_IP = 'auth-ip';
export const THROTTLE_EMAIL = 'auth-email';

/** The e-mail address a request is about, for the per-address limit. */
export function emailTracker(req: Record<string, unknown>): string {
  const body = req.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  // Without an address this limit has nothing to count: fall back to the client IP.
  return email ? `email:${email}` : `ip:${String(req.ip)}`;
}

function waitText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.ceil(seconds))} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Rate limits for sign-in, registration and password reset: per client IP and
 * per e-mail address (ThrottlerModule config in auth.module.ts). Over the
 * limit: 429 whose detail says when to try again, and a Retry-After header.
 */
@Injectable()
export class AuthThrottleGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const seconds = Math.max(1, Math.ceil(detail.timeToBlockExpire));
    context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(seconds));
    throw new HttpException(`Too many attempts. Please try again in ${waitText(seconds)}.`, HttpStatus.TOO_MANY_REQUESTS);
  }
}
