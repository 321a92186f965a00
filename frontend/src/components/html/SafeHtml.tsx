import { useMemo } from 'react';
import { fitHeadings } from './fitHeadings';
import './safeHtml.css';

export type SafeHtmlProps = {
  /**
   * HTML cleaned by the server when it was written, with no attributes that run or style
   * anything. Forum posts (the user policy): p, br, strong, em, u, s, blockquote, ul, ol, li,
   * a (http, https or mailto), code, pre, h3 and h4. Blog articles (the admin policy) may also
   * hold h2, hr, figure, figcaption, img (only `/api/media/` images, with alt and lazy loading)
   * and links to paths of this site. Never pass HTML that has not been through the server's
   * sanitizer.
   */
  html: string;
  className?: string;
  /**
   * The level the content's first heading takes on this page: one below the heading it sits under (2 under
   * the page's h1). Its headings are renumbered from there without skipping a level (fitHeadings).
   */
  headingLevel?: number;
};

/**
 * The one place the app puts HTML into the page (forum posts, blog articles). Everything else
 * is rendered as text by React. The styles of the allowed tags live beside it.
 */
export function SafeHtml({ html, className, headingLevel }: SafeHtmlProps) {
  const shown = useMemo(() => (headingLevel ? fitHeadings(html, headingLevel) : html), [html, headingLevel]);
  return (
    <div
      className={className ? `safe-html ${className}` : 'safe-html'}
      // eslint-disable-next-line no-restricted-syntax -- the one renderer of sanitized HTML
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
