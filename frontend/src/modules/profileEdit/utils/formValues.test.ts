import { makeOwnerProfile } from '../test/ownerProfileFixtures';
import type { OwnerProfile } from '../types/ownerProfile';
import { buildAdminProfileUpdate, buildProfileUpdate } from '../../profileForm/utils/payload';
import { toFormValues, toGalleryPhotos } from './formValues';
import { countWords } from '../../profileForm/utils/text';

const profile = makeOwnerProfile() as unknown as OwnerProfile;

describe('edit form values', () => {
  it('round-trips a profile into the PUT body of the editable fields only', () => {
    const values = toFormValues(profile);
    expect(values.interests).toBe('Chess, Reading');
    expect(values.commissary_sites).toBe('https://www.accesscatalog.com/');

    const update = buildProfileUpdate(values, toGalleryPhotos(profile));
    expect(update).not.toHaveProperty('restricted_state_acknowledged');
    expect(update).not.toHaveProperty('is_premium');
    expect(update).not.toHaveProperty('status');
    expect(update.photos).toEqual(['/api/media/a-full.webp', '/api/media/b-full.webp']);
    expect(update.latest_release_date).toBe('2031-07-01');
    expect(update.crime).toBeNull();
  });

  it('uses the date part of a birthdate with a time', () => {
    const values = toFormValues({ ...profile, birthdate: '1990-05-14T00:00:00.000Z' });
    expect(values.birthdate).toBe('1990-05-14');
  });

  it('trims, splits lists, empties optional texts to null and drops the chirp number without Chirp', () => {
    const values = toFormValues(profile);
    const update = buildProfileUpdate({
      ...values,
      name: '  Jordan  ',
      interests: ' chess , , letters ',
      commissary_sites: 'https://a.example\n\n https://b.example ',
      height: '   ',
      mailing_address: { ...values.mailing_address, street_2: ' ' },
      electronic_contact: { ...values.electronic_contact, chirp: false, chirp_number: '555' },
    }, []);
    expect(update.name).toBe('Jordan');
    expect(update.interests).toEqual(['chess', 'letters']);
    expect(update.commissary_sites).toEqual(['https://a.example', 'https://b.example']);
    expect(update.height).toBeNull();
    expect(update.mailing_address.street_2).toBeNull();
    expect(update.electronic_contact.chirp_number).toBeNull();
  });

  it('adds the restricted-state confirmation only when asked', () => {
    const update = buildProfileUpdate(toFormValues(profile), [], { acknowledgesRestrictedState: true });
    expect(update.restricted_state_acknowledged).toBe(true);
  });

  it('adds is_premium for an admin', () => {
    const values = { ...toFormValues(profile), is_premium: true };
    expect(buildAdminProfileUpdate(values, []).is_premium).toBe(true);
  });

  it('shows the legacy single photo when there is no list', () => {
    const legacy = { ...profile, photos: [], photo_thumbnails: [], photo_base64: '/api/media/old.webp' };
    expect(toGalleryPhotos(legacy).map((photo) => photo.value)).toEqual(['/api/media/old.webp']);
  });

  it('counts words by whitespace', () => {
    expect(countWords('  one two\nthree\t four  ')).toBe(4);
    expect(countWords('')).toBe(0);
  });
});
