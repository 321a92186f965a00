import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumSearchView } from '../../modules/forum/components/ForumSearchView';
import { FORUM_SEARCH_PATH } from '../../modules/forum/constants';

/** /forum/search?q=&page=: the forum's search results. */
export function ForumSearchPage() {
  const [searchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim();
  usePageMeta({
    title: q ? `“${q}” | Forum search` : 'Forum search',
    description: 'Search the pen pal community forum.',
    canonicalPath: FORUM_SEARCH_PATH,
  });
  return <ForumSearchView q={q} />;
}
