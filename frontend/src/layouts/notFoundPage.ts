import { lazyPage } from '../components/routing/lazyPage';

/** The app's not-found page: the router's catch-all, and what the layout shows where the server answered 404. */
export const NotFoundPage = lazyPage(() => import('../pages/errors/NotFoundPage'), 'NotFoundPage', { antd: false });
