import { SafeHtml } from '../../../components/html/SafeHtml';
import { BLOG_MESSAGES } from '../messages';
import { formatBlogDate } from '../utils/blogFormat';
import { BlogPostMeta } from './BlogPostMeta';
import './blog.css';

/** What an article needs to be drawn: a saved post, or the admin's unsaved draft in the preview dialog. */
export type BlogArticleContent = {
  title: string;
  category: string;
  read_time: number;
  author: string;
  /** ISO date-time; null for a draft that has none yet (shown as today). */
  published_date: string | null;
  /** Sanitized HTML from the server. */
  content: string;
};

export type BlogArticleProps = {
  post: BlogArticleContent;
};

/**
 * A blog article: category, read time, title, author, date and the HTML content. Drawn the same on
 * /blog/{slug} and in the admin's preview dialog (so it brings its own styles).
 */
export function BlogArticle({ post }: BlogArticleProps) {
  const date = post.published_date ?? new Date().toISOString();
  return (
    <article className="blog-article">
      <header className="blog-article__header">
        <BlogPostMeta category={post.category} readTime={post.read_time} />
        <h1 className="blog-article__title">{post.title}</h1>
        <p className="blog-article__byline">
          <span className="blog-article__author">
            {BLOG_MESSAGES.byline} {post.author}
          </span>
          <time dateTime={date}>{formatBlogDate(date)}</time>
        </p>
      </header>
      <SafeHtml html={post.content} className="blog-article__content" headingLevel={2} />
    </article>
  );
}
