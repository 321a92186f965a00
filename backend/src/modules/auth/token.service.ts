import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { User } from '../users/entities/user.entity';
import type { SessionPayload } from './jwt.strategy';

/** Signs session tokens (HS256, JWT_EXPIRES_IN); the JwtStrategy checks them. */
@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: User): Promise<string> {
    const payload: SessionPayload = { sub: user.id, ver: user.tokenVersion };
    return this.jwt.signAsync(payload);
  }
}
