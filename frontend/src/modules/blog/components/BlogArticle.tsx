import { SafeHtml } from '../../../components/html/SafeHtml';

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

/**
 * A blog article: category, read time, title, author, date and the HTML content. Drawn the same on
 * /blog/{slug} and in the admin's preview dialog.
 * (Skeleton laid down with the contract; the public-blog work styles and completes it, keeping these props.)
 */
export function BlogArticle({ post }: { post: BlogArticleContent }) {
  return (
    <article className="blog-article">
      <p>
        {post.category} · {post.read_time} min read
      </p>
      <h1>{post.title}</h1>
      <p>
        {post.author} · {new Date(post.published_date ?? Date.now()).toLocaleDateString('en-US', { dateStyle: 'long' })}
      </p>
      <SafeHtml html={post.content} />
    </article>
  );
}
