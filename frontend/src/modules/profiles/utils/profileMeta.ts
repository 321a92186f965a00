import type { PageMeta } from '../../../components/seo/usePageMeta';
import { findStateByCode } from '../../../data/states';
import type { ProfileDetail } from '../types/profile';
import { excerpt } from './format';
import { resolveMediaUrl } from './media';

/** Head tags of a profile page: name and state in the title, the bio's first words, the primary photo. */
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
  const stateName =
    profile.state_info?.name ?? findStateByCode(profile.state)?.name ?? profile.state;
  const photo = profile.photos?.[0] ?? profile.photo_base64;
  return {
    title: `${profile.name}, ${profile.age} – ${stateName} Inmate Pen Pal`,
    description: excerpt(profile.bio || `${profile.name} is looking for a pen pal.`),
    keywords: [
      `${stateName} inmate pen pal`,
      `write to ${profile.name}`,
      `${profile.gender.toLowerCase()} inmate pen pal`,
      'prison pen pals',
    ],
    canonicalPath,
    image: resolveMediaUrl(photo) ?? undefined,
    type: 'profile',
  };
}
