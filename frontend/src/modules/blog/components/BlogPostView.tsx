import type { BlogPost } from '../types/blog';
import { BlogArticle } from './BlogArticle';
import { BlogBreadcrumb } from './BlogBreadcrumb';
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
      <BlogBreadcrumb current={post.title} />
      <BlogStateNotice state={post.state} publishedDate={post.published_date} />
      <BlogArticle post={post} />
      <BlogCta />
      <RelatedPosts slug={post.slug} />
    </div>
  );
}
