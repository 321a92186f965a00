import { makeDetail } from '../../../test/profileFixtures';
import type { ProfileDetail } from '../types/profile';
import { excerpt, formatCount, formatDate, safeHttpUrl, socialUrl } from './format';
import { facilityAddressLines, fillMailingFormat, getMailingInstructions } from './mailingAddress';
import { buildMediaItems, cardPhotoUrl, resolveMediaUrl, wrapIndex } from './media';

const profile = makeDetail() as ProfileDetail;

describe('mailing address', () => {
  it('writes the facility address as name and ID, street, line 2 when there is one, city/state/zip', () => {
    expect(facilityAddressLines(profile)).toEqual([
      'Jordan Avery #TX-12345',
      '815 12th Street',
      'Huntsville, TX 77348',
    ]);
    const withLine2 = { ...profile, mailing_address: { ...profile.mailing_address, street_2: 'Unit B' } };
    expect(facilityAddressLines(withLine2)[2]).toBe('Unit B');
  });

  it("fills a state's format with the name, the ID and the facility", () => {
    expect(fillMailingFormat('{name}/{inmate_id}\n{facility}\n\nPO Box 1\n{unknown}', profile)).toEqual([
      'Jordan Avery/TX-12345',
      'Huntsville Unit',
      'PO Box 1',
      '{unknown}',
    ]);
  });

  it('uses the first note with a mailing format, and the facility address otherwise', () => {
    const note = { kind: 'central-mail' as const, text: 'Central', mailing_format: '{name}\nPO Box 9', sources: [] };
    const stateInfo = profile.state_info!;
    expect(
      getMailingInstructions({
        ...profile,
        state_info: { ...stateInfo, notes: [{ kind: 'listing-restriction', text: 'x', sources: [] }, note] },
      }),
    ).toEqual({ lines: ['Jordan Avery', 'PO Box 9'], note });
    expect(getMailingInstructions(profile)).toEqual({ lines: facilityAddressLines(profile) });
    expect(getMailingInstructions({ ...profile, state_info: null }).note).toBeUndefined();
  });
});

describe('format helpers', () => {
  it('writes counts as en-US does, without Intl', () => {
    for (const value of [0, 7, 999, 1000, 12345, 1234567, 1000000, -4321, 1234.5]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US', { maximumFractionDigits: 20 }));
    }
  });

  it('formats dates without shifting the day, and gives null for nothing', () => {
    expect(formatDate('2021-01-01')).toBe('January 1, 2021');
    expect(formatDate(null)).toBeNull();
    expect(formatDate('not a date')).toBeNull();
  });

  it('writes a date as en-US does, in UTC, whatever the time of day', () => {
    for (const value of ['2021-03-05', '1999-12-31T23:59:59Z', '2026-11-28T00:30:00+05:00', '2024-02-29T12:00:00Z']) {
      const inUtc = new Date(value.length === 10 ? `${value}T00:00:00Z` : value).toLocaleDateString('en-US', {
        timeZone: 'UTC',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
      });
      expect(formatDate(value)).toBe(inUtc);
    }
  });

  it('cuts a description at a word with an ellipsis', () => {
    expect(excerpt('short text')).toBe('short text');
    const cut = excerpt('word '.repeat(60), 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut).toMatch(/word…$/);
  });

  it('links social handles and https URLs, never other schemes', () => {
    expect(socialUrl('instagram', '@pen.pal')).toBe('https://www.instagram.com/pen.pal');
    expect(socialUrl('tiktok', 'penpal')).toBe('https://www.tiktok.com/@penpal');
    expect(socialUrl('facebook', 'https://facebook.com/x')).toBe('https://facebook.com/x');
    expect(socialUrl('facebook', 'javascript:alert(1)')).toBeNull();
    expect(socialUrl('instagram', '')).toBeNull();
    expect(safeHttpUrl('data:text/html,x')).toBeNull();
  });
});

describe('media', () => {
  it('keeps API paths on the same origin when the API base is relative', () => {
    expect(resolveMediaUrl('/api/media/x.webp')).toBe('/api/media/x.webp');
    expect(resolveMediaUrl('https://cdn.example/x.webp')).toBe('https://cdn.example/x.webp');
    expect(resolveMediaUrl(null)).toBeNull();
  });

  it('lists the video first, then the card or full photos, falling back to the single photo', () => {
    const withVideo = { ...profile, video_url: '/api/media/v.mp4' };
    expect(buildMediaItems(withVideo, 'card')).toEqual([
      { kind: 'video', src: '/api/media/v.mp4', poster: '/api/media/a-card.webp' },
      { kind: 'photo', src: '/api/media/a-card.webp' },
      { kind: 'photo', src: '/api/media/b-card.webp' },
    ]);
    expect(buildMediaItems(withVideo, 'full', { withVideo: false }).map((item) => item.src)).toEqual([
      '/api/media/a-full.webp',
      '/api/media/b-full.webp',
    ]);
    expect(
      buildMediaItems(
        { ...profile, photos: [], photo_thumbnails: [], thumbnail_url: null, photo_base64: '/api/media/legacy.jpg' },
        'card',
      ),
    ).toEqual([{ kind: 'photo', src: '/api/media/legacy.jpg' }]);
  });

  it('takes the primary photo in its card rendition, falling back to the full one, or nothing', () => {
    expect(cardPhotoUrl(profile)).toBe('/api/media/a-card.webp');
    expect(cardPhotoUrl({ ...profile, photo_thumbnails: [], thumbnail_url: null })).toBe('/api/media/a-full.webp');
    expect(cardPhotoUrl({ ...profile, photos: [], photo_thumbnails: [], thumbnail_url: null, photo_base64: null })).toBeNull();
  });

  it('wraps indexes at both ends', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});
