import { Button } from '../kit/Button';
import { Notice } from '../kit/Notice';

export type LoadErrorProps = {
  /** What could not be loaded, in the screen's words ("Your profiles could not be loaded"). */
  title: string;
  description?: string;
  /** Loads again: the query's `refetch`. */
  onRetry: () => unknown;
  isRetrying?: boolean;
};

/** How every screen shows data it could not load: what is missing, and "Try again" (the kit's Notice). */
export function LoadError({ title, description, onRetry, isRetrying = false }: LoadErrorProps) {
  return (
    <Notice
      className="load-error"
      // Announced as it appears (a failed load replaces what the visitor was waiting for), as antd's Alert was.
      role="alert"
      type="warning"
      title={title}
      description={description}
      action={
        <Button type="primary" loading={isRetrying} onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    />
  );
}
