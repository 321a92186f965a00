import { Button, Result } from 'antd';

export type LoadErrorProps = {
  /** What could not be loaded, in the screen's words ("Your profiles could not be loaded"). */
  title: string;
  description?: string;
  /** Loads again: the query's `refetch`. */
  onRetry: () => unknown;
  isRetrying?: boolean;
};

/** How every screen shows data it could not load: what is missing, and "Try again". */
export function LoadError({ title, description, onRetry, isRetrying = false }: LoadErrorProps) {
  return (
    <Result
      status="warning"
      title={title}
      subTitle={description}
      extra={
        <Button type="primary" loading={isRetrying} onClick={() => void onRetry()}>
          Try again
        </Button>
      }
    />
  );
}
