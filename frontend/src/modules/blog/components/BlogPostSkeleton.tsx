import { BLOG_MESSAGES } from '../messages';
import './blog.css';

/** The article's place while it loads: its meta line, title, byline and a few paragraphs. */
export function BlogPostSkeleton() {
  return (
    <div className="page-container blog-page blog-post-page" role="status">
      <span className="visually-hidden">{BLOG_MESSAGES.loadingPost}</span>
      <div className="blog-article blog-article--skeleton" aria-hidden="true">
        <div className="blog-skeleton__line blog-skeleton__line--short" />
        <div className="blog-skeleton__line blog-skeleton__line--heading" />
        <div className="blog-skeleton__line blog-skeleton__line--heading blog-skeleton__line--half" />
        <div className="blog-skeleton__line blog-skeleton__line--short" />
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="blog-skeleton__line" />
        ))}
      </div>
    </div>
  );
}
