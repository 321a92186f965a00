import { DataSource } from 'typeorm';
import { ProfilePhoto } from '../../src/modules/profiles/entities/profile-photo.entity';
import { Profile } from '../../src/modules/profiles/entities/profile.entity';
import { PaymentStatus, ProfileStatus } from '../../src/modules/profiles/profile.enums';
import type { TestApp } from '../helpers/test-app';

let counter = 0;

/** YYYY-MM-DD for `years` years and `days` days before today (UTC). */
export function birthdateYearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/** A valid body for POST /api/profiles (what the /submit form sends), with the given photos; override any field. */
export function submissionBody(photos: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Marcus Reed',
    photos,
    gender: 'Male',
    birthdate: birthdateYearsAgo(34),
    inmate_id: '01234567',
    prison_name: 'Huntsville Unit',
    mailing_address: { street: '815 12th Street', city: 'Huntsville', state: 'TX', zip: '77348' },
    bio: 'I am a patient reader and a decent chess player who loves long letters about ordinary life.',
    interests: 'chess, reading',
    incarceration_start_date: '2019-03-01',
    earliest_release_date: '2027-01-01',
    latest_release_date: '2030-06-30',
    ...overrides,
  };
}

/** Inserts a profile straight into the database (Active unless told otherwise), with one placeholder photo row. */
export async function insertProfile(t: TestApp, ownerId: string, overrides: Partial<Profile> = {}): Promise<Profile> {
  counter += 1;
  const repo = t.app.get(DataSource).getRepository(Profile);
  const profile = repo.create({
    ownerId,
    name: `Test Person ${counter}`,
    gender: 'Male',
    birthdate: birthdateYearsAgo(30),
    inmateId: `T-${counter}`,
    prisonName: 'Test Correctional Facility',
    mailingStreet: 'P.O. Box 1',
    mailingCity: 'Huntsville',
    mailingState: 'TX',
    mailingZip: '77342',
    bio: 'A plain test biography that is long enough to be a realistic profile text for the directory.',
    interests: ['reading'],
    seekingRelationships: ['Friendship'],
    status: ProfileStatus.Active,
    paymentStatus: PaymentStatus.Paid,
    dateAdded: new Date(Date.now() - counter * 60_000),
    ...overrides,
  });
  profile.photos = overrides.photos ?? [
    Object.assign(new ProfilePhoto(), {
      position: 0,
      cardKey: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}-card.webp`,
      fullKey: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}-full.webp`,
      width: 600,
      height: 750,
    }),
  ];
  return repo.save(profile);
}
