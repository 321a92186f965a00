import { useSearchParams } from 'react-router-dom';
import { storableText } from '@shared/text';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumSearchView } from '../../modules/forum/components/ForumSearchView';
import { FORUM_SEARCH_PATH } from '../../modules/forum/constants';

/** /forum/search?q=&page=: the forum's search results. */
export function ForumSearchPage() {
  const [searchParams] = useSearchParams();
  // An address may hold what the API refuses (?q=%00, a 400): searched without it, the page answers as for any
  // words, rendered on the server like every search.
  const q = storableText(searchParams.get('q') ?? '').trim();
  usePageMeta({
    title: q ? `“${q}” | Forum search` : 'Forum search',
    description: 'Search the pen pal community forum.',
    canonicalPath: FORUM_SEARCH_PATH,
  });
  return <ForumSearchView q={q} />;
}
