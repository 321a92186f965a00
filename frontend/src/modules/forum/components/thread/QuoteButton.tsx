import { Button } from 'antd';

const QuoteIcon = (
  <svg viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false">
    <path d="M4 17h4l2-4V7H4v6h3zm10 0h4l2-4V7h-6v6h3z" />
  </svg>
);

export type QuoteButtonProps = {
  /** Its accessible name ("Quote reply by jane"). */
  label: string;
  onClick: () => void;
  size?: 'small' | 'middle';
};

/** Quote: puts the post into the reply box as a quotation. */
export function QuoteButton({ label, onClick, size = 'middle' }: QuoteButtonProps) {
  return (
    <Button size={size} type={size === 'small' ? 'text' : 'default'} icon={QuoteIcon} aria-label={label} onClick={onClick}>
      Quote
    </Button>
  );
}
