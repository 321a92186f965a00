import { useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { ForumCategoryNotFound, ForumCategoryView } from '../../modules/forum/components/ForumCategoryView';
import { isForumCategory } from '../../modules/forum/constants';
import { useForumCategory } from '../../modules/forum/hooks/useForumCategories';
import { usePageParam } from '../../modules/forum/hooks/usePageParam';
import type { ForumCategory } from '../../modules/forum/types/forum';
import { buildCategoryMeta } from '../../modules/forum/utils/categoryMeta';

/** /forum/category/:category; an address naming no category says so, without asking the server. */
export function ForumCategoryPage() {
  const { category } = useParams();
  return isForumCategory(category) ? (
    <KnownCategoryPage key={category} category={category} />
  ) : (
    <UnknownCategoryPage slug={category} />
  );
}

function KnownCategoryPage({ category }: { category: ForumCategory }) {
  const [page] = usePageParam();
  const summary = useForumCategory(category);
  usePageMeta(buildCategoryMeta(category, page, summary?.description));
  return <ForumCategoryView category={category} />;
}

function UnknownCategoryPage({ slug }: { slug: string | undefined }) {
  usePageMeta(buildCategoryMeta(slug, 1));
  return <ForumCategoryNotFound />;
}
