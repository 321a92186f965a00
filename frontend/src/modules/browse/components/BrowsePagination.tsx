import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { Button, Input } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { getPageItems, hasJumpBox, parseJumpPage } from '../utils/pagination';

export type BrowsePaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  /** The address of a page ('/browse?state=TX&page=2'): each page is a link, followed in place when the app runs. */
  pageHref: (page: number) => string;
};

/** A click on a page link: the app changes page in place (keeping focus and scroll); a modified click opens the link. */
function followInApp(event: MouseEvent<HTMLElement>, go: () => void): void {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  go();
}

/**
 * Previous/Next and numbered pages (all up to 7; beyond, first, last and a window
 * around the current page with ellipses), and a "Jump to" box above 5 pages.
 * Custom rather than antd's Pagination: the spec fixes which numbers show.
 */
export function BrowsePagination({ page, totalPages, onPageChange, pageHref }: BrowsePaginationProps) {
  if (totalPages <= 1) return null;
  const items = getPageItems(page, totalPages);

  return (
    <nav className="browse-pagination" aria-label="Pagination">
      <div className="browse-pagination__row">
        <Button
          className="browse-pagination__step"
          icon={<LeftOutlined aria-hidden="true" />}
          disabled={page <= 1}
          href={page > 1 ? pageHref(page - 1) : undefined}
          onClick={(event) => followInApp(event, () => onPageChange(page - 1))}
        >
          Previous
        </Button>
        <ol className="browse-pagination__pages">
          {items.map((item) =>
            item.type === 'page' ? (
              <li key={item.page}>
                <Button
                  className="browse-pagination__page"
                  type={item.page === page ? 'primary' : 'default'}
                  aria-label={`Page ${item.page}`}
                  aria-current={item.page === page ? 'page' : undefined}
                  href={pageHref(item.page)}
                  onClick={(event) =>
                    followInApp(event, () => {
                      if (item.page !== page) onPageChange(item.page);
                    })
                  }
                >
                  {item.page}
                </Button>
              </li>
            ) : (
              <li key={`ellipsis-${item.position}`} className="browse-pagination__ellipsis" aria-hidden="true">
                …
              </li>
            ),
          )}
        </ol>
        <Button
          className="browse-pagination__step"
          disabled={page >= totalPages}
          href={page < totalPages ? pageHref(page + 1) : undefined}
          onClick={(event) => followInApp(event, () => onPageChange(page + 1))}
        >
          Next
          <RightOutlined aria-hidden="true" />
        </Button>
      </div>
      {hasJumpBox(totalPages) && (
        <JumpToPage key={page} totalPages={totalPages} onJump={onPageChange} firstPageHref={pageHref(1)} />
      )}
    </nav>
  );
}

type JumpToPageProps = {
  totalPages: number;
  onJump: (page: number) => void;
  /** The search's first page: without JavaScript the box is a plain form to it, with `page` added. */
  firstPageHref: string;
};

/** "Jump to" page box: accepts only a whole number from 1 to the last page. */
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
    <form className="browse-jump" onSubmit={handleSubmit} noValidate method="get" action={action}>
      {[...searchParams].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-page`} className="browse-jump__label">
        Jump to page
      </label>
      <Input
        id={`${id}-page`}
        name="page"
        className="browse-jump__input"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        status={isInvalid ? 'error' : undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setIsInvalid(false);
        }}
      />
      <Button htmlType="submit">Go</Button>
      <span
        id={`${id}-hint`}
        className={isInvalid ? 'browse-jump__hint browse-jump__hint--error' : 'browse-jump__hint'}
        role={isInvalid ? 'alert' : undefined}
      >
        {isInvalid ? `Enter a whole number from 1 to ${totalPages}.` : `of ${totalPages}`}
      </span>
    </form>
  );
}
