import { render, screen } from '@testing-library/react';
import { apiClient } from '../../api/client';
import { reportClientError } from '../../api/clientErrors';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorFallback } from './ErrorFallback';

function BrokenWidget(): never {
  throw new Error('Widget exploded');
}

function BrokenChart(): never {
  throw new Error('Chart exploded');
}

describe('ErrorBoundary', () => {
  beforeEach(() => {
    // React logs every caught render error; keep the test output readable.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows a friendly screen with a reload button instead of a crashed page', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: null });
    render(
      <ErrorBoundary fallback={<ErrorFallback />} onError={reportClientError}>
        <BrokenWidget />
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/i })).toHaveAttribute('href', '/');
  });

  it('reports the crash to the server with the component stack', () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: null });
    render(
      <ErrorBoundary fallback={<p>failed</p>} onError={reportClientError}>
        <BrokenChart />
      </ErrorBoundary>,
    );
    expect(post).toHaveBeenCalledWith(
      '/client-errors',
      expect.objectContaining({
        message: 'Chart exploded',
        url: window.location.href,
        stack: expect.stringContaining('Chart exploded'),
        component_stack: expect.stringContaining('BrokenChart'),
      }),
    );
  });

  it('clears the error when the reset key changes', async () => {
    function Harness({ broken, path }: { broken: boolean; path: string }) {
      return (
        <ErrorBoundary fallback={<p>failed</p>} resetKey={path}>
          {broken ? <BrokenWidget /> : <p>working page</p>}
        </ErrorBoundary>
      );
    }
    const { rerender } = render(<Harness broken path="/a" />);
    expect(screen.getByText('failed')).toBeInTheDocument();
    rerender(<Harness broken={false} path="/b" />);
    expect(screen.getByText('working page')).toBeInTheDocument();
  });
});
