import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazy, type ReactElement } from 'react';
import { HydrationBoundary, whenHydrated } from './HydrationBoundary';

/** A part whose code arrives when the test says so. */
function deferredPart(text: string) {
  let arrive = () => undefined as void;
  const Part = lazy(
    () =>
      new Promise<{ default: () => ReactElement }>((resolve) => {
        arrive = () => resolve({ default: () => <p>{text}</p> });
      }),
  );
  return { Part, arrive: () => arrive() };
}

describe('HydrationBoundary', () => {
  it('shows its content, as a Suspense boundary would', () => {
    render(
      <HydrationBoundary>
        <p>Footer</p>
      </HydrationBoundary>,
    );
    expect(screen.getByText('Footer')).toBeInTheDocument();
  });

  it('tells whenHydrated only once the content of every boundary on the page is there', async () => {
    const { Part, arrive } = deferredPart('The page');
    const ready = jest.fn();
    render(
      <>
        <HydrationBoundary fallback={<p>Loading</p>}>
          <Part />
        </HydrationBoundary>
        <HydrationBoundary>
          <p>Footer</p>
        </HydrationBoundary>
      </>,
    );
    whenHydrated(ready);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(ready).not.toHaveBeenCalled();
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('stops waiting for a boundary removed before its content came', () => {
    const { Part } = deferredPart('Never');
    const ready = jest.fn();
    const { rerender } = render(
      <HydrationBoundary fallback={<p>Loading</p>}>
        <Part />
      </HydrationBoundary>,
    );
    whenHydrated(ready);
    expect(ready).not.toHaveBeenCalled();
    rerender(<p>Something went wrong</p>);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('hydrates the server markup of its content without a mismatch', async () => {
    const tree = (
      <main>
        <h1>Browse</h1>
        <HydrationBoundary>
          <form aria-label="Filters">
            <input name="state" defaultValue="TX" />
          </form>
        </HydrationBoundary>
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.appendChild(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    const ready = jest.fn();
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    whenHydrated(ready);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(ready).toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    expect(container.querySelector('input')?.value).toBe('TX');
    container.remove();
  });
});
