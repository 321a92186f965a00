import { createSecretKey } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Passport } from 'passport';
import { Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { isUuid } from '../../common/ids';
import type { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { resolveJwtSecret } from './jwt-secret';

type Authenticator = InstanceType<typeof Passport>;

export const JWT_STRATEGY = 'jwt';
export const SESSION_EXPIRED = 'Session expired. Please login again.';
export const INVALID_SESSION = 'Invalid session. Please login again.';
export const LOGIN_REQUIRED = 'Please log in to continue';

const instances = new WeakMap<object, Authenticator>();

/** What a session token carries: the user and their token version. A token with any `typ` (a two-factor challenge) is not a session. */
export interface SessionPayload {
  sub: string;
  ver: number;
  typ?: unknown;
}

/** The token of an `Authorization: Bearer …` header (scheme in any case), or undefined. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : null;
}

/**
 * passport-jwt checks the signature (HS256 only, the app's one secret) and expiry; `validate` then reads the
 * user fresh from the database (admin rights and revocation are current) and compares the token version.
 * Each app has its own Passport instance (not passport's process-wide one), so two apps in one process
 * (the several-instances tests) never answer with each other's strategy.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, JWT_STRATEGY) {
  constructor(
    config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: bearerToken,
      // A secret KeyObject: given a string, jsonwebtoken first tries (and fails) to read it as a public key on
      // every request, which cost more CPU than the rest of the check.
      secretOrKey: createSecretKey(Buffer.from(resolveJwtSecret(config))) as unknown as string,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  /** Called by PassportStrategy's constructor to register this strategy; also what the AuthGuard authenticates with. */
  getPassportInstance(): Authenticator {
    const existing = instances.get(this);
    if (existing) return existing;
    const created = new Passport();
    instances.set(this, created);
    return created;
  }

  async validate(payload: SessionPayload): Promise<User> {
    if (!isUuid(payload.sub) || typeof payload.ver !== 'number' || payload.typ !== undefined) {
      throw new UnauthorizedException(INVALID_SESSION);
    }
    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.ver) throw new UnauthorizedException(SESSION_EXPIRED);
    return user;
  }
}
