import { LOGO_PATH, SITE_NAME } from '../../config/site';
import { breadcrumbList, HOME_BREADCRUMB, schemaOrg, siteOrganization } from './structuredData';

const origin = window.location.origin;

describe('breadcrumbList', () => {
  it('lists the steps in order as ListItems at positions 1..n, each page as an absolute URL', () => {
    expect(
      breadcrumbList([HOME_BREADCRUMB, { name: 'Blog', path: '/blog' }, { name: 'A post', path: '/blog/a-post' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: `${origin}/blog` },
        { '@type': 'ListItem', position: 3, name: 'A post', item: `${origin}/blog/a-post` },
      ],
    });
  });

  it('keeps an address that is already absolute', () => {
    const list = breadcrumbList([{ name: 'Elsewhere', path: 'https://example.org/page' }]);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Elsewhere', item: 'https://example.org/page' },
    ]);
  });
});

describe('schemaOrg', () => {
  it('puts the vocabulary and the type before the fields', () => {
    expect(schemaOrg('FAQPage', { mainEntity: [] })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [],
    });
  });
});

describe('siteOrganization', () => {
  it('names the site with its home page and logo as absolute URLs', () => {
    expect(siteOrganization()).toEqual({
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${origin}/`,
      logo: { '@type': 'ImageObject', url: `${origin}${LOGO_PATH}` },
    });
  });
});
