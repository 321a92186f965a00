import './reactInit';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { createQueryClient } from './api/queryClient';
import { App } from './App';
import { NotFoundPage } from './layouts/notFoundPage';
import { pageOf, routes } from './router';
import { readRenderData } from './ssr/arrival';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const rendered = readRenderData();

/** A new task: the work after it does not lengthen the one before (a phone can answer a tap in between). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function openSessionStorage(): void {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage blocked (a private mode, a policy): the router does without it.
  }
}

/**
 * The server rendered this page: start from the answers it rendered with, load the page's code, and hydrate, so the
 * first render in the browser is the server's markup, unchanged. Each step is a task of its own (a phone can answer
 * a tap between them): the session storage opened, the router (which ranks the routes and matches the address
 * once), the page's code requested with the query cache filled, hydration.
 */
async function hydrateRendered(root: HTMLElement, data: NonNullable<typeof rendered>): Promise<void> {
  await nextTask();
  // The router reads sessionStorage as it starts (saved view transitions); a visit's first read opens the storage,
  // a few milliseconds on a phone: here, in a task of its own.
  openSessionStorage();
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const page = data.status === 404 ? NotFoundPage : pageOf(router.state.matches);
  const pageLoaded = page.preload().catch(() => undefined);
  const queryClient = createQueryClient();
  for (const { key, data: answer, updatedAt } of data.queries) queryClient.setQueryData(key, answer, { updatedAt });
  const arrival = { status: data.status, pathname: data.pathname, locationKey: router.state.location.key };
  await pageLoaded;
  await nextTask();
  // In a transition, React hydrates in slices of a few milliseconds and yields between them (a default-priority
  // hydration runs the whole page in one task): a phone answers a tap while the page hydrates.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={router} queryClient={queryClient} arrival={arrival} />
      </StrictMode>,
    );
  });
}

if (rendered && container.firstChild) {
  void hydrateRendered(container, rendered);
} else {
  createRoot(container).render(
    <StrictMode>
      <App router={createBrowserRouter(routes)} queryClient={createQueryClient()} arrival={null} />
    </StrictMode>,
  );
}
