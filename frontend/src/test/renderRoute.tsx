import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { routes } from '../router';

/** Renders the whole app (layout + routes) at `path`, as a visitor landing there would see it. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

export function storeSession(user: Record<string, unknown> | string, token = 'test-token') {
  window.localStorage.setItem('auth_token', token);
  window.localStorage.setItem('user_data', typeof user === 'string' ? user : JSON.stringify(user));
}
