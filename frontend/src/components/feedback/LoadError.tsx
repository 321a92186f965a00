import { Alert, Button } from 'antd';

export type LoadErrorProps = {
  /** What could not be loaded, in the screen's words ("Your profiles could not be loaded"). */
  title: string;
  description?: string;
  /** Loads again: the query's `refetch`. */
  onRetry: () => unknown;
  isRetrying?: boolean;
};

/**
 * How every screen shows data it could not load: what is missing, and "Try again". An Alert
 * rather than antd's Result, whose illustrations would weigh on every page that loads data.
 */
export function LoadError({ title, description, onRetry, isRetrying = false }: LoadErrorProps) {
  return (
    <Alert
      className="load-error"
      type="warning"
      showIcon
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
