import { Injectable, Logger, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { ImageService } from '../media/image.service';
import { MediaStorage } from '../media/media-storage';
import { User } from '../users/entities/user.entity';
import { isRestrictedState, profileRuleProblems, storeNewPhotos } from './profile-rules';
import { CreateProfileDto } from './dto/create-profile.dto';
import { MAX_UNPAID_PROFILES, UNPAID_LIMIT_MESSAGE } from './listing-state';
import { OwnerProfileDto } from './dto/profile-response.dto';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { normalizeElectronicContact, Profile } from './entities/profile.entity';
import { PaymentStatus, ProfileStatus } from './profile.enums';
import { ProfilesService } from './profiles.service';

export { RESTRICTED_STATE_MESSAGE } from './profile-rules';

/** Checks the rules a DTO cannot express alone, in the spec's order, then stores photos and the profile. */
@Injectable()
export class ProfileSubmissionService {
  private readonly logger = new Logger('ProfileSubmission');

  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageService,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
  ) {}

  async create(user: User, dto: CreateProfileDto): Promise<OwnerProfileDto> {
    const problems = profileRuleProblems(dto, this.clock.now());
    if (problems.length) throw new UnprocessableEntityException(problems);
    // Checked before the photos are processed (cheap refusal), and again under a lock when the row is written.
    await this.assertUnpaidLimit(this.dataSource.manager, user.id);

    // The spec's client may send its single legacy photo_base64 instead of photos (the DTO allows that only when photos is empty).
    const photos = dto.photos?.length ? dto.photos : [dto.photo_base64 as string];
    const stored = await storeNewPhotos(this.images, this.storage, photos.map((data, index) => ({ data, index })), photos.length);
    try {
      const restricted = isRestrictedState(dto.mailing_address.state);
      const profile = await this.dataSource.transaction(async (tx) => {
        // One submission at a time per user, so two parallel requests cannot both pass the limit.
        await tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [user.id]);
        await this.assertUnpaidLimit(tx, user.id);
        return tx.getRepository(Profile).save(
          tx.getRepository(Profile).create({
            ownerId: user.id,
            name: dto.name,
            gender: dto.gender,
            birthdate: dto.birthdate,
            sexualOrientation: dto.sexual_orientation ?? null,
            raceEthnicity: dto.race_ethnicity ?? null,
            religion: dto.religion ?? null,
            height: dto.height ?? null,
            weight: dto.weight ?? null,
            inmateId: dto.inmate_id,
            prisonName: dto.prison_name,
            mailingStreet: dto.mailing_address.street,
            mailingStreet2: dto.mailing_address.street_2 ?? null,
            mailingCity: dto.mailing_address.city,
            mailingState: dto.mailing_address.state,
            mailingZip: dto.mailing_address.zip,
            bio: dto.bio,
            interests: dto.interests,
            seekingRelationships: [...new Set(dto.seeking_relationships ?? [])],
            languages: dto.languages ?? [],
            showBirthday: dto.show_birthday ?? false,
            incarcerationStartDate: dto.incarceration_start_date,
            earliestReleaseDate: dto.earliest_release_date,
            latestReleaseDate: dto.latest_release_date,
            crime: dto.crime ?? null,
            isReceivingMail: dto.is_receiving_mail ?? true,
            socialMedia: Object.fromEntries(Object.entries(dto.social_media ?? {}).filter(([, v]) => v)),
            commissarySites: dto.commissary_sites ?? [],
            electronicContact: normalizeElectronicContact(dto.electronic_contact),
            restrictedStateAcknowledged: restricted,
            status: ProfileStatus.AwaitingPayment,
            paymentStatus: PaymentStatus.Unpaid,
            dateAdded: this.clock.now(),
            photos: stored.map((s, position) => Object.assign(new ProfilePhoto(), { position, ...s })),
          }),
        );
      });
      return await this.profiles.ownerView(profile);
    } catch (error) {
      // The request's own error is what the client hears; a file that will not go is logged (and swept later).
      await this.storage.deleteMany(stored.flatMap((s) => [s.cardKey, s.fullKey]), this.logger);
      throw error;
    }
  }

  /** At most MAX_UNPAID_PROFILES profiles Awaiting Payment per user (docs/profile-lifecycle.md). */
  private async assertUnpaidLimit(manager: EntityManager, userId: string): Promise<void> {
    const unpaid = await manager.getRepository(Profile).countBy({ ownerId: userId, status: ProfileStatus.AwaitingPayment });
    if (unpaid >= MAX_UNPAID_PROFILES) throw new UnprocessableEntityException([UNPAID_LIMIT_MESSAGE]);
  }
}
