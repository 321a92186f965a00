import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from '../../common/clock';
import { ImageService, StoredPhoto } from '../media/image.service';
import { MediaStorage } from '../media/media-storage';
import { stateByCode } from '../states/states.data';
import { User } from '../users/entities/user.entity';
import { ageOn } from './age';
import { CreateProfileDto } from './dto/create-profile.dto';
import { OwnerProfileDto } from './dto/profile-response.dto';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { normalizeElectronicContact, Profile } from './entities/profile.entity';
import { PaymentStatus, ProfileStatus } from './profile.enums';
import { ProfilesService } from './profiles.service';

const ZIP = /^\d{5}(-\d{4})?$/;
const SOCIAL = /^(https?:\/\/[^\s/$.?#][^\s]*|@?[A-Za-z0-9._-]{1,60})$/i;

export const RESTRICTED_STATE_MESSAGE = (state: string) =>
  `${state} punishes incarcerated people for pen-pal listings. Read the warning and confirm to continue.`;

/** Checks the rules a DTO cannot express alone, in the spec's order, then stores photos and the profile. */
@Injectable()
export class ProfileSubmissionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly images: ImageService,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
    private readonly profiles: ProfilesService,
  ) {}

  private problems(dto: CreateProfileDto): string[] {
    const problems: string[] = [];
    const today = this.clock.now().toISOString().slice(0, 10);
    if (dto.birthdate > today) problems.push('Birthdate cannot be in the future');
    else if (ageOn(dto.birthdate, this.clock.now()) < 18) problems.push('The person must be at least 18 years old');

    const state = stateByCode(dto.mailing_address.state);
    if (!state) problems.push('Mailing address state must be the two-letter code of a US state');
    if (!ZIP.test(dto.mailing_address.zip)) problems.push('ZIP code must be 5 digits (or ZIP+4)');

    if (dto.incarceration_start_date > today) problems.push('Incarceration start date cannot be in the future');
    if (dto.incarceration_start_date < dto.birthdate) problems.push('Incarceration start date must be after the birthdate');
    if (dto.earliest_release_date < dto.incarceration_start_date) {
      problems.push('Earliest release date cannot be before the incarceration start date');
    }
    if (dto.latest_release_date < dto.earliest_release_date) {
      problems.push('Latest release date cannot be before the earliest release date');
    }
    for (const [network, value] of Object.entries(dto.social_media ?? {})) {
      if (value && !SOCIAL.test(value)) {
        problems.push(`${network[0].toUpperCase()}${network.slice(1)} must be a web address (https://…) or a handle like @name`);
      }
    }
    const restriction = state?.notes.find((n) => n.kind === 'listing-restriction');
    if (restriction && dto.restricted_state_acknowledged !== true) problems.push(RESTRICTED_STATE_MESSAGE(state!.name));
    return problems;
  }

  async create(user: User, dto: CreateProfileDto): Promise<OwnerProfileDto> {
    const problems = this.problems(dto);
    if (problems.length) throw new UnprocessableEntityException(problems);

    // Decode and check every photo before storing any.
    const decoded = dto.photos.map((photo, i) =>
      this.images.decodeBase64(photo, photoMessages(i, dto.photos.length)),
    );
    for (const [i, data] of decoded.entries()) await this.images.assertImage(data, photoMessages(i, dto.photos.length));
    const stored: StoredPhoto[] = [];
    try {
      for (const [i, data] of decoded.entries()) {
        stored.push(await this.images.storeProfilePhoto(data, photoMessages(i, dto.photos.length)));
      }
      const restricted = !!stateByCode(dto.mailing_address.state)?.notes.some((n) => n.kind === 'listing-restriction');
      const profile = await this.dataSource.getRepository(Profile).save(
        this.dataSource.getRepository(Profile).create({
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
      return this.profiles.toOwnerView(profile);
    } catch (error) {
      await Promise.all(stored.flatMap((s) => [this.storage.delete(s.cardKey), this.storage.delete(s.fullKey)]));
      throw error;
    }
  }
}

function photoMessages(index: number, count: number) {
  const which = count > 1 ? `Photo ${index + 1}` : 'The photo';
  return {
    tooLarge: `${which} must be less than 5MB`,
    notAnImage: `${which} is not an image we can use (JPEG, PNG, WebP, GIF or AVIF)`,
  };
}
