import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { isPromoCovered, nextListing } from '../profiles/listing-state';
import { assertAllowed, ProfileListingService } from '../profiles/profile-listing.service';
import { ProfilesService } from '../profiles/profiles.service';
import { User } from '../users/entities/user.entity';
import { CreatePromoCodeDto, PromoApplyResponseDto, PromoCodeResponseDto, PromoValidationResponseDto } from './dto/promo-code.dto';
import { PromoCode } from './entities/promo-code.entity';
import { PromoRedemption } from './entities/promo-redemption.entity';

export const INVALID_PROMO = 'Invalid or expired promo code.';
export const LAUNCH_CODE = { code: 'LAUNCH', description: 'Launch offer: 200 free listings', maxUses: 200, listingDays: 0 };
const DAY_MS = 86_400_000;

@Injectable()
export class PromoCodesService {
  constructor(
    @InjectRepository(PromoCode) private readonly codes: Repository<PromoCode>,
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
    private readonly listings: ProfileListingService,
  ) {}

  /** Why a code cannot be used now, or undefined when it can. */
  private problem(promo: PromoCode | null): string | undefined {
    if (!promo || !promo.isActive) return INVALID_PROMO;
    if (promo.expiryDate && promo.expiryDate <= this.clock.now()) return INVALID_PROMO;
    if (promo.maxUses > 0 && promo.usedCount >= promo.maxUses) return 'This promo code has been fully used.';
    return undefined;
  }

  async validate(code: string): Promise<PromoValidationResponseDto> {
    const promo = await this.codes.findOneBy({ code });
    const problem = this.problem(promo);
    if (problem) throw new BadRequestException(problem);
    return { valid: true, code: promo!.code, description: promo!.description, listing_days: promo!.listingDays, message: 'Promo code is valid!' };
  }

  /**
   * Grants the listing with a code. Atomic: the use is counted by one conditional
   * UPDATE, so with max_uses N exactly N applies succeed however many arrive at once;
   * a profile takes a code once (unique redemption per profile), an account takes it
   * `max_uses_per_account` times (the claimed code row stays locked until commit, so two
   * applies of one account cannot both pass the count). Applying again the code a profile
   * already took answers the same success (a retried request), counting nothing.
   */
  async apply(code: string, profileId: string, user: User): Promise<PromoApplyResponseDto> {
    const now = this.clock.now();
    const result = await this.dataSource.transaction(async (manager) => {
      const profile = await this.listings.lock(profileId, manager, user.id);
      if (!profile) throw new NotFoundException('Profile not found');
      const taken = await manager.findOneBy(PromoRedemption, { profileId: profile.id });
      if (taken && taken.code.toUpperCase() === code.toUpperCase() && isPromoCovered(profile, now)) return profile; // a retry: same answer, nothing counted
      // A listing already paid up takes no code (refused before a use is counted).
      assertAllowed(nextListing(profile, { type: 'promoApplied', paidUntil: null }, now));
      if (taken) throw new ConflictException('This profile has already used a promo code.');
      // TypeORM answers an UPDATE … RETURNING with [rows, affected count].
      const [claimed] = await manager.query<[Array<{ id: string; code: string; listingDays: number; perAccount: number }>, number]>(
        `UPDATE promo_codes SET used_count = used_count + 1, updated_at = now()
          WHERE code = $1 AND is_active AND (expiry_date IS NULL OR expiry_date > $2)
            AND (max_uses = 0 OR used_count < max_uses)
        RETURNING id, code, listing_days AS "listingDays", max_uses_per_account AS "perAccount"`,
        [code, now],
      );
      if (!claimed.length) throw new BadRequestException(this.problem(await manager.findOneBy(PromoCode, { code })) ?? INVALID_PROMO);
      const promo = claimed[0];
      if (promo.perAccount > 0) {
        const [{ n }] = await manager.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM promo_redemptions WHERE promo_code_id = $1 AND user_id = $2`, [promo.id, user.id]);
        if (n >= promo.perAccount) {
          throw new BadRequestException(
            promo.perAccount === 1 ? 'Your account has already used this promo code.' : `Your account has already used this promo code ${promo.perAccount} times.`,
          );
        }
      }
      try {
        await manager.insert(PromoRedemption, { promoCodeId: promo.id, code: promo.code, profileId, userId: user.id });
      } catch (error) {
        if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
          throw new ConflictException('This profile has already used a promo code.');
        }
        throw error;
      }
      const paidUntil = promo.listingDays > 0 ? new Date(now.getTime() + promo.listingDays * DAY_MS) : null;
      return (await this.listings.applyPromo(profile.id, paidUntil, manager))!.after;
    });
    this.profiles.invalidateCaches();
    return {
      message: 'Promo code applied! Your profile will be reviewed by our team.',
      status: result.status,
      paid_through: result.paidThrough ? result.paidThrough.toISOString() : null,
    };
  }

  async list(): Promise<PromoCodeResponseDto[]> {
    return (await this.codes.find({ order: { createdAt: 'DESC' } })).map((p) => PromoCodeResponseDto.from(p));
  }

  async create(dto: CreatePromoCodeDto): Promise<PromoCodeResponseDto> {
    if (await this.codes.existsBy({ code: dto.code })) throw new ConflictException(`The code ${dto.code} already exists.`);
    const promo = await this.codes.save(
      this.codes.create({
        code: dto.code,
        description: dto.description?.trim() ?? '',
        maxUses: dto.max_uses ?? 100,
        expiryDate: dto.expiry_date ?? null,
        isActive: dto.is_active ?? true,
        listingDays: dto.listing_days ?? 30,
        maxUsesPerAccount: dto.max_uses_per_account ?? 1,
      }),
    );
    return PromoCodeResponseDto.from(promo);
  }

  /** Only is_active is written: a whole-row save would put back a used_count read before concurrent applies. */
  async setActive(id: string, isActive: boolean): Promise<PromoCodeResponseDto> {
    const result = await this.codes.update({ id }, { isActive });
    if (!result.affected) throw new NotFoundException('Promo code not found');
    return PromoCodeResponseDto.from((await this.codes.findOneBy({ id }))!);
  }

  async delete(id: string): Promise<void> {
    const result = await this.codes.delete({ id });
    if (!result.affected) throw new NotFoundException('Promo code not found');
  }

  /** The seed action of the admin page: the LAUNCH code, 200 free listings with no end date. */
  async seedLaunch(): Promise<PromoCodeResponseDto> {
    return this.create({ code: LAUNCH_CODE.code, description: LAUNCH_CODE.description, max_uses: LAUNCH_CODE.maxUses, listing_days: LAUNCH_CODE.listingDays });
  }
}
