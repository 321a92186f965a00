import { Injectable, UnauthorizedException } from '@nestjs/common';
import { SessionResponseDto, UserResponseDto } from '../users/dto/user-response.dto';
import { User } from '../users/entities/user.entity';
import { PasswordService } from '../users/password.service';
import { UsersService } from '../users/users.service';
import type { LoginResponseDto } from './dto/two-factor.dto';
import { CHALLENGE_EXPIRED, TokenService } from './token.service';
import { SecondFactor, TwoFactorService } from './two-factor/two-factor.service';

export const INVALID_CREDENTIALS = 'Invalid email or password';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly tokens: TokenService,
    private readonly twoFactor: TwoFactorService,
  ) {}

  async session(user: User): Promise<SessionResponseDto> {
    return { access_token: await this.tokens.issue(user), user: UserResponseDto.from(user) };
  }

  /** `acceptsTerms`: the form's "I am 18 or older and I accept the Terms" (the API alone may leave it out). */
  async register(email: string, password: string, acceptsTerms = false): Promise<SessionResponseDto> {
    const user = await this.users.create(email, await this.passwords.hash(password), { acceptsTerms });
    return this.session(user);
  }

  /**
   * Unknown e-mail and wrong password answer alike, after the same argon2 work. With two-factor sign-in on,
   * the right password earns a 5-minute challenge, not a session.
   */
  async login(email: string, password: string): Promise<LoginResponseDto> {
    const user = await this.users.findByEmail(email);
    const valid = await this.passwords.verify(user?.passwordHash, password);
    if (!user || !valid) throw new UnauthorizedException(INVALID_CREDENTIALS);
    if (this.passwords.needsRehash(user.passwordHash)) {
      await this.users.rehashPassword(user.id, await this.passwords.hash(password));
    }
    if (user.twoFactorEnabled) {
      return { two_factor_required: true, challenge_token: await this.tokens.issueChallenge(user) };
    }
    await this.users.recordLogin(user);
    return this.session(user);
  }

  /** The code step: the challenge from the password step and a code or a recovery code. */
  async loginWithSecondFactor(challengeToken: string, factor: SecondFactor): Promise<SessionResponseDto> {
    const challenge = await this.tokens.readChallenge(challengeToken);
    const user = await this.users.findById(challenge.userId);
    // The password changed (or the account went) since the password step: start again.
    if (!user || user.tokenVersion !== challenge.version) throw new UnauthorizedException(CHALLENGE_EXPIRED);
    await this.twoFactor.verifySecondFactor(user, factor);
    await this.users.recordLogin(user);
    return this.session(user);
  }
}
