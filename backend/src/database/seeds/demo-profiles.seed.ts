import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import sharp from 'sharp';
import { Clock } from '../../common/clock';
import { BACKEND_ROOT } from '../../config/paths';
import { MediaStorage } from '../../modules/media/media-storage';
import { ProfilePhoto } from '../../modules/profiles/entities/profile-photo.entity';
import { Profile } from '../../modules/profiles/entities/profile.entity';
import {
  LANGUAGES,
  ORIENTATIONS,
  PaymentMethod,
  PaymentStatus,
  ProfileStatus,
  RACES_ETHNICITIES,
  RELIGIONS,
  SEEKING,
} from '../../modules/profiles/profile.enums';
import { stateByCode } from '../../modules/states/states.data';
import { User } from '../../modules/users/entities/user.entity';
import { ProfileCheck } from '../../modules/profiles/verification/entities/profile-check.entity';
import type { CheckOutcome } from '../../modules/profiles/verification/verification.rules';
import { DEMO_ACCOUNTS } from './demo-seed.service';

/** Most demo people write English, a good share Spanish (some only Spanish), a few another language; a few say none. */
function demoLanguages(i: number): Profile['languages'] {
  if (i % 13 === 12) return [];
  const list = new Set<Profile['languages'][number]>();
  if (i % 10 !== 7) list.add('English');
  if (i % 3 === 1 || i % 10 === 7) list.add('Spanish');
  if (i % 11 === 5) list.add(LANGUAGES[2 + (i % (LANGUAGES.length - 2))]);
  return LANGUAGES.filter((l) => list.has(l));
}

/** A birthdate `age` years before the day at `at` (ms), so the birthday falls on that day. */
function demoBirthday(at: number, age: number): Date {
  const d = new Date(at);
  return new Date(Date.UTC(d.getUTCFullYear() - age, d.getUTCMonth(), d.getUTCDate()));
}

/** Distinct illustrated portraits; profiles beyond this reuse them (as separate files). */
const PORTRAITS = 24;
const DEMO_VIDEOS = ['demo-video-1.mp4', 'demo-video-2.mp4', 'demo-video-3.mp4'];
/** States without a listing restriction (DOMAIN.md): demo data should not model a risky listing. */
const DEMO_STATES = ['CA', 'TX', 'NY', 'GA', 'OH', 'PA', 'IL', 'NC', 'MI', 'AZ', 'LA', 'AL', 'VA', 'WA', 'TN', 'OK', 'SC', 'KY', 'CO', 'NV'];

const FIRST_NAMES: Record<string, string[]> = {
  Male: ['Marcus', 'Daniel', 'Jerome', 'Luis', 'Anthony', 'Tyrone', 'Michael', 'Carlos', 'Derek', 'James', 'Andre', 'Robert', 'Kevin', 'Miguel', 'Darnell', 'Thomas', 'Isaiah', 'Victor', 'Samuel', 'Eddie'],
  Female: ['Angela', 'Maria', 'Tasha', 'Jennifer', 'Crystal', 'Rosa', 'Denise', 'Brittany', 'Latoya', 'Amanda', 'Carmen', 'Kimberly', 'Monique', 'Heather', 'Yolanda', 'Sarah'],
  Other: ['Jordan', 'Alex', 'Casey', 'Riley', 'Sky', 'Quinn'],
};
const LAST_NAMES = ['Johnson', 'Ramirez', 'Washington', 'Miller', 'Garcia', 'Brooks', 'Turner', 'Hernandez', 'Coleman', 'Davis', 'Price', 'Lopez', 'Bennett', 'Jenkins', 'Rivera', 'Foster', 'Simmons', 'Wright', 'Ortiz', 'Hayes'];
const INTERESTS = ['reading', 'chess', 'drawing', 'poetry', 'basketball', 'fitness', 'cooking', 'music', 'gospel', 'history', 'writing letters', 'crochet', 'gardening', 'astronomy', 'football', 'spanish', 'bible study', 'meditation', 'cars', 'fantasy novels', 'art', 'yoga', 'law', 'philosophy'];
const OPENERS = [
  "I'm just a regular person trying to grow every day and make the most of my time.",
  'Writing has become my favorite way to stay connected to the world outside these walls.',
  "I've spent the last few years working on myself, and I'm proud of who I'm becoming.",
  'Some days are long in here, and a letter from someone new can turn one around.',
  "I'm a quiet, thoughtful person who loves a good conversation.",
  "Mail call is the best part of my week, and I'd love to hear from you.",
];
const MIDDLES = [
  "I'm finishing my GED and I read anything I can get my hands on.",
  'I work in the kitchen and have learned to cook for a hundred people at a time.',
  'I draw portraits and landscapes, and I would be happy to send you one.',
  'I teach a Bible study group and I help younger guys with their letters home.',
  'I go to the yard every morning to run, and I am training for a prison 5K.',
  "I'm learning Spanish from a library book, so feel free to correct my mistakes.",
  'I have two kids I write to every week, and family means everything to me.',
  'I completed a vocational course in welding and plan to work in the trade when I get out.',
];
const CLOSERS = [
  "I'm looking for genuine friendship, honest conversation and a few laughs.",
  'If you like long letters about books, life and big ideas, write me.',
  'I promise to write back, and I always answer every letter.',
  "I'd love to learn about your life, your city and what keeps you going.",
  'Tell me about your favorite music and I will tell you mine.',
];

const DAY_MS = 86_400_000;
const DEMO_ADMIN_EMAIL = DEMO_ACCOUNTS.find((a) => a.isAdmin)!.email;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The locator check of the `i`th demo profile (Active ones), so the site shows verification: seven in ten
 * found in custody within the last 60 days, one in ten checked 100 to 200 days ago (due again), the rest
 * never checked; two of the recent ones were transferred and await their owner's confirmation, and two
 * were last checked before a latest release date that has since passed. By index, not by the generator,
 * so the profiles themselves stay as they were.
 */
function demoCheck(i: number, now: number): { at: Date; outcome: CheckOutcome; releasePassed: boolean } | null {
  const bucket = i % 10;
  if (bucket >= 8) return null;
  if (bucket === 7) return { at: new Date(now - (100 + ((i * 13) % 101)) * DAY_MS), outcome: 'in_custody', releasePassed: false };
  if (i === 5 || i === 35) return { at: new Date(now - 45 * DAY_MS), outcome: 'in_custody', releasePassed: true };
  return { at: new Date(now - (1 + ((i * 7) % 59)) * DAY_MS), outcome: i === 4 || i === 24 ? 'transferred' : 'in_custody', releasePassed: false };
}

/** A small deterministic generator, so the demo set looks the same on every machine. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An illustrated, clearly-not-a-photo portrait: gradient background, a silhouette, the initials. */
function portraitSvg(initials: string, hue: number, skin: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="600" viewBox="0 0 600 750">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},40%,58%)"/>
  </linearGradient></defs>
  <rect width="600" height="750" fill="url(#g)"/>
  <rect x="255" y="360" width="90" height="160" rx="30" fill="${skin}"/>
  <circle cx="300" cy="290" r="115" fill="${skin}"/>
  <path d="M60 750 C 70 416, 530 416, 540 750 Z" fill="hsl(${(hue + 180) % 360},30%,35%)"/>
  <text x="300" y="670" font-family="sans-serif" font-size="64" font-weight="700" text-anchor="middle" fill="rgba(255,255,255,0.85)">${initials}</text>
</svg>`;
}

/**
 * Fictional profiles (60 by default) for `npm start` in development, so every page has
 * something to show: at least 15 states, every gender, some premium, popular,
 * new and with video, most of them checked against the inmate locator by the demo admin (`demoCheck`).
 * Runs only on a database with no profiles, never in production.
 */
@Injectable()
export class DemoProfilesSeed {
  private readonly logger = new Logger('DemoData');

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: MediaStorage,
    private readonly clock: Clock,
  ) {}

  /** Seeds `count` profiles (DEMO_PROFILES, 60 by default) owned by `ownerEmail`. */
  async run(ownerEmail: string, count: number): Promise<number> {
    const [{ existing }] = await this.dataSource.query<[{ existing: number }]>('SELECT count(*)::int AS existing FROM profiles');
    if (existing > 0 || count === 0) return 0;
    const owner = await this.dataSource.getRepository(User).findOneBy({ email: ownerEmail });
    if (!owner) return 0;
    // The demo admin records the demo checks.
    const admin = await this.dataSource.getRepository(User).findOneBy({ isAdmin: true, email: DEMO_ADMIN_EMAIL });

    const started = Date.now();
    const random = prng(20261121);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)];
    const now = this.clock.now().getTime();
    const day = 86_400_000;
    const portraits = await this.renderPortraits();

    for (let i = 0; i < count; i++) {
      const gender = i % 10 === 9 ? 'Other' : i % 3 === 0 ? 'Female' : 'Male';
      const first = pick(FIRST_NAMES[gender]);
      const last = pick(LAST_NAMES);
      const stateCode = DEMO_STATES[i % DEMO_STATES.length];
      const state = stateByCode(stateCode)!;
      const age = 19 + Math.floor(random() * 54);
      const born = new Date(now - age * 365.25 * day - Math.floor(random() * 360) * day);
      // Every fourth profile shows its birthday, each in the next weeks from the day the demo starts, so /birthdays has some.
      const showBirthday = i % 4 === 2;
      const birth = showBirthday ? demoBirthday(now + ((Math.floor(i / 4) * 3) % 28) * day, age) : born;
      const incarcerated = new Date(now - (1 + Math.floor(random() * 12)) * 365 * day);
      const release = new Date(now + (1 + Math.floor(random() * 15)) * 365 * day);
      const isNew = i % 8 === 0;
      const bio = [pick(OPENERS), pick(MIDDLES), pick(MIDDLES), pick(CLOSERS)].filter((v, k, a) => a.indexOf(v) === k).join(' ');
      const status = i >= count - 3 ? (i % 2 ? ProfileStatus.PendingReview : ProfileStatus.AwaitingPayment) : ProfileStatus.Active;

      const profile = this.dataSource.getRepository(Profile).create({
        ownerId: owner.id,
        name: `${first} ${last}`,
        gender,
        birthdate: birth.toISOString().slice(0, 10),
        sexualOrientation: random() < 0.7 ? pick(ORIENTATIONS) : null,
        raceEthnicity: random() < 0.8 ? pick(RACES_ETHNICITIES) : null,
        religion: random() < 0.8 ? pick(RELIGIONS) : null,
        height: `${5 + Math.floor(random() * 2)}'${Math.floor(random() * 12)}"`,
        weight: `${120 + Math.floor(random() * 120)} lbs`,
        inmateId: `DEMO-${10000 + i * 137}`,
        prisonName: state.major_facilities[i % state.major_facilities.length],
        mailingStreet: `P.O. Box ${100 + i * 7}`,
        mailingStreet2: null,
        mailingCity: 'Demo City',
        mailingState: stateCode,
        mailingZip: String(10000 + i * 911).slice(0, 5),
        bio: `${bio} (Demo profile: a fictional person.)`,
        interests: [...new Set([pick(INTERESTS), pick(INTERESTS), pick(INTERESTS), pick(INTERESTS)])],
        languages: demoLanguages(i),
        showBirthday,
        seekingRelationships: [...new Set([i % 4 === 0 ? 'Romance' : 'Friendship', 'Pen Pal', ...(random() < 0.3 ? [pick(SEEKING)] : [])])],
        incarcerationStartDate: incarcerated.toISOString().slice(0, 10),
        earliestReleaseDate: release.toISOString().slice(0, 10),
        latestReleaseDate: new Date(release.getTime() + Math.floor(random() * 5) * 365 * day).toISOString().slice(0, 10),
        crime: random() < 0.6 ? pick(['Robbery', 'Drug possession', 'Burglary', 'Assault', 'Fraud', 'Theft']) : null,
        crimeVerified: random() < 0.5,
        isReceivingMail: i % 7 !== 3,
        socialMedia: i % 6 === 0 ? { instagram: `demo_${first.toLowerCase()}` } : {},
        commissarySites: i % 5 === 0 ? ['https://www.accesscatalog.com', 'https://www.jpay.com'] : [],
        electronicContact: { jpay: i % 3 === 0, corrlinks: i % 4 === 0, securus: i % 5 === 0, gettingout: false, chirp: false, chirp_number: null, other_app: null },
        status,
        paymentStatus: status === ProfileStatus.AwaitingPayment ? PaymentStatus.Unpaid : PaymentStatus.Paid,
        paymentMethod: status === ProfileStatus.AwaitingPayment ? null : PaymentMethod.Demo,
        paidThrough: status === ProfileStatus.AwaitingPayment ? null : new Date(now + 30 * day),
        submissionFeePaid: status !== ProfileStatus.AwaitingPayment,
        isPremium: i % 6 === 1,
        premiumPaidThrough: i % 6 === 1 ? new Date(now + 30 * day) : null,
        isPopular: i % 7 === 2,
        viewCount: Math.floor(random() * 900),
        dateAdded: new Date(isNew ? now - Math.floor(random() * 40) * 3_600_000 : now - (3 + i) * day),
        approvedAt: status === ProfileStatus.Active ? new Date(now - (2 + i) * day) : null,
        videoPaid: i < DEMO_VIDEOS.length,
      });

      const photoCount = 1 + (i % 2);
      const photos: ProfilePhoto[] = [];
      for (let n = 0; n < photoCount; n++) {
        const portrait = portraits[(i * 2 + n) % portraits.length];
        const id = randomUUID();
        const stored = { cardKey: `${id}-card.webp`, fullKey: `${id}-full.webp`, width: portrait.width, height: portrait.height };
        await this.storage.put(stored.cardKey, portrait.card);
        await this.storage.put(stored.fullKey, portrait.full);
        photos.push(Object.assign(new ProfilePhoto(), { position: n, ...stored }));
      }
      if (i < DEMO_VIDEOS.length) {
        const key = `${randomUUID()}.mp4`;
        await this.storage.put(key, fs.readFileSync(path.join(BACKEND_ROOT, 'assets', 'demo', DEMO_VIDEOS[i])));
        profile.videoKey = key;
        profile.videoFilename = DEMO_VIDEOS[i];
      }
      profile.photos = photos;
      const check = status === ProfileStatus.Active ? demoCheck(i, now) : null;
      if (check) {
        Object.assign(profile, {
          lastCheckAt: check.at,
          lastCheckOutcome: check.outcome,
          verifiedAt: check.at,
          addressConfirmationDue: check.outcome === 'transferred',
          ...(check.releasePassed ? { earliestReleaseDate: dayOf(now - 20 * day), latestReleaseDate: dayOf(now - 20 * day) } : {}),
        });
      }
      const saved = await this.dataSource.getRepository(Profile).save(profile);
      if (check) {
        await this.dataSource.getRepository(ProfileCheck).insert({
          profileId: saved.id,
          checkedBy: admin?.id ?? null,
          outcome: check.outcome,
          facility: check.outcome === 'transferred' ? state.major_facilities[(i + 1) % state.major_facilities.length] : saved.prisonName,
          note: 'Demo check: a fictional person, so no locator was really searched.',
          createdAt: check.at,
        });
      }
    }
    this.logger.log(`Created ${count} demo profiles in ${Date.now() - started} ms`);
    return count;
  }

  /** Renders the portraits once, as the upload pipeline would: a 480x600 card and a full WebP. */
  private async renderPortraits(): Promise<Array<{ card: Buffer; full: Buffer; width: number; height: number }>> {
    const skins = ['#f1c7a5', '#d9a37c', '#a86b45', '#7a4a2c', '#e8b894'];
    const letters = 'ABCDEGHJKLMNPRSTVW';
    return Promise.all(
      Array.from({ length: PORTRAITS }, async (_, k) => {
        const initials = `${letters[k % letters.length]}${letters[(k * 7 + 3) % letters.length]}`;
        const png = await sharp(Buffer.from(portraitSvg(initials, (k * 47) % 360, skins[k % skins.length]))).png().toBuffer();
        const [card, full] = await Promise.all([
          sharp(png).resize(480, 600, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
          sharp(png).webp({ quality: 82 }).toBuffer({ resolveWithObject: true }),
        ]);
        return { card, full: full.data, width: full.info.width, height: full.info.height };
      }),
    );
  }
}
