import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { MIN_PASSWORD_LENGTH } from '../../shared/rules';
import { isCommonPassword } from './common-passwords';

export const PASSWORD_MAX = 128;

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordService {
  /** A real hash of a random string, verified when no user matches, so both paths take the same time. */
  private readonly dummyHash = argon2.hash(`no-such-user-${Math.random()}`, HASH_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, HASH_OPTIONS);
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash ?? (await this.dummyHash), password);
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  }

  /** The policy's problem with a password, or undefined when it is acceptable. */
  static problem(password: string, label = 'Password'): string | undefined {
    if (password.length < MIN_PASSWORD_LENGTH) return `${label} must be at least ${MIN_PASSWORD_LENGTH} characters`;
    if (password.length > PASSWORD_MAX) return `${label} must be at most ${PASSWORD_MAX} characters`;
    if (isCommonPassword(password)) return `${label} is too common. Please choose a less common password.`;
    return undefined;
  }
}
