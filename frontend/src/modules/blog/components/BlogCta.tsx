import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../components/ButtonLink/ButtonLink';
import { BLOG_MESSAGES } from '../messages';

/** Under an article: browse the profiles and write (the main call), or list someone inside (the softer one). */
export function BlogCta() {
  return (
    <aside className="blog-cta" aria-labelledby="blog-cta-title">
      <h2 id="blog-cta-title" className="blog-cta__title">
        {BLOG_MESSAGES.ctaTitle}
      </h2>
      <p className="blog-cta__text">{BLOG_MESSAGES.ctaText}</p>
      <ButtonLink type="primary" size="large" to="/browse" className="blog-cta__button">
        {BLOG_MESSAGES.ctaButton}
      </ButtonLink>
      <p className="blog-cta__secondary">
        {BLOG_MESSAGES.ctaSubmitLead} <Link to="/submit">{BLOG_MESSAGES.ctaSubmitLink}</Link>
      </p>
    </aside>
  );
}
