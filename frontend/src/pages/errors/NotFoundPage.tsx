import { Result } from 'antd';
import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ButtonLink/ButtonLink';
import { usePageMeta } from '../../components/seo/usePageMeta';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageMeta({
    title: 'Page Not Found',
    description: 'The page you are looking for does not exist or has moved.',
    canonicalPath: pathname,
    noIndex: true,
  });
  return (
    <div className="page-container">
      <Result
        status="404"
        title="Page not found"
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
