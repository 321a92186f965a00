import { findStateByCode } from '../../../data/states';
import type { ProfileDetail } from '../types/profile';

/** The state a profile is in: its code, its name and the slug of its state page (/inmates/{slug}). */
export function profileState(profile: Pick<ProfileDetail, 'state' | 'state_info' | 'mailing_address'>) {
  const code = profile.state_info?.code ?? profile.mailing_address?.state ?? profile.state;
  const known = findStateByCode(code);
  return {
    code,
    name: profile.state_info?.name ?? known?.name ?? code,
    slug: profile.state_info?.slug ?? known?.slug ?? code.toLowerCase(),
  };
}
