import { LOGO_PATH, SITE_NAME } from '../../config/site';
import { toAbsoluteUrl } from './usePageMeta';

/** A JSON-LD object as usePageMeta takes it (`structuredData`). */
export type JsonLd = Record<string, unknown>;

/** One step of a breadcrumb trail: what it is called and the path of its page on this site. */
export type BreadcrumbItem = {
  name: string;
  /** A path of the site, from its root. */
  path: `/${string}`;
};

/** The first step of every trail. */
export const HOME_BREADCRUMB: BreadcrumbItem = { name: 'Home', path: '/' };

/** A top-level schema.org object of type `type`: the vocabulary's `@context`, the type, then `fields`. */
export function schemaOrg(type: string, fields: JsonLd): JsonLd {
  return { '@context': 'https://schema.org', '@type': type, ...fields };
}

/** The site itself as schema.org names it: the publisher of the blog, the subject of the home page. */
export function siteOrganization(): JsonLd {
  return {
    '@type': 'Organization',
    name: SITE_NAME,
    url: toAbsoluteUrl('/'),
    logo: { '@type': 'ImageObject', url: toAbsoluteUrl(LOGO_PATH) },
  };
}

/**
 * schema.org BreadcrumbList of a trail, first step first: positions 1..n, each step's page as an
 * absolute URL. The page's visible breadcrumb is drawn from the same list (components/navigation/Breadcrumb).
 */
export function breadcrumbList(items: readonly { name: string; path: string }[]): JsonLd {
  return schemaOrg('BreadcrumbList', {
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: toAbsoluteUrl(item.path),
    })),
  });
}
