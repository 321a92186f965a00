import type { ReactNode } from 'react';
import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../api/queryClient';
import { AppProviders } from '../AppProviders';
import { pageAt, routes } from '../router';

/**
 * Renders `ui` inside the app's providers, with a data cache of its own (so tests share no
 * answers) that never retries (a failure shows at once).
 */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = createQueryClient({ queries: { retry: false } });
  // antd's styles are computed but not written into the page ("server" mode): jsdom's
  // getComputedStyle walks every style sheet on each call, which made role queries take seconds.
  const view = render(
    <StyleProvider mock="server" cache={createCache()}>
      <AppProviders queryClient={queryClient}>{ui}</AppProviders>
    </StyleProvider>,
  );
  return { ...view, queryClient };
}

/** Renders the whole app (layout + routes) at `path`, as a visitor landing there would see it. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return { ...renderWithProviders(<RouterProvider router={router} />), router };
}

/**
 * Loads the code of the pages at `paths` ahead of the test (in a `beforeAll`). A page built with antd compiles
 * antd on its first visit in a test file, which can take longer than a query's wait on a busy machine now that the
 * layout and the public pages no longer load antd before it.
 */
export async function preloadPages(...paths: string[]): Promise<void> {
  await Promise.all(paths.map((path) => pageAt(path).preload()));
}

export function storeSession(user: Record<string, unknown> | string, token = 'test-token') {
  window.localStorage.setItem('auth_token', token);
  window.localStorage.setItem('user_data', typeof user === 'string' ? user : JSON.stringify(user));
}
