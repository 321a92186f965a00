import { useQuery } from '@tanstack/react-query';
import { SITE_CONTACT_ELEMENT_ID, type SiteContact } from '@shared/site';
import { apiClient } from '../api/client';
import { queryKeys } from '../api/queryKeys';

export type { SiteContact, SocialLink } from '@shared/site';

/**
 * What the page carries from the server: every page it serves holds the contact details in a JSON script
 * (backend `PageRendererService`), so they are on screen from the first paint. Absent only under Vite's dev
 * server, where the app asks `GET /site`.
 */
function contactInPage(): SiteContact | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(SITE_CONTACT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as SiteContact;
  } catch {
    return undefined;
  }
}

/** `GET /site` → the contact details and social links (CONTACT_EMAIL, POSTAL_ADDRESS, SOCIAL_LINKS on the server). */
export async function fetchSiteContact({ signal }: { signal?: AbortSignal } = {}): Promise<SiteContact> {
  const { data } = await apiClient.get<SiteContact>('/site', { signal });
  return data;
}

/** Nothing to show yet (only while the dev server's page asks for them). */
const NOT_YET: SiteContact = { contact_email: '', postal_address: '', social_links: [] };

/**
 * The site's contact details and social links, as the server is configured: the one source for the footer,
 * the FAQ, Stay safe, the policies and the home page's structured data. Server-rendered pages get them from
 * the render's data, other pages from the page itself; both are the same for the whole visit.
 */
export function useSiteContact(): SiteContact {
  const { data } = useQuery({
    queryKey: queryKeys.siteContact,
    queryFn: ({ signal }) => fetchSiteContact({ signal }),
    initialData: contactInPage,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return data ?? NOT_YET;
}

/** The contact e-mail address as a mailto link (nothing while it is not known yet). */
export function ContactEmailLink() {
  const { contact_email: email } = useSiteContact();
  return email ? <a href={`mailto:${email}`}>{email}</a> : null;
}
