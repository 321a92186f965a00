import { Injectable, UnauthorizedException } from '@nestjs/common';
import { isUuid } from '../../common/ids';
import { JwtService, TokenExpiredError } from '@nestjs/jwt';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';

interface TokenPayload {
  sub: string;
  ver: number;
}

export const SESSION_EXPIRED = 'Session expired. Please login again.';

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  issue(user: User): Promise<string> {
    const payload: TokenPayload = { sub: user.id, ver: user.tokenVersion };
    return this.jwt.signAsync(payload);
  }

  /**
   * The user a bearer token belongs to, read fresh from the database (so admin
   * rights and revocation are current). HS256 only: any other algorithm,
   * a bad signature, an expired token or an outdated token version is a 401.
   */
  async authenticate(token: string): Promise<User> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: ['HS256'] });
    } catch (error) {
      throw new UnauthorizedException(error instanceof TokenExpiredError ? SESSION_EXPIRED : 'Invalid session. Please login again.');
    }
    if (!isUuid(payload.sub) || typeof payload.ver !== 'number') {
      throw new UnauthorizedException('Invalid session. Please login again.');
    }
    const user = await this.users.findById(payload.sub);
    if (!user || user.tokenVersion !== payload.ver) throw new UnauthorizedException(SESSION_EXPIRED);
    return user;
  }
}
