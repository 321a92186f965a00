import { makeDetail } from '../../../test/profileFixtures';
import type { ProfileDetail } from '../types/profile';
import { buildProfileMeta, profileBreadcrumb } from './profileMeta';

const origin = window.location.origin;
const ID = '11111111-1111-4111-8111-111111111111';

function detail(overrides: Record<string, unknown> = {}): ProfileDetail {
  return makeDetail({ id: ID, ...overrides }) as ProfileDetail;
}

function structuredData(profile: ProfileDetail): Record<string, unknown>[] {
  return buildProfileMeta(ID, profile, false).structuredData as Record<string, unknown>[];
}

describe('profile meta', () => {
  it('titles the page with name, age and state, and shares the card photo as an absolute URL', () => {
    const meta = buildProfileMeta(ID, detail(), false);
    expect(meta.title).toBe('Jordan Avery, 34 – Texas Inmate Pen Pal');
    expect(meta.description).toMatch(/^I like chess, long letters/);
    expect(meta.canonicalPath).toBe(`/profile/${ID}`);
    expect(meta.image).toEqual({ url: `${origin}/api/media/a-card.webp`, alt: 'Photo of Jordan Avery' });
    expect(meta.type).toBe('profile');
  });

  it('describes a profile without a bio by name, age and state, and leaves out an age it does not know', () => {
    expect(buildProfileMeta(ID, detail({ bio: '' }), false).description).toBe(
      'Jordan Avery, 34, in Texas, is looking for a pen pal.',
    );
    expect(buildProfileMeta(ID, detail({ age: 0 }), false).title).toBe('Jordan Avery – Texas Inmate Pen Pal');
  });

  it('declares a ProfilePage whose Person has the name, card photo, state and bio excerpt', () => {
    const [page] = structuredData(detail());
    expect(page).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: `${origin}/profile/${ID}`,
      name: 'Jordan Avery, 34 – Texas Inmate Pen Pal',
      dateCreated: '2026-01-01T00:00:00.000Z',
      mainEntity: {
        '@type': 'Person',
        name: 'Jordan Avery',
        image: `${origin}/api/media/a-card.webp`,
        address: { '@type': 'PostalAddress', addressRegion: 'Texas' },
        description: expect.stringMatching(/^I like chess, long letters/),
      },
    });
  });

  it('never puts the inmate number, the facility or the mailing address in the structured data', () => {
    const json = JSON.stringify(structuredData(detail()));
    for (const privateText of ['TX-12345', '815 12th Street', 'Huntsville', '77348']) {
      expect(json).not.toContain(privateText);
    }
    const person = (structuredData(detail())[0].mainEntity ?? {}) as Record<string, unknown>;
    expect(Object.keys(person.address as object)).toEqual(['@type', 'addressRegion']);
  });

  it('has no image for a profile without photos, and shares the site image instead', () => {
    const noPhotos = detail({ photos: [], photo_thumbnails: [], thumbnail_url: null, photo_base64: null });
    expect(buildProfileMeta(ID, noPhotos, false).image).toBeUndefined();
    expect(structuredData(noPhotos)[0].mainEntity).not.toHaveProperty('image');
  });

  it('declares the breadcrumb Home › Inmate Pen Pals › state › name, the same list the page shows', () => {
    const profile = detail();
    expect(profileBreadcrumb(profile)).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Inmate Pen Pals', path: '/browse' },
      { name: 'Texas', path: '/inmates/texas' },
      { name: 'Jordan Avery', path: `/profile/${ID}` },
    ]);
    expect(structuredData(profile)[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Inmate Pen Pals', item: `${origin}/browse` },
        { '@type': 'ListItem', position: 3, name: 'Texas', item: `${origin}/inmates/texas` },
        { '@type': 'ListItem', position: 4, name: 'Jordan Avery', item: `${origin}/profile/${ID}` },
      ],
    });
  });

  it('marks a profile that does not exist noindex, with no structured data', () => {
    const meta = buildProfileMeta(ID, undefined, true);
    expect(meta).toMatchObject({ title: 'Profile Not Found', noIndex: true });
    expect(meta.structuredData).toBeUndefined();
  });
});
