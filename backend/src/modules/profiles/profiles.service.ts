import { Injectable, NotFoundException } from '@nestjs/common';
import { isFound } from '../../common/not-found';
import { isUuid } from '../../common/ids';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { mediaUrl } from '../media/media.module';
import { stateByCode } from '../states/states.data';
import { ageOn, bioPreview } from './age';
import { BirthdaysQueryDto, BrowseFilters, ListProfilesQueryDto } from './dto/list-profiles.dto';
import { birthdayKey, birthdayKeySql, birthdayWindow, monthDay } from './birthdays';
import {
  BirthdayListResponseDto,
  OwnerProfileDto,
  ProfileCardDto,
  ProfileDetailDto,
  ProfileListResponseDto,
  ProfileStateInfoDto,
  ProfileStatsDto,
} from './dto/profile-response.dto';
import { ProfilePhoto } from './entities/profile-photo.entity';
import { CacheBus } from '../../common/cache/cache-bus.service';
import { ReadCache } from '../../common/cache/read-cache';
import { normalizeElectronicContact, Profile } from './entities/profile.entity';
import { ProfileStatus } from './profile.enums';
import { ProfileViewsService } from './profile-views.service';
import { publicProfile } from './profile-visibility';
import { ProfileCheckDto } from './verification/dto/verification.dto';
import { ProfileChecksReader } from './verification/profile-checks.reader';
import { profileNotices } from './verification/verification.rules';

/** Totals change only when a profile is published or removed: a short cache spares a count per page view. */
const COUNT_TTL_MS = 30_000;
const CACHE_SIZE = 1_000;
/** Profiles kept at once (about 3 KB each). */
const DETAIL_CACHE_SIZE = 5_000;
/** What CacheBus calls a change to the public profiles. */
const PROFILES_TOPIC = 'profiles';

export const PROFILE_NOT_FOUND = "The profile you're looking for doesn't exist or has been removed.";

/** Each sort's order; browse puts premium profiles first within it, and the id breaks ties so pages never overlap. */
const ORDER_BY: Record<ListProfilesQueryDto['sort'], string> = {
  newest: 'p.date_added DESC',
  oldest: 'p.date_added ASC',
  popular: 'p.is_popular DESC, p.view_count DESC',
  'age-asc': 'p.birthdate DESC',
  'age-desc': 'p.birthdate ASC',
};

interface CardRow {
  id: string;
  name: string;
  gender: string;
  mailing_state: string;
  birthdate: string;
  bio_head: string;
  video_key: string | null;
  is_premium: boolean;
  is_popular: boolean;
  date_added: Date;
  verified_at: Date | null;
  languages: string[];
  show_birthday: boolean;
}

interface PhotoKeys {
  cardKey: string;
  fullKey: string;
}

@Injectable()
export class ProfilesService {
  /** Whole browse pages, for BROWSE_CACHE_SECONDS (none when 0): popular pages are asked for again and again. */
  private readonly pages: ReadCache<ProfileListResponseDto>;
  /** Totals, and the counters of the home and state pages: they change only when a profile is published or removed. */
  private readonly counts = new ReadCache<number>({ max: CACHE_SIZE, ttlMs: COUNT_TTL_MS });
  private readonly statsCache = new ReadCache<ProfileStatsDto>({ max: CACHE_SIZE, ttlMs: COUNT_TTL_MS });
  /** Public profiles by id, kept as long as browse pages. */
  private readonly details: ReadCache<ProfileDetailDto>;
  /** The home page's newest cards, kept as long as browse pages. */
  private readonly newestCards: ReadCache<ProfileCardDto[]>;
  /** What else forgets its copies when the public profiles change (the sitemap). */
  private readonly changeHandlers: Array<() => void> = [];

  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(Profile) private readonly profiles: Repository<Profile>,
    private readonly views: ProfileViewsService,
    private readonly clock: Clock,
    private readonly bus: CacheBus,
    private readonly checks: ProfileChecksReader,
    config: AppConfig,
  ) {
    this.pages = new ReadCache({ max: CACHE_SIZE, ttlMs: config.browseCacheSeconds * 1000 });
    this.newestCards = new ReadCache({ max: 10, ttlMs: config.browseCacheSeconds * 1000 });
    this.details = new ReadCache({ max: DETAIL_CACHE_SIZE, ttlMs: config.browseCacheSeconds * 1000 });
    // A change made through another instance clears this one's pages and totals too.
    bus.on(PROFILES_TOPIC, () => this.clearCaches());
  }

  /** Browse: premium profiles first within every sort (a premium benefit), then the chosen order. */
  async listPublic(query: ListProfilesQueryDto): Promise<ProfileListResponseDto> {
    const params: unknown[] = [];
    const whereSql = this.browseWhere(query, params);
    const orderBy = `p.is_premium DESC, ${ORDER_BY[query.sort]}, p.id`;
    const key = `${whereSql}|${JSON.stringify(params)}|${query.sort}|${query.page}|${query.limit}`;
    return this.pages.get(key, async () => {
      const [cards, total] = await Promise.all([
        this.readCards(whereSql, params, orderBy, query.limit, (query.page - 1) * query.limit),
        this.count(whereSql, params),
      ]);
      return { profiles: cards, total, page: query.page, totalPages: Math.max(1, Math.ceil(total / query.limit)) };
    });
  }

  /**
   * What browse's filters mean: the SQL condition on `profiles p` (public profiles that match), its values
   * appended to `params` ($n numbered after those already there). One home: browse and the saved-search
   * digest both read it.
   */
  browseWhere(query: BrowseFilters, params: unknown[]): string {
    const where = [publicProfile('p')];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.gender?.length) where.push(`p.gender = ANY(${param(query.gender)}::text[])`);
    if (query.state) where.push(`p.mailing_state = ${param(query.state)}`);
    if (query.sexual_orientation) where.push(`p.sexual_orientation = ${param(query.sexual_orientation)}`);
    if (query.race_ethnicity) where.push(`p.race_ethnicity = ${param(query.race_ethnicity)}`);
    if (query.religion) where.push(`p.religion = ${param(query.religion)}`);
    if (query.seeking) where.push(`p.seeking_relationships @> ARRAY[${param(query.seeking)}]::text[]`);
    if (query.language) where.push(`p.languages @> ARRAY[${param(query.language)}]::text[]`);
    if (query.min_age !== undefined) where.push(`p.birthdate <= (current_date - make_interval(years => ${param(query.min_age)}))`);
    if (query.max_age !== undefined) where.push(`p.birthdate > (current_date - make_interval(years => ${param(query.max_age + 1)}))`);
    if (query.premium_only) where.push('p.is_premium');
    if (query.popular_only) where.push('p.is_popular');
    if (query.has_video) where.push('p.video_key IS NOT NULL');
    if (query.q) where.push(`p.search_vector @@ websearch_to_tsquery('english', ${param(query.q)})`);
    // The database's clock, so the cache key stays the same from one request to the next.
    if (query.verified_within_days) where.push(`p.verified_at >= now() - make_interval(days => ${param(query.verified_within_days)})`);
    return where.join(' AND ');
  }

  /**
   * /birthdays: the public profiles that show their birthday with one in the next BIRTHDAY_WINDOW_DAYS days (by the
   * server's UTC date), soonest first, then by name. The window's month-days are looked up in the birthday index;
   * the day they fall on orders them. Cached like browse pages (the date is part of the key).
   */
  async birthdays(query: BirthdaysQueryDto): Promise<BirthdayListResponseDto> {
    const window = birthdayWindow(this.clock.now());
    const params: unknown[] = [[...window.keys()]];
    const key = birthdayKeySql('p');
    const where = [publicProfile('p'), 'p.show_birthday', `${key} = ANY($1::int[])`];
    if (query.gender?.length) where.push(`p.gender = ANY($${params.push(query.gender)}::text[])`);
    if (query.state) where.push(`p.mailing_state = $${params.push(query.state)}`);
    const whereSql = where.join(' AND ');
    // The days away, written from the window's own numbers (no client value), so the count's query needs no second list.
    const daysAway = `CASE ${key}::int ${[...window].map(([md, days]) => `WHEN ${md} THEN ${days}`).join(' ')} END`;
    const orderBy = `${daysAway}, p.name, p.id`;
    const cacheKey = `birthdays|${whereSql}|${JSON.stringify(params)}|${query.page}|${query.limit}`;
    const page = await this.pages.get(cacheKey, async () => {
      const [cards, total] = await Promise.all([
        this.readCards(whereSql, params, orderBy, query.limit, (query.page - 1) * query.limit),
        this.count(whereSql, params),
      ]);
      return { profiles: cards, total, page: query.page, totalPages: Math.max(1, Math.ceil(total / query.limit)) };
    });
    return {
      ...page,
      profiles: page.profiles.map((card) => ({
        ...card,
        birthday: card.birthday!,
        days_until: window.get(birthdayKey(`0000-${card.birthday!}`))!,
      })),
    };
  }

  /**
   * A page's cards: the ids first, from an index in sort order (a deep page walks index entries, not rows),
   * then those rows with, per card, its photo keys in order. One round trip.
   */
  private async readCards(whereSql: string, params: unknown[], orderBy: string, limit: number, offset: number): Promise<ProfileCardDto[]> {
    const n = params.length;
    const rows: (CardRow & { photo_keys: PhotoKeys[] | null })[] = await this.dataSource.query(
      `SELECT p.id, p.name, p.gender, p.mailing_state, p.birthdate::text AS birthdate, left(p.bio, 200) AS bio_head,
              p.video_key, p.is_premium, p.is_popular, p.date_added, p.verified_at, p.languages, p.show_birthday,
              (SELECT json_agg(json_build_object('cardKey', ph.card_key, 'fullKey', ph.full_key) ORDER BY ph.position)
                 FROM profile_photos ph WHERE ph.profile_id = p.id) AS photo_keys
         FROM (SELECT p.id FROM profiles p WHERE ${whereSql} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}) page
         JOIN profiles p ON p.id = page.id
        ORDER BY ${orderBy}`,
      [...params, limit, offset],
    );
    return rows.map((row) => this.toCard(row, row.photo_keys ?? []));
  }

  /**
   * Forget cached pages and totals: call after a profile is published, changed, hidden or deleted. Every other
   * instance of the site forgets its own too (CacheBus).
   */
  invalidateCaches(): void {
    this.clearCaches();
    this.bus.publish(PROFILES_TOPIC);
  }

  /** Runs `handler` whenever the public profiles change, through this instance or another. */
  onChange(handler: () => void): void {
    this.changeHandlers.push(handler);
  }

  private clearCaches(): void {
    // A read under way started before the change: it must not be kept, and nobody new waits for it.
    this.pages.clear();
    this.counts.clear();
    this.statsCache.clear();
    this.newestCards.clear();
    this.details.clear();
    for (const handler of this.changeHandlers) handler();
  }

  private count(whereSql: string, params: unknown[]): Promise<number> {
    return this.counts.get(`${whereSql}|${JSON.stringify(params)}`, async () => {
      const [{ total }]: { total: number }[] = await this.dataSource.query(
        `SELECT count(*)::int AS total FROM profiles p WHERE ${whereSql}`,
        params,
      );
      return total;
    });
  }

  /** The home page's "Newest Profiles": simply the newest (no premium-first), and no total to count. */
  newest(limit: number): Promise<ProfileCardDto[]> {
    return this.newestCards.get(String(limit), () => this.readCards(publicProfile('p'), [], `${ORDER_BY.newest}, p.id`, limit, 0));
  }

  /** The home and state pages' counters: one cached read each. */
  stats(state?: string): Promise<ProfileStatsDto> {
    return this.statsCache.get(state ?? '', async () => {
      const [row] = await this.dataSource.query<ProfileStatsDto[]>(
        `SELECT count(*)::int AS total,
                count(*) FILTER (WHERE p.gender = 'Male')::int AS male,
                count(*) FILTER (WHERE p.gender = 'Female')::int AS female
           FROM profiles p WHERE ${publicProfile('p')} ${state ? 'AND p.mailing_state = $1' : ''}`,
        state ? [state] : [],
      );
      return row;
    });
  }

  /**
   * A public profile; anything not Active is "not found", whoever asks. Counts the view. Kept as long as browse
   * pages (a change to any profile clears it, on every instance); an unknown id is never kept.
   */
  async getPublic(id: string): Promise<ProfileDetailDto> {
    const detail = await this.publicDetail(id);
    this.views.record(id);
    return detail;
  }

  /**
   * Whether a profile is public (Active): read through the same kept detail getPublic answers from, so the server
   * render of its page, which reads it next, costs no second read. Counts no view.
   */
  isPublic(id: string): Promise<boolean> {
    return isFound(() => this.publicDetail(id));
  }

  private async publicDetail(id: string): Promise<ProfileDetailDto> {
    if (!isUuid(id)) throw new NotFoundException(PROFILE_NOT_FOUND);
    return this.details.get(id, async () => {
      // One read by key with its photos joined: no LIMIT, so no DISTINCT over the join (findOne's `take: 1` would
      // wrap it in one, and loading the relation by query costs two more reads).
      const profile = await this.profiles
        .createQueryBuilder('p')
        .leftJoinAndSelect('p.photos', 'ph')
        .where('p.id = :id AND p.status = :status', { id, status: ProfileStatus.Active })
        .getOne();
      if (!profile) throw new NotFoundException(PROFILE_NOT_FOUND);
      return this.toDetail(profile);
    });
  }

  private toCard(row: CardRow, photos: PhotoKeys[]): ProfileCardDto {
    const full = photos.map((p) => mediaUrl(p.fullKey)!);
    const cards = photos.map((p) => mediaUrl(p.cardKey)!);
    return {
      id: row.id,
      name: row.name,
      age: ageOn(row.birthdate, this.clock.now()),
      gender: row.gender,
      state: row.mailing_state,
      bio_preview: bioPreview(row.bio_head),
      thumbnail_url: cards[0] ?? null,
      photos: full,
      photo_thumbnails: cards,
      photo_base64: full[0] ?? null,
      video_url: mediaUrl(row.video_key),
      is_premium: row.is_premium,
      is_popular: row.is_popular,
      date_added: new Date(row.date_added).toISOString(),
      verified_at: isoOrNull(row.verified_at),
      languages: row.languages,
      birthday: row.show_birthday ? monthDay(row.birthdate) : null,
    };
  }

  /**
   * The owner's views of `rows`, with each one's latest check (one read for all). `forAdmin`: the review
   * desk's, which names the admin who checked (an owner is not told an admin's address).
   */
  async ownerViews(rows: Profile[], forAdmin = false): Promise<OwnerProfileDto[]> {
    const checks = await this.checks.latest(rows.filter((p) => p.lastCheckAt).map((p) => p.id));
    return rows.map((p) => {
      const check = checks.get(p.id) ?? null;
      return this.toOwnerView(p, check && !forAdmin ? { ...check, checked_by_email: null } : check);
    });
  }

  async ownerView(p: Profile, forAdmin = false): Promise<OwnerProfileDto> {
    return (await this.ownerViews([p], forAdmin))[0];
  }

  /** The owner's (and admins') view: everything public plus lifecycle, payment and verification state. */
  private toOwnerView(p: Profile, lastCheck: ProfileCheckDto | null): OwnerProfileDto {
    return {
      ...this.toDetail(p),
      social_media: p.socialMedia ?? {},
      birthdate: p.birthdate,
      show_birthday: p.showBirthday,
      payment_status: p.paymentStatus,
      payment_method: p.paymentMethod,
      payment_processing: p.paymentProcessing,
      paid_through: isoOrNull(p.paidThrough),
      grace_ends_at: isoOrNull(p.graceEndsAt),
      submission_fee_paid: p.submissionFeePaid,
      rejection_reason: p.rejectionReason,
      requires_review: p.requiresReview,
      restricted_state_acknowledged: p.restrictedStateAcknowledged,
      video_paid: p.videoPaid,
      premium_paid_through: isoOrNull(p.premiumPaidThrough),
      listing_subscription_id: p.listingSubscriptionId,
      premium_subscription_id: p.premiumSubscriptionId,
      created_at: new Date(p.createdAt).toISOString(),
      returned_mail_count: p.returnedMailCount,
      address_confirmation_due: p.addressConfirmationDue,
      last_check: lastCheck,
    };
  }

  toDetail(p: Profile): ProfileDetailDto {
    const photos = [...(p.photos ?? [])].sort((a: ProfilePhoto, b: ProfilePhoto) => a.position - b.position);
    const card = this.toCard(
      {
        id: p.id,
        name: p.name,
        gender: p.gender,
        mailing_state: p.mailingState,
        birthdate: p.birthdate,
        bio_head: p.bio,
        video_key: p.videoKey,
        is_premium: p.isPremium,
        is_popular: p.isPopular,
        date_added: p.dateAdded,
        verified_at: p.verifiedAt,
        languages: p.languages,
        show_birthday: p.showBirthday,
      },
      photos,
    );
    return {
      ...card,
      sexual_orientation: p.sexualOrientation,
      race_ethnicity: p.raceEthnicity,
      religion: p.religion,
      height: p.height,
      weight: p.weight,
      inmate_id: p.inmateId,
      prison_name: p.prisonName,
      mailing_address: { street: p.mailingStreet, street_2: p.mailingStreet2, city: p.mailingCity, state: p.mailingState, zip: p.mailingZip },
      bio: p.bio,
      interests: p.interests,
      incarceration_start_date: p.incarcerationStartDate,
      earliest_release_date: p.earliestReleaseDate,
      latest_release_date: p.latestReleaseDate,
      crime: p.crime,
      crime_verified: p.crimeVerified,
      is_receiving_mail: p.isReceivingMail,
      seeking_relationships: p.seekingRelationships,
      // Social links are a premium benefit: shown only on premium profiles.
      social_media: p.isPremium ? (p.socialMedia ?? {}) : {},
      commissary_sites: p.commissarySites,
      electronic_contact: normalizeElectronicContact(p.electronicContact),
      video_filename: p.videoFilename,
      status: p.status,
      view_count: p.viewCount,
      state_info: stateInfo(p.mailingState),
      notices: profileNotices(p, this.clock.now()),
    };
  }
}

export function isoOrNull(date: Date | null): string | null {
  return date ? new Date(date).toISOString() : null;
}

export function stateInfo(code: string): ProfileStateInfoDto | null {
  const state = stateByCode(code);
  if (!state) return null;
  return {
    name: state.name,
    code: state.code,
    slug: state.slug,
    doc_name: state.doc_name,
    doc_locator_url: state.doc_locator_url,
    notes: state.notes.map((n) => ({ ...n, sources: [...n.sources] })),
  };
}
