import { Navigate, useParams } from 'react-router-dom';
import { usePageMeta } from '../../components/seo/usePageMeta';
import { BlogPostSkeleton } from '../../modules/blog/components/BlogPostSkeleton';
import { BlogPostView } from '../../modules/blog/components/BlogPostView';
import { BLOG_PATH } from '../../modules/blog/constants';
import { useBlogPost } from '../../modules/blog/hooks/useBlogPost';
import { buildBlogPostMeta } from '../../modules/blog/utils/blogMeta';

/** /blog/:slug; a post that cannot be loaded (unknown, not public, or an error) sends the reader back to /blog. */
export function BlogPostPage() {
  const { slug } = useParams();
  const { post, isLoading, hasFailed } = useBlogPost(slug);
  usePageMeta(buildBlogPostMeta(slug, post));

  if (hasFailed) return <Navigate to={BLOG_PATH} replace />;
  if (isLoading || !post) return <BlogPostSkeleton />;
  return <BlogPostView key={post.slug} post={post} />;
}
