import { QuoteIcon } from '../../../../components/icons/icons';
import { Button } from '../../../../components/kit/Button';


export type QuoteButtonProps = {
  /** Its accessible name ("Quote reply by jane"). */
  label: string;
  onClick: () => void;
  size?: 'small' | 'middle';
};

/** Quote: puts the post into the reply box as a quotation. */
export function QuoteButton({ label, onClick, size = 'middle' }: QuoteButtonProps) {
  return (
    <Button size={size} type={size === 'small' ? 'text' : 'default'} icon={<QuoteIcon />} aria-label={label} onClick={onClick}>
      Quote
    </Button>
  );
}
