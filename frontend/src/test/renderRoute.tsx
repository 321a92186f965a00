import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../AppProviders';
import { routes } from '../router';

/** Renders the whole app (layout + routes) at `path`, as a visitor landing there would see it. */
export function renderRoute(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // antd's styles are computed but not written into the page ("server" mode): jsdom's
  // getComputedStyle walks every style sheet on each call, which made role queries take seconds.
  const view = render(
    <StyleProvider mock="server" cache={createCache()}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>,
  );
  return { ...view, router };
}

export function storeSession(user: Record<string, unknown> | string, token = 'test-token') {
  window.localStorage.setItem('auth_token', token);
  window.localStorage.setItem('user_data', typeof user === 'string' ? user : JSON.stringify(user));
}
