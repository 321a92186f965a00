import { Injectable, UnauthorizedException } from '@nestjs/common';
import { SessionResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { PasswordService } from '../users/password.service';
import { UsersService } from '../users/users.service';
import { TokenService } from './token.service';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
  ) {}

  async session(user: User): Promise<SessionResponseDto> {
    return { access_token: await this.tokens.issue(user), user: UserResponseDto.from(user) };
  }

  async register(email: string, password: string): Promise<SessionResponseDto> {
    const user = await this.users.create(email, await this.passwords.hash(password));
    return this.session(user);
  }

  /** Unknown e-mail and wrong password answer alike, after the same argon2 work. */
  async login(email: string, password: string): Promise<SessionResponseDto> {
    const user = await this.users.findByEmail(email);
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    if (this.passwords.needsRehash(user.passwordHash)) {
      await this.users.rehashPassword(user.id, await this.passwords.hash(password));
    }
    await this.users.recordLogin(user);
    return this.session(user);
  }
}
