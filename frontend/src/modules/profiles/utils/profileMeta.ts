import {
  breadcrumbList,
  HOME_BREADCRUMB,
  schemaOrg,
  type BreadcrumbItem,
} from '../../../components/seo/structuredData';
import type { PageMeta } from '../../../components/seo/usePageMeta';
import { toAbsoluteUrl } from '../../../components/seo/usePageMeta';
import type { ProfileDetail } from '../types/profile';
import { excerpt } from './format';
import { cardPhotoUrl, firstSlideImage } from './media';
import { profileState } from './profileState';

/** Home › Inmate Pen Pals › state › name: the profile page's visible breadcrumb and its BreadcrumbList. */
export function profileBreadcrumb(profile: ProfileDetail): BreadcrumbItem[] {
  const state = profileState(profile);
  return [
    HOME_BREADCRUMB,
    { name: 'Inmate Pen Pals', path: '/browse' },
    { name: state.name, path: `/inmates/${state.slug}` },
    { name: profile.name, path: `/profile/${profile.id}` },
  ];
}

/**
 * Head tags of a profile page: name, age and state in the title, the bio's first words, the card
 * photo as the social preview, and for search engines a ProfilePage about the Person and the
 * breadcrumb. The structured data names the person only by name, photo, state and bio: never the
 * inmate number, the facility or the mailing address.
 */
export function buildProfileMeta(
  id: string | undefined,
  profile: ProfileDetail | undefined,
  isNotFound: boolean,
): PageMeta {
  const canonicalPath = `/profile/${id ?? ''}`;
  if (!profile) {
    return isNotFound
      ? {
          title: 'Profile Not Found',
          description: "The profile you're looking for doesn't exist or has been removed.",
          canonicalPath,
          noIndex: true,
        }
      : {
          title: 'Inmate Pen Pal Profile',
          description:
            "Read this inmate's pen pal profile: about them, their interests, what they are seeking and the mailing address to write to.",
          canonicalPath,
        };
  }
  const stateName = profileState(profile).name;
  const nameAndAge = profile.age > 0 ? `${profile.name}, ${profile.age}` : profile.name;
  const title = `${nameAndAge} – ${stateName} Inmate Pen Pal`;
  const description = excerpt(profile.bio || `${nameAndAge}, in ${stateName}, is looking for a pen pal.`);
  const photo = cardPhotoUrl(profile);
  const image = photo ? toAbsoluteUrl(photo) : undefined;
  return {
    title,
    description,
    keywords: [
      `${stateName} inmate pen pal`,
      `write to ${profile.name}`,
      `${profile.gender.toLowerCase()} inmate pen pal`,
      'prison pen pals',
    ],
    canonicalPath,
    image: image ? { url: image, alt: `Photo of ${profile.name}` } : undefined,
    // The gallery's first slide is the page's largest paint.
    preloadImage: firstSlideImage(profile, 'full'),
    type: 'profile',
    structuredData: [
      schemaOrg('ProfilePage', {
        url: toAbsoluteUrl(canonicalPath),
        name: title,
        dateCreated: profile.date_added,
        mainEntity: {
          '@type': 'Person',
          name: profile.name,
          ...(image ? { image } : {}),
          // The state only: the street address and the inmate number stay on the page.
          address: { '@type': 'PostalAddress', addressRegion: stateName },
          description,
        },
      }),
      breadcrumbList(profileBreadcrumb(profile)),
    ],
  };
}
