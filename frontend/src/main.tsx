import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { NotFoundPage } from './layouts/notFoundPage';
import { pageAt, routes } from './router';
import { readRenderData } from './ssr/arrival';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const rendered = readRenderData();
const queryClient = createQueryClient();
const router = createBrowserRouter(routes);

if (rendered && container.firstChild) {
  // The server rendered this page: start from the answers it rendered with, load the page's code, and
  // hydrate, so the first render in the browser is the server's markup, unchanged.
  for (const { key, data, updatedAt } of rendered.queries) queryClient.setQueryData(key, data, { updatedAt });
  const { pathname, key } = router.state.location;
  const arrival = { status: rendered.status, pathname: rendered.pathname, locationKey: key };
  void (rendered.status === 404 ? NotFoundPage : pageAt(pathname))
    .preload()
    .catch(() => undefined)
    .then(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App router={router} queryClient={queryClient} arrival={arrival} />
        </StrictMode>,
      );
    });
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={router} queryClient={queryClient} arrival={null} />
    </StrictMode>,
  );
}
