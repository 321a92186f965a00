import './safeHtml.css';

export type SafeHtmlProps = {
  /**
   * HTML cleaned by the server when it was written: only p, br, strong, em, u, s, blockquote,
   * ul, ol, li, a (http, https or mailto), code, pre, h3 and h4, with no attributes that run
   * or style anything. Never pass HTML that has not been through the server's sanitizer.
   */
  html: string;
  className?: string;
};

/**
 * The one place the app puts HTML into the page (forum posts, blog articles). Everything else
 * is rendered as text by React. The styles of the allowed tags live beside it.
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  return (
    <div
      className={className ? `safe-html ${className}` : 'safe-html'}
      // eslint-disable-next-line no-restricted-syntax -- the one renderer of sanitized HTML
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
