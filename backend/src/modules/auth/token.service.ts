import { hkdfSync } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config';
import { isUuid } from '../../common/ids';
import { TWO_FACTOR_CHALLENGE_MINUTES } from '../../shared/rules';
import { User } from '../users/entities/user.entity';
import { resolveJwtSecret } from './jwt-secret';
import type { SessionPayload } from './jwt.strategy';

const CHALLENGE_TYPE = 'two-factor-challenge';
export const CHALLENGE_EXPIRED = 'The sign-in took too long. Please enter your password again.';
export const CHALLENGE_INVALID = 'Please sign in with your password again.';

/**
 * Signs session tokens (HS256, JWT_EXPIRES_IN); the JwtStrategy checks them. Also the short-lived challenge of a
 * two-factor sign-in: signed with a key derived from the JWT secret (never the session key) and typed, so it can
 * never pass for a session.
 */
@Injectable()
export class TokenService {
  private readonly challengeSecret: string;

  constructor(
    private readonly jwt: JwtService,
    config: AppConfig,
  ) {
    this.challengeSecret = Buffer.from(hkdfSync('sha256', resolveJwtSecret(config), 'penpal', CHALLENGE_TYPE, 32)).toString('base64');
  }

  issue(user: User): Promise<string> {
    const payload: SessionPayload = { sub: user.id, ver: user.tokenVersion };
    return this.jwt.signAsync(payload);
  }

  issueChallenge(user: User): Promise<string> {
    return this.jwt.signAsync(
      { sub: user.id, ver: user.tokenVersion, typ: CHALLENGE_TYPE },
      { secret: this.challengeSecret, expiresIn: `${TWO_FACTOR_CHALLENGE_MINUTES}m` },
    );
  }

  /** The account and token version a challenge was issued for; a 401 when it is expired, forged or not a challenge. */
  async readChallenge(token: string): Promise<{ userId: string; version: number }> {
    let payload: { sub?: unknown; ver?: unknown; typ?: unknown };
    try {
      payload = await this.jwt.verifyAsync(token, { secret: this.challengeSecret, algorithms: ['HS256'] });
    } catch (error) {
      throw new UnauthorizedException(error instanceof Error && error.name === 'TokenExpiredError' ? CHALLENGE_EXPIRED : CHALLENGE_INVALID);
    }
    if (payload.typ !== CHALLENGE_TYPE || typeof payload.sub !== 'string' || !isUuid(payload.sub) || typeof payload.ver !== 'number') {
      throw new UnauthorizedException(CHALLENGE_INVALID);
    }
    return { userId: payload.sub, version: payload.ver };
  }
}
