import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../../common/clock';
import { isUuid } from '../../../common/ids';
import { User } from '../../users/entities/user.entity';
import { ProfileListingService } from '../profile-listing.service';
import { ProfileStatus } from '../profile.enums';
import { PROFILE_NOT_FOUND, ProfilesService } from '../profiles.service';

export const RETURNED_MAIL_THANKS = 'Thank you. Reports from several writers send this profile to an admin, who checks it against the inmate locator.';
export const RETURNED_MAIL_TWICE = 'You have already reported returned mail for this profile. Thank you: our team checks it against the state\'s inmate locator.';
export const RETURNED_MAIL_OWN = 'You cannot report returned mail on your own profile: edit its address instead.';

/**
 * "My letter came back" (docs/trust.md): once per public profile per account, never on one's own. The
 * report and the profile's count since its last check are written together on the locked profile row.
 */
@Injectable()
export class ReturnedMailService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly listings: ProfileListingService,
    private readonly profiles: ProfilesService,
  ) {}

  async report(user: User, id: string, note: string | undefined): Promise<{ message: string }> {
    await this.dataSource.transaction(async (tx) => {
      const profile = await this.listings.lock(id, tx);
      if (!profile || profile.status !== ProfileStatus.Active) throw new NotFoundException(PROFILE_NOT_FOUND);
      if (profile.ownerId === user.id) throw new BadRequestException(RETURNED_MAIL_OWN);
      // Stamped after the row lock, so a check that committed first is always older than the report it does not count.
      const inserted = await tx.query<unknown[]>(
        `INSERT INTO returned_mail_reports (profile_id, user_id, note, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (profile_id, user_id) DO NOTHING RETURNING profile_id`,
        [profile.id, user.id, note ?? null, this.clock.now()],
      );
      if (!inserted.length) throw new ConflictException(RETURNED_MAIL_TWICE);
      await this.listings.countReturnedMail(profile.id, tx);
    });
    // The public page's notice follows the count (every instance).
    this.profiles.invalidateCaches();
    return { message: RETURNED_MAIL_THANKS };
  }

  /** Whether `user` reported this profile (a profile that is not public: 404). */
  async reported(user: User, id: string): Promise<{ reported: boolean; own_profile: boolean }> {
    if (!isUuid(id)) throw new NotFoundException(PROFILE_NOT_FOUND);
    const [row] = await this.dataSource.query<Array<{ public: boolean; reported: boolean; own: boolean }>>(
      `SELECT p.status = $3 AS public, p.owner_id = $2 AS own,
              EXISTS (SELECT 1 FROM returned_mail_reports r WHERE r.profile_id = p.id AND r.user_id = $2) AS reported
         FROM profiles p WHERE p.id = $1`,
      [id, user.id, ProfileStatus.Active],
    );
    if (!row?.public) throw new NotFoundException(PROFILE_NOT_FOUND);
    return { reported: row.reported, own_profile: row.own };
  }
}
