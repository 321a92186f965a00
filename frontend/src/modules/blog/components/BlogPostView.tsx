import { Breadcrumb } from '../../../components/navigation/Breadcrumb';
import type { BlogPost } from '../types/blog';
import { blogPostBreadcrumb } from '../utils/blogMeta';
import { BlogArticle } from './BlogArticle';
import { BlogCta } from './BlogCta';
import { BlogStateNotice } from './BlogStateNotice';
import { RelatedPosts } from './RelatedPosts';
import './blog.css';

export type BlogPostViewProps = {
  post: BlogPost;
};

/** /blog/{slug}: the article, the call to write, and two related posts. */
export function BlogPostView({ post }: BlogPostViewProps) {
  return (
    <div className="page-container blog-page blog-post-page">
      <Breadcrumb items={blogPostBreadcrumb(post)} />
      <BlogStateNotice state={post.state} publishedDate={post.published_date} />
      <BlogArticle post={post} />
      <BlogCta />
      <RelatedPosts slug={post.slug} />
    </div>
  );
}
