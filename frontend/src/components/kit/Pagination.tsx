import { useId, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { buttonClassName } from '../button/buttonClassName';
import { LeftIcon, RightIcon } from '../icons/icons';
import { isOwnedByBrowser } from '../links/ownedByBrowser';
import { Button } from './Button';
import { getPageItems, hasJumpBox, parseJumpPage } from './pagination';
import { TextField } from './TextField';
import './forms.css';
import './pagination.css';

export type PaginationProps = {
  /** The current page (1-based; clamped to the last). */
  page: number;
  totalPages: number;
  /** Goes to a page (in place: the list's own state or the link's query). */
  onChange: (page: number) => void;
  /** Names the navigation landmark ("Pagination", "Pages of threads"). */
  label: string;
  /**
   * The address of a page ('/browse?state=TX&page=2'). Given, every page is a real link (crawlable,
   * works before and without JavaScript; a plain click changes page in place) and, above 5 pages, a
   * "Jump to page" form follows. Without it, the pages are buttons.
   */
  pageHref?: (page: number) => string;
};

/** A click on a page link: the app changes page in place (keeping focus and scroll); a modified click opens the link. */
function followInApp(event: MouseEvent<HTMLElement>, go: () => void): void {
  if (isOwnedByBrowser(event)) return;
  event.preventDefault();
  go();
}

type PageControlProps = {
  target: number;
  /** Not a way anywhere (the first page's Previous): a disabled button. */
  disabled?: boolean;
  current?: boolean;
  className: string;
  ariaLabel?: string;
  pageHref?: (page: number) => string;
  onChange: (page: number) => void;
  children: ReactNode;
};

/** One control of the row: a link when pages have addresses, else a button. */
function PageControl({ target, disabled, current, className, ariaLabel, pageHref, onChange, children }: PageControlProps) {
  const go = () => {
    if (!current) onChange(target);
  };
  if (disabled || !pageHref) {
    return (
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-current={current ? 'page' : undefined}
        onClick={go}
      >
        {children}
      </button>
    );
  }
  return (
    <a
      className={className}
      href={pageHref(target)}
      aria-label={ariaLabel}
      aria-current={current ? 'page' : undefined}
      onClick={(event) => followInApp(event, go)}
    >
      {children}
    </a>
  );
}

/**
 * Previous, the page numbers (all up to 7; beyond, the first, the last and a window around the
 * current page, with ellipses) and Next; nothing when everything fits on one page. On a phone the
 * numbers take their own line above Previous and Next.
 */
export function Pagination({ page, totalPages, onChange, label, pageHref }: PaginationProps) {
  if (totalPages <= 1) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const shared = { pageHref, onChange };

  return (
    <nav className="kit-pagination" aria-label={label}>
      <div className="kit-pagination__row">
        <PageControl
          {...shared}
          target={current - 1}
          disabled={current <= 1}
          className={buttonClassName({}, 'kit-pagination__step')}
        >
          <LeftIcon />
          Previous
        </PageControl>
        <ol className="kit-pagination__pages">
          {getPageItems(current, totalPages).map((item) =>
            item.type === 'page' ? (
              <li key={item.page}>
                <PageControl
                  {...shared}
                  target={item.page}
                  current={item.page === current}
                  ariaLabel={`Page ${item.page}`}
                  className={buttonClassName(
                    { type: item.page === current ? 'primary' : 'default' },
                    'kit-pagination__page',
                  )}
                >
                  {item.page}
                </PageControl>
              </li>
            ) : (
              <li key={`ellipsis-${item.position}`} className="kit-pagination__ellipsis" aria-hidden="true">
                …
              </li>
            ),
          )}
        </ol>
        <PageControl
          {...shared}
          target={current + 1}
          disabled={current >= totalPages}
          className={buttonClassName({}, 'kit-pagination__step')}
        >
          Next
          <RightIcon />
        </PageControl>
      </div>
      {pageHref && hasJumpBox(totalPages) && (
        <JumpToPage key={current} totalPages={totalPages} onJump={onChange} firstPageHref={pageHref(1)} />
      )}
    </nav>
  );
}

type JumpToPageProps = {
  totalPages: number;
  onJump: (page: number) => void;
  /** The list's first page: without JavaScript the box is a plain GET form to it, with `page` added. */
  firstPageHref: string;
};

/** "Jump to page" box: accepts only a whole number from 1 to the last page. */
function JumpToPage({ totalPages, onJump, firstPageHref }: JumpToPageProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);

  const [action, query = ''] = firstPageHref.split('?');
  const searchParams = new URLSearchParams(query);
  searchParams.delete('page');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const target = parseJumpPage(text, totalPages);
    if (target === null) {
      setIsInvalid(true);
      return;
    }
    setIsInvalid(false);
    onJump(target);
  };

  return (
    <form className="kit-jump" onSubmit={handleSubmit} noValidate method="get" action={action}>
      {[...searchParams].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-page`} className="kit-jump__label">
        Jump to page
      </label>
      <TextField
        id={`${id}-page`}
        name="page"
        className="kit-jump__input"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        aria-invalid={isInvalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setIsInvalid(false);
        }}
      />
      <Button htmlType="submit">Go</Button>
      <span id={`${id}-hint`} className={isInvalid ? 'kit-jump__hint kit-jump__hint--error' : 'kit-jump__hint'} role={isInvalid ? 'alert' : undefined}>
        {isInvalid ? `Enter a whole number from 1 to ${totalPages}.` : `of ${totalPages}`}
      </span>
    </form>
  );
}
