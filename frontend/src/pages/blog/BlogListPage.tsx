import { usePageMeta } from '../../components/seo/usePageMeta';
import { BlogListView } from '../../modules/blog/components/BlogListView';
import { usePageParam } from '../../modules/forum/hooks/usePageParam';
import { buildBlogListMeta } from '../../modules/blog/utils/blogMeta';

/** /blog: the blog's posts, 12 a page. */
export function BlogListPage() {
  const [page] = usePageParam();
  usePageMeta(buildBlogListMeta(page));
  return <BlogListView />;
}
