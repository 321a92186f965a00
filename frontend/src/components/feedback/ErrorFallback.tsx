import { Button } from '../kit/Button';
import { Result } from '../kit/Result';

function handleReload() {
  window.location.reload();
}

/** Friendly crash screen with a reload button. Uses a plain link home so it works outside the router. */
export function ErrorFallback() {
  return (
    <div className="page-container" role="alert">
      <Result
        status="error"
        title={<h1>Something went wrong</h1>}
        subTitle="Sorry, this page ran into a problem. Reloading usually fixes it."
        extra={
          <>
            <Button type="primary" onClick={handleReload}>
              Reload page
            </Button>
            <a className="button button--default" href="/">
              Go to the home page
            </a>
          </>
        }
      />
    </div>
  );
}
