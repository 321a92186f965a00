import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportClientError } from '../api/clientErrors';
import { ErrorFallback } from '../components/feedback/ErrorFallback';

/** Last-resort screen for errors the layout itself throws (the router's error element). */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    reportClientError(error);
  }, [error]);
  return (
    <div className="site">
      <ErrorFallback />
    </div>
  );
}
