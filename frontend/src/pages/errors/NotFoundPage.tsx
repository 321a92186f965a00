import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { Result } from '../../components/kit/Result';
import { RoutePageContext } from '../../components/seo/routePage';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ProfileNotFound } from '../../modules/profiles/components/detail/ProfileNotFound';

/**
 * The not-found page: for an address the app does not have, and where the server answered 404 for a record
 * (an unknown or unpublished profile gets the profile page's own "Profile Not Found").
 */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const isProfile = useContext(RoutePageContext)?.sitePage?.record === 'profile';
  usePageMeta({
    title: isProfile ? 'Profile Not Found' : 'Page Not Found',
    description: 'The page you are looking for does not exist or has moved.',
    canonicalPath: pathname,
    noIndex: true,
  });
  if (isProfile) return <ProfileNotFound />;
  return (
    <div className="page-container">
      <Result
        status="404"
        // A real heading: the page's one h1, for screen readers and outlines.
        title={<h1>Page not found</h1>}
        subTitle="Sorry, the page you are looking for does not exist or has moved."
        extra={
          <ButtonLink type="primary" to="/">
            Back to the home page
          </ButtonLink>
        }
      />
    </div>
  );
}
