import { BadRequestException, ConflictException, Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCodeSvg } from 'qrcode';
import { DataSource, EntityManager, IsNull, Repository } from 'typeorm';
import { Clock } from '../../../common/clock';
import { AppConfig } from '../../../config/app-config';
import { TOTP_DIGITS, TOTP_STEP_SECONDS, TOTP_WINDOW_STEPS } from '../../../shared/rules';
import { AuditService } from '../../audit/audit.service';
import { TWO_FACTOR_AUDIT_ACTIONS } from '../../audit/entities/audit-log-entry.entity';
import { User } from '../../users/entities/user.entity';
import { PasswordService } from '../../users/password.service';
import { UsersService } from '../../users/users.service';
import { resolveJwtSecret } from '../jwt-secret';
import type { RecoveryCodesDto, TwoFactorSetupDto, TwoFactorStatusDto } from '../dto/two-factor.dto';
import { RecoveryCode } from './entities/recovery-code.entity';
import { UserTwoFactor } from './entities/user-two-factor.entity';
import { hashRecoveryCode, newRecoveryCodes, SecretBox } from './two-factor-secrets';

export const TWO_FACTOR_ISSUER = 'Pen Pal Directory';
export const INVALID_CODE = 'That code is not right. Check that your phone shows the right time and try again.';
export const USED_CODE = 'That code was already used. Please wait for the next one.';
export const INVALID_RECOVERY_CODE = 'That recovery code is not right or was already used.';
export const TWO_FACTOR_SETUP_REQUIRED = 'Turn on two-factor sign-in to use the admin area';

export interface SecondFactor {
  code?: string;
  recovery_code?: string;
}

/**
 * TOTP two-factor sign-in (RFC 6238 through otplib: 6 digits, 30-second steps, one step either side).
 * Secrets are encrypted at rest (`SecretBox`); a code's time step is stored when it is accepted, and a
 * code of that step or an earlier one is refused (no code works twice); recovery codes are stored as
 * SHA-256 and spent in one statement. Every change is in the audit log.
 */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger(TwoFactorService.name);
  private readonly box: SecretBox;

  constructor(
    private readonly config: AppConfig,
    private readonly dataSource: DataSource,
    @InjectRepository(UserTwoFactor) private readonly factors: Repository<UserTwoFactor>,
    @InjectRepository(RecoveryCode) private readonly recoveryCodes: Repository<RecoveryCode>,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {
    this.box = new SecretBox(config.twoFactorKey ?? resolveJwtSecret(config));
  }

  /** Admins must have it before using the site (ADMIN_TWO_FACTOR=required, the production default). */
  setupRequired(user: User): boolean {
    return this.config.adminTwoFactor === 'required' && user.isAdmin && !user.twoFactorEnabled;
  }

  async status(user: User): Promise<TwoFactorStatusDto> {
    const left = user.twoFactorEnabled ? await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() }) : 0;
    return { enabled: user.twoFactorEnabled, recovery_codes_left: left, required: this.setupRequired(user) };
  }

  /** A new secret, pending until `confirm`; replaces an earlier unconfirmed one. The secret is shown only now. */
  async setup(user: User): Promise<TwoFactorSetupDto> {
    if (user.twoFactorEnabled) throw new ConflictException('Two-factor sign-in is already on. Turn it off first to use another app.');
    const secret = generateSecret();
    await this.factors.upsert(
      { userId: user.id, secret: this.box.seal(secret), confirmedAt: null, lastUsedStep: null },
      { conflictPaths: ['userId'] },
    );
    const otpauthUrl = generateURI({ issuer: TWO_FACTOR_ISSUER, label: user.email, secret, digits: TOTP_DIGITS, period: TOTP_STEP_SECONDS });
    // SVG, not PNG: the same picture for an <img>, without compressing pixels on every set-up (~10 ms of CPU each).
    const svg = await qrCodeSvg(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, width: 240 });
    const qrCode = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
  }

  /**
   * The password and the first valid code turn it on; answers the recovery codes, shown once. The password
   * is checked first: a session alone (stolen, or a computer left signed in) cannot enrol another phone.
   */
  async confirm(user: User, password: string, code: string): Promise<RecoveryCodesDto> {
    if (user.twoFactorEnabled) throw new ConflictException('Two-factor sign-in is already on.');
    await this.checkPassword(user, password);
    const pending = await this.factors.findOneBy({ userId: user.id, confirmedAt: IsNull() });
    if (!pending) throw new BadRequestException('Start the set-up first: no authenticator app is waiting to be confirmed.');
    const step = await this.checkCode(pending, code);
    if (step === null) throw new BadRequestException(INVALID_CODE);
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (tx) => {
      await tx.update(UserTwoFactor, { userId: user.id }, { confirmedAt: this.clock.now(), lastUsedStep: String(step) });
      await this.users.setTwoFactorEnabled(user.id, true, tx);
      await this.replaceRecoveryCodes(user.id, codes, tx);
      await this.audit.record(user, { action: TWO_FACTOR_AUDIT_ACTIONS.enable, targetType: 'user', targetId: user.id, targetLabel: user.email }, tx);
    });
    this.logger.log({ user_id: user.id }, 'Two-factor sign-in turned on');
    return { recovery_codes: codes };
  }

  /** Turning it off: the password and a second factor. Deletes the secret and the recovery codes. */
  async disable(user: User, password: string, factor: SecondFactor): Promise<void> {
    await this.checkPasswordAndFactor(user, password, factor);
    await this.dataSource.transaction(async (tx) => {
      await tx.delete(UserTwoFactor, { userId: user.id });
      await tx.delete(RecoveryCode, { userId: user.id });
      await this.users.setTwoFactorEnabled(user.id, false, tx);
      await this.audit.record(user, { action: TWO_FACTOR_AUDIT_ACTIONS.disable, targetType: 'user', targetId: user.id, targetLabel: user.email }, tx);
    });
    this.logger.log({ user_id: user.id }, 'Two-factor sign-in turned off');
  }

  /** New recovery codes (the old ones stop working): the password and a second factor. */
  async regenerateRecoveryCodes(user: User, password: string, factor: SecondFactor): Promise<RecoveryCodesDto> {
    await this.checkPasswordAndFactor(user, password, factor);
    const codes = newRecoveryCodes();
    await this.dataSource.transaction(async (tx) => {
      await this.replaceRecoveryCodes(user.id, codes, tx);
      await this.audit.record(
        user,
        { action: TWO_FACTOR_AUDIT_ACTIONS.recoveryCodesRegenerate, targetType: 'user', targetId: user.id, targetLabel: user.email },
        tx,
      );
    });
    return { recovery_codes: codes };
  }

  /** The second step of a sign-in (or of a change above): throws a 401 with what was wrong. */
  async verifySecondFactor(user: User, factor: SecondFactor): Promise<void> {
    const confirmed = await this.factors.findOneBy({ userId: user.id });
    if (!user.twoFactorEnabled || !confirmed?.confirmedAt) throw new UnauthorizedException('Two-factor sign-in is not on for this account.');
    if (factor.code !== undefined) return this.spendCode(confirmed, factor.code);
    if (factor.recovery_code !== undefined) return this.spendRecoveryCode(user, factor.recovery_code);
    throw new UnauthorizedException(INVALID_CODE);
  }

  private async checkPasswordAndFactor(user: User, password: string, factor: SecondFactor): Promise<void> {
    if (!user.twoFactorEnabled) throw new ConflictException('Two-factor sign-in is not on.');
    await this.checkPassword(user, password);
    try {
      await this.verifySecondFactor(user, factor);
    } catch (error) {
      // The session is fine: a wrong code here is a 400 (a 401 would end the session in the browser).
      if (error instanceof UnauthorizedException) throw new BadRequestException(error.message);
      throw error;
    }
  }

  /** The signed-in user's own password, for changes to how they sign in: a 400 (not a 401, which ends the session). */
  private async checkPassword(user: User, password: string): Promise<void> {
    if (!(await this.passwords.verify(user.passwordHash, password))) throw new BadRequestException('Password is incorrect');
  }

  /** The time step a code matches (now, or one step either side), or null. */
  private async checkCode(row: UserTwoFactor, code: string): Promise<number | null> {
    const result = await verify({
      secret: this.box.open(row.secret),
      token: code.trim(),
      digits: TOTP_DIGITS,
      period: TOTP_STEP_SECONDS,
      epoch: Math.floor(this.clock.now().getTime() / 1000),
      epochTolerance: TOTP_WINDOW_STEPS * TOTP_STEP_SECONDS,
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private async spendCode(row: UserTwoFactor, code: string): Promise<void> {
    const step = await this.checkCode(row, code);
    if (step === null) throw new UnauthorizedException(INVALID_CODE);
    // One statement decides, so two requests racing with the same code cannot both pass.
    const spent = await this.factors
      .createQueryBuilder()
      .update()
      .set({ lastUsedStep: String(step) })
      .where('user_id = :id AND (last_used_step IS NULL OR last_used_step < :step)', { id: row.userId, step })
      .execute();
    if (!spent.affected) throw new UnauthorizedException(USED_CODE);
  }

  private async spendRecoveryCode(user: User, code: string): Promise<void> {
    const spent = await this.recoveryCodes
      .createQueryBuilder()
      .update()
      .set({ usedAt: this.clock.now() })
      .where('user_id = :id AND code_hash = :hash AND used_at IS NULL', { id: user.id, hash: hashRecoveryCode(code) })
      .execute();
    if (!spent.affected) throw new UnauthorizedException(INVALID_RECOVERY_CODE);
    const left = await this.recoveryCodes.countBy({ userId: user.id, usedAt: IsNull() });
    await this.audit.record(user, {
      action: TWO_FACTOR_AUDIT_ACTIONS.recoveryCodeUsed,
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.email,
      details: { recovery_codes_left: left },
    });
  }

  private async replaceRecoveryCodes(userId: string, codes: string[], tx: EntityManager): Promise<void> {
    await tx.delete(RecoveryCode, { userId });
    await tx.insert(
      RecoveryCode,
      codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })),
    );
  }
}
