import { SiteLink } from '../../../components/kit/SiteLink';
import { blogPostPath } from '../constants';
import type { BlogPostSummary } from '../types/blog';
import { formatBlogDate } from '../utils/blogFormat';
import { BlogPostMeta } from './BlogPostMeta';

export type BlogCardProps = {
  post: BlogPostSummary;
  headingLevel: 'h2' | 'h3';
};

/**
 * A post in a list: category, read time, title, date and excerpt. The title is the card's one
 * link (what a screen reader lists); the whole card answers a click on it.
 */
export function BlogCard({ post, headingLevel: Heading }: BlogCardProps) {
  return (
    <article className="blog-card">
      <BlogPostMeta category={post.category} readTime={post.read_time} />
      <Heading className="blog-card__title">
        <SiteLink className="blog-card__link" to={blogPostPath(post.slug)}>
          {post.title}
        </SiteLink>
      </Heading>
      <p className="blog-card__date">
        <time dateTime={post.published_date}>{formatBlogDate(post.published_date)}</time>
      </p>
      {post.excerpt && <p className="blog-card__excerpt">{post.excerpt}</p>}
    </article>
  );
}
