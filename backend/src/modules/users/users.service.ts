import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { User } from './entities/user.entity';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const EMAIL_TAKEN = 'An account with this email already exists. Please log in instead.';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async getById(id: string): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  async create(email: string, passwordHash: string, isAdmin = false): Promise<User> {
    try {
      return await this.users.save(this.users.create({ email: normalizeEmail(email), passwordHash, isAdmin }));
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException(EMAIL_TAKEN);
      }
      throw error;
    }
  }

  /** Sets a new password hash and ends every session of the user. */
  async setPassword(user: User, passwordHash: string, manager?: EntityManager): Promise<User> {
    user.passwordHash = passwordHash;
    user.tokenVersion += 1;
    return (manager?.getRepository(User) ?? this.users).save(user);
  }

  save(user: User): Promise<User> {
    return this.users.save(user);
  }

  async recordLogin(user: User): Promise<void> {
    await this.users.update({ id: user.id }, { lastLoginAt: new Date() });
  }
}
