import { Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../../common/clock';
import { ImageService, StoredPhoto } from '../media/image.service';
import { mediaUrl } from '../media/media.module';
import { MediaStorage } from '../media/media-storage';
import { AdminUpdateProfileDto, UpdateProfileDto } from './dto/update-profile.dto';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { normalizeElectronicContact, Profile } from './entities/profile.entity';
import { nextListing } from './listing-state';
import { ProfileStatus } from './profile.enums';
import { isRestrictedState, profileRuleProblems, storeNewPhotos } from './profile-rules';
import { ProfilesService } from './profiles.service';

export interface EditResult {
  profile: Profile;
  /** Photos the edit removed (their files are gone). */
  removedPhotos: number;
  /** Whether the edit sent the profile back to review. */
  sentToReview: boolean;
}

/** Current photos by the URLs the API gives for them (full and card size), with or without a host. */
function photoIndex(photos: ProfilePhoto[]): (url: string) => ProfilePhoto | undefined {
  const byUrl = new Map<string, ProfilePhoto>();
  for (const p of photos) {
    byUrl.set(mediaUrl(p.fullKey)!, p);
    byUrl.set(mediaUrl(p.cardKey)!, p);
  }
  return (url) => byUrl.get(url.replace(/^https?:\/\/[^/]+/i, ''));
}

/** The current photos an edit's `photos` list leaves out (they will be deleted). */
export function photosRemovedBy(photos: ProfilePhoto[], urls: string[]): ProfilePhoto[] {
  const find = photoIndex(photos);
  const kept = new Set(urls.map((url) => find(url)?.id));
  return photos.filter((p) => !kept.has(p.id));
}

/**
 * The photo list an edit asks for. `photos` says it all when present. Without it, the legacy single
 * `photo_base64` (which older clients send) names the primary photo: a new image replaces the current
 * primary, one of the profile's photo URLs becomes the primary, and an empty value changes nothing.
 */
export function requestedPhotos(profile: Profile, dto: Pick<UpdateProfileDto, 'photos' | 'photo_base64'>): string[] | undefined {
  if (dto.photos) return dto.photos;
  const legacy = dto.photo_base64?.trim();
  if (!legacy) return undefined;
  const current = [...(profile.photos ?? [])].sort((a, b) => a.position - b.position);
  const find = photoIndex(current);
  const chosen = find(legacy);
  const urls = current.map((p) => mediaUrl(p.fullKey)!);
  if (chosen) return [mediaUrl(chosen.fullKey)!, ...urls.filter((u) => u !== mediaUrl(chosen.fullKey))];
  // A new image replaces the primary photo; a URL that is not this profile's is refused below like any other.
  return [legacy, ...urls.slice(1)];
}

/**
 * Edits of a profile by its owner (any change sends it back to review; a
 * rejection is cleared) or by an admin (status unchanged; premium toggle).
 * Photos: the list says which current photos stay, in order, and adds new ones.
 */
@Injectable()
export class ProfileEditService {
  private readonly logger = new Logger('ProfileEdit');

  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageService,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
  ) {}

  /** `within` runs in the edit's transaction once the rows are written (an admin's audit entry). */
  async update(
    profile: Profile,
    dto: UpdateProfileDto | AdminUpdateProfileDto,
    by: 'owner' | 'admin',
    within?: (tx: EntityManager, result: EditResult) => Promise<void>,
  ): Promise<EditResult> {
    const address = dto.mailing_address;
    const stateChanged = !!address && address.state !== profile.mailingState;
    const problems = profileRuleProblems(
      {
        birthdate: dto.birthdate ?? profile.birthdate,
        mailing_address: { state: address?.state ?? profile.mailingState, zip: address?.zip ?? profile.mailingZip },
        incarceration_start_date: dto.incarceration_start_date ?? profile.incarcerationStartDate,
        earliest_release_date: dto.earliest_release_date ?? profile.earliestReleaseDate,
        latest_release_date: dto.latest_release_date ?? profile.latestReleaseDate,
        social_media: dto.social_media,
        restricted_state_acknowledged: dto.restricted_state_acknowledged,
      },
      this.clock.now(),
      // Moving an owner's listing into a restricted state needs the warning read again; admins know.
      { stateChanged: by === 'owner' && stateChanged },
    );

    const current = [...(profile.photos ?? [])].sort((a, b) => a.position - b.position);
    const photoList = requestedPhotos(profile, dto);
    let plan: Array<{ existing: ProfilePhoto } | { data: string; index: number }> | undefined;
    if (photoList) {
      const find = photoIndex(current);
      const seen = new Set<string>();
      plan = [];
      for (const [index, value] of photoList.entries()) {
        const existing = find(value);
        if (existing) {
          if (!seen.has(existing.id)) plan.push({ existing });
          seen.add(existing.id);
        } else if (/^(\/|https?:)/i.test(value)) {
          problems.push(`Photo ${index + 1} is not one of this profile's photos`);
        } else {
          plan.push({ data: value, index });
        }
      }
    }
    if (problems.length) throw new UnprocessableEntityException(problems);

    const fresh = plan ? await storeNewPhotos(this.images, this.storage, plan.filter((p) => 'data' in p), photoList!.length) : [];
    const removed = photoList ? photosRemovedBy(current, photoList) : [];
    let sentToReview = false;
    try {
      await this.dataSource.transaction(async (tx) => {
        // Only the columns this edit changes are written: a payment webhook or the job may have
        // changed others (payment status, paid period, premium) since the profile was read.
        const changes = this.changedFields(dto);
        if (stateChanged) changes.restrictedStateAcknowledged = isRestrictedState(changes.mailingState ?? profile.mailingState);
        if (by === 'admin' && typeof dto.is_premium === 'boolean' && dto.is_premium !== profile.isPremium) {
          changes.isPremium = dto.is_premium;
          // Given by an admin: no paid period, so no end; taken away: at once.
          changes.premiumPaidThrough = null;
        }
        const repo = tx.getRepository(Profile);
        if (by === 'owner') {
          // Any owner edit goes back to review, except before payment (decided on the row as it is now).
          const current = await repo.findOne({ where: { id: profile.id }, lock: { mode: 'pessimistic_write' } });
          if (!current) throw new NotFoundException('Profile not found');
          const step = nextListing(current, { type: 'editedByOwner' }, this.clock.now());
          if (step.kind === 'change') Object.assign(changes, step.patch);
          changes.status ??= current.status;
          // Editing the profile confirms its facility and address after a transfer.
          if (current.addressConfirmationDue) changes.addressConfirmationDue = false;
          sentToReview = changes.status !== ProfileStatus.AwaitingPayment;
        }
        if (Object.keys(changes).length) await repo.update({ id: profile.id }, changes);
        Object.assign(profile, changes);
        if (plan) {
          const photoRepo = tx.getRepository(ProfilePhoto);
          if (removed.length) await photoRepo.delete(removed.map((p) => p.id));
          const stored = [...fresh];
          const ordered: ProfilePhoto[] = [];
          for (const [position, step] of plan.entries()) {
            if ('existing' in step) {
              if (step.existing.position !== position) await photoRepo.update({ id: step.existing.id }, { position });
              step.existing.position = position;
              ordered.push(step.existing);
            } else {
              const s = stored.shift() as StoredPhoto;
              ordered.push(await photoRepo.save(photoRepo.create({ profileId: profile.id, position, ...s })));
            }
          }
          profile.photos = ordered;
        }
        await within?.(tx, { profile, removedPhotos: removed.length, sentToReview });
      });
    } catch (error) {
      await this.storage.deleteMany(fresh.flatMap((s) => [s.cardKey, s.fullKey]), this.logger);
      throw error;
    }
    await this.storage.deleteMany(removed.flatMap((p) => [p.cardKey, p.fullKey]), this.logger);
    this.profiles.invalidateCaches();
    return { profile, removedPhotos: removed.length, sentToReview };
  }

  /** The profile columns the DTO sets (undefined fields are left alone). */
  private changedFields(dto: UpdateProfileDto): Partial<Profile> {
    const p: Partial<Profile> = {};
    const set = <K extends keyof Profile>(key: K, value: Profile[K] | undefined) => {
      if (value !== undefined) p[key] = value;
    };
    set('name', dto.name);
    set('gender', dto.gender);
    set('birthdate', dto.birthdate);
    set('sexualOrientation', dto.sexual_orientation);
    set('raceEthnicity', dto.race_ethnicity);
    set('religion', dto.religion);
    set('height', dto.height);
    set('weight', dto.weight);
    set('inmateId', dto.inmate_id);
    set('prisonName', dto.prison_name);
    if (dto.mailing_address) {
      p.mailingStreet = dto.mailing_address.street;
      p.mailingStreet2 = dto.mailing_address.street_2 ?? null;
      p.mailingCity = dto.mailing_address.city;
      p.mailingState = dto.mailing_address.state;
      p.mailingZip = dto.mailing_address.zip;
    }
    set('bio', dto.bio);
    set('interests', dto.interests);
    if (dto.seeking_relationships) p.seekingRelationships = [...new Set(dto.seeking_relationships)];
    set('languages', dto.languages);
    set('showBirthday', dto.show_birthday);
    set('incarcerationStartDate', dto.incarceration_start_date);
    set('earliestReleaseDate', dto.earliest_release_date);
    set('latestReleaseDate', dto.latest_release_date);
    set('crime', dto.crime);
    set('isReceivingMail', dto.is_receiving_mail);
    if (dto.social_media) p.socialMedia = Object.fromEntries(Object.entries(dto.social_media).filter(([, v]) => v));
    set('commissarySites', dto.commissary_sites);
    if (dto.electronic_contact) p.electronicContact = normalizeElectronicContact(dto.electronic_contact);
    return p;
  }
}
